import { Anchor, Group, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { type Attachment, openAttachment, useAttachments } from '../../api/attachments.ts';

/*
 * A tax payment's receipts on its return's page (/tax/returns/:id): each file by name, opened in a
 * new tab; attaching and removing them is on the payment's own page (tax.pay).
 */
export function PaymentReceipts({ paymentId }: { paymentId: string }) {
  const owner = { kind: 'tax-payment' as const, id: paymentId };
  const files = useAttachments(owner).data?.data ?? [];
  if (files.length === 0) return null;
  const open = (file: Attachment) => {
    // The API client has already said what went wrong.
    openAttachment(owner, file).catch(() => undefined);
  };
  return (
    <Group gap="xs" mt={2}>
      <IconPaperclip size={14} aria-hidden />
      {files.map((file) => (
        <Anchor key={file._id} component="button" type="button" fz="xs" onClick={() => open(file)}>
          <Text span fz="xs">
            {file.fileName}
          </Text>
        </Anchor>
      ))}
    </Group>
  );
}
