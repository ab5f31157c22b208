import { describe, expect, it } from 'vitest';
import { periodDays, returnDueDate, returnPaymentStatus, shiftPeriod } from './deadlines.ts';
import { computeWhtReturn, type WhtFact } from './wht-return.ts';

const payment = (number: string, type = 'vendor-payment') => ({
  type,
  id: number,
  number,
  date: '2026-03-10',
  contact: '',
});
const withheld = (fact: Partial<WhtFact> & Pick<WhtFact, 'amount' | 'source'>): WhtFact => ({
  kind: 'deducted',
  party: { id: 'v1', name: 'Bolt Consulting', tin: '12345678-0001' },
  supply: 'Consultancy',
  rateBasisPoints: 500,
  ...fact,
});

describe('computeWhtReturn', () => {
  it('groups deductions per vendor and kind of supply, flags a missing TIN and lists credits to claim', () => {
    const computed = computeWhtReturn([
      withheld({ amount: 5_000_00, source: payment('PAY-1') }),
      withheld({ amount: 2_500_00, source: payment('PAY-2') }),
      withheld({
        party: { id: 'v2', name: 'Ade Supplies', tin: '' },
        supply: 'Supply of goods',
        rateBasisPoints: 400,
        amount: 800_00,
        source: payment('PAY-3'),
      }),
      {
        kind: 'suffered',
        party: { id: 'c1', name: 'Zenith Foods', tin: '99' },
        supply: '',
        rateBasisPoints: 0,
        amount: 1_000_00,
        source: payment('RCT-1', 'customer-payment'),
      },
    ]);
    expect(computed.total).toBe(8_300_00);
    expect(computed.lines.map((line) => [line.vendor, line.tinMissing, line.amount, line.documents.length])).toEqual([
      ['Ade Supplies', true, 800_00, 1],
      ['Bolt Consulting', false, 7_500_00, 2],
    ]);
    expect(computed.credits).toEqual([
      expect.objectContaining({ customer: 'Zenith Foods', amount: 1_000_00, tin: '99' }),
    ]);
    expect(computed.creditsTotal).toBe(1_000_00);
  });

  it('drops a vendor whose deduction was reversed in the month', () => {
    const computed = computeWhtReturn([
      withheld({ amount: 5_000_00, source: payment('PAY-1') }),
      withheld({ amount: -5_000_00, source: payment('PAY-1') }),
    ]);
    expect(computed).toEqual({ lines: [], total: 0, credits: [], creditsTotal: 0 });
  });
});

describe('deadlines and status', () => {
  it.each([
    ['vat', '2026-01', '2026-02-21'],
    ['wht', '2026-12', '2027-01-21'],
  ] as const)('a %s return for %s is due on %s', (type, period, due) => {
    expect(returnDueDate(type, period)).toBe(due);
  });

  it('knows a month’s days, leap years included', () => {
    expect(periodDays('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(shiftPeriod('2026-01', -1)).toBe('2025-12');
  });

  it.each([
    [0, 0, 'nothing-to-pay'],
    [100, 0, 'unpaid'],
    [100, 40, 'part-paid'],
    [100, 100, 'paid'],
  ] as const)('due %d, paid %d: %s', (due, paid, status) => {
    expect(returnPaymentStatus(due, paid)).toBe(status);
  });
});
