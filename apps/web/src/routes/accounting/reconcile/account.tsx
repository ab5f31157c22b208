import { Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { type Reconciliation, useUndoReconciliation } from '../../../api/reconciliations.ts';
import { maskAccountNumber } from '../../../components/bank/account-number.ts';
import { historyColumns } from '../../../components/bank/history-columns.tsx';
import { InProgressCard } from '../../../components/bank/InProgressCard.tsx';
import { backToReconcile, MissingAccount, ReconcilePageState } from '../../../components/bank/ReconcilePageState.tsx';
import { StartReconciliationCard } from '../../../components/bank/StartReconciliationCard.tsx';
import { useAccountReconciliation } from '../../../components/bank/use-account-reconciliation.ts';
import { DataTable } from '../../../components/DataTable.tsx';
import { openConfirmDialog } from '../../../components/dialogs.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { toast } from '../../../components/toast.tsx';
import { formatDay } from '../../../lib/format.ts';

export function meta() {
  return [{ title: 'Reconcile account | Owo' }];
}

/** One bank account: start (or continue) a reconciliation, and its history with undo. */
export default function ReconcileAccount() {
  const accountId = useParams().id ?? '';
  const state = useAccountReconciliation(accountId);
  const undo = useUndoReconciliation();
  const account = state.account.data?.data;

  if (state.loading) return <ReconcilePageState loading />;
  if (!account) return <MissingAccount missing={state.missing} />;

  const confirmUndo = (reconciliation: Reconciliation) =>
    openConfirmDialog({
      title: 'Undo reconciliation',
      message: `Undo the reconciliation to ${formatDay(reconciliation.statementDate)}? Its lines are no longer reconciled and it opens again as in progress.`,
      danger: true,
      onConfirm: async () => {
        const response = await undo.mutateAsync(reconciliation._id);
        toast({ type: 'success', msg: response.message || 'Reconciliation undone' });
      },
    });

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        back={backToReconcile}
        title={account.account_name}
        description={
          account.bank
            ? `${account.bank.bankName} · ${maskAccountNumber(account.bank.accountNumber)}`
            : `Account ${account.account_code}`
        }
      />
      {state.inProgress ? (
        <InProgressCard reconciliation={state.inProgress} accountId={accountId} />
      ) : (
        <StartReconciliationCard account={account} />
      )}
      <Title order={2} fz="lg">
        History
      </Title>
      <DataTable
        label={`Reconciliations of ${account.account_name}`}
        columns={historyColumns({
          accountId,
          latestCompletedId: state.latestCompleted?._id,
          undoBlocked: Boolean(state.inProgress) || undo.isPending,
          onUndo: confirmUndo,
        })}
        rows={state.reconciliations}
        rowKey={(row) => row._id}
        loading={false}
        fetching={state.history.isFetching}
        minWidth={760}
        empty={{
          title: 'No reconciliations yet',
          message: 'Finished reconciliations of this account show here, newest first.',
        }}
      />
    </Stack>
  );
}
