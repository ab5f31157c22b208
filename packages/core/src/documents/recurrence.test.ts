import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextRun, nextRunAfter, recurringStartRefusal, runDate } from './recurrence.ts';

describe('runDate', () => {
  it.each([
    ['2026-01-31', 'monthly', 1, '2026-02-28'],
    ['2026-01-31', 'monthly', 2, '2026-03-31'],
    ['2028-01-31', 'monthly', 1, '2028-02-29'],
    ['2026-11-30', 'quarterly', 1, '2027-02-28'],
    ['2026-12-28', 'weekly', 1, '2027-01-04'],
    ['2024-02-29', 'yearly', 1, '2025-02-28'],
    ['2024-02-29', 'yearly', 4, '2028-02-29'],
  ] as const)('%s %s run %i is %s', (start, frequency, index, expected) => {
    expect(runDate(start, frequency, index)).toBe(expected);
  });

  it('runs are in order and never on the same day', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2090-12-31'), noInvalidDate: true }),
        fc.constantFrom('weekly', 'monthly', 'quarterly', 'yearly' as const),
        fc.integer({ min: 0, max: 200 }),
        (start, frequency, index) => {
          const day = start.toISOString().slice(0, 10);
          expect(runDate(day, frequency, index) < runDate(day, frequency, index + 1)).toBe(true);
        },
      ),
    );
  });
});

describe('nextRun', () => {
  it('stops at the count and at the end date', () => {
    expect(nextRun({ startDate: '2026-01-15', frequency: 'monthly', maxCount: 3 }, 2)).toBe('2026-03-15');
    expect(nextRun({ startDate: '2026-01-15', frequency: 'monthly', maxCount: 3 }, 3)).toBeNull();
    expect(nextRun({ startDate: '2026-01-15', frequency: 'monthly', endDate: '2026-03-14' }, 2)).toBeNull();
    expect(nextRun({ startDate: '2026-01-15', frequency: 'monthly', endDate: '2026-03-15' }, 2)).toBe('2026-03-15');
  });
});

describe('nextRunAfter', () => {
  it('is nextRun for a schedule never changed', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2090-12-31'), noInvalidDate: true }),
        fc.constantFrom('weekly', 'monthly', 'quarterly', 'yearly' as const),
        fc.integer({ min: 0, max: 200 }),
        (start, frequency, made) => {
          const startDate = start.toISOString().slice(0, 10);
          const last = made === 0 ? null : runDate(startDate, frequency, made - 1);
          expect(nextRunAfter({ startDate, frequency }, made, last)).toBe(nextRun({ startDate, frequency }, made));
        },
      ),
    );
  });

  it('carries on after the last run day when the start or frequency changed', () => {
    // Four weekly runs up to 21 September, then monthly from 31 August: 30 September next.
    expect(nextRunAfter({ startDate: '2026-08-31', frequency: 'monthly' }, 4, '2026-09-21')).toBe('2026-09-30');
    // The start moved back before the last run: its days up to the last run are not made again.
    expect(nextRunAfter({ startDate: '2026-07-15', frequency: 'monthly' }, 2, '2026-09-30')).toBe('2026-10-15');
    expect(nextRunAfter({ startDate: '2026-07-15', frequency: 'monthly', maxCount: 2 }, 2, '2026-09-30')).toBeNull();
  });
});

describe('recurringStartRefusal', () => {
  it.each([
    ['2026-10-28', null],
    ['2026-10-27', 'First invoice date cannot be more than 31 days before today'],
    ['1990-01-01', 'First invoice date cannot be more than 31 days before today'],
    ['2027-11-28', null],
    ['2027-11-29', 'First invoice date cannot be more than a year after today'],
  ])('on 2026-11-28, a start on %s is refused with %s', (start, message) => {
    expect(recurringStartRefusal(start, '2026-11-28')).toBe(message);
  });
});
