import { allocate, type Kobo } from '../money.ts';
import { assertKoboInput } from './amount-limit.ts';

/**
 * Payment installments of an invoice (spec section 5, Invoice): by amount or by percentage of the
 * total, and either way they must come to the total exactly. Percentages are basis points (33.33%
 * is 3333), 2 decimals as everywhere else a percentage is typed; each row 0% to 100%.
 *
 * By percentage, a row's amount is its share of the total by the largest-remainder method, not
 * each row rounded on its own: 3 × 33.33% + 0.01% of ₦100.00 must be ₦100.00, never ₦99.99 or
 * ₦100.01. When the total changes (a line edited), percentage rows are split again from the new
 * total; amount rows stay as typed and must then be corrected, which the message says.
 */

export const installmentsMessage = 'Please ensure Payment Installment is equal to the total amount';

export type InstallmentPlan =
  /** Each installment's amount in kobo of the document's currency. */
  | { type: 'amount'; amounts: readonly Kobo[] }
  /** Each installment's share of the total in basis points (25% is 2500). */
  | { type: 'percentage'; basisPoints: readonly number[] };

const WHOLE = 10_000;

/**
 * null when the installments add up to the total (by amount), or to 100% (by percentage); the
 * spec's message otherwise, including for no installments at all on a total above 0. A negative
 * amount or a percentage outside 0% to 100% is refused with a RangeError (the request schema
 * refuses them before this is asked).
 */
export function installmentsError(total: Kobo, plan: InstallmentPlan): string | null {
  assertKoboInput(total, 'The total');
  if (plan.type === 'amount') {
    let sum = 0;
    plan.amounts.forEach((amount, index) => {
      assertKoboInput(amount, `Installment ${index + 1}`);
      sum += amount;
    });
    return sum === total ? null : installmentsMessage;
  }
  return sumOfPercentages(plan.basisPoints) === WHOLE ? null : installmentsMessage;
}

/**
 * The installments' amounts: by amount, as given; by percentage, the total split by the
 * largest-remainder method so they add up to it exactly. Throws RangeError with the spec's message
 * when the installments do not come to the total.
 */
export function installmentAmounts(total: Kobo, plan: InstallmentPlan): Kobo[] {
  const error = installmentsError(total, plan);
  if (error) throw new RangeError(error);
  return plan.type === 'amount' ? [...plan.amounts] : allocate(total, plan.basisPoints);
}

/** Splits a total into installments by percentage (basis points adding up to 100%), exactly. */
export function splitByPercentages(total: Kobo, basisPoints: readonly number[]): Kobo[] {
  return installmentAmounts(total, { type: 'percentage', basisPoints });
}

function sumOfPercentages(basisPoints: readonly number[]): number {
  let sum = 0;
  basisPoints.forEach((share, index) => {
    if (!Number.isSafeInteger(share) || share < 0 || share > WHOLE) {
      throw new RangeError(
        `Installment ${index + 1} must be whole basis points from 0 to 10000 (0% to 100%): ${share}`,
      );
    }
    sum += share;
  });
  return sum;
}
