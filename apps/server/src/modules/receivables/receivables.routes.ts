import {
  agingSchema,
  customerBalancesSchema,
  receivablesSchema,
  type SalesByCustomer,
  type SalesByEmployee,
  salesByCustomerSchema,
  salesByEmployeeSchema,
  todayInLagos,
} from '@owo/core';
import type { Transaction } from '@owo/db';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RequestContext } from '../../context.ts';
import { Invalid } from '../../errors.ts';
import { exportFileName, rangeInFileName } from '../../exports/report-table.ts';
import { exportFormats, sendReportTable } from '../../exports/send.ts';
import { envelope, pageInfo, pageInfoSchema } from '../../http/envelope.ts';
import { dateQuery } from '../../http/params.ts';
import { listQuerystring, parseListQuery } from '../../http/query.ts';
import { companyRead } from '../../http/work.ts';
import { customerAging } from './receivables.aging.ts';
import type { AsOfQuery, PeriodQuery } from './receivables.read.ts';
import {
  agingTable,
  balancesTable,
  type DocumentTotals,
  header,
  receivablesTable,
  salesTable,
} from './receivables.tables.ts';
import { customerBalances, openInvoices, salesByCustomer, salesByEmployee } from './receivables.view.ts';

/*
 * The receivables reports (issue 14): GET /reports/aging/customer, /reports/balances/customer,
 * /reports/receivables, /reports/sales/customer and /reports/sales/employee, each with its
 * /export?format=csv|xlsx|pdf taking the same filters, as the financial statements' exports do.
 */

export const access = { access: { permission: 'reports.view' as const } };
export const exportAccess = { ...access, export: true as const };
export const tags = ['Reports'];

export const format = z.enum(exportFormats, { error: 'Format is not valid.' }).describe('csv, xlsx or pdf');
const branch = z.uuid({ error: 'Branch is not valid.' }).optional().describe("One branch's postings only");
export const asOfQuery = z.object({ asOf: z.string().optional().describe('YYYY-MM-DD, default today'), branch });
const periodQuery = z.object({
  from: z.string().optional().describe('YYYY-MM-DD; default the start of the financial year `to` is in'),
  to: z.string().optional().describe('YYYY-MM-DD, default today'),
  branch,
});

export function asOfFilter(query: { asOf?: string | undefined; branch?: string | undefined }): AsOfQuery {
  return { asOf: dateQuery(query.asOf, 'asOf', 'Date') ?? todayInLagos(), branch: query.branch };
}

/** A paged as-of report's query: asOf, branch, limit (default 50) and page. */
export function pagedAsOf(raw: Record<string, unknown>) {
  const query = parseListQuery(raw, 50);
  const filter = asOfFilter({
    asOf: typeof raw.asOf === 'string' ? raw.asOf : undefined,
    branch: typeof raw.branch === 'string' ? raw.branch : undefined,
  });
  return { filter, query };
}

/** The page an export reads: every row. */
export const everyRow = { offset: 0, limit: Number.MAX_SAFE_INTEGER };

function periodFilter(query: z.infer<typeof periodQuery>): PeriodQuery {
  const to = dateQuery(query.to, 'to', 'End date') ?? todayInLagos();
  const from = dateQuery(query.from, 'from', 'Start date');
  if (from && from > to) {
    const message = 'Start date must be on or before the end date';
    throw new Invalid(message, { from: message });
  }
  return { from, to, branch: query.branch };
}

