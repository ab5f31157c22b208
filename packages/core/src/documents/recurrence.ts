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
