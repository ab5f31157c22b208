import { addDays } from '../dates.ts';
import { periodDates } from '../payroll/proration.ts';
import { shiftPeriod } from './deadlines.ts';

/*
 * The tax calendar (issue 29): when company income tax falls due, and how an obligation stands on
 * a given day. Like the return deadlines, the rules are dated data: a change in the law is a new
 * row from the year it applies to, not a code change. docs/tax-returns.md, "Calendar".
 */

export const obligationKinds = ['vat', 'wht', 'paye', 'pension', 'nhf', 'cit'] as const;
export type ObligationKind = (typeof obligationKinds)[number];

export const obligationStatuses = ['upcoming', 'due', 'overdue', 'filed', 'paid'] as const;
export type ObligationStatus = (typeof obligationStatuses)[number];

interface IncomeTaxRule {
  /** The first financial year end (YYYY-MM) the rule applies to. */
  from: string;
  /** The return (and the tax) is due on the last day of this many months after the year end. */
  monthsAfterYearEnd: number;
}

/** CITA s.55 as kept by the NTAA 2025: the company income tax return six months after the year end. */
export const incomeTaxDeadlineRules: readonly IncomeTaxRule[] = [{ from: '2000-01', monthsAfterYearEnd: 6 }];

interface CalendarRule {
  /** The first day the rule applies from. */
  from: string;
  /** An obligation not yet filed is `due` (rather than `upcoming`) this many days before its due date. */
  dueWithinDays: number;
  /** A paid obligation stays on the calendar while it fell due on or after the first of this many months back. */
  paidShownForMonths: number;
  /** How far back the calendar looks for returns not settled, in months before the current one. */
  monthsBack: number;
  /** How far ahead it shows what falls due, in months after today. */
  monthsAhead: number;
  /** Notifications are raised this many days before an obligation falls due. */
  remindDaysBefore: number;
}

export const taxCalendarRules: readonly CalendarRule[] = [
  { from: '2000-01-01', dueWithinDays: 7, paidShownForMonths: 1, monthsBack: 12, monthsAhead: 3, remindDaysBefore: 3 },
];

export function calendarRuleOn(day: string): CalendarRule {
  const rule = taxCalendarRules.filter((row) => row.from <= day).at(-1);
  if (!rule) throw new RangeError(`No tax calendar rule on ${day}`);
  return rule;
}

/**
 * The last financial year ended before `today`, from the month the year starts (1 to 12): its
 * first and last days. A year starting in January ends on 31 December.
 */
export function lastFinishedFinancialYear(startMonth: number, today: string): { from: string; to: string } {
  if (!Number.isInteger(startMonth) || startMonth < 1 || startMonth > 12) {
    throw new RangeError(`Not a month: ${startMonth}`);
  }
  const lastMonth = `${today.slice(0, 4)}-${String(startMonth).padStart(2, '0')}`;
  // The year ending in this calendar year ends the month before startMonth (December of last year for January).
  let yearEnd = periodDates(shiftPeriod(lastMonth, -1)).last;
  if (yearEnd >= today) yearEnd = periodDates(shiftPeriod(lastMonth, -13)).last;
  return { from: periodDates(shiftPeriod(yearEnd.slice(0, 7), -11)).first, to: yearEnd };
}

/** When company income tax for the year ending `yearEnd` (YYYY-MM-DD) is due. */
export function incomeTaxDueDate(yearEnd: string): string {
  const month = yearEnd.slice(0, 7);
  const rule = incomeTaxDeadlineRules.filter((row) => row.from <= month).at(-1);
  if (!rule) throw new RangeError(`No company income tax deadline for the year ending ${yearEnd}`);
  return periodDates(shiftPeriod(month, rule.monthsAfterYearEnd)).last;
}

export interface ObligationFacts {
  dueDate: string;
  today: string;
  /** The return is filed. */
  filed: boolean;
  /** A remittance (PAYE, pension, NHF) has no return here: it is settled by paying what is owed. */
  remittance?: boolean;
  /** Null when Owo does not know the amount (company income tax). */
  amountDue: number | null;
  amountPaid: number;
}

/**
 * How an obligation stands today. Filed and fully paid (or filed with nothing to pay) is `paid`.
 * Past its due date, anything not filed, or filed and not fully paid, is `overdue`: the tax is due
 * with the return, so a filed return left unpaid is late just the same. Filed and not yet due is
 * `filed`. A remittance is `paid` once nothing is owed. Not filed, it is `due` within the rule's window before its due date, else `upcoming`.
 */
export function obligationStatus(facts: ObligationFacts): ObligationStatus {
  const owed = facts.amountDue === null ? null : facts.amountDue - facts.amountPaid;
  if ((facts.filed || facts.remittance) && owed !== null && owed <= 0) return 'paid';
  if (facts.dueDate < facts.today) return 'overdue';
  if (facts.filed) return 'filed';
  const window = calendarRuleOn(facts.today).dueWithinDays;
  return facts.dueDate <= addDays(facts.today, window) ? 'due' : 'upcoming';
}

/** Whether an obligation belongs on today's calendar: anything unsettled, and what was paid recently. */
export function shownOnCalendar(status: ObligationStatus, dueDate: string, today: string): boolean {
  if (status !== 'paid') return true;
  const months = calendarRuleOn(today).paidShownForMonths;
  return dueDate >= `${shiftPeriod(today.slice(0, 7), -months)}-01`;
}
