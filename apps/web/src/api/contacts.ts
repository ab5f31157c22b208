import type { ContactCreate, ContactView } from '@owo/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './client.ts';
import { listQuery } from './list-query.ts';

/*
 * Customers and vendors (server modules/contacts): one set of calls for each kind, made from its
 * query key and path. The answers' types are core's zod schemas (customerViewSchema, vendorViewSchema).
 */

export interface ContactFilters {
  page: number;
  limit: number;
  search?: string;
  type?: string;
  branch?: string;
  active?: string;
}

/** The calls of one kind: `contactCalls<VendorView>('vendors', '/vendor')`. */
export function contactCalls<View extends ContactView>(key: string, path: string) {
  const keys = {
    all: [key] as const,
    list: (filters: ContactFilters) => [key, 'list', filters] as const,
    one: (id: string) => [key, 'one', id] as const,
  };

  function useContacts(filters: ContactFilters) {
    return useQuery({
      queryKey: keys.list(filters),
      queryFn: () =>
        request<View[]>(
          `${path}${listQuery({
            limit: filters.limit,
            page: filters.page,
            where: { type: filters.type, branch: filters.branch, active: filters.active },
            params: { search: filters.search },
          })}`,
        ),
      placeholderData: keepPreviousData,
    });
  }

  function useContact(id: string) {
    return useQuery({
      queryKey: keys.one(id),
      queryFn: () => request<View>(`${path}/${encodeURIComponent(id)}`),
      enabled: id !== '',
    });
  }

  /** A change to the kind: every list and record of it is read again. */
  function useContactMutation<Variables, Answer>(
    call: (variables: Variables) => Promise<{ message: string; data: Answer }>,
  ) {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: call,
      onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
    });
  }

  const useCreateContact = () =>
    // The form's checked values: the schema's output, which the server's schema reads again.
    useContactMutation((body: ContactCreate) => request<View>(path, { method: 'POST', body }));

  const useUpdateContact = () =>
    useContactMutation(({ id, body }: { id: string; body: Record<string, unknown> }) =>
      request<View>(`${path}/${encodeURIComponent(id)}`, { method: 'PATCH', body }),
    );

  const useDeleteContacts = () =>
    useContactMutation((ids: string[]) =>
      (ids.length === 1 && ids[0]
        ? request<unknown>(`${path}/${encodeURIComponent(ids[0])}`, { method: 'DELETE' })
        : request<unknown>(path, { method: 'DELETE', body: { ids } })
      ).then((response) => ({ message: response.message, data: ids })),
    );

  return {
    keys,
    path,
    useContacts,
    useContact,
    useContactMutation,
    useCreateContact,
    useUpdateContact,
    useDeleteContacts,
  };
}

export type ContactCalls<View extends ContactView> = ReturnType<typeof contactCalls<View>>;
