import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from './client.ts';

/** One change as the audit log lists it (server audit.view.ts). */
export interface AuditEntry {
  _id: string;
  createdAt: string;
  action: string;
  entityType: string;
  entityId: string;
  user: { _id: string; name: string; email: string } | null;
  before: unknown;
  after: unknown;
  requestId: string | null;
}

export interface AuditFilters {
  userId?: string;
  entityType?: string;
  entityId?: string;
  from?: string;
  to?: string;
}

export interface AuditFilterChoices {
  people: Array<{ _id: string; name: string; email: string }>;
  areas: string[];
}

/** The filters as the API's query ('' and undefined left out). */
export function auditQuery(filters: AuditFilters, extra: Record<string, string | number> = {}): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...filters, ...extra })) {
    if (value !== undefined && value !== '') query.set(name, String(value));
  }
  return query.toString();
}

export function useAuditLog(filters: AuditFilters, page: number, limit: number) {
  return useQuery({
    queryKey: ['audit-log', filters, page, limit],
    queryFn: () => request<AuditEntry[]>(`/audit-log?${auditQuery(filters, { page, limit })}`),
    placeholderData: keepPreviousData,
  });
}

export function useAuditFilterChoices() {
  return useQuery({
    queryKey: ['audit-log', 'filters'],
    queryFn: () => request<AuditFilterChoices>('/audit-log/filters'),
    staleTime: 60_000,
  });
}
