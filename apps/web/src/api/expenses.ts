import {
  type BulkEditExpensesInput,
  type BulkExpensesInput,
  type ExpenseChangesInput,
  type ExpenseInput,
  type ExpenseListItem,
  type ExpenseView,
  type PayeeQuickAddInput,
  type PayeeView,
  resolveRange,
  todayInLagos,
} from '@owo/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from './accounts.ts';
import { request } from './client.ts';
import { listQuery } from './list-query.ts';

/* Expenses (server modules/expenses): the answers' types are core's zod schemas, which the server checks its answers against. */

export type ExpenseRow = ExpenseListItem;
export type Expense = ExpenseView;

export interface ExpenseFilters {
  page: number;
  limit: number;
  status?: string | null;
  branch?: string | null;
  period?: string | null;
  from?: string | null;
  to?: string | null;
}

export type Payee = PayeeView;

export const expenseKeys = {
  all: ['expenses'] as const,
  list: (filters: ExpenseFilters) => ['expenses', 'list', filters] as const,
  one: (id: string) => ['expenses', 'one', id] as const,
  payees: (search: string) => ['expenses', 'payees', search] as const,
};

/**
 * Spec section 7: status and period go upper-case; a custom range as range[startDate] and
 * range[endDate]. With a format, the list's export (GET /expenses/export: every row the filters keep).
 */
export function expenseListPath(filters: ExpenseFilters, format?: 'csv' | 'xlsx') {
  const custom = filters.period === 'custom';
  const range = custom
    ? resolveRange({ period: 'custom', from: filters.from ?? '', to: filters.to ?? '' }, todayInLagos())
    : { from: '', to: '' };
  return `/expenses${format ? '/export' : ''}${listQuery({
    ...(format ? { params: { format } } : { limit: filters.limit, page: filters.page }),
    where: {
      status: filters.status ? filters.status.toUpperCase() : null,
      branch: filters.branch,
      period: filters.period && !custom ? filters.period.toUpperCase() : null,
    },
    range: { startDate: range.from, endDate: range.to },
  })}`;
}

export function useExpenses(filters: ExpenseFilters) {
  return useQuery({
    queryKey: expenseKeys.list(filters),
    queryFn: () => request<ExpenseRow[]>(expenseListPath(filters)),
    placeholderData: keepPreviousData,
  });
}

export function useExpense(id: string) {
  return useQuery({
    queryKey: expenseKeys.one(id),
    queryFn: () => request<Expense>(`/expenses/${encodeURIComponent(id)}`),
    enabled: id !== '',
  });
}

/** Vendors, customers and employees matching the words typed: who an expense can be paid to. */
export function usePayeeOptions(search: string) {
  return useQuery({
    queryKey: expenseKeys.payees(search),
    queryFn: () => request<Payee[]>(`/expenses/payees${listQuery({ params: { search } })}`),
    placeholderData: keepPreviousData,
  });
}

function useExpenseMutation<Variables, Answer>(
  call: (variables: Variables) => Promise<{ message: string; data: Answer }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: expenseKeys.all }),
        queryClient.invalidateQueries({ queryKey: accountKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['reports'] }),
      ]);
    },
  });
}

export const useCreateExpense = () =>
  useExpenseMutation((body: ExpenseInput) => request<Expense>('/expenses', { method: 'POST', body }));

export const useUpdateExpense = () =>
  useExpenseMutation(({ id, changes }: { id: string; changes: ExpenseChangesInput }) =>
    request<Expense>(`/expenses/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes }),
  );

export const useDeleteExpense = () =>
  useExpenseMutation((id: string) => request<never>(`/expenses/${encodeURIComponent(id)}`, { method: 'DELETE' }));

export const useApproveExpense = () =>
  useExpenseMutation((id: string) =>
    request<Expense>(`/expenses/${encodeURIComponent(id)}/approve`, { method: 'POST' }),
  );

export const useBulkCreateExpenses = () =>
  useExpenseMutation((body: BulkExpensesInput) =>
    request<{ created: number; ids: string[] }>('/expenses/bulk', { method: 'POST', body }),
  );

export const useBulkEditExpenses = () =>
  useExpenseMutation((body: BulkEditExpensesInput) =>
    request<{ changed: number }>('/expenses/bulk', { method: 'PATCH', body }),
  );

export const useBulkDeleteExpenses = () =>
  useExpenseMutation((ids: string[]) =>
    request<{ deleted: number; voided: number }>('/expenses/bulk-delete', { method: 'POST', body: { ids } }),
  );

export const useCreatePayee = () =>
  useExpenseMutation((body: PayeeQuickAddInput) => request<Payee>('/expenses/payees', { method: 'POST', body }));
