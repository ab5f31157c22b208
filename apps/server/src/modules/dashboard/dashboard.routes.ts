import { dashboardViewSchema, todayInLagos } from '@owo/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Invalid } from '../../errors.ts';
import { envelope } from '../../http/envelope.ts';
import { dateQuery } from '../../http/params.ts';
import { companyRead } from '../../http/work.ts';
import { dashboard } from './dashboard.view.ts';

/** The dashboard's figures for a period (default: this month so far). */
export async function dashboardRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/dashboard', {
    config: { access: { permission: 'reports.view' } },
    schema: {
      tags: ['Reports'],
      summary: 'The dashboard: cash, money in and out, profit, 12 months, top expenses, approvals',
      description: 'from, to (YYYY-MM-DD, inclusive; default the current month up to today).',
      querystring: z.object({ from: z.string().optional(), to: z.string().optional() }),
      response: { 200: envelope(dashboardViewSchema) },
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
