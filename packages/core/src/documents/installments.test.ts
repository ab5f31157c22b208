import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { installmentAmounts, installmentsError, installmentsMessage, splitByPercentages } from './installments.ts';

const RUNS = { numRuns: 300 };

describe('installments', () => {
  it("uses the spec's message", () => {
    expect(installmentsMessage).toBe('Please ensure Payment Installment is equal to the total amount');
  });

  it.each<[string, number, number[], string | null]>([
    ['two amounts equal to the total', 386_999, [200_000, 186_999], null],
    ['a kobo short', 386_999, [200_000, 186_998], installmentsMessage],
    ['a kobo over', 386_999, [200_000, 187_000], installmentsMessage],
    ['none on a total above 0', 100, [], installmentsMessage],
    ['none on a total of 0', 0, [], null],
    ['rows of 0 (the default) beside the total', 500, [500, 0, 0], null],
  ])('by amount: %s', (_name, total, amounts, expected) => {
    expect(installmentsError(total, { type: 'amount', amounts })).toBe(expected);
  });

  it.each<[string, number[], string | null]>([
    ['50% and 50%', [5_000, 5_000], null],
    ['33.33% + 33.33% + 33.34%', [3_333, 3_333, 3_334], null],
    ['3 × 33.33%', [3_333, 3_333, 3_333], installmentsMessage],
    ['100% in one', [10_000], null],
    ['0% only', [0], installmentsMessage],
  ])('by percentage: %s', (_name, basisPoints, expected) => {
    expect(installmentsError(100_000, { type: 'percentage', basisPoints })).toBe(expected);
  });

  it('splits a total by percentages exactly, the spare kobo by largest remainder', () => {
    // ₦100.00 in thirds: 3333.3, 3333.3, 3333.4 kobo -> the last has the largest remainder.
    expect(splitByPercentages(10_000, [3_333, 3_333, 3_334])).toEqual([3_333, 3_333, 3_334]);
    // ₦3,869.99 as 30% / 70%: 116,099.7 and 270,899.3 -> 116,100 and 270,899.
    expect(splitByPercentages(386_999, [3_000, 7_000])).toEqual([116_100, 270_899]);
    expect(splitByPercentages(1, [5_000, 5_000])).toEqual([1, 0]);
  });

  it('gives amounts back as typed, and refuses installments that do not come to the total', () => {
    expect(installmentAmounts(300, { type: 'amount', amounts: [100, 200] })).toEqual([100, 200]);
    expect(() => installmentAmounts(300, { type: 'amount', amounts: [100] })).toThrow(installmentsMessage);
    expect(() => splitByPercentages(300, [5_000])).toThrow(installmentsMessage);
  });

  it('refuses negative amounts and percentages outside 0% to 100%', () => {
    expect(() => installmentsError(100, { type: 'amount', amounts: [200, -100] })).toThrow(RangeError);
    expect(() => installmentsError(100, { type: 'amount', amounts: [100.5] })).toThrow(RangeError);
    expect(() => installmentsError(100, { type: 'percentage', basisPoints: [10_001, -1] })).toThrow(RangeError);
    expect(() => installmentsError(100, { type: 'percentage', basisPoints: [50.5, 9_949.5] })).toThrow(RangeError);
  });

  /** Basis points adding up to 100%, in 1 to 12 rows. */
  const percentagesArbitrary = fc
    .array(fc.integer({ min: 0, max: 10_000 }), { minLength: 0, maxLength: 11 })
    .map((cuts) => {
      const sorted = [...cuts].sort((a, b) => a - b);
      return [...sorted, 10_000].map((cut, index) => cut - (sorted[index - 1] ?? 0));
    });

  it('property: a split by percentages adds up to the total, each part within 1 kobo of its share', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999_999_999 }), percentagesArbitrary, (total, basisPoints) => {
        expect(basisPoints.reduce((sum, share) => sum + share, 0)).toBe(10_000);
        const parts = splitByPercentages(total, basisPoints);
        expect(parts.reduce((sum, part) => sum + part, 0)).toBe(total);
        parts.forEach((part, index) => {
          const error = BigInt(part) * 10_000n - BigInt(total) * BigInt(basisPoints[index] ?? 0);
          expect(error > -10_000n && error < 10_000n).toBe(true);
        });
        expect(installmentsError(total, { type: 'amount', amounts: parts })).toBeNull();
      }),
      RUNS,
    );
  });

  it('property: amounts pass exactly when they add up to the total', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000_000 }), { maxLength: 12 }),
        fc.integer({ min: -3, max: 3 }),
        (amounts, offset) => {
          const sum = amounts.reduce((total, amount) => total + amount, 0);
          const total = Math.max(0, sum + offset);
          const expected = total === sum ? null : installmentsMessage;
          expect(installmentsError(total, { type: 'amount', amounts })).toBe(expected);
        },
      ),
      RUNS,
    );
  });
});
