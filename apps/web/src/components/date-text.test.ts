import { describe, expect, it } from 'vitest';
import { dayMonthYear, parseDayMonthYear } from './date-text.ts';

describe('parseDayMonthYear', () => {
  it.each([
    ['22/11/2026', '2026-11-22'],
    ['2/3/2026', '2026-03-02'],
    ['02-03-2026', '2026-03-02'],
    ['02.03.2026', '2026-03-02'],
    [' 31 12 2026 ', '2026-12-31'],
    ['29/02/2028', '2028-02-29'],
    ['5/1/26', '2026-01-05'],
    ['2026-11-22', '2026-11-22'],
  ])('reads %j as %s, day first', (text, day) => {
    expect(parseDayMonthYear(text)).toBe(day);
  });

  it.each(['', 'tomorrow', '31/02/2026', '29/02/2027', '13/13/2026', '11/22/2026', '22/11', '2026/11/22x'])(
    'refuses %j',
    (text) => {
      expect(parseDayMonthYear(text)).toBeNull();
    },
  );
});

describe('dayMonthYear', () => {
  it('writes the day first', () => {
    expect(dayMonthYear('2026-03-02')).toBe('02/03/2026');
  });
});
