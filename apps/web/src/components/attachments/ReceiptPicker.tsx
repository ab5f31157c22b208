import { Button, Card, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { fileSizeText } from '@owo/core';
import { IconCamera, IconPaperclip, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { attachmentAccept } from '../../api/attachments.ts';

/*
 * A receipt picked on a new record's form (an expense, a tax payment) and sent once the record is
 * saved, since a file needs the record's id to belong to.
 */

/** A receipt chosen before saving, shown as it will be kept (a photo) or by its name (a PDF). */
export function ReceiptPicker({
  file,
  onChange,
  owner = 'expense',
}: {
  file: File | null;
  onChange: (file: File | null) => void;
  /** What it is attached to once saved, in words: 'expense', 'payment'. */
  owner?: string;
}) {
  // A data URL: the app's content security policy shows images from itself and data:, not blob:.
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    setPreview(null);
    if (!file?.type.startsWith('image/')) return;
    const reader = new FileReader();
    reader.onload = () => setPreview(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Text fw={600}>Receipt</Text>
        {file ? (
          <Group align="flex-start" gap="md" wrap="wrap">
            {preview ? (
              <Image src={preview} alt="Receipt preview" h={160} w="auto" fit="contain" radius="sm" />
            ) : (
              <IconPaperclip size={32} />
            )}
            <Stack gap={4}>
              <Text fz="sm">{file.name}</Text>
              <Text fz="xs" c="dimmed">
                {fileSizeText(file.size)} · attached when the {owner} is saved
              </Text>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconX size={14} />}
                onClick={() => onChange(null)}
              >
                Remove
              </Button>
            </Stack>
          </Group>
        ) : (
          <Group gap="sm">
            <FileButton onChange={onChange} accept={attachmentAccept}>
              {(props) => (
                <Button variant="default" leftSection={<IconPaperclip size={16} />} {...props}>
                  Attach receipt
                </Button>
              )}
            </FileButton>
            <FileButton onChange={onChange} accept="image/*" capture="environment">
              {(props) => (
                <Button variant="default" leftSection={<IconCamera size={16} />} hiddenFrom="sm" {...props}>
                  Take photo
                </Button>
              )}
            </FileButton>
            <Text fz="xs" c="dimmed">
              A photo (JPEG, PNG, WebP, HEIC) or a PDF
            </Text>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
