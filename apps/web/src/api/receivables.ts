import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from './client.ts';
import { listQuery } from './list-query.ts';

/*
 * The receivables reports (server modules/receivables): aging by customer, customer balances, open
 * invoices, and sales by customer and by employee. Amounts are naira (home currency).
 */

export interface Reference {
  _id: string;
  name: string;
}

export interface AgingAmounts {
  /** Not yet due on the date (and receivables on no invoice). */
  current: number;
  days1To30: number;
  days31To60: number;
  days61To90: number;
  over90: number;
  total: number;
}

export interface CustomerAging {
  asOf: string;
  branch: string | null;
  /** This page's customers, in name order; customer null: receivables lines that name no customer (last). */
  rows: Array<AgingAmounts & { customer: Reference | null }>;
  /** Over every customer, not only this page's. */
  totals: AgingAmounts;
}

export interface BalanceAmounts {
  invoiced: number;
  received: number;
  balance: number;
  /** Held in Customer Deposits: prepayments and overpayments. */
  credit: number;
  net: number;
}

export interface CustomerBalances {
  asOf: string;
  branch: string | null;
  /** This page's customers, in name order. */
  rows: Array<BalanceAmounts & { customer: Reference | null }>;
  /** Over every customer, not only this page's. */
  totals: BalanceAmounts;
}

export type OpenInvoiceStatus = 'unpaid' | 'partly-paid' | 'overdue';

export interface OpenInvoice {
  _id: string;
  number: string;
  customer: Reference;
  date: string;
  dueDate: string;
  daysOverdue: number;
  /** The invoice's currency; the amounts here are home currency. */
  currency: string;
  total: number;
  amountDue: number;
  status: OpenInvoiceStatus;
  statusLabel: string;
}

export interface Receivables {
  asOf: string;
  branch: string | null;
  rows: OpenInvoice[];
  notOnInvoice: Array<{ customer: Reference | null; amount: number }>;
  invoicesTotal: number;
  invoicesDue: number;
  /** The receivables account's balance on the date. */
  totalDue: number;
}

export interface SalesAmounts {
  documents: number;
  beforeTax: number;
  tax: number;
  total: number;
}

export interface SalesReport<Row> {
  from: string;
  to: string;
  branch: string | null;
  rows: Array<SalesAmounts & Row>;
  totals: SalesAmounts;
}

export type SalesByCustomer = SalesReport<{ customer: Reference }>;
/** employee null: documents with no employee. */
export type SalesByEmployee = SalesReport<{ employee: Reference | null }>;

export interface AsOfFilters {
  asOf: string;
  branch?: string | undefined;
}

export interface PeriodFilters {
  from?: string | undefined;
  to: string;
  branch?: string | undefined;
}

export type ReceivablesReport =
  | 'aging/customer'
  | 'balances/customer'
  | 'receivables'
  | 'aging/vendor'
  | 'balances/vendor'
  | 'payables'
  | 'sales/customer'
  | 'sales/employee';

/** A report's query string, empty values left out: '?asOf=2026-06-30&branch=...'. */
export function reportQuery(filters: Record<string, string | number | undefined>): string {
  return listQuery({ params: filters });
}

/** The API path of a report's file in a format (DownloadMenu's pathOf). */
export function reportExportPath(
  report: ReceivablesReport,
  filters: Record<string, string | undefined>,
  format: string,
) {
  return `/reports/${report}/export${reportQuery({ ...filters, format })}`;
}

/** A report's JSON, the previous one kept on screen while other dates load. */
function useReceivablesReport<T>(report: ReceivablesReport, filters: Record<string, string | number | undefined>) {
  return useQuery({
    queryKey: ['reports', report, filters] as const,
    queryFn: () => request<T>(`/reports/${report}${reportQuery(filters)}`),
    placeholderData: keepPreviousData,
  });
}

/** An as-of report's page: the date, the branch and the pager's page and rows. */
type PagedAsOf = AsOfFilters & { page: number; limit: number };
const pagedAsOf = ({ asOf, branch, page, limit }: PagedAsOf) => ({ asOf, branch, page, limit });

/** A page of customers in name order; the totals are over every customer. */
export const useCustomerAging = (filters: PagedAsOf) =>
  useReceivablesReport<CustomerAging>('aging/customer', pagedAsOf(filters));

/** A page of customers in name order; the totals are over every customer. */
export const useCustomerBalances = (filters: PagedAsOf) =>
  useReceivablesReport<CustomerBalances>('balances/customer', pagedAsOf(filters));

export const useReceivables = (filters: PagedAsOf) =>
  useReceivablesReport<Receivables>('receivables', pagedAsOf(filters));

export const useSalesByCustomer = (filters: PeriodFilters) =>
  useReceivablesReport<SalesByCustomer>('sales/customer', {
    from: filters.from,
    to: filters.to,
    branch: filters.branch,
  });

export const useSalesByEmployee = (filters: PeriodFilters) =>
  useReceivablesReport<SalesByEmployee>('sales/employee', {
    from: filters.from,
    to: filters.to,
    branch: filters.branch,
  });
