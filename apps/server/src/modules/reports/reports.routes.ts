import {
  balanceSheetViewSchema,
  everyAccountLedgerViewSchema,
  generalLedgerViewSchema,
  profitAndLossViewSchema,
  todayInLagos,
  trialBalanceViewSchema,
} from '@owo/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Invalid } from '../../errors.ts';
import { envelope, pageInfo, pageInfoSchema } from '../../http/envelope.ts';
import { dateQuery } from '../../http/params.ts';
import { parseListQuery } from '../../http/query.ts';
import { companyRead } from '../../http/work.ts';
import { generalLedgerOfEveryAccount } from './general-ledger-all.service.ts';
import { generalLedger, trialBalance } from './reports.service.ts';
import { periodStatementFilter, periodStatementQuery, statementFilter, statementQuery } from './statement.schemas.ts';
import { balanceSheet, profitAndLoss } from './statements.service.ts';

const access = { access: { permission: 'reports.view' as const } };
/** An account's postings are also the chart of accounts' page of that account (/accounting/coa/{id}). */
const ledgerAccess = { access: { permission: ['reports.view', 'accounting.view'] as const } };
const tags = ['Reports'];
/** The ledger's reports: trial balance, general ledger and the financial statements. */
export async function reportRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/reports/trial-balance', {
    config: access,
    schema: {
      tags,
      summary: 'Trial balance as of a date (default today)',
      querystring: z.object({ asOf: z.string().optional() }),
      response: { 200: envelope(trialBalanceViewSchema) },
    },
    handler: async (request) => {
      const asOf = dateQuery(request.query.asOf, 'asOf', 'Date') ?? todayInLagos();
      const data = await companyRead(request, (tx, context) => trialBalance(tx, context, { asOf }));
      return { message: 'Trial balance', data };
    },
  });

  api.get('/reports/general-ledger', {
    config: ledgerAccess,
    schema: {
      tags,
      summary: "One account's postings with a running balance, or every account's",
      description:
        'account, from, to (YYYY-MM-DD, inclusive), limit (default 50), page. Balances are shown in the ' +
        "account's normal direction; a reversal dated on its entry's day is left out with that entry.\n\n" +
        'With `account`: `data` is that account (`account`, `openingBalance`, `closingBalance`, ' +
        '`pageOpeningBalance`, `lines`), paged by its lines.\n\n' +
        'Without `account`: `data.accounts` lists every account with a balance before the period or postings in ' +
        "it, in account code order, each with `openingBalance`, `closingBalance`, the period's `totalDebit` and " +
        '`totalCredit` and its `lines`. Pages count rows across accounts: each line is a row, and an account ' +
        'without lines in the period takes one. An account cut by the page boundary shows on both pages ' +
        '(`continuesOnNextPage`, then `continuedFromPreviousPage` with its `pageOpeningBalance` brought forward).',
      querystring: z
        .object({
          account: z.string().optional().describe('The account; left out, every account'),
          from: z.string().optional(),
          to: z.string().optional(),
        })
        .loose(),
      response: {
        200: z.union([
          z.object({ message: z.string(), data: generalLedgerViewSchema, pageInfo: pageInfoSchema }),
          z.object({ message: z.string(), data: everyAccountLedgerViewSchema, pageInfo: pageInfoSchema }),
        ]),
      },
    },
    handler: async (request) => {
      const raw = request.query as Record<string, unknown>;
      const query = parseListQuery(raw, 50);
      const account = raw.account;
      if (
        account !== undefined &&
        account !== '' &&
        (typeof account !== 'string' || !/^[0-9a-f-]{36}$/i.test(account))
      ) {
        throw new Invalid('Account is not valid.', { account: 'Account is not valid.' });
      }
      const from = dateQuery(raw.from, 'from', 'Start date');
      const to = dateQuery(raw.to, 'to', 'End date');
      if (from && to && from > to)
        throw new Invalid('from must be on or before to', { from: 'from must be on or before to' });
      const range = { from, to, offset: query.offset, limit: query.limit };
      if (typeof account !== 'string' || account === '') {
        const { total, data } = await companyRead(request, (tx, context) =>
          generalLedgerOfEveryAccount(tx, context, range),
        );
        return { message: 'General ledger', data, pageInfo: pageInfo(query.page, query.limit, total) };
      }
      const { total, data } = await companyRead(request, (tx, context) =>
        generalLedger(tx, context, { account, ...range }),
      );
      return { message: 'General ledger', data, pageInfo: pageInfo(query.page, query.limit, total) };
    },
  });

  api.get('/reports/profit-and-loss', {
    config: access,
    schema: {
      tags,
      summary: 'Profit and loss for a period, with comparison columns',
      description:
        'from, to (YYYY-MM-DD, inclusive; default the financial year so far), compare, branch, showZero. Rows are ' +
        'grouped by parent account and sub category with subtotals, then gross, operating and net profit.',
      querystring: periodStatementQuery,
      response: { 200: envelope(profitAndLossViewSchema) },
    },
    handler: async (request) => {
      const filter = periodStatementFilter(request.query);
      const data = await companyRead(request, (tx, context) => profitAndLoss(tx, context, filter));
      return { message: 'Profit and loss', data };
    },
  });

  api.get('/reports/balance-sheet', {
    config: access,
    schema: {
      tags,
      summary: 'Balance sheet as of a date, with comparison columns',
      description:
        'asOf (YYYY-MM-DD, default today), compare, branch, showZero. Income and expenses are not closed by an ' +
        "entry: the profit of earlier financial years and of the year so far are equity's last lines.",
      querystring: statementQuery.extend({ asOf: z.string().optional() }),
      response: { 200: envelope(balanceSheetViewSchema) },
    },
    handler: async (request) => {
      const asOf = dateQuery(request.query.asOf, 'asOf', 'Date') ?? todayInLagos();
      const filter = statementFilter(request.query);
      const data = await companyRead(request, (tx, context) => balanceSheet(tx, context, { asOf, ...filter }));
      return { message: 'Balance sheet', data };
    },
  });
}
