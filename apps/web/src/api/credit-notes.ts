import type { CreditNoteInput } from '@owo/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from './client.ts';
import {
  type DocumentCurrency,
  type HistoryEvent,
  type Reference,
  type SalesDocumentDetail,
  type SalesListFilters,
  salesKeys,
  salesListQuery,
  useSalesMutation,
} from './invoices.ts';
import { listQuery } from './list-query.ts';

/*
 * Credit notes (/api/invoices/credit-note, server modules/invoices/credit-notes.service.ts): a
 * return of goods or an allowance against an approved invoice. Amounts are naira of the
 * invoice's currency. Deleting one voids it: its entry is reversed and the invoice owes again.
 */

/** applied: it stands; void: deleted, kept for the record. */
export type CreditNoteStatus = 'applied' | 'void';

/** return: goods came back into stock; allowance: money off, no goods moved. */
export type CreditNoteReason = 'return' | 'allowance';

export const creditReasonLabels: Record<CreditNoteReason, string> = {
  return: 'Goods returned',
  allowance: 'Allowance',
};

/** A line a credit note credited: its quantity, and the invoice line it credits (from 1; null when not named). */
export interface CreditedLine {
  product: Reference;
  quantity: string;
  invoiceLine: number | null;
}

export interface CreditNoteRow {
  _id: string;
  number: string;
  status: CreditNoteStatus;
  customer: Reference;
  branch: Reference;
  date: string;
  currency: DocumentCurrency;
  total: number;
  /** What it took off what the invoice owed. */
  amountPaid: number;
  /** Null only for a note the server could not classify. */
  reason: CreditNoteReason | null;
  /** The invoice it credits. */
  invoice: { _id: string; number: string } | null;
  items: CreditedLine[];
}

export interface CreditNoteDetail extends SalesDocumentDetail {
  number: string;
  reason: CreditNoteReason | null;
  status: CreditNoteStatus;
  date: string;
  amountPaid: number;
  /** The bank-flagged account a refund was paid from; null when the rest became customer credit. */
  depositTo: Reference | null;
  /** The invoice it credits. */
  source: { _id: string; number: string } | null;
  history?: HistoryEvent[];
  createdAt: string;
}

const base = '/invoices/credit-note';

export const creditNoteKeys = {
  list: (filters: SalesListFilters) => [...salesKeys.all, 'credit-note', 'list', filters] as const,
  one: (id: string) => [...salesKeys.all, 'credit-note', 'one', id] as const,
  ofInvoice: (invoice: string) => [...salesKeys.all, 'credit-note', 'invoice', invoice] as const,
};

export function useCreditNotes(filters: SalesListFilters, enabled = true) {
  return useQuery({
    queryKey: creditNoteKeys.list(filters),
    queryFn: () => request<CreditNoteRow[]>(`${base}${salesListQuery(filters)}`),
    placeholderData: keepPreviousData,
    enabled,
  });
}

const onePath = (id: string) => `${base}/${encodeURIComponent(id)}`;

export function useCreditNote(id: string) {
  return useQuery({
    queryKey: creditNoteKeys.one(id),
    queryFn: () => request<CreditNoteDetail>(onePath(id)),
    enabled: id !== '',
  });
}

/** The credit notes issued against an invoice (where[invoice]), void ones too, newest first, with their lines. */
export function useInvoiceCreditNotes(invoiceId: string) {
  const query = useQuery({
    queryKey: creditNoteKeys.ofInvoice(invoiceId),
    queryFn: () =>
      request<CreditNoteRow[]>(`${base}${listQuery({ limit: 1000, page: 1, where: { invoice: invoiceId } })}`),
    enabled: invoiceId !== '',
  });
  return { notes: query.data?.data ?? [], isPending: query.isPending };
}

export function useCreateCreditNote() {
  return useSalesMutation((body: CreditNoteInput) => request<CreditNoteDetail>(base, { method: 'POST', body }));
}

/** DELETE voids the note: its entry is reversed, returned goods go out again, the invoice owes again. */
export function useDeleteCreditNote() {
  return useSalesMutation((id: string) => request<unknown>(onePath(id), { method: 'DELETE' }));
}
