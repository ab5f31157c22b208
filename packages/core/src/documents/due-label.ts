import { isCalendarDate } from '../dates.ts';

/**
 * The due label of a document (spec section 4): 0 days to the due date is 'Today' (type 1), ahead
 * is 'Due in N days' (type 1), past is 'Due N days ago' (type 0, shown as overdue). Days are
 * calendar days between YYYY-MM-DD business dates (Africa/Lagos: pass todayInLagos()), so the
 * label changes at midnight in Lagos, not 24 hours after the document was saved.
 *
 * One day is written 'Due in 1 day' and 'Due 1 day ago': the spec writes the plural form with N,
 * and a label reading '1 days' is an error a user notices.
 */

export interface DueLabel {
  label: string;
  /** 1: due today or later; 0: past due. */
  type: 0 | 1;
  /** Days from today to the due date: negative when past due. */
  days: number;
}

const DAY_MS = 86_400_000;

/** Calendar days from `from` to `to` (negative when `to` is earlier); both YYYY-MM-DD. */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayNumber(to) - dayNumber(from)) / DAY_MS);
}

export function dueLabel(dueDate: string, today: string): DueLabel {
  const days = daysBetween(today, dueDate);
  if (days === 0) return { label: 'Today', type: 1, days };
  const count = `${Math.abs(days)} ${Math.abs(days) === 1 ? 'day' : 'days'}`;
  return days > 0 ? { label: `Due in ${count}`, type: 1, days } : { label: `Due ${count} ago`, type: 0, days };
}

function dayNumber(day: string): number {
  if (!isCalendarDate(day)) throw new RangeError(`Not a YYYY-MM-DD date: ${day}`);
  return Date.parse(`${day}T00:00:00Z`);
}
