import {
  type Aging,
  type CustomerBalances,
  type Payables,
  payablesSchema,
  type Receivables,
  toKobo,
  type VendorAging,
  type VendorBalances,
  vendorAgingSchema,
  vendorBalancesSchema,
} from '@owo/core';
import type { Transaction } from '@owo/db';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RequestContext } from '../../context.ts';
import { dayLabel, exportFileName, type ReportTable } from '../../exports/report-table.ts';
import { sendReportTable } from '../../exports/send.ts';
import { pageInfo, pageInfoSchema } from '../../http/envelope.ts';
import { listQuerystring } from '../../http/query.ts';
import { companyRead } from '../../http/work.ts';
import { customerAging } from './receivables.aging.ts';
import { type AsOfQuery, type PageQuery, payablesSide } from './receivables.read.ts';
import {
  access,
  asOfFilter,
  asOfQuery,
  everyRow,
  exportAccess,
  format,
  pagedAsOf,
  tags,
} from './receivables.routes.ts';
import {
  agingTable,
  amount,
  type Header,
  header,
  line,
  receivablesTable,
  total,
  vendorWords,
} from './receivables.tables.ts';
import { customerBalances, openInvoices } from './receivables.view.ts';

/*
 * The payables reports (issue 27): GET /reports/payables (open bills), /reports/aging/vendor and
 * /reports/balances/vendor, each with its /export?format=csv|xlsx|pdf, the same presets and
 * branch filter as the receivables reports. They are the receivables reports read on the other
 * side of the ledger (payablesSide: the payables account, credits less debits, explained by open
 * bills), so the vendor aging, balances and open bills add up to the payables account.
 */

type Query = AsOfQuery & PageQuery;

function asVendorAging(report: Aging): VendorAging {
  return {
    ...report,
    rows: report.rows.map(({ customer, ...amounts }) => Object.assign({ vendor: customer }, amounts)),
  };
}

function asVendorBalances(report: CustomerBalances): VendorBalances {
  const amounts = (row: CustomerBalances['totals']) => ({
    billed: row.invoiced,
    paid: row.received,
    balance: row.balance,
  });
  return {
    asOf: report.asOf,
    branch: report.branch,
    rows: report.rows.map((row) => ({ vendor: row.customer, ...amounts(row) })),
    totals: amounts(report.totals),
  };
}

function asPayables(report: Receivables): Payables {
  return {
    asOf: report.asOf,
    branch: report.branch,
    rows: report.rows.map(({ customer, ...bill }) => ({ ...bill, vendor: customer })),
    notOnBill: report.notOnInvoice.map(({ customer, amount }) => ({ vendor: customer, amount })),
    billsTotal: report.invoicesTotal,
    billsDue: report.invoicesDue,
    totalDue: report.totalDue,
  };
}

const vendorAging = (tx: Transaction, context: RequestContext, query: Query) =>
  customerAging(tx, context, { ...query, side: payablesSide });
const vendorBalances = (tx: Transaction, context: RequestContext, query: Query) =>
  customerBalances(tx, context, { ...query, side: payablesSide });
const openBills = (tx: Transaction, context: RequestContext, query: Query) =>
  openInvoices(tx, context, { ...query, side: payablesSide });

function vendorBalancesTable(head: Header, report: VendorBalances): ReportTable {
  const figures = (row: VendorBalances['totals']) => [row.billed, row.paid, row.balance].map(toKobo);
  const rows = [
    ...report.rows.map((row) => line([row.vendor?.name ?? vendorWords.none, ...figures(row)])),
    total(['Total', ...figures(report.totals)]),
  ];
  return {
    ...head,
    title: 'Vendor balances',
    period: `As of ${dayLabel(report.asOf)}`,
    columns: [{ heading: 'Vendor', kind: 'text', width: 30 }, amount('Billed'), amount('Paid'), amount('Balance')],
    rows,
    rowCount: rows.length,
  };
}

const pagedQuerystring = listQuerystring({ branch: 'id' }, { asOf: z.string().optional() });
const asOfDescription =
  'asOf (YYYY-MM-DD, default today), branch, limit (default 50), page: vendors in name order, totals over every one.';

