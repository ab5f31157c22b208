import { describe, expect, it } from 'vitest';
import { incomeTaxDueDate, lastFinishedFinancialYear, obligationStatus, shownOnCalendar } from './calendar.ts';

const today = '2026-11-10';
const facts = (change: Partial<Parameters<typeof obligationStatus>[0]>) =>
  obligationStatus({ dueDate: '2026-11-21', today, filed: false, amountDue: 1000, amountPaid: 0, ...change });

describe('company income tax dates', () => {
  it('finds the last financial year that ended before today', () => {
    expect(lastFinishedFinancialYear(1, '2026-11-29')).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(lastFinishedFinancialYear(4, '2026-11-29')).toEqual({ from: '2025-04-01', to: '2026-03-31' });
    expect(lastFinishedFinancialYear(4, '2026-03-31')).toEqual({ from: '2024-04-01', to: '2025-03-31' });
    expect(lastFinishedFinancialYear(4, '2026-04-01')).toEqual({ from: '2025-04-01', to: '2026-03-31' });
    expect(lastFinishedFinancialYear(12, '2026-11-29')).toEqual({ from: '2024-12-01', to: '2025-11-30' });
    expect(() => lastFinishedFinancialYear(13, today)).toThrow(RangeError);
  });

  it('falls due on the last day of the sixth month after the year end', () => {
    expect(incomeTaxDueDate('2025-12-31')).toBe('2026-06-30');
    expect(incomeTaxDueDate('2026-03-31')).toBe('2026-09-30');
    expect(incomeTaxDueDate('2025-08-31')).toBe('2026-02-28');
  });
});

describe('obligationStatus', () => {
  it('is upcoming until a week before the due date, then due, then overdue the day after', () => {
    expect(facts({ dueDate: '2026-11-18' })).toBe('upcoming');
    expect(facts({ dueDate: '2026-11-17' })).toBe('due');
    expect(facts({ dueDate: today })).toBe('due');
    expect(facts({ dueDate: '2026-11-09' })).toBe('overdue');
  });

  it('is paid once filed and paid in full, or filed with nothing to pay', () => {
    expect(facts({ filed: true, amountPaid: 1000 })).toBe('paid');
    expect(facts({ filed: true, amountDue: 0, dueDate: '2026-01-21' })).toBe('paid');
    expect(facts({ filed: false, amountPaid: 1000, dueDate: '2026-11-15' })).toBe('due');
  });

  it('is filed while part paid before the due date, and overdue after it', () => {
    expect(facts({ filed: true, amountPaid: 400, dueDate: '2026-12-21' })).toBe('filed');
    expect(facts({ filed: true, amountPaid: 400, dueDate: '2026-11-09' })).toBe('overdue');
  });

  it('keeps an unknown amount unsettled, and a remittance is paid when nothing is owed', () => {
    expect(facts({ filed: true, amountDue: null, dueDate: '2026-12-31' })).toBe('filed');
    expect(facts({ amountDue: null, dueDate: '2027-06-30' })).toBe('upcoming');
    expect(facts({ remittance: true, amountDue: 0 })).toBe('paid');
    expect(facts({ remittance: true, dueDate: '2026-11-01' })).toBe('overdue');
  });
});

describe('shownOnCalendar', () => {
  it('shows everything unsettled and what was paid since the first of last month', () => {
    expect(shownOnCalendar('overdue', '2025-12-21', today)).toBe(true);
    expect(shownOnCalendar('paid', '2026-10-01', today)).toBe(true);
    expect(shownOnCalendar('paid', '2026-09-30', today)).toBe(false);
  });
});
