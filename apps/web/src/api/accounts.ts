import type {
  AccountCreateInput,
  AccountUpdateInput,
  AccountView,
  BulkEditAccountsInput,
  MergeAccountsInput,
  OpeningBalanceLineView,
  OpeningBalancesInput,
  OpeningBalancesView,
  SubCategoryView,
} from '@owo/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client.ts';
import { listQuery } from './list-query.ts';

/** The chart's shapes are core's (schemas/account-views.ts), by the names the screens use. */
export type Account = AccountView;
export type SubCategory = SubCategoryView;
export type AccountReference = OpeningBalanceLineView['account'];
export type OpeningBalanceLine = OpeningBalanceLineView;
export type OpeningBalances = OpeningBalancesView;

export interface AccountFilters {
  page: number;
  limit: number;
  type?: string;
  name?: string;
}

export const accountKeys = {
  all: ['accounts'] as const,
  list: (filters: AccountFilters) => ['accounts', 'list', filters] as const,
  options: ['accounts', 'options'] as const,
  one: (id: string) => ['accounts', 'one', id] as const,
  subCategories: ['accounts', 'sub-categories'] as const,
  openingBalances: ['accounts', 'opening-balances'] as const,
};

const base = '/double-entry/chart-of-accounts';

export function useAccounts(filters: AccountFilters) {
  return useQuery({
    queryKey: accountKeys.list(filters),
    queryFn: () =>
      request<Account[]>(
        `${base}${listQuery({ limit: filters.limit, page: filters.page, where: { type: filters.type, name: filters.name } })}`,
      ),
    placeholderData: keepPreviousData,
  });
}

/** Every account, for pickers (spec section 9: lookup lists take 1000). */
export function useAccountOptions() {
  return useQuery({
    queryKey: accountKeys.options,
    queryFn: () => request<Account[]>(`${base}${listQuery({ limit: 1000, page: 1 })}`),
  });
}

export function useAccount(id: string) {
  return useQuery({
    queryKey: accountKeys.one(id),
    queryFn: () => request<Account>(`${base}/${encodeURIComponent(id)}`),
    enabled: Boolean(id),
  });
}

/** The sub categories an account is filed under (spec: 100, 1); they change with a release. */
export function useSubCategories() {
  return useQuery({
    queryKey: accountKeys.subCategories,
    queryFn: () => request<SubCategory[]>(`/double-entry/sub-category-accounts${listQuery({ limit: 100, page: 1 })}`),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useOpeningBalances(enabled = true) {
  return useQuery({
    queryKey: accountKeys.openingBalances,
    queryFn: () => request<OpeningBalances>('/double-entry/opening-balances'),
    enabled,
  });
}

/** Balances, postings and reports all move when accounts change. */
function useAccountMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['reports'] }),
      ]);
    },
  });
}

export function useCreateAccount() {
  return useAccountMutation((body: AccountCreateInput) => request<Account>(base, { method: 'POST', body }));
}

export function useUpdateAccount() {
  return useAccountMutation(({ id, body }: { id: string; body: AccountUpdateInput }) =>
    request<Account>(`${base}/${encodeURIComponent(id)}`, { method: 'PATCH', body }),
  );
}

/** The API deletes one account per call; each refusal (409) is announced with its own reason. */
export function useDeleteAccounts() {
  return useAccountMutation(async (ids: string[]) => {
    const results = await Promise.allSettled(
      ids.map((id) => request<never>(`${base}/${encodeURIComponent(id)}`, { method: 'DELETE' })),
    );
    return {
      deleted: results.filter((result) => result.status === 'fulfilled').length,
      failed: results.filter((result) => result.status === 'rejected').length,
    };
  });
}

export function useMergeAccounts() {
  return useAccountMutation((body: MergeAccountsInput) => request<Account>(`${base}/merge`, { method: 'POST', body }));
}

export function useBulkEditAccounts() {
  return useAccountMutation((body: BulkEditAccountsInput) =>
    request<Account[]>(`${base}/bulk-edit`, { method: 'PATCH', body }),
  );
}

export function useSaveOpeningBalances() {
  return useAccountMutation((body: OpeningBalancesInput) =>
    request<OpeningBalances>('/double-entry/opening-balances', { method: 'POST', body }),
  );
}
