/** Calendar helpers for business dates, which are plain YYYY-MM-DD strings (no time, no zone). */

const DAY_MS = 86_400_000;

/** YYYY-MM-DD for a real calendar date (no 30 February), else undefined. */
export function isoDate(year: number, month: number, day: number): string | undefined {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return undefined;
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return undefined;
  const time = new Date(Date.UTC(year, month - 1, day));
  if (time.getUTCMonth() !== month - 1 || time.getUTCDate() !== day) return undefined;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Days since 1970-01-01, so two dates can be compared by subtraction. Throws on a malformed date. */
export function dayNumber(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match || isoDate(Number(match[1]), Number(match[2]), Number(match[3])) !== date) {
    throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  }
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
}
