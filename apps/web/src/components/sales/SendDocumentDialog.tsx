import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { MAX_OTHER_RECIPIENTS, sendDocumentSchema } from '@owo/core/schemas/invoice-delivery';
import { useState } from 'react';
import { type SalesDocumentType, useSendDocument } from '../../api/invoices.ts';
import { toast } from '../toast.tsx';
import { emailList } from './email-list.ts';

interface SendDocumentDialogProps {
  type: SalesDocumentType;
  documentId: string;
  number: string;
  /** The customer's addresses, filled in. */
  to: string[];
  onDone: () => void;
}

/** Send by email: the document as a PDF, with a link to its public view; each send is kept in its history. */
export function SendDocumentDialog({ type, documentId, number, to, onDone }: SendDocumentDialogProps) {
  const send = useSendDocument(type);
  const [recipients, setRecipients] = useState(to.join(', '));
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    const { emails } = emailList(recipients);
    const body = {
      ...(emails.length > 0 ? { to: emails } : {}),
      ...(message.trim() ? { message: message.trim() } : {}),
    };
    // The shared schema's words: 'Email address must be a valid email'. Which addresses are the
    // customer's only the server knows: it refuses more than a few others, in words shown as a toast.
    const checked = sendDocumentSchema.safeParse(body);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? 'Check the addresses');
      return;
    }
    setProblem(null);
    try {
      const response = await send.mutateAsync({ id: documentId, body });
      toast({ type: 'success', msg: response.message });
      onDone();
    } catch {
      // Announced by the API client.
    }
  };

  return (
    <Stack gap="md">
      <Text fz="sm">{number} is sent as a PDF, with a link where the customer can see it without signing in.</Text>
      <TextInput
        label="To"
        description={`Separate addresses with commas. Left empty: the customer's email. Besides the customer's own addresses, at most ${MAX_OTHER_RECIPIENTS} others.`}
        value={recipients}
        onChange={(event) => setRecipients(event.currentTarget.value)}
        error={problem}
        data-autofocus
      />
      <Textarea
        label="Message"
        description="Optional, above the invoice in the email"
        autosize
        minRows={3}
        value={message}
        onChange={(event) => setMessage(event.currentTarget.value)}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone} disabled={send.isPending}>
          Cancel
        </Button>
        <Button onClick={() => void submit()} loading={send.isPending}>
          Send
        </Button>
      </Group>
    </Stack>
  );
}
