import type { DashboardView } from '@owo/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from './client.ts';
import { listQuery } from './list-query.ts';

/** GET /dashboard (server modules/dashboard): a period's figures, read from the ledger. */
export type Dashboard = DashboardView;

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
