import type { EstimateInput, InvoiceChanges, InvoiceInput, InvoiceListStatus, SalesReceiptInput } from '@owo/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from './accounts.ts';
import { request } from './client.ts';
import { customerKeys } from './customers.ts';
import { listQuery } from './list-query.ts';
import { productKeys } from './products.ts';
import { stockKeys } from './stock.ts';

/*
 * Sales documents (/sales/invoice): invoices, estimates and sales receipts, server
 * modules/invoices. Amounts are naira (2 decimals) of the document's currency.
 */

export interface Reference {
  _id: string;
  name: string;
}

export interface DocumentCurrency {
  /** ISO code: 'NGN'. */
  name: string;
  /** Home currency per one unit; 1 for the home currency. */
  rate: number | string;
}

export interface DueLabelView {
  label: string;
  /** 1: due today or later; 0: past due. */
  type: 0 | 1;
}

export type EstimateStatus = 'draft' | 'open' | 'invoiced' | 'void';
export type ReceiptStatus = 'paid' | 'void';

export interface LineTaxView {
  id: string;
  name: string;
  /** The rate as a percent: 7.5. */
  value: number;
  amount: number;
}

export interface DocumentLineView {
  product: Reference;
  description: string;
  /** Up to 3 decimals, as text: '2.5'. */
  quantity: string;
  price: number;
  measurement?: string | null;
  serviceDate?: string | null;
  /** The account's id, or the account itself. */
  revenueAccount?: string | { _id: string } | null;
  tax: LineTaxView[];
  /** quantity × price */
  total: number;
  discount?: number;
}

export interface HistoryEvent {
  event: string;
  detail?: string | null;
  at: string;
  user?: { _id?: string; name: string } | string | null;
}

/** What every sales document's page reads. */
export interface SalesDocumentDetail {
  _id: string;
  customer: Reference & { email?: string | string[] | null };
  branch: Reference;
  currency: DocumentCurrency;
  address: string;
  employee: Reference | null;
  discount: { id: string | null; type: 'value' | 'percentage'; value: number } | null;
  note: string;
  items: DocumentLineView[];
  taxes: Array<{ id: string; name: string; amount: number }>;
  subtotal: number;
  discountTotal: number;
  taxTotal: number;
  total: number;
  publicUrl?: string | null;
  history?: HistoryEvent[];
}

export interface InvoicePayment {
  _id: string;
  number: string;
  date: string;
  amount: number;
  withholdingTax: number;
}

export interface InvoiceDetail extends SalesDocumentDetail {
  invoiceNumber: string;
  status: InvoiceListStatus;
  date: string;
  dueDate: string;
  purchaseNo: string;
  bank: Array<{ name: string; accountNo: string; accountName: string }>;
  installments: Array<{ date: string; amount: number; percentage: number }>;
  amountPaid: number;
  amountDue: number;
  dueLabel: DueLabelView | null;
  payments: InvoicePayment[];
  estimate?: { _id: string; number: string } | null;
  /** The estimate it was made from (as the server names it). */
  source?: { _id: string; number: string } | null;
}

export interface EstimateDetail extends SalesDocumentDetail {
  estimateNumber: string;
  status: EstimateStatus;
  validFrom: string;
  validTill: string;
  /** The invoice it was turned into. */
  invoice?: { _id: string; number: string } | null;
}

export interface ReceiptDetail extends SalesDocumentDetail {
  receiptNo: string;
  status: ReceiptStatus;
  paymentDate: string;
  paymentMethod: Reference | null;
  /** The account paid into (the server's name; the contract's `bank`). */
  depositTo?: Reference | null;
  bank?: Reference | null;
}

export interface InvoiceRow {
  _id: string;
  invoiceNumber: string;
  status: InvoiceListStatus;
  customer: Reference;
  branch: Reference;
  date: string;
  dueDate: string;
  currency: DocumentCurrency;
  total: number;
  amountDue: number;
  dueLabel: DueLabelView | null;
}

