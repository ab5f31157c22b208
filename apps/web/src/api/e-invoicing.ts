import type { EInvoice, EInvoicingSettings, EInvoicingSettingsChanges } from '@owo/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, request } from './client.ts';

/* NRS e-invoicing: the company's settings and a document's e-invoice (docs/e-invoicing.md). */

export const eInvoicingKeys = {
  settings: ['e-invoicing', 'settings'] as const,
  document: (kind: EInvoiceKind, id: string) => ['e-invoicing', kind, id] as const,
};

export type EInvoiceKind = 'invoice' | 'credit-note';

const documentPath = (kind: EInvoiceKind, id: string) =>
  kind === 'invoice' ? `/invoices/${id}/e-invoice` : `/invoices/credit-note/${id}/e-invoice`;

export function useEInvoicingSettings() {
  return useQuery({
    queryKey: eInvoicingKeys.settings,
    queryFn: () => request<EInvoicingSettings>('/settings/e-invoicing'),
  });
}

export function useUpdateEInvoicingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<EInvoicingSettingsChanges>) =>
      request<EInvoicingSettings>('/settings/e-invoicing', { method: 'PATCH', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eInvoicingKeys.settings }),
  });
}

/**
 * A document's e-invoice; null when it was never sent to NRS (404 "E-invoice not found"). While
 * it is on its way it is read again every few seconds, until NRS confirms or refuses it.
 */
export function useEInvoice(kind: EInvoiceKind, id: string) {
  return useQuery({
    queryKey: eInvoicingKeys.document(kind, id),
    queryFn: async () => {
      try {
        // A document never sent to NRS has no e-invoice: no panel, and no toast.
        return (await request<EInvoice>(documentPath(kind, id), { quietNotFound: true })).data;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      return state === 'queued' || state === 'in-progress' ? 3000 : false;
    },
  });
}

/** NRS's HS codes (goods) or service codes, read through Owo's cache of the service's lists. */
export function useNrsCodes(kind: 'goods' | 'service', enabled: boolean) {
  return useQuery({
    queryKey: ['e-invoicing', 'codes', kind],
    queryFn: () => request<{ code: string; description: string }[]>(`/e-invoicing/codes?kind=${kind}`),
    enabled,
    staleTime: 60 * 60 * 1000,
  });
}

export function useRetryEInvoice(kind: EInvoiceKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request<EInvoice>(`${documentPath(kind, id)}/retry`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eInvoicingKeys.document(kind, id) }),
  });
}
