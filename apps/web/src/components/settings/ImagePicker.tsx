import { Avatar, Box, Button, Center, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { imageAccept, maxImageBytes } from '../../api/images.ts';
import { openConfirmDialog } from '../dialogs.ts';
import { toast } from '../toast.tsx';

interface ImagePickerProps {
  /** 'logo' or 'photo': how the image is named in buttons and messages. */
  what: 'logo' | 'photo';
  /** An object URL of the stored image, or null when there is none (or it is on its way). */
  url: string | null;
  hasImage: boolean;
  /** Initials shown in a round photo's place. */
  initials?: string;
  readOnly?: boolean;
  uploading: boolean;
  onUpload: (file: File) => Promise<unknown>;
  onRemove: () => Promise<unknown>;
}

const rule = (what: string) => `The ${what} must be a PNG, JPEG or SVG of at most 1 MB`;

/**
 * Shows a logo (a wide box) or a photo (a circle) with Upload and Remove. A file over 1 MB or of
 * another type is refused here at once; the server checks the content again whatever it is named.
 */
export function ImagePicker({
  what,
  url,
  hasImage,
  initials,
  readOnly,
  uploading,
  onUpload,
  onRemove,
}: ImagePickerProps) {
  const pick = (file: File | null) => {
    if (!file) return;
    if (file.size > maxImageBytes || !imageAccept.split(',').includes(file.type)) {
      toast({ type: 'error', msg: rule(what) });
      return;
    }
    onUpload(file)
      .then((response) => toast({ type: 'success', msg: (response as { message?: string }).message ?? 'Saved' }))
      // The API client has announced the failure.
      .catch(() => undefined);
  };
  const askRemove = () =>
    openConfirmDialog({
      title: `Remove the ${what}`,
      message: what === 'logo' ? 'Remove the logo from your documents?' : 'Remove your photo?',
      danger: true,
      onConfirm: () =>
        onRemove().then(() => toast({ type: 'success', msg: `${what === 'logo' ? 'Logo' : 'Photo'} removed` })),
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
    <Group gap="lg" align="center" wrap="wrap">
      {preview}
      <Box>
        {readOnly ? null : (
          <Group gap="sm" wrap="wrap">
            <FileButton onChange={pick} accept={imageAccept}>
              {(props) => (
                <Button {...props} variant="default" leftSection={<IconUpload size={16} />} loading={uploading}>
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
  );
}
