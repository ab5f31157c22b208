import { Button } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useReconciliation } from '../../../api/reconciliations.ts';
import { MissingAccount, ReconcilePageState } from '../../../components/bank/ReconcilePageState.tsx';
import { ReconcileWorkspace } from '../../../components/bank/ReconcileWorkspace.tsx';
import { useAccountReconciliation } from '../../../components/bank/use-account-reconciliation.ts';

export function meta() {
  return [{ title: 'Account reconciliation | Owo' }];
}

/** /accounting/reconcile/{id}/account-reconciliation: the in-progress reconciliation of bank account {id}. */
export default function AccountReconciliation() {
  const accountId = useParams().id ?? '';
  const state = useAccountReconciliation(accountId);
  // Kept once found, so the page stays on it while finishing turns it completed underneath.
  const [reconciliationId, setReconciliationId] = useState<string>();
  if (state.inProgress && state.inProgress._id !== reconciliationId) setReconciliationId(state.inProgress._id);
  const detail = useReconciliation(reconciliationId);
  const account = state.account.data?.data;
  const start = `/accounting/reconcile/${accountId}`;

  if (state.loading || (reconciliationId && detail.isPending)) return <ReconcilePageState loading />;
  if (!account) return <MissingAccount missing={state.missing} />;
  if (!reconciliationId) {
    return (
      <ReconcilePageState
        title="No reconciliation in progress"
        message={`Start one for ${account.account_name} with the statement's end date and closing balance.`}
        action={
          <Button component={Link} to={start}>
            Start reconciliation
          </Button>
        }
      />
    );
  }
  if (!detail.data) {
    return (
      <ReconcilePageState
        title="The reconciliation could not be loaded"
        message="Please try again."
        action={
          <Button variant="default" onClick={() => void detail.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }
  return <ReconcileWorkspace account={account} detail={detail.data.data} />;
}
