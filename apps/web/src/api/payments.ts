import {
  type ApplyCredit,
  type PaymentChangesInput,
  type PaymentReceivedInput,
  type PaymentView,
  type PaymentViewItem,
  type PrepaymentInput,
  resolveRange,
  todayInLagos,
} from '@owo/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from './client.ts';
import { type SalesListFilters, salesKeys, useSalesMutation } from './invoices.ts';
import { listQuery } from './list-query.ts';

/* Payments received and prepayments from customers, and customer credit: server modules/payments. */

/** The answers' types are core's zod schema (paymentViewSchema), which the server checks its answers against. */
export type PaymentItem = PaymentViewItem;
export type PaymentReceived = PaymentView;

export const paymentKeys = {
  list: (filters: SalesListFilters) => [...salesKeys.all, 'payment', 'list', filters] as const,
  one: (id: string) => [...salesKeys.all, 'payment', 'one', id] as const,
  credit: (customer: string) => [...salesKeys.all, 'credit', customer] as const,
};

export function usePayments(filters: SalesListFilters, enabled = true) {
  // The payments list takes a date range, not a preset: a preset is worked out here, in Lagos days.
  const range = resolveRange(
    { period: filters.period ?? '', from: filters.from ?? '', to: filters.to ?? '' },
    todayInLagos(),
  );
  return useQuery({
    queryKey: paymentKeys.list(filters),
    queryFn: () =>
      request<PaymentReceived[]>(
        `/payments${listQuery({
          limit: filters.limit,
          page: filters.page,
          where: {
            customer: filters.customer,
            branch: filters.branch,
            status: filters.status,
            search: filters.search,
          },
          range: { startDate: range.from, endDate: range.to },
        })}`,
      ),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** One payment or prepayment with the invoices it settles (for its edit page). */
export function usePayment(id: string) {
  return useQuery({
    queryKey: paymentKeys.one(id),
    queryFn: () => request<PaymentReceived>(`/payments/${encodeURIComponent(id)}`),
    enabled: id !== '',
  });
}

export function useCustomerCredit(customer: string) {
  return useQuery({
    queryKey: paymentKeys.credit(customer),
    queryFn: () => request<{ credit: number }>(`/customers/${encodeURIComponent(customer)}/credit`),
    enabled: customer !== '',
  });
}

export function useReceivePayment() {
  return useSalesMutation((body: PaymentReceivedInput) =>
    request<PaymentReceived>('/payments', { method: 'POST', body }),
  );
}

export function useRecordPrepayment() {
  return useSalesMutation((body: PrepaymentInput) =>
    request<PaymentReceived>('/payments/prepayment', { method: 'POST', body }),
  );
}

/** PATCH with only the changed fields: the payment's entry is posted again and its invoices follow. */
export function useUpdatePayment() {
  return useSalesMutation(({ id, body }: { id: string; body: PaymentChangesInput }) =>
    request<PaymentReceived>(`/payments/${encodeURIComponent(id)}`, { method: 'PATCH', body }),
  );
}

/** Voids a payment received: its entry is reversed and its invoices owe again. */
export function useVoidPayment() {
  return useSalesMutation((id: string) =>
    request<unknown>(`/payments/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );
}

export function useApplyCredit() {
  return useSalesMutation(
    ({ invoice, body }: { invoice: string; body: { date: string; amount: ApplyCredit['amount'] } }) =>
      request<unknown>(`/invoices/${encodeURIComponent(invoice)}/apply-credit`, { method: 'POST', body }),
  );
}
