import type { SupplyClass, TaxCreateInput, TaxUpdateInput } from '@owo/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from './accounts.ts';
import { request } from './client.ts';

/* The tax settings (/tax): server modules/taxes. */

export interface TaxAccount {
  _id: string;
  account_code: string;
  account_name: string;
  account_type: string;
}

export interface Tax {
  _id: string;
  name: string;
  description: string;
  country: { code: string; name: string };
  agency: string;
  /** The spec's 'tax account': where the tax on sales posts. */
  chartofAccount: TaxAccount | null;
  /** Where the tax on purchases posts. */
  purchasesAccount: TaxAccount | null;
  /** In force today: '7.5%'. */
  rate: string;
  /** rate / 100 */
  value: number;
  rateBasisPoints: number;
  kind: 'vat' | 'withholding' | 'other';
  /** A VAT tax's class of supply on the VAT return (issue 29). */
  supplyClass: SupplyClass;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface TaxDetail extends Tax {
  rates: Array<{ _id: string; rate: string; value: number; effectiveFrom: string }>;
  balances: Array<TaxAccount & { side: 'sales' | 'purchases'; balance: number }>;
  usage: { bankRules: number; journalLines: number };
  /** Why it cannot be deleted, or null. */
  deleteRefusal: string | null;
}

export const taxKeys = {
  all: ['taxes'] as const,
  list: ['taxes', 'list'] as const,
  one: (id: string) => ['taxes', 'one', id] as const,
};

export const taxKindLabels: Record<Tax['kind'], string> = {
  vat: 'VAT',
  withholding: 'Withholding tax',
  other: 'Other',
};

export function useTaxes() {
  return useQuery({ queryKey: taxKeys.list, queryFn: () => request<Tax[]>('/tax?limit=1000&page=1') });
}

export function useTax(id: string) {
  return useQuery({
    queryKey: taxKeys.one(id),
    queryFn: () => request<TaxDetail>(`/tax/${encodeURIComponent(id)}`),
    retry: false,
  });
}

/** A tax changed changes the Tax selects (bank rules, documents) too. */
function useTaxMutation<Variables, Answer>(call: (variables: Variables) => Promise<{ data: Answer }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: taxKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['bank', 'tax-options'] }),
        queryClient.invalidateQueries({ queryKey: accountKeys.all }),
      ]);
    },
  });
}

export function useCreateTax() {
  return useTaxMutation((body: TaxCreateInput) => request<TaxDetail>('/tax', { method: 'POST', body }));
}

export function useUpdateTax() {
  return useTaxMutation(({ id, ...body }: TaxUpdateInput & { id: string }) =>
    request<TaxDetail>(`/tax/${encodeURIComponent(id)}`, { method: 'PATCH', body }),
  );
}

export function useDeleteTax() {
  return useTaxMutation((id: string) =>
    request<unknown>(`/tax/${encodeURIComponent(id)}`, { method: 'DELETE' }).then(() => ({ data: id })),
  );
}
