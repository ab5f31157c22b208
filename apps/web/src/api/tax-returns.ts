import type {
  PreparedTaxReturn,
  TaxCalendar,
  TaxPaymentCreateInput,
  TaxPaymentView,
  TaxReturnDetail,
  TaxReturnFileInput,
  TaxReturnType,
  TaxReturnView,
} from '@owo/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from './accounts.ts';
import { bankKeys } from './bank.ts';
import { request } from './client.ts';
import { listQuery } from './list-query.ts';

/*
 * VAT and WHT returns and tax payments (/tax, /tax/prepare-return, /tax/record-payment, issue 29):
 * server modules/tax-returns. The types are core's zod schemas, which the server checks its answers against.
 */

export const taxReturnKeys = {
  all: ['tax-returns'] as const,
  list: (filters: object) => ['tax-returns', 'list', filters] as const,
  one: (id: string) => ['tax-returns', 'one', id] as const,
  prepared: (type: string, period: string) => ['tax-returns', 'prepared', type, period] as const,
  payment: (id: string) => ['tax-returns', 'payment', id] as const,
  calendar: ['tax-returns', 'calendar'] as const,
};

const one = (id: string) => `/tax/returns/${encodeURIComponent(id)}`;
const payment = (id: string) => `/tax/payments/${encodeURIComponent(id)}`;

export function useTaxReturns(filters: { page: number; limit: number; type?: TaxReturnType | null }) {
  return useQuery({
    queryKey: taxReturnKeys.list(filters),
    queryFn: () =>
      request<TaxReturnView[]>(
        `/tax/returns${listQuery({ limit: filters.limit, page: filters.page, where: { type: filters.type } })}`,
      ),
    placeholderData: keepPreviousData,
  });
}

/** The tax calendar (/tax): obligations soonest due first. Under taxReturnKeys.all, so filing and paying refresh it. */
export function useTaxCalendar() {
  return useQuery({ queryKey: taxReturnKeys.calendar, queryFn: () => request<TaxCalendar>('/tax/calendar') });
}

export function usePreparedReturn(type: TaxReturnType, period: string) {
  return useQuery({
    queryKey: taxReturnKeys.prepared(type, period),
    queryFn: () => request<PreparedTaxReturn>(`/tax/returns/prepare${listQuery({ params: { type, period } })}`),
    enabled: /^\d{4}-\d{2}$/.test(period),
  });
}

export function useTaxReturn(id: string) {
  return useQuery({
    queryKey: taxReturnKeys.one(id),
    queryFn: () => request<TaxReturnDetail>(one(id)),
    enabled: id !== '',
  });
}

export function useTaxPayment(id: string) {
  return useQuery({
    queryKey: taxReturnKeys.payment(id),
    queryFn: () => request<TaxPaymentView>(payment(id)),
    enabled: id !== '',
  });
}

/** Filing and paying post to the books: balances and reports are read again with the returns. */
function useTaxMutation<Variables, Answer>(call: (variables: Variables) => Promise<{ message: string; data: Answer }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: taxReturnKeys.all }),
        queryClient.invalidateQueries({ queryKey: accountKeys.all }),
        queryClient.invalidateQueries({ queryKey: bankKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['reports'] }),
      ]),
  });
}

export const useFileReturn = () =>
  useTaxMutation((body: TaxReturnFileInput) => request<TaxReturnDetail>('/tax/returns', { method: 'POST', body }));

export const useDeleteReturn = () => useTaxMutation((id: string) => request<unknown>(one(id), { method: 'DELETE' }));

export const useRecordTaxPayment = () =>
  useTaxMutation((body: TaxPaymentCreateInput) => request<TaxPaymentView>('/tax/payments', { method: 'POST', body }));

export const useUpdateTaxPayment = () =>
  useTaxMutation(({ id, body }: { id: string; body: Partial<Omit<TaxPaymentCreateInput, 'return'>> }) =>
    request<TaxPaymentView>(payment(id), { method: 'PATCH', body }),
  );

export const useDeleteTaxPayment = () =>
  useTaxMutation((id: string) => request<unknown>(payment(id), { method: 'DELETE' }));

/** The API paths of a filed return's schedules. */
export const taxReturnFiles = {
  schedule: (id: string, format: 'csv' | 'xlsx' | 'pdf') => `${one(id)}/export?format=${format}`,
};
