import { modals } from '@mantine/modals';
import type { Account } from '../../api/accounts.ts';
import { isPhone } from '../../lib/use-phone.ts';
import { AccountFormDialog } from './AccountFormDialog.tsx';
import { BulkEditAccountsDialog } from './BulkEditAccountsDialog.tsx';
import { MergeAccountsDialog } from './MergeAccountsDialog.tsx';
import { OpeningBalancesDialog } from './OpeningBalancesDialog.tsx';

/*
 * The chart of accounts' dialogs, each opened by name on the shared stack. They live with the
 * accounting pages (not in the root registry) so their code loads only with those pages.
 */

/** Phones get the whole screen for the larger forms. */

export function openAccountDialog(account?: Account): void {
  const modalId = 'account';
  modals.open({
    modalId,
    title: account ? `Edit ${account.account_name}` : 'Add account',
    size: 'lg',
    fullScreen: isPhone(),
    children: <AccountFormDialog account={account} onDone={() => modals.close(modalId)} />,
  });
}

export function openMergeAccountsDialog(from?: string): void {
  const modalId = 'merge-accounts';
  modals.open({
    modalId,
    title: 'Merge accounts',
    size: 'lg',
    children: <MergeAccountsDialog from={from} onDone={() => modals.close(modalId)} />,
  });
}

export function openBulkEditAccountsDialog(accountIds: string[], onApplied: () => void): void {
  const modalId = 'bulk-edit-accounts';
  modals.open({
    modalId,
    title: 'Edit selected accounts',
    children: (
      <BulkEditAccountsDialog
        accountIds={accountIds}
        onDone={(applied) => {
          modals.close(modalId);
          if (applied) onApplied();
        }}
      />
    ),
  });
}

export function openOpeningBalancesDialog(): void {
  const modalId = 'opening-balances';
  modals.open({
    modalId,
    title: 'Opening balances',
    size: 'xl',
    fullScreen: isPhone(),
    children: <OpeningBalancesDialog onDone={() => modals.close(modalId)} />,
  });
}
