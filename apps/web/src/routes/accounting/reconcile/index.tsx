import { Button, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { useReconciliationOverview } from '../../../api/reconciliations.ts';
import { reconcileColumns } from '../../../components/bank/reconcile-columns.tsx';
import { DataTable } from '../../../components/DataTable.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';

export function meta() {
  return [{ title: 'Reconcile | Owo' }];
}

/** Every bank account, when it was last reconciled and whether a reconciliation is open. */
export default function ReconcileAccounts() {
  const overview = useReconciliationOverview();
  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title="Reconcile"
        description="Tick your books off against each bank statement, so the balance in Owo is the balance at the bank."
        actions={
          <Button component={Link} to="/bank" variant="default">
            Bank accounts
          </Button>
        }
      />
      <DataTable
        label="Bank accounts to reconcile"
        columns={reconcileColumns}
        rows={overview.data?.data}
        rowKey={(row) => row.account._id}
        loading={overview.isPending}
        fetching={overview.isFetching}
        minWidth={820}
        empty={{
          title: overview.isError ? 'The accounts could not be loaded' : 'No bank accounts to reconcile',
          message: overview.isError ? 'Please try again.' : 'Add a bank account and import its statement first.',
          action: (
            <Button component={Link} to="/bank">
              Go to Bank
            </Button>
          ),
        }}
      />
    </Stack>
  );
}
