import type { CustomerCreateInput, CustomerQuickAddInput, CustomerView } from '@owo/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client.ts';
import { listQuery } from './list-query.ts';

/* Customers (/sales/customers): server modules/customers. */

export type Customer = CustomerView;

export interface CustomerFilters {
  page: number;
  limit: number;
  search?: string;
  type?: string;
  branch?: string;
  active?: string;
}

export const customerKeys = {
  all: ['customers'] as const,
  list: (filters: CustomerFilters) => ['customers', 'list', filters] as const,
  one: (id: string) => ['customers', 'one', id] as const,
};

export function useCustomers(filters: CustomerFilters) {
  return useQuery({
    queryKey: customerKeys.list(filters),
    queryFn: () =>
      request<Customer[]>(
        `/customer${listQuery({
          limit: filters.limit,
          page: filters.page,
          where: { type: filters.type, branch: filters.branch, active: filters.active },
          params: { search: filters.search },
        })}`,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useCustomer(id: string) {
  return useQuery({
    queryKey: customerKeys.one(id),
    queryFn: () => request<Customer>(`/customer/${encodeURIComponent(id)}`),
    enabled: id !== '',
  });
}

function useCustomerMutation<Variables, Answer>(
  call: (variables: Variables) => Promise<{ message: string; data: Answer }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.all }),
  });
}

export function useCreateCustomer() {
  return useCustomerMutation((body: CustomerCreateInput) => request<Customer>('/customer', { method: 'POST', body }));
}

export function useQuickAddCustomer() {
  return useCustomerMutation((body: CustomerQuickAddInput) =>
    request<Customer>('/customer/quick-add', { method: 'POST', body }),
  );
}

export function useUpdateCustomer() {
  return useCustomerMutation(({ id, body }: { id: string; body: Record<string, unknown> }) =>
    request<Customer>(`/customer/${encodeURIComponent(id)}`, { method: 'PATCH', body }),
  );
}

export function useDeleteCustomers() {
  return useCustomerMutation((ids: string[]) =>
    (ids.length === 1 && ids[0]
      ? request<unknown>(`/customer/${encodeURIComponent(ids[0])}`, { method: 'DELETE' })
      : request<unknown>('/customer', { method: 'DELETE', body: { ids } })
    ).then((response) => ({ message: response.message, data: ids })),
  );
}
