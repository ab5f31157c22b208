import { type Aging, type CustomerBalances, type Receivables, type SalesByCustomer, toKobo } from '@owo/core';
import type { Transaction } from '@owo/db';
import type { RequestContext } from '../../context.ts';
import {
  accrualBasis,
  dayLabel,
  type ReportColumn,
  type ReportRow,
  type ReportTable,
  rangeLabel,
} from '../../exports/report-table.ts';
import { getBranch } from '../branches/index.ts';
import { getCompany } from '../companies/index.ts';

/*
 * The receivables and payables reports as export tables (CSV, XLSX, PDF): the title block, the
 * columns and rows of each report.
 */

/** The company's name, and the branch the report is narrowed to, for the file's title block. */
export async function header(tx: Transaction, context: RequestContext, branchId: string | null) {
  const company = await getCompany(tx, context.userId, context.companyId);
  const details = branchId ? [`Branch: ${(await getBranch(tx, context, { id: branchId })).name}`] : [];
  return { companyName: company.name, details, printedAt: new Date(), basis: accrualBasis };
}
export type Header = Awaited<ReturnType<typeof header>>;

export const amount = (heading: string, width = 16): ReportColumn => ({ heading, kind: 'amount', width });
export const kobo = (naira: number) => toKobo(naira);
export const line = (cells: ReportRow['cells']): ReportRow => ({ kind: 'line', level: 0, cells });
export const total = (cells: ReportRow['cells']): ReportRow => ({ kind: 'total', level: 0, cells });

export type DocumentTotals = SalesByCustomer['totals'];

const noCustomer = 'Not linked to a customer';

/** The words of a report of one side: customers and invoices, or vendors and bills. */
export interface SideWords {
  party: string;
  none: string;
  document: string;
  documents: string;
  notOnDocument: string;
  summary: string;
}

export const customerWords: SideWords = {
  party: 'Customer',
  none: noCustomer,
  document: 'Invoice',
  documents: 'Invoices',
  notOnDocument: 'Not on an invoice',
  summary: 'Receivables',
};

export const vendorWords: SideWords = {
  party: 'Vendor',
  none: 'Not linked to a vendor',
  document: 'Bill',
  documents: 'Bills',
  notOnDocument: 'Not on a bill',
  summary: 'Payables',
};

export function agingTable(head: Header, report: Aging, words = customerWords): ReportTable {
  const figures = (row: Aging['totals']) =>
    [row.current, row.days1To30, row.days31To60, row.days61To90, row.over90, row.total].map(kobo);
  const rows = [
    ...report.rows.map((row) => line([row.customer?.name ?? words.none, ...figures(row)])),
    total(['Total', ...figures(report.totals)]),
  ];
  return {
    ...head,
    title: `${words.party} aging`,
    period: `As of ${dayLabel(report.asOf)}`,
    columns: [
      { heading: words.party, kind: 'text', width: 30 },
      amount('Current'),
      amount('1-30 days'),
      amount('31-60 days'),
      amount('61-90 days'),
      amount('Over 90 days'),
      amount('Total'),
    ],
    rows,
    rowCount: rows.length,
  };
}

export function balancesTable(head: Header, report: CustomerBalances): ReportTable {
  const figures = (row: CustomerBalances['totals']) =>
    [row.invoiced, row.received, row.balance, row.credit, row.net].map(kobo);
  const rows = [
    ...report.rows.map((row) => line([row.customer?.name ?? noCustomer, ...figures(row)])),
    total(['Total', ...figures(report.totals)]),
  ];
  return {
    ...head,
    title: 'Customer balances',
    period: `As of ${dayLabel(report.asOf)}`,
    columns: [
      { heading: 'Customer', kind: 'text', width: 30 },
      amount('Invoiced'),
      amount('Received'),
      amount('Balance'),
      amount('Customer credit'),
      amount('Net'),
    ],
    rows,
    rowCount: rows.length,
  };
}

export function receivablesTable(head: Header, report: Receivables, words = customerWords): ReportTable {
  const rows: ReportRow[] = report.rows.map((row) =>
    line([
      row.number,
      row.customer.name,
      row.date,
      row.dueDate,
      String(row.daysOverdue),
      row.statusLabel,
      kobo(row.total),
      kobo(row.amountDue),
    ]),
  );
  if (report.notOnInvoice.length > 0) {
    rows.push(
      total([words.documents, null, null, null, null, null, kobo(report.invoicesTotal), kobo(report.invoicesDue)]),
    );
    rows.push({ kind: 'heading', level: 0, cells: [words.notOnDocument, null, null, null, null, null, null, null] });
    for (const other of report.notOnInvoice) {
      rows.push({
        kind: 'line',
        level: 1,
        cells: [other.customer?.name ?? words.none, null, null, null, null, null, null, kobo(other.amount)],
      });
    }
  }
  rows.push(total(['Total', null, null, null, null, null, null, kobo(report.totalDue)]));
  return {
    ...head,
    title: words.summary,
    period: `As of ${dayLabel(report.asOf)}`,
    columns: [
      { heading: words.document, kind: 'text', width: 14 },
      { heading: words.party, kind: 'text', width: 26 },
      { heading: 'Date', kind: 'date', width: 12 },
      { heading: 'Due date', kind: 'date', width: 12 },
      { heading: 'Days overdue', kind: 'text', width: 8 },
      { heading: 'Status', kind: 'text', width: 12 },
      amount('Total'),
      amount('Amount due'),
    ],
    rows,
    rowCount: rows.length,
  };
}

export function salesTable(
  head: Header,
  title: string,
  party: string,
  report: { from: string; to: string; totals: DocumentTotals },
  lines: Array<{ name: string } & DocumentTotals>,
): ReportTable {
  const figures = (row: DocumentTotals) => [String(row.documents), kobo(row.beforeTax), kobo(row.tax), kobo(row.total)];
  const rows = [...lines.map((row) => line([row.name, ...figures(row)])), total(['Total', ...figures(report.totals)])];
  return {
    ...head,
    title,
    period: rangeLabel(report.from, report.to),
    columns: [
      { heading: party, kind: 'text', width: 30 },
      { heading: 'Documents', kind: 'text', width: 10 },
      amount('Sales before tax'),
      amount('Tax'),
      amount('Total'),
    ],
    rows,
    rowCount: rows.length,
  };
}