export async function receivablesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/reports/aging/customer', {
    config: access,
    schema: {
      tags,
      summary: 'What each customer owes on a date, by days past due',
      description:
        'asOf (YYYY-MM-DD, default today), branch, limit (default 50), page: customers in name order, totals ' +
        'over every one. Columns: current (not yet due), 1-30, 31-60, 61-90 and over 90 ' +
        "days past the due date. Each customer's total is their receivables balance in the ledger on the date; " +
        'the total equals the receivables account on the trial balance.',
      querystring: listQuerystring({ branch: 'id' }, { asOf: z.string().optional() }),
      response: {
        200: z.object({ message: z.string(), data: agingSchema, pageInfo: pageInfoSchema }),
      },
    },
    handler: async (request) => {
      const { filter, query } = pagedAsOf(request.query as Record<string, unknown>);
      const { report, total } = await companyRead(request, (tx, context) =>
        customerAging(tx, context, { ...filter, offset: query.offset, limit: query.limit }),
      );
      return { message: 'Customer aging', data: report, pageInfo: pageInfo(query.page, query.limit, total) };
    },
  });

  api.get('/reports/aging/customer/export', {
    config: exportAccess,
    schema: {
      tags,
      summary: 'Customer aging as a CSV, XLSX or PDF file',
      description: 'format, and the filters of GET /reports/aging/customer: asOf, branch; every customer.',
      querystring: asOfQuery.extend({ format }),
    },
    handler: async (request, reply) => {
      const filter = asOfFilter(request.query);
      const table = await companyRead(request, async (tx, context) => {
        const { report } = await customerAging(tx, context, { ...filter, ...everyRow });
        return agingTable(await header(tx, context, report.branch), report);
      });
      const fileName = exportFileName(table.companyName, 'Customer aging as of', filter.asOf);
      return sendReportTable(reply, table, request.query.format, fileName);
    },
  });

  api.get('/reports/balances/customer', {
    config: access,
    schema: {
      tags,
      summary: "Each customer's invoiced, received, balance and credit on a date",
      description:
        'asOf (YYYY-MM-DD, default today), branch, limit (default 50), page: customers in name order, totals ' +
        'over every one. From the ledger: invoiced and received are the receivables ' +
        "debits and credits with the customer up to the date, credit is the customer's Customer Deposits balance, " +
        'net is balance less credit. The balances add up to the receivables account.',
      querystring: listQuerystring({ branch: 'id' }, { asOf: z.string().optional() }),
      response: {
        200: z.object({ message: z.string(), data: customerBalancesSchema, pageInfo: pageInfoSchema }),
      },
    },
    handler: async (request) => {
      const { filter, query } = pagedAsOf(request.query as Record<string, unknown>);
      const { report, total } = await companyRead(request, (tx, context) =>
        customerBalances(tx, context, { ...filter, offset: query.offset, limit: query.limit }),
      );
      return { message: 'Customer balances', data: report, pageInfo: pageInfo(query.page, query.limit, total) };
    },
  });

  api.get('/reports/balances/customer/export', {
    config: exportAccess,
    schema: {
      tags,
      summary: 'Customer balances as a CSV, XLSX or PDF file',
      description: 'format, and the filters of GET /reports/balances/customer: asOf, branch; every customer.',
      querystring: asOfQuery.extend({ format }),
    },
    handler: async (request, reply) => {
      const filter = asOfFilter(request.query);
      const table = await companyRead(request, async (tx, context) => {
        const { report } = await customerBalances(tx, context, { ...filter, ...everyRow });
        return balancesTable(await header(tx, context, report.branch), report);
      });
      const fileName = exportFileName(table.companyName, 'Customer balances as of', filter.asOf);
      return sendReportTable(reply, table, request.query.format, fileName);
    },
  });

  api.get('/reports/receivables', {
    config: access,
    schema: {
      tags,
      summary: 'Invoices open on a date, the most overdue first',
      description:
        'asOf (YYYY-MM-DD, default today), branch, limit (default 50), page. Amounts in the home currency: what ' +
        'each invoice still owed on the date. notOnInvoice: receivables no invoice explains (opening balances, ' +
        'journals); totalDue is the receivables account on the date.',
      querystring: listQuerystring({ branch: 'id' }, { asOf: z.string().optional() }),
      response: { 200: z.object({ message: z.string(), data: receivablesSchema, pageInfo: pageInfoSchema }) },
    },
    handler: async (request) => {
      const { filter, query } = pagedAsOf(request.query as Record<string, unknown>);
      const { report, total } = await companyRead(request, (tx, context) =>
        openInvoices(tx, context, { ...filter, offset: query.offset, limit: query.limit }),
      );
      return { message: 'Receivables', data: report, pageInfo: pageInfo(query.page, query.limit, total) };
    },
  });

  api.get('/reports/receivables/export', {
    config: exportAccess,
    schema: {
      tags,
      summary: 'Open invoices as a CSV, XLSX or PDF file',
      description: 'format, and the filters of GET /reports/receivables: asOf, branch; every open invoice.',
      querystring: asOfQuery.extend({ format }),
    },
    handler: async (request, reply) => {
      const filter = asOfFilter(request.query);
      const table = await companyRead(request, async (tx, context) => {
        const { report } = await openInvoices(tx, context, { ...filter, ...everyRow });
        return receivablesTable(await header(tx, context, report.branch), report);
      });
      const fileName = exportFileName(table.companyName, 'Receivables as of', filter.asOf);
      return sendReportTable(reply, table, request.query.format, fileName);
    },
  });

  salesReportRoutes(app, {
    path: 'customer',
    title: 'Sales by customer',
    party: 'Customer',
    schema: salesByCustomerSchema,
    read: async (tx, context, filter) => {
      const report = await salesByCustomer(tx, context, filter);
      return { report, lines: report.rows.map((row) => ({ ...row, name: row.customer.name })) };
    },
  });
  salesReportRoutes(app, {
    path: 'employee',
    title: 'Sales by employee',
    party: 'Employee',
    schema: salesByEmployeeSchema,
    read: async (tx, context, filter) => {
      const report = await salesByEmployee(tx, context, filter);
      return { report, lines: report.rows.map((row) => ({ ...row, name: row.employee?.name ?? 'No employee' })) };
    },
  });
}

