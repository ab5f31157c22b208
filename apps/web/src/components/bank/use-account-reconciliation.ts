import { useBankAccount } from '../../api/bank.ts';
import { ApiError } from '../../api/client.ts';
import { useReconciliationHistory } from '../../api/reconciliations.ts';

/** A bank account, its reconciliation history, and the one in progress (at most one per account). */
export function useAccountReconciliation(accountId: string) {
  const account = useBankAccount(accountId);
  const history = useReconciliationHistory(accountId);
  const reconciliations = history.data?.data ?? [];
  const inProgress = reconciliations.find((item) => item.status === 'in-progress');
  const latestCompleted = reconciliations.find((item) => item.status === 'completed');
  const loading = account.isPending || history.isPending;
  const missing = account.error instanceof ApiError && account.error.status === 404;
  return { account, history, reconciliations, inProgress, latestCompleted, loading, missing };
}
