import { isCalendarDate } from '../dates.ts';

/*
 * How much of a pay period (a calendar month, YYYY-MM) an employee was employed (issue 28: "A joiner
 * or leaver in the month is prorated by calendar days (the company may choose working days)").
 * Reference section 5: calendar days = days employed / days in the month (a joiner on 15 July gets
 * 17/31); working days = weekdays (Monday to Friday) employed / weekdays in the month, less the
 * public holidays the company lists.
 */

export const prorationBases = ['calendarDays', 'workingDays'] as const;
export type ProrationBasis = (typeof prorationBases)[number];

/** Days employed in the period over the period's days, counted by the company's basis. */
export interface Proration {
  days: number;
  daysInPeriod: number;
}

export interface EmployedDaysInput {
  period: string;
  basis: ProrationBasis;
  /** First day employed (YYYY-MM-DD); absent: employed before the period began. */
  employedFrom?: string | null;
  /** Last day employed; absent: still employed after the period ends. */
  employedTo?: string | null;
  /** Public holidays (YYYY-MM-DD) left out of working days; ignored for calendar days. */
  holidays?: readonly string[];
}

const PERIOD = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The period's year and month (1-12); throws on anything but YYYY-MM. */
export function periodParts(period: string): { year: number; month: number } {
  const match = PERIOD.exec(period);
  if (!match) throw new RangeError(`Not a YYYY-MM period: ${period}`);
  return { year: Number(match[1]), month: Number(match[2]) };
}

/** The first and last days of a period, YYYY-MM-DD. */
export function periodDates(period: string): { first: string; last: string } {
  const { year, month } = periodParts(period);
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { first: `${period}-01`, last: `${period}-${String(lastDay).padStart(2, '0')}` };
}

export function employedDays(input: EmployedDaysInput): Proration {
  const { year, month } = periodParts(input.period);
  const { first, last } = periodDates(input.period);
  const from = laterOf(first, checkedDate(input.employedFrom));
  const to = earlierOf(last, checkedDate(input.employedTo));
  const holidays = new Set(input.basis === 'workingDays' ? (input.holidays ?? []) : []);
  // Day by day by number, the weekday from the first's: a payroll of thousands counts a month for each.
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const lastDay = Number(last.slice(8));
  let days = 0;
  let daysInPeriod = 0;
  for (let dayOfMonth = 1; dayOfMonth <= lastDay; dayOfMonth += 1) {
    const day = `${input.period}-${String(dayOfMonth).padStart(2, '0')}`;
    const weekday = (firstWeekday + dayOfMonth - 1) % 7;
    if (input.basis === 'workingDays' && (weekday === 0 || weekday === 6 || holidays.has(day))) continue;
    daysInPeriod += 1;
    if (day >= from && day <= to) days += 1;
  }
  return { days, daysInPeriod };
}

/**
 * How many months of the tax year (the calendar year) the employee will still be paid after this
 * period, as far as is known: to December, or to the month they leave. Used to project the year's
 * income (paye.ts); a leaver's last month projects nothing, so their PAYE is trued up to the year.
 */
export function monthsLeftInYear(period: string, employedTo?: string | null): number {
  const { year, month } = periodParts(period);
  const to = checkedDate(employedTo);
  if (to === undefined || Number(to.slice(0, 4)) > year) return 12 - month;
  return Math.max(Number(to.slice(0, 4)) < year ? 0 : Number(to.slice(5, 7)) - month, 0);
}

function checkedDate(day: string | null | undefined): string | undefined {
  if (day === null || day === undefined) return undefined;
  if (!isCalendarDate(day)) throw new RangeError(`Not a YYYY-MM-DD date: ${day}`);
  return day;
}

function laterOf(a: string, b: string | undefined): string {
  return b !== undefined && b > a ? b : a;
}

function earlierOf(a: string, b: string | undefined): string {
  return b !== undefined && b < a ? b : a;
}