export interface EstimateRow {
  _id: string;
  estimateNumber: string;
  status: EstimateStatus;
  customer: Reference;
  branch: Reference;
  /** The server's list names them date and dueDate. */
  validFrom?: string;
  validTill?: string | null;
  date?: string;
  dueDate?: string | null;
  currency: DocumentCurrency;
  total: number;
}

export interface ReceiptRow {
  _id: string;
  receiptNo: string;
  status: ReceiptStatus;
  customer: Reference;
  branch: Reference;
  /** The server's list names it date. */
  paymentDate?: string;
  date?: string;
  currency: DocumentCurrency;
  total: number;
}

/** An invoice a customer still owes, for the receive-payment form. */
export interface OpenInvoice {
  _id: string;
  invoiceNumber: string;
  date: string;
  dueDate: string;
  total: number;
  amountDue: number;
  currency: DocumentCurrency;
}

export interface SalesListFilters {
  page: number;
  limit: number;
  status?: string;
  branch?: string;
  /** A preset of spec section 9 (where[period]); a custom range goes in from/to. */
  period?: string;
  from?: string;
  to?: string;
  customer?: string;
  search?: string;
}

export type SalesDocumentType = 'invoice' | 'estimate' | 'receipt';

export const salesKeys = {
  all: ['sales'] as const,
  list: (type: SalesDocumentType, filters: SalesListFilters) => ['sales', type, 'list', filters] as const,
  one: (type: SalesDocumentType, id: string) => ['sales', type, 'one', id] as const,
  openInvoices: (customer: string) => ['sales', 'invoice', 'open', customer] as const,
};

/** Where each kind lives under /api. */
export const salesBase: Record<SalesDocumentType, string> = {
  invoice: '/invoices',
  estimate: '/invoices/estimate',
  receipt: '/invoices/receipt',
};

export function salesListPath(type: SalesDocumentType, filters: SalesListFilters): string {
  return `${salesBase[type]}${salesListQuery(filters)}`;
}

/** The query of a sales list's filters (every kind, credit notes too): a preset or a custom range. */
export function salesListQuery(filters: SalesListFilters): string {
  const custom = filters.period === 'custom' || !filters.period;
  return listQuery({
    limit: filters.limit,
    page: filters.page,
    where: {
      status: filters.status,
      branch: filters.branch,
      customer: filters.customer,
      period: custom ? undefined : filters.period,
      search: filters.search,
    },
    range: custom ? { startDate: filters.from, endDate: filters.to } : {},
  });
}

function useSalesList<Row>(type: SalesDocumentType, filters: SalesListFilters, enabled = true) {
  return useQuery({
    queryKey: salesKeys.list(type, filters),
    queryFn: () => request<Row[]>(salesListPath(type, filters)),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export const useInvoices = (filters: SalesListFilters, enabled?: boolean) =>
  useSalesList<InvoiceRow>('invoice', filters, enabled);
export const useEstimates = (filters: SalesListFilters, enabled?: boolean) =>
  useSalesList<EstimateRow>('estimate', filters, enabled);
export const useReceipts = (filters: SalesListFilters, enabled?: boolean) =>
  useSalesList<ReceiptRow>('receipt', filters, enabled);

export function useSalesDocument<Detail>(type: SalesDocumentType, id: string) {
  return useQuery({
    queryKey: salesKeys.one(type, id),
    queryFn: () => request<Detail>(`${salesBase[type]}/${encodeURIComponent(id)}`),
    enabled: id !== '',
  });
}

export const useInvoice = (id: string) => useSalesDocument<InvoiceDetail>('invoice', id);
export const useEstimate = (id: string) => useSalesDocument<EstimateDetail>('estimate', id);
export const useReceipt = (id: string) => useSalesDocument<ReceiptDetail>('receipt', id);

/** A customer's invoices still owed (spec section 9: 100, page 1), oldest first as the server gives them. */
export function useOpenInvoices(customer: string) {
  return useQuery({
    queryKey: salesKeys.openInvoices(customer),
    queryFn: () =>
      request<OpenInvoice[]>(`/invoices/customer/${encodeURIComponent(customer)}${listQuery({ limit: 100, page: 1 })}`),
    enabled: customer !== '',
  });
}

/**
 * A sales write: documents, customers' balances, stock (an approved invoice or a receipt issues
 * goods), the accounts and the reports all read again.
 */
export function useSalesMutation<Variables, Answer>(
  call: (variables: Variables) => Promise<{ message: string; data: Answer }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: salesKeys.all }),
        queryClient.invalidateQueries({ queryKey: customerKeys.all }),
        queryClient.invalidateQueries({ queryKey: stockKeys.all }),
        queryClient.invalidateQueries({ queryKey: productKeys.all }),
        queryClient.invalidateQueries({ queryKey: accountKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['reports'] }),
      ]);
    },
  });
}

