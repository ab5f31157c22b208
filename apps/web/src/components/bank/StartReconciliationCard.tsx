import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { todayInLagos } from '@owo/core';
import { useNavigate } from 'react-router';
import type { BankAccount } from '../../api/bank.ts';
import { useStartReconciliation } from '../../api/reconciliations.ts';
import { showServerFieldErrors } from '../../lib/form-errors.ts';
import { formatDay } from '../../lib/format.ts';
import { ReconciliationForm, useReconciliationForm } from './ReconciliationForm.tsx';

/** Statement end date and closing balance; the API runs the auto-matcher, then the workspace opens. */
export function StartReconciliationCard({ account }: { account: BankAccount }) {
  const navigate = useNavigate();
  const start = useStartReconciliation();
  const form = useReconciliationForm(
    { statementDate: todayInLagos(), statementBalance: '' },
    account.lastReconciledDate,
  );
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
              .catch((error) => showServerFieldErrors(error, form.getValues(), form.setError))
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
