import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { Reconciliation } from '../../../api/reconciliations.ts';
import { BackLink } from '../../../components/BackLink.tsx';
import { EditReconciliationCard } from '../../../components/bank/EditReconciliationCard.tsx';
import { MissingAccount, ReconcilePageState } from '../../../components/bank/ReconcilePageState.tsx';
import { useAccountReconciliation } from '../../../components/bank/use-account-reconciliation.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';

export function meta() {
  return [{ title: 'Edit reconciliation | Owo' }];
}

/** /accounting/reconcile/{id}/edit-reconciliation: the in-progress reconciliation of bank account {id}. */
export default function EditReconciliation() {
  const accountId = useParams().id ?? '';
  const state = useAccountReconciliation(accountId);
  const account = state.account.data?.data;
  // Kept once found, so the form stays mounted (and leaves) after deleting it refreshes the history.
  const [latched, setLatched] = useState<Reconciliation>();
  if (state.inProgress && state.inProgress !== latched) setLatched(state.inProgress);
  const reconciliation = state.inProgress ?? latched;

  if (state.loading) return <ReconcilePageState loading />;
  if (!account) return <MissingAccount missing={state.missing} />;
  if (!reconciliation) {
    return (
      <ReconcilePageState
        title="No reconciliation in progress"
        message="Only a reconciliation in progress can be edited. Undo a finished one from the account's history first."
        action={
          <Button component={Link} to={`/accounting/reconcile/${accountId}`}>
            Go to {account.account_name}
          </Button>
        }
      />
    );
  }
  return (
    <Stack gap="lg" maw={900}>
      <PageHeader
        back={
          <BackLink
            to={`/accounting/reconcile/${accountId}/account-reconciliation`}
            label="Back to the reconciliation"
          />
        }
        title="Edit reconciliation"
        description={account.account_name}
      />
      <EditReconciliationCard
        accountId={accountId}
        reconciliation={reconciliation}
        after={state.latestCompleted?.statementDate ?? null}
      />
    </Stack>
  );
}