export async function payablesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/reports/aging/vendor', {
    config: access,
    schema: {
      tags,
      summary: 'What the company owes each vendor on a date, by days past due',
      description: `${asOfDescription} Columns as the customer aging; each vendor's total is their payables balance in the ledger on the date (below zero: paid ahead), and the total equals the payables account.`,
      querystring: pagedQuerystring,
      response: { 200: z.object({ message: z.string(), data: vendorAgingSchema, pageInfo: pageInfoSchema }) },
    },
    handler: async (request) => {
      const { filter, query } = pagedAsOf(request.query as Record<string, unknown>);
      const { report, total: count } = await companyRead(request, (tx, context) =>
        vendorAging(tx, context, { ...filter, offset: query.offset, limit: query.limit }),
      );
      return {
        message: 'Vendor aging',
        data: asVendorAging(report),
        pageInfo: pageInfo(query.page, query.limit, count),
      };
    },
  });

  api.get('/reports/aging/vendor/export', {
    config: exportAccess,
    schema: {
      tags,
      summary: 'Vendor aging as a CSV, XLSX or PDF file',
      description: 'format, and the filters of GET /reports/aging/vendor: asOf, branch; every vendor.',
      querystring: asOfQuery.extend({ format }),
    },
    handler: async (request, reply) => {
      const filter = asOfFilter(request.query);
      const table = await companyRead(request, async (tx, context) => {
        const { report } = await vendorAging(tx, context, { ...filter, ...everyRow });
        return agingTable(await header(tx, context, report.branch), report, vendorWords);
      });
      const fileName = exportFileName(table.companyName, 'Vendor aging as of', filter.asOf);
      return sendReportTable(reply, table, request.query.format, fileName);
    },
  });

  api.get('/reports/balances/vendor', {
    config: access,
    schema: {
      tags,
      summary: "Each vendor's billed, paid and balance on a date",
      description: `${asOfDescription} From the ledger: billed and paid are the payables credits and debits with the vendor up to the date; the balances add up to the payables account.`,
      querystring: pagedQuerystring,
      response: { 200: z.object({ message: z.string(), data: vendorBalancesSchema, pageInfo: pageInfoSchema }) },
    },
    handler: async (request) => {
      const { filter, query } = pagedAsOf(request.query as Record<string, unknown>);
      const { report, total: count } = await companyRead(request, (tx, context) =>
        vendorBalances(tx, context, { ...filter, offset: query.offset, limit: query.limit }),
      );
      const data = asVendorBalances(report);
      return { message: 'Vendor balances', data, pageInfo: pageInfo(query.page, query.limit, count) };
    },
  });

  api.get('/reports/balances/vendor/export', {
    config: exportAccess,
    schema: {
      tags,
      summary: 'Vendor balances as a CSV, XLSX or PDF file',
      description: 'format, and the filters of GET /reports/balances/vendor: asOf, branch; every vendor.',
      querystring: asOfQuery.extend({ format }),
    },
    handler: async (request, reply) => {
      const filter = asOfFilter(request.query);
      const table = await companyRead(request, async (tx, context) => {
        const { report } = await vendorBalances(tx, context, { ...filter, ...everyRow });
        return vendorBalancesTable(await header(tx, context, report.branch), asVendorBalances(report));
      });
      const fileName = exportFileName(table.companyName, 'Vendor balances as of', filter.asOf);
      return sendReportTable(reply, table, request.query.format, fileName);
    },
  });

  api.get('/reports/payables', {
    config: access,
    schema: {
      tags,
      summary: 'Bills open on a date, the most overdue first',
      description:
        'asOf (YYYY-MM-DD, default today), branch, limit (default 50), page. Home currency: what each bill still ' +
        'owed on the date. notOnBill: payables no bill explains (opening balances, journals, advances); totalDue ' +
        'is the payables account on the date.',
      querystring: pagedQuerystring,
      response: { 200: z.object({ message: z.string(), data: payablesSchema, pageInfo: pageInfoSchema }) },
    },
    handler: async (request) => {
      const { filter, query } = pagedAsOf(request.query as Record<string, unknown>);
      const { report, total: count } = await companyRead(request, (tx, context) =>
        openBills(tx, context, { ...filter, offset: query.offset, limit: query.limit }),
      );
      return { message: 'Payables', data: asPayables(report), pageInfo: pageInfo(query.page, query.limit, count) };
    },
  });

  api.get('/reports/payables/export', {
    config: exportAccess,
    schema: {
      tags,
      summary: 'Open bills as a CSV, XLSX or PDF file',
      description: 'format, and the filters of GET /reports/payables: asOf, branch; every open bill.',
      querystring: asOfQuery.extend({ format }),
    },
    handler: async (request, reply) => {
      const filter = asOfFilter(request.query);
      const table = await companyRead(request, async (tx, context) => {
        const { report } = await openBills(tx, context, { ...filter, ...everyRow });
        return receivablesTable(await header(tx, context, report.branch), report, vendorWords);
      });
      const fileName = exportFileName(table.companyName, 'Payables as of', filter.asOf);
      return sendReportTable(reply, table, request.query.format, fileName);
    },
  });
}
