import type { BillChangesInput, BillInput, BillListItem, BillView, VendorView } from '@owo/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from './accounts.ts';
import { request } from './client.ts';
import { listQuery } from './list-query.ts';
import { productKeys } from './products.ts';
import { stockKeys } from './stock.ts';

/*
 * Bills (/expense/bills, create-bill, edit-bill): server modules/bills. The answers' types are
 * core's zod schemas (billViewSchema, billListItemSchema), which the server checks its answers
 * against. Amounts are naira of the bill's currency.
 */

export type Bill = BillView;
export type BillRow = BillListItem;

export interface BillFilters {
  limit: number;
  page: number;
  status?: string;
  branch?: string;
  vendor?: string;
  period?: string;
  from?: string;
  to?: string;
  search?: string;
}

export const billKeys = {
  all: ['bills'] as const,
  list: (filters: BillFilters) => ['bills', 'list', filters] as const,
  one: (id: string) => ['bills', 'one', id] as const,
  vendor: (vendor: string, page: number, limit: number) => ['bills', 'vendor', vendor, page, limit] as const,
};

export function useBills(filters: BillFilters) {
  return useQuery({
    queryKey: billKeys.list(filters),
    queryFn: () =>
      request<BillRow[]>(
        `/expenses/bill${listQuery({
          limit: filters.limit,
          page: filters.page,
          where: {
            status: filters.status,
            branch: filters.branch,
            vendor: filters.vendor,
            period: filters.period,
            search: filters.search,
          },
          range: { startDate: filters.from, endDate: filters.to },
        })}`,
      ),
    placeholderData: keepPreviousData,
  });
}

/** A vendor's bills that can be paid, oldest due first (spec: bills by vendor, 100 a page). */
export function useVendorOpenBills(vendor: string, page = 1, limit = 100) {
  return useQuery({
    queryKey: billKeys.vendor(vendor, page, limit),
    queryFn: () =>
      request<BillRow[]>(`/expenses/bill/vendors/${encodeURIComponent(vendor)}${listQuery({ limit, page })}`),
    enabled: vendor !== '',
    placeholderData: keepPreviousData,
  });
}

export function useBill(id: string) {
  return useQuery({
    queryKey: billKeys.one(id),
    queryFn: () => request<Bill>(`/expenses/bill/${encodeURIComponent(id)}`),
    enabled: id !== '',
  });
}

/** A change to bills moves stock, the accounts and the reports too. */
function useBillMutation<Variables>(call: (variables: Variables) => Promise<{ message: string; data: Bill }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: billKeys.all }),
        queryClient.invalidateQueries({ queryKey: stockKeys.all }),
        queryClient.invalidateQueries({ queryKey: productKeys.all }),
        queryClient.invalidateQueries({ queryKey: accountKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['reports'] }),
      ]);
    },
  });
}

export function useCreateBill() {
  return useBillMutation((body: BillInput) => request<Bill>('/expenses/bill', { method: 'POST', body }));
}

export function useUpdateBill() {
  return useBillMutation(({ id, changes }: { id: string; changes: BillChangesInput }) =>
    request<Bill>(`/expenses/bill/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes }),
  );
}

export function useApproveBill() {
  return useBillMutation((id: string) =>
    request<Bill>(`/expenses/bill/${encodeURIComponent(id)}/approve`, { method: 'POST' }),
  );
}

export function useVoidBill() {
  return useBillMutation((id: string) =>
    request<Bill>(`/expenses/bill/${encodeURIComponent(id)}/void`, { method: 'PATCH' }),
  );
}

export async function deleteBill(id: string) {
  return request<null>(`/expenses/bill/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** The bill form's vendor picker: vendors searched on the server as the person types, the first 20. */
export function useVendorOptions(search: string) {
  return useQuery({
    queryKey: ['vendors', 'options', search],
    queryFn: () => request<VendorView[]>(`/vendor${listQuery({ limit: 20, page: 1, params: { search } })}`),
    placeholderData: keepPreviousData,
  });
}
