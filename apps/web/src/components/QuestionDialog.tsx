import { Button, Group, Text } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';

export interface QuestionDialogProps {
  message: string;
  onAnswer: (yes: boolean) => void;
}

/**
 * A Yes/No question a request waits on (dialogs.ts askYesOrNo). Its own component, not
 * ConfirmDialog: the modals show one dialog at a time, and a question asked from a confirm
 * dialog's request would otherwise take over that dialog's state, its Yes still spinning.
 */
export function QuestionDialog({ context, id, innerProps }: ContextModalProps<QuestionDialogProps>) {
  const answer = (yes: boolean) => {
    innerProps.onAnswer(yes);
    context.closeModal(id);
  };
  return (
    <>
      <Text>{innerProps.message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => answer(false)}>
          No
        </Button>
        <Button onClick={() => answer(true)}>Yes</Button>
      </Group>
    </>
  );
}
