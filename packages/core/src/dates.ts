/**
 * Business dates (DESIGN.md section 3): plain YYYY-MM-DD calendar dates, counted in Africa/Lagos.
 * The date-range presets of spec section 9, as from/to calendar dates (YYYY-MM-DD, inclusive).
 * Business days are Africa/Lagos days, so "today" is asked of Intl in that time zone and the
 * calendar arithmetic is done on UTC dates, which have no daylight-saving jumps.
 */

export const datePresets = [
  { value: '365', label: '365 Days' },
  { value: '120', label: '120 Days' },
  { value: '90', label: '90 Days' },
  { value: '60', label: '60 Days' },
  { value: '30', label: '30 Days' },
  { value: 'last-month', label: 'Last Month' },
  { value: 'this-month', label: 'This Month' },
  { value: 'last-year', label: 'Last Year' },
] as const;

export type DatePreset = (typeof datePresets)[number]['value'];

export interface DateRange {
  from: string;
  to: string;
}

export function isDatePreset(value: string | null | undefined): value is DatePreset {
  return datePresets.some((preset) => preset.value === value);
}

const lagosDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Lagos',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date in Lagos at a moment, as YYYY-MM-DD. */
export function todayInLagos(now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return lagosDay.format(now);
}

function parse(day: string): Date {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new RangeError(`Not a YYYY-MM-DD date: ${day}`);
  return new Date(`${day}T00:00:00Z`);
}

function format(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Day 0 of a month is the last day of the month before, so this also takes month overflow. */
function utcDate(year: number, monthIndex: number, day: number): Date {
  return new Date(Date.UTC(year, monthIndex, day));
}

/**
 * The range a preset covers on `today`. "N Days" runs from N days before today to today;
 * months and years are whole calendar months and years.
 */
export function presetRange(preset: DatePreset, today: string): DateRange {
  const date = parse(today);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  switch (preset) {
    case 'last-month':
      return { from: format(utcDate(year, month - 1, 1)), to: format(utcDate(year, month, 0)) };
    case 'this-month':
      return { from: format(utcDate(year, month, 1)), to: format(utcDate(year, month + 1, 0)) };
    case 'last-year':
      return { from: `${year - 1}-01-01`, to: `${year - 1}-12-31` };
    default: {
      const days = Number(preset);
      return { from: format(utcDate(year, month, date.getUTCDate() - days)), to: today };
    }
  }
}

/** The dates a list filters by: a preset's, or the custom from/to typed in; empty means open-ended. */
export function resolveRange(filter: { period: string; from: string; to: string }, today: string): Partial<DateRange> {
  if (isDatePreset(filter.period)) return presetRange(filter.period, today);
  return { from: filter.from || undefined, to: filter.to || undefined };
}

/** A real calendar date written YYYY-MM-DD (no 30 February). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The calendar date `days` after `day` (before it when negative). */
export function addDays(day: string, days: number): string {
  const date = parse(day);
  return format(utcDate(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + days));
}

/*
 * The days a business event (a document, a journal, a payment, a lock date) may be dated: from
 * 1 January 2000 to 31 December 2099. Unbounded, a slip of the keyboard (9999, 1899) posted an
 * invoice outside every 'as of' report while the document lists still counted it, so receivables
 * and the trial balance disagreed (issue 26). A fixed range rather than one relative to today: the
 * same date is refused or taken on every day and in every test, the reports' open-ended defaults
 * (ledger/account-ledger.ts, test/accounting.ts) lie beyond it, and it spans any SME's records
 * brought in from before Owo and any document dated ahead. Checked by isoDate() in every body
 * schema and again by the ledger's post() (apps/server/src/ledger/post.ts).
 */
export const FIRST_BUSINESS_DATE = '2000-01-01';
export const LAST_BUSINESS_DATE = '2099-12-31';

/** A calendar date within the business range above. */
export function isBusinessDate(value: string): boolean {
  return isCalendarDate(value) && value >= FIRST_BUSINESS_DATE && value <= LAST_BUSINESS_DATE;
}

/** Why a real date outside the range is refused, with the field's label: 'Invoice date must be ...'. */
export function businessDateMessage(label: string): string {
  return `${label} must be between 1 January 2000 and 31 December 2099`;
}
