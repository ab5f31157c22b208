import { Avatar, Box, Button, Center, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { type ImageActions, imageAccept, maxImageBytes, type StoredImage, useImageUrl } from '../../api/images.ts';
import { openConfirmDialog } from '../dialogs.ts';
import { toast } from '../toast.tsx';
import { SettingsSection } from './SettingsSection.tsx';

interface ImagePickerProps {
  /** 'logo' or 'photo': how the image is named in buttons and messages. */
  what: 'logo' | 'photo';
  /** The stored image, or null when there is none. */
  image: StoredImage | null;
  /** Where it is kept, and how it is replaced and removed (useLogoActions, usePhotoActions). */
  actions: ImageActions;
  /** Initials shown in a round photo's place. */
  initials?: string;
  readOnly?: boolean;
}

const rule = (what: string) => `The ${what} must be a PNG, JPEG or SVG of at most 1 MB`;

/**
 * A card showing a logo (a wide box) or a photo (a circle) with Upload and Remove. A file over 1 MB or of
 * another type is refused here at once; the server checks the content again whatever it is named.
 */
export function ImagePicker({ what, image, actions, initials, readOnly }: ImagePickerProps) {
  const { path, upload, remove } = actions;
  const url = useImageUrl(path, image);
  const hasImage = image !== null;
  const pick = (file: File | null) => {
    if (!file) return;
    if (file.size > maxImageBytes || !imageAccept.split(',').includes(file.type)) {
      toast({ type: 'error', msg: rule(what) });
      return;
    }
    upload
      .mutateAsync(file)
      .then((response) => toast({ type: 'success', msg: response.message }))
      // The API client has announced the failure.
      .catch(() => undefined);
  };
  const askRemove = () =>
    openConfirmDialog({
      title: `Remove the ${what}`,
      message: what === 'logo' ? 'Remove the logo from your documents?' : 'Remove your photo?',
      danger: true,
      onConfirm: () =>
        remove
          .mutateAsync()
          .then(() => toast({ type: 'success', msg: `${what === 'logo' ? 'Logo' : 'Photo'} removed` })),
    });

  const preview =
    what === 'photo' ? (
      <Avatar src={url} size={96} radius={96} color="owo" alt={hasImage ? 'Your photo' : undefined}>
        {initials}
      </Avatar>
    ) : (
      <Center
        w={{ base: '100%', xs: 220 }}
        h={96}
        bg="var(--mantine-color-gray-0)"
        style={{ border: '1px dashed var(--mantine-color-gray-4)', borderRadius: 'var(--mantine-radius-md)' }}
      >
        {url ? (
          <Image src={url} alt="Company logo" fit="contain" h={80} w="auto" maw="90%" />
        ) : (
          <Stack gap={4} align="center">
            <IconPhoto size={28} color="var(--mantine-color-gray-5)" aria-hidden />
            <Text fz="xs" c="dimmed">
              {hasImage ? 'Loading…' : 'No logo yet'}
            </Text>
          </Stack>
        )}
      </Center>
    );

  return (
    <SettingsSection title={what === 'logo' ? 'Logo' : 'Photo'}>
      <Group gap="lg" align="center" wrap="wrap">
        {preview}
        <Box>
          {readOnly ? null : (
            <Group gap="sm" wrap="wrap">
              <FileButton onChange={pick} accept={imageAccept}>
                {(props) => (
                  <Button
                    {...props}
                    variant="default"
                    leftSection={<IconUpload size={16} />}
                    loading={upload.isPending}
                  >
                    {hasImage ? `Change ${what}` : `Upload ${what}`}
                  </Button>
                )}
              </FileButton>
              {hasImage ? (
                <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={askRemove}>
                  Remove
                </Button>
              ) : null}
            </Group>
          )}
          <Text fz="xs" c="dimmed" mt={6} maw={320}>
            PNG, JPEG or SVG, at most 1 MB.{' '}
            {what === 'logo' ? 'Shown on your invoices, receipts and statements.' : 'Shown beside your name.'}
          </Text>
        </Box>
      </Group>
    </SettingsSection>
  );
}
