import type {
  LedgerLineView,
  ReconciliationDetail,
  ReconciliationOverview,
  ReconciliationStartInput,
  ReconciliationUpdateInput,
  ReconciliationView,
  StatementLineView,
} from '@owo/core';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from './accounts.ts';
import { request } from './client.ts';

/*
 * Bank reconciliation (docs/bank-api.md). The answers' types are core's zod schemas
 * (schemas/reconciliations.ts), which the server checks its answers against. Amounts in naira;
 * statement and ledger amounts signed, money in > 0.
 */

export type {
  MatchSuggestion,
  ReconciliationDetail,
  /** One row of GET /reconciliations: a bank account and where its reconciliation stands. */
  ReconciliationOverview,
  ReconciliationStatementLine,
  /** What the first matching bank rule proposes for an unmatched line (docs/bank-rules.md). */
  RuleProposal,
} from '@owo/core';

export type Reconciliation = ReconciliationView;
export type ReconciliationStatus = Reconciliation['status'];
/** Who finished a reconciliation. */
export type PersonReference = NonNullable<Reconciliation['completedBy']>;
/** A ledger line's _id is '<entryId>:<lineNumber>'. */
export type LedgerLine = LedgerLineView;
export type StatementLine = StatementLineView;
export type StatementLineStatus = StatementLine['status'];

export const reconciliationKeys = {
  all: ['reconciliations'] as const,
  overview: ['reconciliations', 'overview'] as const,
  history: (accountId: string) => ['reconciliations', 'account', accountId] as const,
  one: (id: string) => ['reconciliations', 'one', id] as const,
};

const path = (id: string, rest = '') => `/reconciliations/${encodeURIComponent(id)}${rest}`;

export function useReconciliationOverview() {
  return useQuery({
    queryKey: reconciliationKeys.overview,
    queryFn: () => request<ReconciliationOverview[]>('/reconciliations'),
  });
}

export function useReconciliationHistory(accountId: string) {
  return useQuery({
    queryKey: reconciliationKeys.history(accountId),
    queryFn: () => request<Reconciliation[]>(`/reconciliations/account/${encodeURIComponent(accountId)}`),
    enabled: Boolean(accountId),
  });
}

export function useReconciliation(id: string | undefined) {
  return useQuery({
    queryKey: reconciliationKeys.one(id ?? ''),
    queryFn: () => request<ReconciliationDetail>(path(id ?? '')),
    enabled: Boolean(id),
  });
}

/** Lists, histories and bank balances move with a reconciliation (the open one is set by its caller). */
async function refreshAll(queryClient: QueryClient, postsEntries = false) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: reconciliationKeys.overview }),
    queryClient.invalidateQueries({ queryKey: ['reconciliations', 'account'] }),
    queryClient.invalidateQueries({ queryKey: ['bank'] }),
    ...(postsEntries
      ? [
          queryClient.invalidateQueries({ queryKey: accountKeys.all }),
          queryClient.invalidateQueries({ queryKey: ['journals'] }),
          queryClient.invalidateQueries({ queryKey: ['reports'] }),
        ]
      : []),
  ]);
}

/** A change to the open reconciliation: the answer is the new detail, shown at once. */
function useDetailMutation<Variables>(
  id: string,
  call: (variables: Variables) => Promise<{ data: ReconciliationDetail | unknown; message: string }>,
  postsEntries = false,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (response) => {
      if (isDetail(response.data)) queryClient.setQueryData(reconciliationKeys.one(id), response);
      else await queryClient.invalidateQueries({ queryKey: reconciliationKeys.one(id) });
      await refreshAll(queryClient, postsEntries);
    },
  });
}

/** The doc leaves some answers' shape open (clear, unclear): true when it is the full detail. */
export function isDetail(data: unknown): data is ReconciliationDetail {
  return typeof data === 'object' && data !== null && 'statementLines' in data && 'ledgerLines' in data;
}

