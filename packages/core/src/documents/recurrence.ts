/**
 * The days a recurring invoice is made on (issue 14): the start date, then every week, month,
 * quarter or year after it. Each run is counted from the start, not from the run before, so a
 * schedule started on 31 January runs on 28 (or 29) February and on 31 March again, never
 * drifting to the 28th for good.
 */

export type Frequency = 'weekly' | 'monthly' | 'quarterly' | 'yearly';

const monthsOf: Record<Exclude<Frequency, 'weekly'>, number> = { monthly: 1, quarterly: 3, yearly: 12 };

function parts(day: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${day}`);
  return { year: Number(match[1]), month: Number(match[2]) - 1, date: Number(match[3]) };
}

const iso = (date: Date) => date.toISOString().slice(0, 10);

/** The day of run number `index` (0 is the start date). */
export function runDate(start: string, frequency: Frequency, index: number): string {
  if (!Number.isInteger(index) || index < 0) throw new RangeError(`A run number is a whole number from 0: ${index}`);
  const { year, month, date } = parts(start);
  if (frequency === 'weekly') return iso(new Date(Date.UTC(year, month, date + 7 * index)));
  const targetMonth = month + monthsOf[frequency] * index;
  const lastDay = new Date(Date.UTC(year, targetMonth + 1, 0)).getUTCDate();
  return iso(new Date(Date.UTC(year, targetMonth, Math.min(date, lastDay))));
}

export interface Recurrence {
  startDate: string;
  frequency: Frequency;
  endDate?: string | null;
  maxCount?: number | null;
}

/** The day of the run after `made` runs, or null when the schedule has finished (end date or count). */
export function nextRun(recurrence: Recurrence, made: number): string | null {
  if (recurrence.maxCount != null && made >= recurrence.maxCount) return null;
  const day = runDate(recurrence.startDate, recurrence.frequency, made);
  if (recurrence.endDate && day > recurrence.endDate) return null;
  return day;
}

/**
 * The day of the next run when `made` runs have been made, the last on `lastRun`: the first run
 * day of the recurrence after it (the start date when none was made), or null when the schedule
 * has finished. Counted from the last run day rather than by the number made, so a schedule whose
 * start or frequency changed after some runs carries on from there and never makes a day again.
 */
export function nextRunAfter(recurrence: Recurrence, made: number, lastRun: string | null): string | null {
  if (recurrence.maxCount != null && made >= recurrence.maxCount) return null;
  let index = 0;
  if (lastRun !== null) {
    // Close below the answer from the days between, then forward (weeks are 7 days, months at least 28).
    const days = (Date.parse(lastRun) - Date.parse(recurrence.startDate)) / 86_400_000;
    const period = recurrence.frequency === 'weekly' ? 7 : 31 * monthsOf[recurrence.frequency];
    index = Math.max(0, Math.floor(days / period) - 1);
    while (runDate(recurrence.startDate, recurrence.frequency, index) <= lastRun) index += 1;
  }
  const day = runDate(recurrence.startDate, recurrence.frequency, index);
  if (recurrence.endDate && day > recurrence.endDate) return null;
  return day;
}

/*
 * How far from today a schedule's first invoice date may be (issue 26). Up to 31 days back, so a
 * retainer agreed last month can still start on its real first day and that invoice is made at
 * once; further back, the worker would make every run missed since, which nobody setting up a
 * schedule means (one started in 1990 made 1,926 weekly invoices). Up to a year ahead, which
 * covers a yearly renewal set up early; a later start is a slip of the keyboard more often than
 * a plan. Relative to today because the harm is the backlog between the start and today, which a
 * fixed calendar range cannot bound. A backlog is bounded too (RECURRING_CATCH_UP_RUNS), for
 * schedules paused for long or saved before this rule.
 */
export const RECURRING_START_DAYS_BACK = 31;

export const recurringStartMessages = {
  tooEarly: `First invoice date cannot be more than ${RECURRING_START_DAYS_BACK} days before today`,
  tooLate: 'First invoice date cannot be more than a year after today',
} as const;

/** The first and last first invoice dates a schedule may be given on `today` (YYYY-MM-DD, inclusive). */
export function recurringStartRange(today: string): { earliest: string; latest: string } {
  const { year, month, date } = parts(today);
  const earliest = iso(new Date(Date.UTC(year, month, date - RECURRING_START_DAYS_BACK)));
  return { earliest, latest: runDate(today, 'yearly', 1) };
}

/** Why a first invoice date is refused on `today`, or null when it may be used. */
export function recurringStartRefusal(startDate: string, today: string): string | null {
  const { earliest, latest } = recurringStartRange(today);
  if (startDate < earliest) return recurringStartMessages.tooEarly;
  if (startDate > latest) return recurringStartMessages.tooLate;
  return null;
}

/*
 * The most runs of one schedule made as it says (approved, or awaiting approval) at once (issue
 * 26). A schedule paused for long, or saved with a start in 1990 before the start was bounded,
 * made every missed run when its worker next ran, posted and emailed: one weekly schedule made
 * 1,926 invoices and 1,926 emails in three minutes. Of the runs due at once, only the newest
 * three are made as the schedule says; the older ones are saved as drafts, which post nothing
 * and email nobody, for the owner to approve or delete. Three covers a server down over a long
 * weekend or a schedule paused for a few periods, and is few enough to put right by hand if they
 * were unwanted. Applied by apps/server/src/modules/invoices/recurring.worker.ts, which also
 * emails only a run dated today; shown by the schedule form before saving.
 */
export const RECURRING_CATCH_UP_RUNS = 3;
