import { Alert, Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

/*
 * The public site's two-step dialogs (waitlist, try demo): step 1 a form, step 2 thanks. Closing
 * on step 2 starts over (onExitTransitionEnd); closing on step 1 keeps what was typed.
 */

interface TwoStepDialogProps {
  opened: boolean;
  onClose: () => void;
  /** After the closing animation: where a finished dialog resets itself. */
  onExitTransitionEnd: () => void;
  title: string;
  size?: string;
  children: ReactNode;
}

export function TwoStepDialog({ opened, onClose, onExitTransitionEnd, title, size, children }: TwoStepDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={onExitTransitionEnd}
      title={title}
      size={size}
      centered
      transitionProps={{ transition: 'slide-up', duration: 500 }}
      classNames={{ content: 'site-dialog' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      {children}
    </Modal>
  );
}

/** Step 2: an icon, the thanks, the server's message, what happens next, and Done. */
export function ThanksStep(props: {
  icon: ReactNode;
  heading: string;
  message: string;
  children: ReactNode;
  onDone: () => void;
}) {
  return (
    <Stack align="center" ta="center" gap="md" py="md" data-step="2">
      <ThemeIcon size={56} radius="xl" aria-hidden="true">
        {props.icon}
      </ThemeIcon>
      <Text fz="xl" fw={700} role="status">
        {props.heading}
      </Text>
      {props.message ? <Text>{props.message}</Text> : null}
      <Text c="gray.7">{props.children}</Text>
      <Button onClick={props.onDone} size="md" mt="xs">
        Done
      </Button>
    </Stack>
  );
}

/** Step 1's end: why the last try failed, if it did, then Cancel and the submit button. */
export function FormFooter(props: {
  failure: string | null;
  failureTitle: string;
  submitLabel: string;
  submitting: boolean;
  onCancel: () => void;
}) {
  return (
    <>
      {props.failure ? (
        <Alert color="red" variant="light" role="alert" title={props.failureTitle}>
          {props.failure}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={props.onCancel} disabled={props.submitting}>
          Cancel
        </Button>
        <Button type="submit" loading={props.submitting}>
          {props.submitLabel}
        </Button>
      </Group>
    </>
  );
}
