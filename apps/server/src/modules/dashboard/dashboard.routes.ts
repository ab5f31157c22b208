import { todayInLagos } from '@owo/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Invalid } from '../../errors.ts';
import { envelope } from '../../http/envelope.ts';
import { dateQuery } from '../../http/params.ts';
import { companyRead } from '../../http/work.ts';
import { dashboard } from './dashboard.view.ts';

const accountLine = { _id: z.string(), account_code: z.string(), account_name: z.string() };

const dashboardSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Each cash and bank account's balance at `to`, and the last date it was reconciled to. */
  cash: z.array(z.object({ ...accountLine, balance: z.number(), lastReconciled: z.string().nullable() })),
  totalCash: z.number(),
  /** Received into and paid out of cash and bank in the period, moves between them left out. */
  moneyIn: z.number(),
  moneyOut: z.number(),
  income: z.number(),
  expenses: z.number(),
  profit: z.number(),
  /** The twelve months ending with `to`'s, oldest first. */
  byMonth: z.array(z.object({ month: z.string(), label: z.string(), income: z.number(), expenses: z.number() })),
  topExpenses: z.array(z.object({ ...accountLine, amount: z.number() })),
  awaitingApproval: z.object({
    count: z.number(),
    journals: z.array(z.object({ _id: z.string(), number: z.string(), date: z.string(), reference: z.string() })),
    /** Invoices, bills, expenses and purchase orders waiting, newest first (5 at most), with the page that opens each. */
    documents: z.array(
      z.object({
        _id: z.string(),
        kind: z.string(),
        number: z.string(),
        date: z.string(),
        total: z.number(),
        path: z.string(),
      }),
    ),
  }),
  /** What customers owe and what is owed to suppliers at `to` (the system accounts). */
  receivables: z.number(),
  payables: z.number(),
});

/** The dashboard's figures for a period (default: this month so far). */
export async function dashboardRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/dashboard', {
    config: { access: { permission: 'reports.view' } },
    schema: {
      tags: ['Reports'],
      summary: 'The dashboard: cash, money in and out, profit, 12 months, top expenses, approvals',
      description: 'from, to (YYYY-MM-DD, inclusive; default the current month up to today).',
      querystring: z.object({ from: z.string().optional(), to: z.string().optional() }),
      response: { 200: envelope(dashboardSchema) },
    },
    handler: async (request) => {
      const to = dateQuery(request.query.to, 'to', 'End date') ?? todayInLagos();
      const from = dateQuery(request.query.from, 'from', 'Start date') ?? `${to.slice(0, 8)}01`;
      if (from > to) {
        const message = 'Start date must be on or before the end date';
        throw new Invalid(message, { from: message });
      }
      const data = await companyRead(request, (tx, context) => dashboard(tx, context, { from, to }));
      return { message: 'Dashboard', data };
    },
  });
}
