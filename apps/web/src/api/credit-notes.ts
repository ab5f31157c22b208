import type { CreditNoteInput } from '@owo/core';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { request } from './client.ts';
import {
  type DocumentCurrency,
  type HistoryEvent,
  type InvoiceDetail,
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
}

export interface CreditNoteDetail extends SalesDocumentDetail {
  number: string;
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
  ofCustomer: (customer: string) => [...salesKeys.all, 'credit-note', 'customer', customer] as const,
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

/**
 * The credit notes an invoice's history names ('credited' events read 'CN-00001: ₦1,000.00'): the
 * list has no filter by invoice, so the customer's newest 100 are read and matched by number.
 */
export function creditNoteNumbersOf(history: readonly HistoryEvent[] | undefined): string[] {
  const numbers = (history ?? [])
    .filter((event) => event.event === 'credited' && event.detail)
    .map((event) => (event.detail ?? '').split(':')[0]?.trim() ?? '')
    .filter((number) => number !== '');
  return [...new Set(numbers)];
}

/** The credit notes issued against an invoice, void ones too, newest first; empty while none was. */
export function useInvoiceCreditNotes(invoice: InvoiceDetail | undefined) {
  const numbers = creditNoteNumbersOf(invoice?.history);
  const customer = invoice?.customer._id ?? '';
  const query = useQuery({
    queryKey: creditNoteKeys.ofCustomer(customer),
    queryFn: () => request<CreditNoteRow[]>(`${base}${listQuery({ limit: 100, page: 1, where: { customer } })}`),
    enabled: customer !== '' && numbers.length > 0,
  });
  const notes = (query.data?.data ?? []).filter((note) => numbers.includes(note.number));
  return { notes, isPending: numbers.length > 0 && query.isPending };
}

/** Each credit note's lines, for what an invoice has already had credited. */
export function useCreditNoteDetails(ids: readonly string[]) {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: creditNoteKeys.one(id),
      queryFn: () => request<CreditNoteDetail>(onePath(id)),
    })),
    combine: (results) => ({
      notes: results.flatMap((result) => (result.data ? [result.data.data] : [])),
      isPending: results.some((result) => result.isPending),
    }),
  });
}

export function useCreateCreditNote() {
  return useSalesMutation((body: CreditNoteInput) => request<CreditNoteDetail>(base, { method: 'POST', body }));
}

/** DELETE voids the note: its entry is reversed, returned goods go out again, the invoice owes again. */
export function useDeleteCreditNote() {
  return useSalesMutation((id: string) => request<unknown>(onePath(id), { method: 'DELETE' }));
}
