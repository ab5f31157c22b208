const locale = 'en-NG';

const longDate = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' });

/** 22 November 2026 */
export function formatDate(value: Date | string | number): string {
  return longDate.format(new Date(value));
}

const calendarDay = new Intl.DateTimeFormat(locale, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A business date (YYYY-MM-DD, no time of day) as 20 November 2026, whatever the browser's zone. */
export function formatDay(day: string): string {
  return calendarDay.format(new Date(`${day}T00:00:00Z`));
}

const shortCalendarDay = new Intl.DateTimeFormat(locale, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The same as 20 Nov 2026, where a phone has no room for the month's name. */
export function formatShortDay(day: string): string {
  return shortCalendarDay.format(new Date(`${day}T00:00:00Z`));
}

/** ₦1,234,567.89 */
export function formatMoney(amount: number, currency = 'NGN'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
}

const months = Array.from({ length: 12 }, (_, index) =>
  new Intl.DateTimeFormat(locale, { month: 'long' }).format(new Date(2024, index, 1)),
);

/** January to December, with 1-based month numbers as the values. */
export const monthOptions = months.map((label, index) => ({ value: String(index + 1), label }));
