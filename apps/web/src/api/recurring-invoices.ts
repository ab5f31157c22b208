import type { RecurringInvoiceChangesInput, RecurringInvoiceInput } from '@owo/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from './client.ts';
import { type Reference, salesKeys, useSalesMutation } from './invoices.ts';
import { listQuery } from './list-query.ts';

/*
 * Recurring invoices (/api/invoices/recurring, server modules/invoices/recurring.*): a schedule
 * keeps the invoice to make and when; a worker makes each run's invoice. PATCH changes any of its
 * fields (only those sent); its next day comes after the last run day made, so none is made twice.
 */

export type RecurringFrequency = 'weekly' | 'monthly' | 'quarterly' | 'yearly';
/** finished: its end date or count is reached. */
export type RecurringStatus = 'active' | 'paused' | 'finished';

/** The invoice a schedule makes, as it was sent (the invoice form's body without its dates and number). */
export interface RecurringInvoiceTemplate {
  customer: string;
  branch: string;
  address: string;
  currency?: { name: string; rate: string };
  items: Array<{
    product: string;
    description: string;
    quantity: string;
    price: number;
    measurement?: string;
    serviceDate?: string;
    revenueAccount?: string;
    tax?: Array<{ id: string }>;
  }>;
  discount?: { id?: string; type?: 'value' | 'percentage'; value?: number } | null;
  employee?: string | null;
  note?: string;
  purchaseNo?: string;
  bank?: Array<{ name: string; accountNo: string; accountName: string }>;
}

export interface RecurringInvoiceView {
  _id: string;
  name: string;
  customer: Reference;
  frequency: RecurringFrequency;
  startDate: string;
  endDate: string | null;
  maxCount: number | null;
  madeCount: number;
  /** The run day of the last invoice made; an edit carries on after it. */
  lastRunDate: string | null;
  nextRunDate: string | null;
  dueInDays: number;
  approve: boolean;
  email: boolean;
  status: RecurringStatus;
  /** Why the last run could not be approved or emailed, in words. */
  lastError: string | null;
  invoice: RecurringInvoiceTemplate;
}

export interface RecurringFilters {
  page: number;
  limit: number;
  customer?: string;
}

export const recurringKeys = {
  all: [...salesKeys.all, 'recurring'] as const,
  list: (filters: RecurringFilters) => [...salesKeys.all, 'recurring', 'list', filters] as const,
  one: (id: string) => [...salesKeys.all, 'recurring', 'one', id] as const,
};

const base = '/invoices/recurring';

export function useRecurringInvoices(filters: RecurringFilters) {
  return useQuery({
    queryKey: recurringKeys.list(filters),
    queryFn: () =>
      request<RecurringInvoiceView[]>(
        `${base}${listQuery({ limit: filters.limit, page: filters.page, where: { customer: filters.customer } })}`,
      ),
    placeholderData: keepPreviousData,
  });
}

const onePath = (id: string) => `${base}/${encodeURIComponent(id)}`;

export function useRecurringInvoice(id: string) {
  return useQuery({
    queryKey: recurringKeys.one(id),
    queryFn: () => request<RecurringInvoiceView>(onePath(id)),
    enabled: id !== '',
  });
}

export function useCreateRecurringInvoice() {
  return useSalesMutation((body: RecurringInvoiceInput) =>
    request<RecurringInvoiceView>(base, { method: 'POST', body }),
  );
}

export function useSetRecurringStatus() {
  return useSalesMutation(({ id, status }: { id: string; status: 'active' | 'paused' }) =>
    request<RecurringInvoiceView>(onePath(id), { method: 'PATCH', body: { status } }),
  );
}

/** Changes a schedule: only the fields sent (recurringChanges). */
export function useUpdateRecurringInvoice() {
  return useSalesMutation(({ id, changes }: { id: string; changes: RecurringInvoiceChangesInput }) =>
    request<RecurringInvoiceView>(onePath(id), { method: 'PATCH', body: changes }),
  );
}

/** Stops and deletes a schedule; the invoices it made stay. */
export function useDeleteRecurringInvoice() {
  return useSalesMutation((id: string) => request<unknown>(onePath(id), { method: 'DELETE' }));
}
