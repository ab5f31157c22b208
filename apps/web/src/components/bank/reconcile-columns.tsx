import { Anchor, Badge, Button, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import type { ReconciliationOverview } from '../../api/reconciliations.ts';
import { formatDay } from '../../lib/format.ts';
import type { DataTableColumn } from '../DataTable.tsx';
import { MoneyText } from '../MoneyText.tsx';
import { maskAccountNumber } from './account-number.ts';

export function ReconcileStatus({ row }: { row: Pick<ReconciliationOverview, 'inProgress' | 'lastReconciledDate'> }) {
  if (row.inProgress) {
    return (
      <Stack gap={2}>
        <Badge color="orange" variant="light" radius="sm" tt="none" w="fit-content">
          In progress
        </Badge>
        <Text fz="xs" c="dimmed">
          Statement to {formatDay(row.inProgress.statementDate)}
        </Text>
      </Stack>
    );
  }
  return row.lastReconciledDate ? (
    <Badge color="owo" variant="light" radius="sm" tt="none">
      Reconciled
    </Badge>
  ) : (
    <Badge color="gray" variant="light" radius="sm" tt="none">
      Not started
    </Badge>
  );
}

/** /accounting/reconcile: one row per bank account. */
export const reconcileColumns: DataTableColumn<ReconciliationOverview>[] = [
  {
    key: 'account',
    header: 'Account',
    cell: ({ account }) => (
      <Stack gap={0}>
        <Anchor component={Link} to={`/accounting/reconcile/${account._id}`} fw={600} fz="sm">
          {account.account_name}
        </Anchor>
        <Text fz="xs" c="dimmed">
          {account.bank
            ? `${account.bank.bankName} · ${maskAccountNumber(account.bank.accountNumber)}`
            : `Code ${account.account_code}`}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'lastReconciledDate',
    header: 'Last reconciled',
    // May wrap: on a phone the balance beside it matters more than a one-line date.
    cell: (row) =>
      row.lastReconciledDate ? (
        formatDay(row.lastReconciledDate)
      ) : (
        <Text c="dimmed" fz="sm">
          Never
        </Text>
      ),
  },
  {
    key: 'lastReconciledBalance',
    header: 'Reconciled balance',
    align: 'right',
    hiddenOnPhone: true,
    cell: (row) =>
      row.lastReconciledBalance === null ? (
        '-'
      ) : (
        <MoneyText amount={row.lastReconciledBalance} currency={row.account.currency} />
      ),
  },
  {
    key: 'balance',
    header: 'Balance in Owo',
    align: 'right',
    cell: ({ account }) => <MoneyText amount={account.balance} currency={account.currency} />,
  },
  { key: 'status', header: 'Status', hiddenOnPhone: true, cell: (row) => <ReconcileStatus row={row} /> },
  {
    key: 'action',
    header: <VisuallyHidden>Action</VisuallyHidden>,
    align: 'right',
    // The account's name links to the same screen.
    hiddenOnPhone: true,
    cell: ({ account }) => (
      <Button
        component={Link}
        to={`/accounting/reconcile/${account._id}`}
        size="xs"
        variant="light"
        aria-label={`Reconcile ${account.account_name}`}
      >
        Reconcile
      </Button>
    ),
  },
];
