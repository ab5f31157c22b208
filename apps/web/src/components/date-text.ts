import { isCalendarDate } from '@owo/core';

/*
 * Dates as Nigerians write them, day first, whatever language the browser is set to: the date
 * inputs show 22/11/2026 and read 22/11/2026, 2/3/2026, 22-11-2026 or 22.11.2026, while the forms
 * and the API keep YYYY-MM-DD.
 */

export const dayMonthYearFormat = 'DD/MM/YYYY';

/** Two-digit years are this century's: '26' is 2026. */
function fullYear(year: string): string {
  return year.length === 2 ? `20${year}` : year;
}

/** The YYYY-MM-DD day a person typed, or null when it is not a real day. */
export function parseDayMonthYear(text: string): string | null {
  const typed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(typed);
  const dayFirst = /^(\d{1,2})\s*[/.\-\s]\s*(\d{1,2})\s*[/.\-\s]\s*(\d{4}|\d{2})$/.exec(typed);
  const parts = iso
    ? [iso[1], iso[2], iso[3]]
    : dayFirst
      ? [fullYear(dayFirst[3] ?? ''), dayFirst[2], dayFirst[1]]
      : null;
  if (!parts) return null;
  const [year = '', month = '', day = ''] = parts;
  const value = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isCalendarDate(value) ? value : null;
}

/** 2026-11-22 -> 22/11/2026, for places that show a day without an input. */
export function dayMonthYear(isoDay: string): string {
  const [year, month, day] = isoDay.split('-');
  return year && month && day ? `${day}/${month}/${year}` : isoDay;
}
