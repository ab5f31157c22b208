import { modals } from '@mantine/modals';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx';
import { QuestionDialog } from './QuestionDialog.tsx';
import { SignOutDialog } from './SignOutDialog.tsx';
import { SuccessDialog } from './SuccessDialog.tsx';

/** Every named dialog; opening one on top of another stacks them. */
export const dialogs = {
  signOut: SignOutDialog,
  confirm: ConfirmDialog,
  question: QuestionDialog,
  success: SuccessDialog,
};

declare module '@mantine/modals' {
  export interface MantineModalsOverride {
    modals: typeof dialogs;
  }
}

export function openSignOutDialog(): void {
  modals.openContextModal({ modal: 'signOut', title: 'Sign out of Owo?', innerProps: {}, centered: true });
}

/** A Yes/No question about a request, e.g. 'Are you sure you want to delete the selected accounts?'. */
export function openConfirmDialog({ title, ...innerProps }: ConfirmDialogProps & { title: string }): void {
  modals.openContextModal({ modal: 'confirm', modalId: 'confirm', title, innerProps, centered: true });
}

/**
 * A Yes/No question the caller waits for: true on Yes, false on No or on closing it. Its own id,
 * so it can stack on a confirm dialog whose request asked it (approving a sale into a filed month).
 */
export function askYesOrNo({ title, message }: { title: string; message: string }): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openContextModal({
      modal: 'question',
      modalId: `question-${title}`,
      title,
      centered: true,
      innerProps: { message, onAnswer: resolve },
      onClose: () => resolve(false),
    });
  });
}

/** A success dialog with Continue; `onContinue` runs however it is closed. */
export function openSuccessDialog({
  name,
  message,
  onContinue,
}: {
  /** Which success dialog of the spec this is: journal, accounts merged, changes applied... */
  name: string;
  message: string;
  onContinue?: () => void;
}): void {
  modals.openContextModal({
    modal: 'success',
    modalId: `success-${name}`,
    title: 'Success',
    innerProps: { message },
    centered: true,
    onClose: onContinue,
  });
}

/** Closes the whole stack, e.g. when the page changes underneath it. */
export function closeAllDialogs(): void {
  modals.closeAll();
}
