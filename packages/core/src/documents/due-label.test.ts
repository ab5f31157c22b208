import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates.ts';
import { daysBetween, dueLabel } from './due-label.ts';

describe('dueLabel', () => {
  it.each<[string, string, string, 0 | 1, number]>([
    ['2026-03-10', '2026-03-10', 'Today', 1, 0],
    ['2026-03-11', '2026-03-10', 'Due in 1 day', 1, 1],
    ['2026-03-24', '2026-03-10', 'Due in 14 days', 1, 14],
    ['2026-03-09', '2026-03-10', 'Due 1 day ago', 0, -1],
    ['2026-02-08', '2026-03-10', 'Due 30 days ago', 0, -30],
    ['2024-03-01', '2024-02-28', 'Due in 2 days', 1, 2], // leap year: 29 February counts
    ['2027-01-01', '2026-12-31', 'Due in 1 day', 1, 1],
    ['2025-03-31', '2026-03-31', 'Due 365 days ago', 0, -365],
  ])('due %s seen on %s: %s (type %d)', (dueDate, today, label, type, days) => {
    expect(dueLabel(dueDate, today)).toEqual({ label, type, days });
  });

  it('refuses what is not a calendar date', () => {
    expect(() => dueLabel('2026-02-30', '2026-03-01')).toThrow(RangeError);
    expect(() => dueLabel('10/03/2026', '2026-03-01')).toThrow(RangeError);
  });

  it('property: the days counted are the days added, across months, years and leap days', () => {
    const day = fc
      .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, fc.integer({ min: -4_000, max: 4_000 }), (today, days) => {
        const due = dueLabel(addDays(today, days), today);
        expect(due.days).toBe(days);
        expect(daysBetween(today, addDays(today, days))).toBe(days);
        expect(due.type).toBe(days >= 0 ? 1 : 0);
      }),
      { numRuns: 300 },
    );
  });
});
