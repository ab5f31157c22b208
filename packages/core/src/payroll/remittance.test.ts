import { describe, expect, it } from 'vitest';
import { ntaRules } from './payroll-fixtures.ts';
import { addWorkingDays, remittanceDueDates } from './remittance.ts';

describe('the tax calendar of a pay month', () => {
  it('puts PAYE on the 10th of the next month, NHF a month after the month, pension 7 working days after pay day', () => {
    // Paid on Friday 30 January 2026: seven working days later is Tuesday 10 February.
    expect(remittanceDueDates(ntaRules, '2026-01', '2026-01-30')).toEqual({
      paye: '2026-02-10',
      pension: '2026-02-10',
      nhf: '2026-03-02',
    });
  });

  it('runs December into January of the next year, and waits for pay day before the pension clock starts', () => {
    expect(remittanceDueDates(ntaRules, '2026-12', null)).toEqual({
      paye: '2027-01-10',
      pension: null,
      nhf: '2027-01-30',
    });
  });

  it('counts working days past weekends and the holidays given', () => {
    expect(addWorkingDays('2026-12-24', 2)).toBe('2026-12-28');
    expect(addWorkingDays('2026-12-24', 2, ['2026-12-25', '2026-12-28'])).toBe('2026-12-30');
  });
});