const one = (type: SalesDocumentType, id: string) => `${salesBase[type]}/${encodeURIComponent(id)}`;

export type SalesDocumentBody = InvoiceInput | EstimateInput | SalesReceiptInput;

/** POST of any kind; the body is the kind's schema input. */
export function useCreateSalesDocument<Detail>(type: SalesDocumentType) {
  return useSalesMutation((body: SalesDocumentBody) => request<Detail>(salesBase[type], { method: 'POST', body }));
}

/** PATCH with the changed fields only (spec section 4). */
export function useUpdateSalesDocument<Detail>(type: SalesDocumentType) {
  return useSalesMutation(({ id, body }: { id: string; body: Partial<SalesDocumentBody> | InvoiceChanges }) =>
    request<Detail>(one(type, id), { method: 'PATCH', body }),
  );
}

/** DELETE: a draft is deleted; an approved invoice without payments is voided (the message says which). */
export function useDeleteSalesDocument(type: SalesDocumentType) {
  return useSalesMutation((id: string) => request<unknown>(one(type, id), { method: 'DELETE' }));
}

export type InvoiceDecision = 'approve' | 'reject';

/** Spec section 4: approval goes through the approve call with an action. */
export function useDecideInvoice() {
  return useSalesMutation(({ id, action }: { id: string; action: InvoiceDecision }) =>
    request<InvoiceDetail>(
      `/merchant/approve/${encodeURIComponent(id)}${listQuery({ params: { state: 'invoice', action } })}`,
      { method: 'PATCH' },
    ),
  );
}

export function useVoidInvoice() {
  return useSalesMutation((id: string) =>
    request<InvoiceDetail>(`/invoices/${encodeURIComponent(id)}/void`, { method: 'PATCH' }),
  );
}

export interface SendInvoiceBody {
  to?: string[];
  message?: string;
}

export interface DocumentShare {
  publicUrl: string;
  whatsappUrl: string;
}

/** Emails a document with its PDF and a link to its public view. */
export function useSendDocument(type: SalesDocumentType) {
  return useSalesMutation(({ id, body }: { id: string; body: SendInvoiceBody }) =>
    request<DocumentShare & { to: string[] }>(`${one(type, id)}/send`, { method: 'POST', body }),
  );
}

/** The public link of a document (no sign-in) and a WhatsApp message carrying it. */
export function useDocumentShare(type: SalesDocumentType, id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...salesKeys.one(type, id), 'share'],
    queryFn: () => request<DocumentShare>(`${one(type, id)}/share`),
    enabled: enabled && id !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSendReminder() {
  return useSalesMutation((id: string) => request<unknown>(`/invoices/reminder/${encodeURIComponent(id)}`));
}

/** Turns an estimate into an invoice; answers with the invoice. */
export function useInvoiceEstimate() {
  return useSalesMutation((id: string) =>
    request<InvoiceDetail>(`/invoices/estimate/${encodeURIComponent(id)}/invoice`, { method: 'POST' }),
  );
}

/** The document's PDF (API path below /api): download or inline. */
export function salesPdfPath(type: SalesDocumentType, id: string, action: 'download' | 'inline' = 'download'): string {
  return `/invoices/pdf/${encodeURIComponent(id)}${listQuery({ params: { type, action } })}`;
}
