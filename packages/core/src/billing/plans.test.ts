import { describe, expect, it } from 'vitest';
import { limitsInWords, planCodes, pricingHistory, pricingNotes, pricingOn } from './plans.ts';

describe("Owo's plans", () => {
  it('price a year at ten months of every plan, in every dated row', () => {
    for (const pricing of pricingHistory) {
      expect(pricing.plans.map((plan) => plan.code)).toEqual([...planCodes]);
      for (const plan of pricing.plans) expect(plan.yearly).toBe(plan.monthly * 10);
    }
  });

  it('give each plan more than the one before it', () => {
    const [free, starter, business] = pricingOn('2026-11-29').plans;
    expect(free?.monthly).toBe(0);
    expect(starter?.limits.users).toBeGreaterThan(free?.limits.users ?? 0);
    expect(business?.limits.users).toBeGreaterThan(starter?.limits.users ?? 0);
    expect(business?.limits.branches).toBeGreaterThan(starter?.limits.branches ?? 0);
  });

  it('say the limits in the words the cards print', () => {
    const [free, starter, business] = pricingOn('2026-11-29').plans;
    expect(limitsInWords(free?.limits ?? ({} as never))).toEqual([
      '1 user and 1 branch',
      '20 invoices, estimates and receipts a month',
    ]);
    expect(limitsInWords(starter?.limits ?? ({} as never))[0]).toBe('3 users and 1 branch');
    expect(limitsInWords(business?.limits ?? ({} as never))).toEqual([
      '10 users and up to 5 branches',
      'Unlimited invoices, estimates and receipts',
      'Payroll for up to 50 employees: PAYE, pension and NHF',
    ]);
  });

  it('write the notes from the same figures', () => {
    const notes = pricingNotes(pricingOn('2026-11-29'), (amount) => `₦${amount.toLocaleString('en-NG')}`);
    expect(notes[0]).toContain('30-day free trial');
    expect(notes[2]).toContain('₦20,000 per user a year');
  });

  it('have no prices before they were set', () => {
    expect(() => pricingOn('2025-12-31')).toThrow(RangeError);
  });
});
