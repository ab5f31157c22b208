import { modals } from '@mantine/modals';
import type { BankAccount } from '../../api/bank.ts';
import type { ReconciliationStatementLine } from '../../api/reconciliations.ts';
import { isPhone } from '../../lib/use-phone.ts';
import { openSuccessDialog } from '../dialogs.ts';
import { AddBankAccountDialog } from './AddBankAccountDialog.tsx';
import { maskAccountNumber } from './account-number.ts';
import { ConnectBankDialog } from './ConnectBankDialog.tsx';
import { CreateEntryDialog } from './CreateEntryDialog.tsx';
import { ImportResultDialog } from './ImportResultDialog.tsx';
import { ImportStatementDialog } from './ImportStatementDialog.tsx';

/*
 * The bank screens' dialogs, opened by name on the shared stack. They live here, not in the root
 * registry, so their code (and the CSV parser) loads only with these pages.
 */

/** Phones get the whole screen for the larger forms. */

export function openConnectBankDialog(): void {
  const modalId = 'connect-bank';
  modals.open({
    modalId,
    title: 'Connect bank account or credit card',
    centered: true,
    children: (
      <ConnectBankDialog
        onCancel={() => modals.close(modalId)}
        onAddAccount={() => {
          modals.close(modalId);
          openAddBankAccountDialog();
        }}
      />
    ),
  });
}

export function openAddBankAccountDialog(): void {
  const modalId = 'add-bank-account';
  modals.open({
    modalId,
    title: 'Add bank account',
    fullScreen: isPhone(),
    children: (
      <AddBankAccountDialog
        onCancel={() => modals.close(modalId)}
        onAdded={(account) => {
          modals.close(modalId);
          const number = account.bank ? ` ${maskAccountNumber(account.bank.accountNumber)}` : '';
          openSuccessDialog({
            name: 'bank account added',
            message: `Bank account added: ${account.bank?.bankName ?? account.account_name}${number}`,
          });
        }}
      />
    ),
  });
}

export function openImportStatementDialog(account: BankAccount): void {
  const modalId = 'import-statement';
  modals.open({
    modalId,
    title: 'Import bank statement',
    size: 'xl',
    fullScreen: isPhone(),
    children: (
      <ImportStatementDialog
        account={account}
        onCancel={() => modals.close(modalId)}
        onImported={(result) => {
          modals.close(modalId);
          const resultId = 'statement-imported';
          modals.open({
            modalId: resultId,
            title: 'Statement imported',
            centered: true,
            children: (
              <ImportResultDialog result={result} accountId={account._id} onDone={() => modals.close(resultId)} />
            ),
          });
        }}
      />
    ),
  });
}

export function openCreateEntryDialog(props: {
  reconciliationId: string;
  bankAccountId: string;
  line: ReconciliationStatementLine;
}): void {
  const modalId = 'create-entry';
  modals.open({
    modalId,
    title: 'Create entry for this line',
    fullScreen: isPhone(),
    children: <CreateEntryDialog {...props} onDone={() => modals.close(modalId)} />,
  });
}
