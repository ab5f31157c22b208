import { todayInLagos } from '@owo/core';
import type { Transaction } from '@owo/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RequestContext } from '../../context.ts';
import { Invalid } from '../../errors.ts';
import { type CompanyReader, everyAccountLedgerTable, ledgerTable, readLedgerPage } from '../../exports/ledger-rows.ts';
import { exportFileName, rangeInFileName } from '../../exports/report-table.ts';
import { exportFormats, pdfLineLimit, sendReportTable } from '../../exports/send.ts';
import {
  balanceSheetTable,
  periodStatementTable,
  type ReportContext,
  trialBalanceTable,
} from '../../exports/statement-tables.ts';
import { dateQuery } from '../../http/params.ts';
import { companyRead } from '../../http/work.ts';
import { getBranch } from '../branches/index.ts';
import { getCompany } from '../companies/index.ts';
import { cashFlow } from './cash-flow.service.ts';
import { accountsWithActivity } from './general-ledger-all.service.ts';
import { trialBalance } from './reports.service.ts';
import { periodStatementFilter, periodStatementQuery, statementFilter, statementQuery } from './statement.schemas.ts';
import { balanceSheet, profitAndLoss } from './statements.service.ts';

/*
 * The ledger's reports as files (issue 11, "Exports"): GET /reports/<report>/export?format=csv|xlsx|pdf
 * with the same filters, words and permissions as the report's JSON route (reports.routes.ts).
 */

const exportAccess = { access: { permission: 'reports.view' as const }, export: true as const };
const ledgerAccess = { access: { permission: ['reports.view', 'accounting.view'] as const } };
const tags = ['Reports'];

const format = z.enum(exportFormats, { error: 'Format is not valid.' }).describe('csv, xlsx or pdf');

/** The JSON routes' statement filters, with the same words on bad input, and the format. */
const statementExportQuery = statementQuery.extend({ format });

/** The company's name, and the branch the report is narrowed to, for the title block. */
async function reportContext(tx: Transaction, context: RequestContext, branch?: string): Promise<ReportContext> {
  const company = await getCompany(tx, context.userId, context.companyId);
  const details = branch ? [`Branch: ${(await getBranch(tx, context, { id: branch })).name}`] : [];
  return { companyName: company.name, details, printedAt: new Date() };
}

/** The account the JSON general ledger asks for, refused with the same words. */
/** The account asked for; none (left out or empty) is every account. */
function accountQuery(raw: unknown): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string' || !/^[0-9a-f-]{36}$/i.test(raw)) {
    throw new Invalid('Account is not valid.', { account: 'Account is not valid.' });
  }
  return raw;
}

function ledgerQuery(query: { account?: string | undefined; from?: string | undefined; to?: string | undefined }) {
  const account = accountQuery(query.account);
  const from = dateQuery(query.from, 'from', 'Start date');
  const to = dateQuery(query.to, 'to', 'End date');
  if (from && to && from > to)
    throw new Invalid('from must be on or before to', { from: 'from must be on or before to' });
  return { account, from, to };
}

/** Reads each page of a long report in a read transaction of its own, of the caller's company. */
function readerOf(request: FastifyRequest): CompanyReader {
  return (work) => companyRead(request, work);
}

