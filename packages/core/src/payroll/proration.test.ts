import { describe, expect, it } from 'vitest';
import { employedDays, monthsLeftInYear, periodDates } from './proration.ts';
import { payrollRuleSets } from './rule-sets.ts';
import { payrollRulesInForceOn, payrollRulesSchema } from './rules.ts';

describe('employedDays', () => {
  it('counts a joiner on 15 July 2026 as 17/31 calendar days (the reference’s example)', () => {
    expect(employedDays({ period: '2026-07', basis: 'calendarDays', employedFrom: '2026-07-15' })).toEqual({
      days: 17,
      daysInPeriod: 31,
    });
  });

  it('counts working days Monday to Friday: 13 of July 2026’s 23 from the 15th', () => {
    expect(employedDays({ period: '2026-07', basis: 'workingDays', employedFrom: '2026-07-15' })).toEqual({
      days: 13,
      daysInPeriod: 23,
    });
  });

  it('leaves the company’s public holidays out of working days only', () => {
    const holidays = ['2026-10-01'];
    expect(employedDays({ period: '2026-10', basis: 'workingDays', holidays })).toEqual({ days: 21, daysInPeriod: 21 });
    expect(employedDays({ period: '2026-10', basis: 'workingDays' })).toEqual({ days: 22, daysInPeriod: 22 });
    expect(employedDays({ period: '2026-10', basis: 'calendarDays', holidays })).toEqual({
      days: 31,
      daysInPeriod: 31,
    });
  });

  it('counts a leaver to their last day, a February of 28 or 29 days, and a month outside the employment as 0', () => {
    expect(employedDays({ period: '2026-02', basis: 'calendarDays', employedTo: '2026-02-10' })).toEqual({
      days: 10,
      daysInPeriod: 28,
    });
    expect(employedDays({ period: '2028-02', basis: 'calendarDays' })).toEqual({ days: 29, daysInPeriod: 29 });
    expect(
      employedDays({ period: '2026-03', basis: 'calendarDays', employedFrom: '2026-03-10', employedTo: '2026-03-20' }),
    ).toEqual({ days: 11, daysInPeriod: 31 });
    expect(employedDays({ period: '2026-03', basis: 'calendarDays', employedTo: '2026-02-28' }).days).toBe(0);
  });

  it('refuses periods and dates that are not YYYY-MM and YYYY-MM-DD', () => {
    expect(() => employedDays({ period: '2026-13', basis: 'calendarDays' })).toThrow(RangeError);
    expect(() => employedDays({ period: '2026-01', basis: 'calendarDays', employedFrom: '2026-02-30' })).toThrow(
      RangeError,
    );
    expect(periodDates('2026-04')).toEqual({ first: '2026-04-01', last: '2026-04-30' });
  });
});

describe('monthsLeftInYear', () => {
  it('is the months to December, or to the month of the last day when it is this year', () => {
    expect(monthsLeftInYear('2026-02')).toBe(10);
    expect(monthsLeftInYear('2026-12')).toBe(0);
    expect(monthsLeftInYear('2026-02', '2026-06-30')).toBe(4);
    expect(monthsLeftInYear('2026-02', '2026-02-10')).toBe(0);
    expect(monthsLeftInYear('2026-02', '2027-03-31')).toBe(10);
  });
});

describe('payroll rule sets', () => {
  it('are valid by their own schema', () => {
    for (const set of payrollRuleSets) expect(payrollRulesSchema.parse(set)).toEqual(set);
  });

  it('pick PITA for months before 2026 and the NTA from 1 January 2026', () => {
    expect(payrollRulesInForceOn(payrollRuleSets, '2025-12-31').incomeTax.regime).toBe('pita');
    expect(payrollRulesInForceOn(payrollRuleSets, '2026-01-01').incomeTax.regime).toBe('nta2025');
    expect(payrollRulesInForceOn(payrollRuleSets, '2024-04-30').minimumWage.monthly).toBe(3_000_000);
    expect(payrollRulesInForceOn(payrollRuleSets, '2024-05-01').minimumWage.monthly).toBe(7_000_000);
    expect(() => payrollRulesInForceOn(payrollRuleSets, '1999-12-31')).toThrow(RangeError);
  });

  it('refuse band tables that do not rise or do not end open', () => {
    const [nta] = payrollRuleSets.slice(-1);
    const bands = (value: unknown) => ({ ...nta, incomeTax: { ...nta?.incomeTax, bands: value } });
    expect(payrollRulesSchema.safeParse(bands([{ upTo: 100, rateBasisPoints: 0 }])).success).toBe(false);
    expect(
      payrollRulesSchema.safeParse(
        bands([
          { upTo: 100, rateBasisPoints: 0 },
          { upTo: 50, rateBasisPoints: 100 },
          { upTo: null, rateBasisPoints: 200 },
        ]),
      ).success,
    ).toBe(false);
    expect(payrollRulesSchema.safeParse(bands([{ upTo: null, rateBasisPoints: 2500 }])).success).toBe(true);
  });
});
