import type { JournalInput, JournalLineView, JournalSummary, JournalUpdateInput, JournalView } from '@owo/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from './accounts.ts';
import { request } from './client.ts';
import { listQuery } from './list-query.ts';

/** A journal's shapes are core's (schemas/journal-views.ts). */
export { type JournalApproval, type JournalStatus, type JournalSummary, journalStatuses } from '@owo/core';
export type JournalLine = JournalLineView;
export type JournalDetail = JournalView;

export interface JournalFilters {
  page: number;
  limit: number;
  status?: string;
  startDate?: string;
  endDate?: string;
}

export const journalKeys = {
  all: ['journals'] as const,
  list: (filters: JournalFilters) => ['journals', 'list', filters] as const,
  one: (id: string) => ['journals', 'one', id] as const,
};

const base = '/double-entry/journal';

export function useJournals(filters: JournalFilters) {
  return useQuery({
    queryKey: journalKeys.list(filters),
    queryFn: () =>
      request<JournalSummary[]>(
        `${base}${listQuery({
          limit: filters.limit,
          page: filters.page,
          where: { status: filters.status },
          range: { startDate: filters.startDate, endDate: filters.endDate },
        })}`,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useJournal(id: string) {
  return useQuery({
    queryKey: journalKeys.one(id),
    queryFn: () => request<JournalDetail>(`${base}/${encodeURIComponent(id)}`),
    enabled: Boolean(id),
  });
}

/** A journal that posts moves balances, postings and reports too. */
function useJournalMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: journalKeys.all }),
        queryClient.invalidateQueries({ queryKey: accountKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['reports'] }),
      ]);
    },
  });
}

export function useCreateJournal() {
  return useJournalMutation((body: JournalInput) => request<JournalDetail>(base, { method: 'POST', body }));
}

export function useUpdateJournal() {
  return useJournalMutation(({ id, body }: { id: string; body: JournalUpdateInput }) =>
    request<JournalDetail>(`${base}/${encodeURIComponent(id)}`, { method: 'PATCH', body }),
  );
}

export function useDeleteJournal() {
  return useJournalMutation((id: string) => request<never>(`${base}/${encodeURIComponent(id)}`, { method: 'DELETE' }));
}

export type JournalDecision = 'approve' | 'reject';

/** Spec section 4: approval goes through the approve call with an action. */
export function useDecideJournal() {
  return useJournalMutation(({ id, action }: { id: string; action: JournalDecision }) =>
    request<JournalDetail>(
      `/merchant/approve/${encodeURIComponent(id)}${listQuery({ params: { state: 'journal', action } })}`,
      { method: 'PATCH' },
    ),
  );
}
