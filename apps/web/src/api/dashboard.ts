import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from './client.ts';
import { listQuery } from './list-query.ts';

interface AccountLine {
  _id: string;
  account_code: string;
  account_name: string;
}

/** GET /dashboard (server modules/dashboard): a period's figures, read from the ledger. */
export interface Dashboard {
  from: string;
  to: string;
  cash: Array<AccountLine & { balance: number; lastReconciled: string | null }>;
  totalCash: number;
  moneyIn: number;
  moneyOut: number;
  income: number;
  expenses: number;
  profit: number;
  byMonth: Array<{ month: string; label: string; income: number; expenses: number }>;
  topExpenses: Array<AccountLine & { amount: number }>;
  awaitingApproval: {
    count: number;
    journals: Array<{ _id: string; number: string; date: string; reference: string }>;
    documents: Array<{ _id: string; kind: string; number: string; date: string; total: number; path: string }>;
  };
  receivables: number;
  payables: number;
}

type DashboardRange = { from?: string | undefined; to?: string | undefined };

export function dashboardQuery(range: DashboardRange) {
  return queryOptions({
    // Under 'reports': whatever posts to the ledger refreshes the reports, and so the dashboard.
    queryKey: ['reports', 'dashboard', range] as const,
    queryFn: () => request<Dashboard>(`/dashboard${listQuery({ params: range })}`),
  });
}

export function useDashboard(range: DashboardRange, enabled: boolean) {
  return useQuery({ ...dashboardQuery(range), enabled, placeholderData: (previous) => previous });
}
