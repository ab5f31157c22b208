import {
  ActionIcon,
  Alert,
  Button,
  Card,
  FileButton,
  Group,
  Loader,
  Progress,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { fileSizeText } from '@owo/core';
import { IconCamera, IconDownload, IconExternalLink, IconPaperclip, IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import {
  type Attachment,
  type AttachmentOwnerKind,
  attachmentAccept,
  downloadAttachment,
  openAttachment,
  useAttachments,
  useRemoveAttachment,
  useUploadAttachment,
} from '../../api/attachments.ts';
import { formatDate } from '../../lib/format.ts';
import { openConfirmDialog } from '../dialogs.ts';
import { toast } from '../toast.tsx';

export interface AttachmentsPanelProps {
  ownerKind: AttachmentOwnerKind;
  ownerId: string;
  /** Only list and open the files (no permission to change them, or the owner is deleted). */
  readOnly?: boolean;
}

interface Words {
  title: string;
  /** Said when there is nothing attached yet. */
  none: string;
  /** What to attach, after "Attach a photo or PDF of". */
  what: string;
  button: string;
  attached: string;
}

const receipts = (owner: string): Words => ({
  title: 'Receipts and attachments',
  none: `No receipts attached to this ${owner} yet.`,
  what: 'the receipt',
  button: 'Attach a receipt',
  attached: 'Receipt attached',
});

const ownerWords: Record<AttachmentOwnerKind, Words> = {
  journal: receipts('journal'),
  'bank-entry': receipts('entry'),
  expense: receipts('expense'),
  'tax-payment': { ...receipts('payment'), what: 'the NRS, State or bank receipt' },
  // An order's paperwork is the vendor's quote, a pro-forma or the delivery note, not a receipt.
  'purchase-order': {
    title: 'Attachments',
    none: 'No files attached to this purchase order yet.',
    what: 'the quote or delivery note',
    button: 'Attach a file',
    attached: 'File attached',
  },
};

/**
 * The receipts of a journal, bank entry, expense or tax payment, or a purchase order's files: a photo or PDF per file, with who attached it and
 * when, to open, save or remove. On a phone a second button opens the camera straight away.
 */
export function AttachmentsPanel({ ownerKind, ownerId, readOnly = false }: AttachmentsPanelProps) {
  const owner = { kind: ownerKind, id: ownerId };
  const titleId = useId();
  const attachments = useAttachments(owner);
  const files = attachments.data?.data ?? [];

  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-start" mb="xs" wrap="wrap">
        <Title order={2} size="h4" id={titleId}>
          {ownerWords[ownerKind].title}
        </Title>
        {readOnly ? null : <AttachButtons ownerKind={ownerKind} ownerId={ownerId} />}
      </Group>
      {attachments.isPending ? (
        <Group gap="xs">
          <Loader size="sm" aria-label="Loading attachments" />
          <Text c="dimmed">Loading attachments…</Text>
        </Group>
      ) : attachments.isError ? (
        <Alert color="red" variant="light">
          The attachments could not be loaded. Please try again.
        </Alert>
      ) : files.length === 0 ? (
        <Text c="dimmed">
          {ownerWords[ownerKind].none}
          {readOnly ? '' : ` Attach a photo or PDF of ${ownerWords[ownerKind].what} (up to 10 MB).`}
        </Text>
      ) : (
        <AttachmentsTable files={files} ownerKind={ownerKind} ownerId={ownerId} readOnly={readOnly} />
      )}
    </Card>
  );
}

function AttachButtons({ ownerKind, ownerId }: { ownerKind: AttachmentOwnerKind; ownerId: string }) {
  const upload = useUploadAttachment({ kind: ownerKind, id: ownerId });
  const [progress, setProgress] = useState<{ name: string; fraction: number } | null>(null);
  // A camera button only where there is one to hand: touch screens (phones and tablets).
  const onPhone = useMediaQuery('(pointer: coarse)') ?? false;

  const send = (file: File | null) => {
    if (!file) return;
    setProgress({ name: file.name, fraction: 0 });
    upload.mutate(
      { file, onProgress: (fraction) => setProgress({ name: file.name, fraction }) },
      {
        onSuccess: ({ status }) =>
          toast(
            status === 201
              ? { type: 'success', msg: ownerWords[ownerKind].attached }
              : { type: 'info', msg: 'This file is already attached' },
          ),
        // The API client has already said what went wrong.
        onSettled: () => setProgress(null),
      },
    );
  };

  return (
    <Stack gap={6} align="flex-end">
      <Group gap="xs">
        <FileButton onChange={send} accept={attachmentAccept} disabled={upload.isPending}>
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconPaperclip size={16} />} loading={upload.isPending}>
              {ownerWords[ownerKind].button}
            </Button>
          )}
        </FileButton>
        {onPhone ? (
          <FileButton onChange={send} accept="image/*" capture="environment" disabled={upload.isPending}>
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconCamera size={16} />} disabled={upload.isPending}>
                Take a photo
              </Button>
            )}
          </FileButton>
        ) : null}
      </Group>
      {progress ? (
        <Stack gap={2} w={240} role="status">
          <Text size="xs" c="dimmed" truncate>
            Uploading {progress.name}… {Math.round(progress.fraction * 100)}%
          </Text>
          <Progress value={progress.fraction * 100} size="sm" aria-label="Upload progress" />
        </Stack>
      ) : null}
    </Stack>
  );
}

