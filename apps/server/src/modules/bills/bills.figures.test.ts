import { documentTotals } from '@owo/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withholdingBasisPoints, withholdingTotal } from './bills.figures.ts';

/*
 * The withholding tax a bill stores (pure): per line, its discounted home amount at its rate,
 * rounded per line; the rate doubled without a TIN, never past 100%.
 */

describe('withholding tax on a bill', () => {
  it('doubles the rate without a TIN, capped at 100%', () => {
    expect(withholdingBasisPoints(500, true)).toBe(500);
    expect(withholdingBasisPoints(500, false)).toBe(1_000);
    expect(withholdingBasisPoints(6_000, false)).toBe(10_000);
  });

  it('is within half a kobo a line of the exact tax, never negative, and never more than the discounted lines', () => {
    const line = fc.record({
      price: fc.integer({ min: 1, max: 1_000_000 }),
      quantity: fc.integer({ min: 1, max: 100 }),
      rate: fc.option(fc.constantFrom(200, 500, 1_000), { nil: null }),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.constantFrom('1', '1500', '0.5'),
        fc.boolean(),
        (lines, discount, rate, hasTin) => {
          const totals = documentTotals({
            lines: lines.map((one) => ({ quantityMilli: one.quantity * 1000, unitPrice: one.price })),
            discount: { type: 'percentage', basisPoints: discount },
            exchangeRate: rate,
          });
          const points = lines.map((one) => (one.rate === null ? null : withholdingBasisPoints(one.rate, hasTin)));
          const wht = withholdingTotal(totals.home, points);
          const exact = totals.home.lines.reduce(
            (sum, one, index) => sum + (one.discountedAmount * (points[index] ?? 0)) / 10_000,
            0,
          );
          expect(Math.abs(wht - exact)).toBeLessThanOrEqual(lines.length / 2);
          expect(wht).toBeGreaterThanOrEqual(0);
          expect(wht).toBeLessThanOrEqual(totals.home.total);
        },
      ),
    );
  });
});