export async function reportExportRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  const periodStatements = [
    { path: 'profit-and-loss', title: 'Profit and loss', read: profitAndLoss },
    { path: 'cash-flow', title: 'Cash flow', read: cashFlow },
  ] as const;
  for (const statement of periodStatements) {
    api.get(`/reports/${statement.path}/export`, {
      config: exportAccess,
      schema: {
        tags,
        summary: `${statement.title} as a CSV, XLSX or PDF file`,
        description: `format, and the filters of GET /reports/${statement.path}: from, to, compare, branch, showZero.`,
        querystring: periodStatementQuery.extend({ format }),
      },
      handler: async (request, reply) => {
        const filter = periodStatementFilter(request.query);
        const { table, data } = await companyRead(request, async (tx, context) => {
          const data = await statement.read(tx, context, filter);
          const header = await reportContext(tx, context, data.branch ?? undefined);
          return { data, table: periodStatementTable(header, statement.title, data) };
        });
        const fileName = exportFileName(table.companyName, statement.title, rangeInFileName(data.from, data.to));
        return sendReportTable(reply, table, request.query.format, fileName);
      },
    });
  }

  api.get('/reports/balance-sheet/export', {
    config: exportAccess,
    schema: {
      tags,
      summary: 'Balance sheet as a CSV, XLSX or PDF file',
      description: 'format, and the filters of GET /reports/balance-sheet: asOf, compare, branch, showZero.',
      querystring: statementExportQuery.extend({ asOf: z.string().optional() }),
    },
    handler: async (request, reply) => {
      const asOf = dateQuery(request.query.asOf, 'asOf', 'Date') ?? todayInLagos();
      const filter = statementFilter(request.query);
      const table = await companyRead(request, async (tx, context) => {
        const data = await balanceSheet(tx, context, { asOf, ...filter });
        return balanceSheetTable(await reportContext(tx, context, data.branch ?? undefined), data);
      });
      const fileName = exportFileName(table.companyName, 'Balance sheet as of', asOf);
      return sendReportTable(reply, table, request.query.format, fileName);
    },
  });

  api.get('/reports/trial-balance/export', {
    config: exportAccess,
    schema: {
      tags,
      summary: 'Trial balance as a CSV, XLSX or PDF file',
      description: 'format, and asOf (YYYY-MM-DD, default today) as GET /reports/trial-balance.',
      querystring: z.object({ format, asOf: z.string().optional() }),
    },
    handler: async (request, reply) => {
      const asOf = dateQuery(request.query.asOf, 'asOf', 'Date') ?? todayInLagos();
      const table = await companyRead(request, async (tx, context) =>
        trialBalanceTable(
          await reportContext(tx, context, context.branchScope ?? undefined),
          await trialBalance(tx, context, { asOf }),
        ),
      );
      const fileName = exportFileName(table.companyName, 'Trial balance as of', asOf);
      return sendReportTable(reply, table, request.query.format, fileName);
    },
  });

  api.get('/reports/general-ledger/export', {
    config: { ...ledgerAccess, export: true },
    schema: {
      tags,
      summary: "An account's postings, or every account's, with running balances, as a CSV, XLSX or PDF file",
      description:
        'format, account (left out: every account with a balance or postings, each under its heading), from, to ' +
        '(YYYY-MM-DD, inclusive): every posting of the range, not a page. ' +
        `CSV and XLSX stream however long the ledger; a PDF of more than ${pdfLineLimit} lines is refused with 422.`,
      querystring: z.object({
        format,
        account: z.string().optional().describe('The account; left out, every account'),
        from: z.string().optional(),
        to: z.string().optional(),
      }),
    },
    handler: async (request, reply) => {
      const { account, ...period } = ledgerQuery(request.query);
      const printedAt = new Date();
      if (account === undefined) {
        const { active, companyName } = await companyRead(request, async (tx, context) => ({
          companyName: (await reportContext(tx, context)).companyName,
          active: await accountsWithActivity(tx, context, period),
        }));
        const table = everyAccountLedgerTable(readerOf(request), period, active, { companyName, printedAt });
        const fileName = exportFileName(companyName, 'General ledger', rangeInFileName(period.from, period.to));
        return sendReportTable(reply, table, request.query.format, fileName);
      }
      const query = { account, ...period };
      // The first page is read with the company's name: a wrong account is answered 404 before the file starts.
      const { first, companyName } = await companyRead(request, async (tx, context) => ({
        companyName: (await reportContext(tx, context)).companyName,
        first: await readLedgerPage(tx, context, query),
      }));
      const table = ledgerTable(readerOf(request), query, first, { companyName, printedAt });
      const { account: chosen } = first.data;
      const fileName = exportFileName(
        companyName,
        'General ledger',
        `${chosen.account_code} ${chosen.account_name}`,
        rangeInFileName(query.from, query.to),
      );
      return sendReportTable(reply, table, request.query.format, fileName);
    },
  });
}
