import { cashFlowViewSchema } from '@owo/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '../../http/envelope.ts';
import { companyRead } from '../../http/work.ts';
import { cashFlow } from './cash-flow.service.ts';
import { periodStatementFilter, periodStatementQuery } from './statement.schemas.ts';

/** The cash flow statement, indirect method (issue 11). */
export async function cashFlowRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/reports/cash-flow', {
    config: { access: { permission: 'reports.view' } },
    schema: {
      tags: ['Reports'],
      summary: 'Cash flow statement for a period (indirect method), with comparison columns',
      description:
        'from, to (YYYY-MM-DD, inclusive; default the financial year so far), compare, branch, showZero. ' +
        'Operating activities start from net profit, add back depreciation (the movement of accumulated ' +
        'depreciation) and the changes in working capital (other current assets and liabilities); investing is ' +
        'the other non-current assets; financing is borrowings (short-term, long-term, credit cards not flagged ' +
        'as banks) and equity. Cash is the accounts under Cash and Cash Equivalents and Bank and any account ' +
        'flagged as a bank. Cash at the beginning plus the net change is cash at the end; when the lines read do ' +
        'not balance (a branch whose entries are split with others), an Unreconciled difference row and ' +
        '`difference` say by how much.',
      querystring: periodStatementQuery,
      response: { 200: envelope(cashFlowViewSchema) },
    },
    handler: async (request) => {
      const filter = periodStatementFilter(request.query);
      const data = await companyRead(request, (tx, context) => cashFlow(tx, context, filter));
      return { message: 'Cash flow', data };
    },
  });
}
