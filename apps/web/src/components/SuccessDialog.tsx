import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { IconCheck } from '@tabler/icons-react';

export interface SuccessDialogProps {
  message: string;
}

/** A saved document's confirmation; Continue (or closing) runs the opener's onClose. */
export function SuccessDialog({ context, id, innerProps }: ContextModalProps<SuccessDialogProps>) {
  return (
    <Stack align="center" gap="md" pb="xs">
      <ThemeIcon size={56} radius="xl" variant="light" aria-hidden="true">
        <IconCheck size={30} />
      </ThemeIcon>
      <Text ta="center" fw={600} fz="lg">
        {innerProps.message}
      </Text>
      <Button fullWidth onClick={() => context.closeModal(id)} data-autofocus>
        Continue
      </Button>
    </Stack>
  );
}
