import type { Kobo } from '../money.ts';

/*
 * Payroll rounds once, to the kobo, half up (every amount here is positive, so half up is the
 * project's half away from zero, DESIGN.md section 3). Products are taken in BigInt: ₦100bn of
 * kobo times a rate in basis points is past the doubles' safe integers.
 */

/** numerator / divisor, both ≥ 0, rounded half up to a whole number. */
export function divideRoundingHalfUp(numerator: bigint, divisor: bigint): bigint {
  if (numerator < 0n || divisor <= 0n) throw new RangeError('Payroll rounding takes positive amounts');
  return (numerator * 2n + divisor) / (divisor * 2n);
}

/** rate (basis points) of an amount, to the kobo, half up: basisPointsOf(8_500_000, 800) = 680_000. */
export function basisPointsOf(amount: Kobo, rateBasisPoints: number): Kobo {
  return Number(divideRoundingHalfUp(BigInt(amount) * BigInt(rateBasisPoints), 10_000n));
}

/** amount × numerator / denominator to the kobo, half up (proration, shares of a year). */
export function proportionOf(amount: Kobo, numerator: number, denominator: number): Kobo {
  return Number(divideRoundingHalfUp(BigInt(amount) * BigInt(numerator), BigInt(denominator)));
}
