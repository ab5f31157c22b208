import { Button, Group, Text } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { type ReactNode, useState } from 'react';

export interface ConfirmDialogProps {
  message: ReactNode;
  /** The request the question is about; the dialog waits for it, then closes. */
  onConfirm: () => Promise<unknown>;
  /** Red Yes for destructive actions. */
  danger?: boolean;
}

/**
 * A Yes/No question. Both buttons are disabled while the request runs; the API client has
 * already announced any failure (a 409's reason is a warning toast), so the dialog just closes.
 */
export function ConfirmDialog({ context, id, innerProps }: ContextModalProps<ConfirmDialogProps>) {
  const { message, onConfirm, danger = false } = innerProps;
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
    } catch {
      // Announced by the API client.
    } finally {
      context.closeModal(id);
    }
  };

  return (
    <>
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => context.closeModal(id, true)} disabled={pending}>
          No
        </Button>
        <Button color={danger ? 'red' : undefined} onClick={confirm} loading={pending} disabled={pending}>
          Yes
        </Button>
      </Group>
    </>
  );
}
