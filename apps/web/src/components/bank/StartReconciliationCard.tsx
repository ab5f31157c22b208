import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { todayInLagos } from '@owo/core';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { BankAccount } from '../../api/bank.ts';
import { useStartReconciliation } from '../../api/reconciliations.ts';
import { showServerFieldErrors } from '../../lib/form-errors.ts';
import { formatDay } from '../../lib/format.ts';
import { ReconciliationForm, useReconciliationForm } from './ReconciliationForm.tsx';
import { startFormDefaults } from './reconciliation-form.ts';

/** Statement end date and closing balance; the API runs the auto-matcher, then the workspace opens. */
export function StartReconciliationCard({ account }: { account: BankAccount }) {
  const navigate = useNavigate();
  const start = useStartReconciliation();
  // 'Reconcile now' after a statement import puts the statement's end date and balance in the address.
  const [search] = useSearchParams();
  const form = useReconciliationForm(startFormDefaults(search, todayInLagos()), account.lastReconciledDate);
  const prefill = search.toString();
  // The card stays mounted when 'Reconcile now' is chosen on this very page: take the new values.
  useEffect(() => {
    if (prefill !== '') form.reset(startFormDefaults(new URLSearchParams(prefill), todayInLagos()));
  }, [prefill, form.reset]);
  return (
    <Card p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="lg">
            Start reconciliation
          </Title>
          <Text fz="sm" c="dimmed">
            {account.lastReconciledDate
              ? `Reconciled to ${formatDay(account.lastReconciledDate)}. `
              : 'Not reconciled before. '}
            Enter the last date and the closing balance printed on the bank statement.
          </Text>
        </Stack>
        <ReconciliationForm
          form={form}
          disabled={start.isPending}
          onSubmit={(values) =>
            // Not mutate's onSuccess: the refreshed history swaps this card for 'in progress' first,
            // and an unmounted observer's callbacks never run. The promise still settles.
            start
              .mutateAsync({ account: account._id, ...values })
              .then(() => navigate(`/accounting/reconcile/${account._id}/account-reconciliation`))
              .catch((error) =>
                showServerFieldErrors(error, form.getValues(), form.setError, 'Could not start the reconciliation'),
              )
          }
          actions={
            <Button type="submit" loading={start.isPending}>
              Start reconciliation
            </Button>
          }
        />
      </Stack>
    </Card>
  );
}
