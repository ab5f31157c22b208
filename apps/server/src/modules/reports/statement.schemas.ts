import { statementComparisons, todayInLagos } from '@owo/core';
import { z } from 'zod';
import { dateQuery } from '../../http/params.ts';

/*
 * What every financial statement route shares (profit and loss, balance sheet, cash flow, their
 * exports): the filters, with the screen's words on bad input. The rows they answer are core's
 * statementRowViewSchema.
 */

export const statementQuery = z.object({
  compare: z
    .enum(statementComparisons, { error: 'Comparison is not valid.' })
    .optional()
    .describe('none (default), previous-period, last-year or monthly (the last 12 months by month)'),
  branch: z.uuid({ error: 'Branch is not valid.' }).optional().describe("One branch's postings only"),
  showZero: z.enum(['true', 'false'], { error: 'Show zero rows is not valid.' }).optional(),
});

export function statementFilter(query: z.infer<typeof statementQuery>) {
  return { comparison: query.compare ?? 'none', branch: query.branch, showZero: query.showZero === 'true' };
}

/** The filters of a statement over a period (profit and loss, cash flow), with its dates. */
export const periodStatementQuery = statementQuery.extend({ from: z.string().optional(), to: z.string().optional() });

/**
 * A period statement's dates and filters as its service takes them: `to` defaults to today, `from`
 * to the start of that financial year (which the service knows).
 */
export function periodStatementFilter(query: z.infer<typeof periodStatementQuery>) {
  return {
    to: dateQuery(query.to, 'to', 'End date') ?? todayInLagos(),
    from: dateQuery(query.from, 'from', 'Start date'),
    ...statementFilter(query),
  };
}