export function useStartReconciliation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReconciliationStartInput) =>
      request<ReconciliationDetail>('/reconciliations', { method: 'POST', body }),
    onSuccess: async (response) => {
      queryClient.setQueryData(reconciliationKeys.one(response.data._id), response);
      await refreshAll(queryClient);
    },
  });
}

export function useUpdateReconciliation(id: string) {
  return useDetailMutation(id, (body: ReconciliationUpdateInput) =>
    request<ReconciliationDetail>(path(id), { method: 'PATCH', body }),
  );
}

export function useDeleteReconciliation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request<unknown>(path(id), { method: 'DELETE' }),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: reconciliationKeys.one(id) });
      await refreshAll(queryClient);
    },
  });
}

export function useAutoMatch(id: string) {
  return useDetailMutation(id, () => request<ReconciliationDetail>(path(id, '/auto-match'), { method: 'POST' }));
}

export function useMatchLines(id: string) {
  return useDetailMutation(id, (body: { statementLines: string[]; ledgerLines: string[] }) =>
    request<ReconciliationDetail>(path(id, '/matches'), { method: 'POST', body }),
  );
}

export function useUnmatchLine(id: string) {
  return useDetailMutation(id, (statementLineId: string) =>
    request<ReconciliationDetail>(path(id, `/matches/${encodeURIComponent(statementLineId)}`), { method: 'DELETE' }),
  );
}

/** Sets a statement line aside (excluded: true) or brings it back. */
export function useExcludeStatementLine(id: string) {
  return useDetailMutation(id, ({ statementLineId, excluded }: { statementLineId: string; excluded: boolean }) =>
    request<ReconciliationDetail>(
      path(id, `/statement-lines/${encodeURIComponent(statementLineId)}/${excluded ? 'exclude' : 'include'}`),
      { method: 'POST' },
    ),
  );
}

export function useCreateEntry(id: string) {
  return useDetailMutation(
    id,
    ({
      statementLineId,
      ...body
    }: {
      statementLineId: string;
      account: string;
      description?: string | undefined;
      tax?: string | null | undefined;
      contact?: string | null | undefined;
    }) =>
      request<ReconciliationDetail>(path(id, `/statement-lines/${encodeURIComponent(statementLineId)}/create-entry`), {
        method: 'POST',
        body,
      }),
    true,
  );
}

/**
 * Accepts bank rules' proposals for these statement lines: one call, one transaction, all or none.
 * The client sends an Idempotency-Key with every POST, so a retried click posts nothing twice.
 */
export function useAcceptProposals(id: string) {
  return useDetailMutation(
    id,
    (statementLines: string[]) =>
      statementLines.length === 1
        ? request<ReconciliationDetail>(
            path(id, `/statement-lines/${encodeURIComponent(statementLines[0] ?? '')}/accept-proposal`),
            { method: 'POST' },
          )
        : request<ReconciliationDetail>(path(id, '/proposals/accept'), { method: 'POST', body: { statementLines } }),
    true,
  );
}

/** Ticks ledger lines cleared (or not) one call each; the doc gives no answer shape, so the detail is re-read. */
export function useClearLedgerLines(id: string) {
  return useDetailMutation(id, async ({ ids, cleared }: { ids: string[]; cleared: boolean }) => {
    const action = cleared ? 'clear' : 'unclear';
    for (const ledgerLineId of ids) {
      await request<unknown>(path(id, `/ledger-lines/${encodeURIComponent(ledgerLineId)}/${action}`), {
        method: 'POST',
      });
    }
    return { message: '', data: null };
  });
}

export function useFinishReconciliation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request<Reconciliation>(path(id, '/finish'), { method: 'POST' }),
    onSuccess: () => refreshAll(queryClient),
  });
}

export function useUndoReconciliation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request<Reconciliation>(path(id, '/undo'), { method: 'POST' }),
    onSuccess: async (_response, id) => {
      await queryClient.invalidateQueries({ queryKey: reconciliationKeys.one(id) });
      await refreshAll(queryClient);
    },
  });
}