function AttachmentsTable({
  files,
  ownerKind,
  ownerId,
  readOnly,
}: {
  files: Attachment[];
  ownerKind: AttachmentOwnerKind;
  ownerId: string;
  readOnly: boolean;
}) {
  const owner = { kind: ownerKind, id: ownerId };
  const remove = useRemoveAttachment(owner);
  const open = (attachment: Attachment) => openAttachment(owner, attachment);
  const download = (attachment: Attachment) => downloadAttachment(owner, attachment);
  const [busyId, setBusyId] = useState<string | null>(null);

  // Failures are announced by the API client; here the button just stops spinning.
  const run = async (attachment: Attachment, action: (attachment: Attachment) => Promise<void>) => {
    setBusyId(attachment._id);
    try {
      await action(attachment);
    } catch {
      // Announced already.
    } finally {
      setBusyId(null);
    }
  };

  const confirmRemoval = (attachment: Attachment) =>
    openConfirmDialog({
      title: 'Remove attachment',
      message: `Are you sure you want to remove ${attachment.fileName}?`,
      danger: true,
      onConfirm: async () => {
        await remove.mutateAsync(attachment._id);
        toast({ type: 'success', msg: 'Attachment removed' });
      },
    });

  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" aria-label="Attachments">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>File</Table.Th>
            <Table.Th>Size</Table.Th>
            <Table.Th>Attached by</Table.Th>
            <Table.Th>Attached on</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {files.map((attachment) => (
            <Table.Tr key={attachment._id}>
              <Table.Td>
                <Button
                  variant="subtle"
                  size="compact-sm"
                  px={0}
                  loading={busyId === attachment._id}
                  onClick={() => void run(attachment, open)}
                  title="Open in a new tab"
                  styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
                >
                  {attachment.fileName}
                </Button>
              </Table.Td>
              <Table.Td>{fileSizeText(attachment.size)}</Table.Td>
              <Table.Td>{attachment.uploadedBy?.name ?? 'A former member'}</Table.Td>
              <Table.Td>{formatDate(attachment.createdAt)}</Table.Td>
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <Tooltip label="Open">
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Open ${attachment.fileName}`}
                      disabled={busyId === attachment._id}
                      onClick={() => void run(attachment, open)}
                    >
                      <IconExternalLink size={16} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label="Download">
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Download ${attachment.fileName}`}
                      disabled={busyId === attachment._id}
                      onClick={() => void run(attachment, download)}
                    >
                      <IconDownload size={16} />
                    </ActionIcon>
                  </Tooltip>
                  {readOnly ? null : (
                    <Tooltip label="Remove">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Remove ${attachment.fileName}`}
                        onClick={() => confirmRemoval(attachment)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
