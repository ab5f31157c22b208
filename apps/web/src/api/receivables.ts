import type { Aging, CustomerBalances, OpenInvoice, Receivables, SalesByCustomer, SalesByEmployee } from '@owo/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from './client.ts';
import { listQuery } from './list-query.ts';

/*
 * The receivables reports (server modules/receivables): aging by customer, customer balances, open
 * invoices, and sales by customer and by employee. Amounts are naira (home currency). The answers'
 * types are core's zod schemas (contact-reports.ts), which the server checks its answers against.
 */

export type {
  CustomerBalances,
  OpenInvoice,
  Receivables,
  SalesByCustomer,
  /** employee null: documents with no employee. */
  SalesByEmployee,
} from '@owo/core';
/** This page's customers, in name order (customer null last: lines naming no customer); totals over all. */
export type CustomerAging = Aging;

/** A customer or an employee as a report names it. */
export type Reference = OpenInvoice['customer'];
/** Not yet due on the date (also receivables on no invoice), then by days overdue, and the total. */
export type AgingAmounts = Aging['totals'];
/** Invoiced, received, balance; credit held in Customer Deposits (prepayments, overpayments); net. */
export type BalanceAmounts = CustomerBalances['totals'];
export type OpenInvoiceStatus = OpenInvoice['status'];
export type SalesAmounts = SalesByCustomer['totals'];

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