interface SalesReport<Report extends SalesByCustomer | SalesByEmployee> {
  path: string;
  title: string;
  /** The first column's heading. */
  party: string;
  schema: z.ZodType<Report>;
  read: (
    tx: Transaction,
    context: RequestContext,
    filter: PeriodQuery,
  ) => Promise<{ report: Report; lines: Array<{ name: string } & DocumentTotals> }>;
}

/** A sales report's JSON route and its export. */
function salesReportRoutes<Report extends SalesByCustomer | SalesByEmployee>(
  app: FastifyInstance,
  sales: SalesReport<Report>,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(`/reports/sales/${sales.path}`, {
    config: access,
    schema: {
      tags,
      summary: `${sales.title} over a period`,
      description:
        'from, to (YYYY-MM-DD, inclusive; default the financial year so far), branch. Approved invoices and sales ' +
        'receipts (not void) dated in the period, home currency: how many, sales before tax (revenue less ' +
        'discounts), tax and total.' +
        (sales.path === 'employee' ? " Documents without an employee are under 'No employee' (employee null)." : ''),
      querystring: periodQuery,
      response: { 200: envelope(sales.schema) },
    },
    handler: async (request) => {
      const filter = periodFilter(request.query);
      const { report } = await companyRead(request, (tx, context) => sales.read(tx, context, filter));
      return { message: sales.title, data: report };
    },
  });

  api.get(`/reports/sales/${sales.path}/export`, {
    config: exportAccess,
    schema: {
      tags,
      summary: `${sales.title} as a CSV, XLSX or PDF file`,
      description: `format, and the filters of GET /reports/sales/${sales.path}: from, to, branch.`,
      querystring: periodQuery.extend({ format }),
    },
    handler: async (request, reply) => {
      const filter = periodFilter(request.query);
      const { table, report } = await companyRead(request, async (tx, context) => {
        const { report, lines } = await sales.read(tx, context, filter);
        const head = await header(tx, context, report.branch);
        return { report, table: salesTable(head, sales.title, sales.party, report, lines) };
      });
      const fileName = exportFileName(table.companyName, sales.title, rangeInFileName(report.from, report.to));
      return sendReportTable(reply, table, request.query.format, fileName);
    },
  });
}
