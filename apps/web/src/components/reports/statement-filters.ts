import { isDatePreset, presetRange, todayInLagos } from '@owo/core';
import type { StatementComparison, StatementFilters } from '../../api/reports.ts';
import type { ListParams } from '../../lib/list-params.ts';

export const comparisonOptions: Array<{ value: StatementComparison; label: string }> = [
  { value: 'none', label: 'No comparison' },
  { value: 'previous-period', label: 'Previous period' },
  { value: 'last-year', label: 'Same period last year' },
  { value: 'monthly', label: 'Last 12 months by month' },
];

const isComparison = (value: string): value is StatementComparison =>
  comparisonOptions.some((option) => option.value === value);

/** The choices every statement shares, from the URL (so a statement can be shared and bookmarked). */
export function statementFilters(list: ListParams): StatementFilters {
  const compare = list.get('compare');
  return {
    compare: isComparison(compare) ? compare : 'none',
    branch: list.get('branch') || undefined,
    showZero: list.get('zero') === 'show',
  };
}

/**
 * A period statement's dates: a preset of spec section 9, a custom range, or by default the
 * financial year so far (no start date: the server knows when the company's year starts).
 */
export function statementPeriod(list: ListParams, today = todayInLagos()): { from?: string; to: string } {
  const period = list.get('period');
  if (isDatePreset(period)) return presetRange(period, today);
  if (period === 'custom') return { from: list.get('from') || undefined, to: list.get('to') || today };
  return { to: today };
}

/** The account page's postings for a column's dates: the drill-down from a figure. */
export function postingsPath(accountId: string, dates: { from?: string; to: string }): string {
  const search = new URLSearchParams({ period: 'custom', ...(dates.from ? { from: dates.from } : {}), to: dates.to });
  return `/accounting/coa/${encodeURIComponent(accountId)}?${search}`;
}
