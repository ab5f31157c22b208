import { modals } from '@mantine/modals';
import { SignOutDialog } from './SignOutDialog.tsx';

/** Every named dialog; opening one on top of another stacks them. */
export const dialogs = {
  signOut: SignOutDialog,
};

declare module '@mantine/modals' {
  export interface MantineModalsOverride {
    modals: typeof dialogs;
  }
}

export function openSignOutDialog(): void {
  modals.openContextModal({ modal: 'signOut', title: 'Sign out of Owo?', innerProps: {}, centered: true });
}

/** Closes the whole stack, e.g. when the page changes underneath it. */
export function closeAllDialogs(): void {
  modals.closeAll();
}
