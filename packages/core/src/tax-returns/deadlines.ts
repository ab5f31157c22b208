import { periodDates } from '../payroll/proration.ts';
import { addMonths } from '../statements.ts';

/*
 * When a return falls due and how its payments stand. Deadlines are dated data: a rule applies to
 * the periods from its `from` month on, so a change in the law is a new row, not a code change.
 */

export const taxReturnTypes = ['vat', 'wht'] as const;
export type TaxReturnType = (typeof taxReturnTypes)[number];

interface DeadlineRule {
  type: TaxReturnType;
  /** The first period (YYYY-MM) the rule applies to. */
  from: string;
  /** Due on this day of the month after the period. */
  dayOfNextMonth: number;
}

/** NTAA 2025: VAT and WHT returns (and payment) by the 21st of the following month. */
export const taxDeadlineRules: readonly DeadlineRule[] = [
  { type: 'vat', from: '2000-01', dayOfNextMonth: 21 },
  { type: 'wht', from: '2000-01', dayOfNextMonth: 21 },
];

/** 'YYYY-MM' -> its first and last day, as the ledger's readers take a date range. */
export function periodDays(period: string): { from: string; to: string } {
  const { first, last } = periodDates(period);
  return { from: first, to: last };
}

/** The period `months` after (or before, when negative) the one given. */
export function shiftPeriod(period: string, months: number): string {
  return addMonths(`${period}-01`, months).slice(0, 7);
}

export function returnDueDate(type: TaxReturnType, period: string): string {
  const rule = taxDeadlineRules.filter((row) => row.type === type && row.from <= period).at(-1);
  if (!rule) throw new RangeError(`No deadline for ${type} returns of ${period}`);
  return `${shiftPeriod(period, 1)}-${String(rule.dayOfNextMonth).padStart(2, '0')}`;
}

export const returnPaymentStatuses = ['nothing-to-pay', 'unpaid', 'part-paid', 'paid'] as const;
export type ReturnPaymentStatus = (typeof returnPaymentStatuses)[number];

export function returnPaymentStatus(amountDue: number, amountPaid: number): ReturnPaymentStatus {
  if (amountDue <= 0) return 'nothing-to-pay';
  if (amountPaid <= 0) return 'unpaid';
  return amountPaid >= amountDue ? 'paid' : 'part-paid';
}
