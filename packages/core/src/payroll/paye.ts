import type { Kobo } from '../money.ts';
import { exactIncomeTax, roundedTax, shareOfTax } from './income-tax.ts';
import { proportionOf } from './rounding.ts';
import type { PayrollRules } from './rules.ts';

/*
 * PAYE for a month, by the cumulative method (issue 28; reference nigeria-payroll-2026.md 2.3-2.4:
 * regular pay taxes at a twelfth of the annual tax, irregular pay at tax on the year to date minus
 * PAYE already deducted; mid-year joiners annualise only the months employed; the tax reference:
 * "deduct a twelfth each month, true up cumulatively so the year's deductions equal the annual
 * tax"). As an accountant would do it by hand, in month k of the months taxed this year:
 *
 *   1. Project the year's REGULAR income: what was paid in the taxed months so far, this month's,
 *      and this month's full-month pay again for each month left in the year (to December, or to
 *      the month the employee leaves). N = k + months left is the months taxed in the year: 12
 *      for someone employed all year, fewer for a joiner or leaver, so the bands of a whole year
 *      apply to the months actually employed here and never to a projected full year.
 *   2. The annual tax on that projection (with the year's reliefs: pension, NHF, NHIA, rent relief,
 *      life assurance, house-loan interest; under PITA the CRA) is due evenly over the N months:
 *      by month k, k/N of it, computed from the exact tax and rounded to the kobo once.
 *   3. ONE-OFF pay (bonus, leave allowance, 13th month, overtime, arrears) paid so far this year
 *      is due in full as the extra tax it makes: tax(projection + one-offs) − tax(projection). So a
 *      bonus is taxed at the rates it would bear over the year, not annualised as if paid monthly.
 *   4. PAYE this month = tax due to date (2 + 3) − PAYE already deducted this year, never below 0
 *      (an over-deduction after a pay cut is held back from later months, not refunded here).
 *
 * Why it adds up: with a steady salary the projection is the same every month, so tax due by
 * month 12 is the annual tax itself (k/N = 1) and the twelve deductions, each "due to date minus
 * deducted", sum to it exactly, to the kobo, whatever the rounding of each month. In the last
 * month of the year (or of the employment) the projection is the actual pay of the year, so the
 * year's PAYE is the tax on what was actually paid whenever pay changed (unless a pay cut left an
 * over-deduction: step 4). The month with a bonus pays the bonus's extra tax on top of its usual
 * share, and nothing more.
 *
 * The references differ on the kobo of rounding: the payroll reference (2.3) rounds annual ÷ 12 and
 * carries the difference to December, "or" uses the cumulative method; the tax reference says true
 * up cumulatively. Here each month is "k/N of the exact annual tax, rounded, less what was deducted",
 * so the odd kobo falls in whichever month it arises (PITA G3: 20,766.67, 20,766.66, 20,766.67...)
 * rather than all in December; the year's total is the same.
 */

/** Income and the employee's own deductions on it, added over some months. */
export interface IncomeParts {
  pay: Kobo;
  pension: Kobo;
  nhf: Kobo;
  nhia: Kobo;
}

export const noIncome: IncomeParts = { pay: 0, pension: 0, nhf: 0, nhia: 0 };

export function addIncome(...parts: readonly IncomeParts[]): IncomeParts {
  return parts.reduce(
    (total, part) => ({
      pay: total.pay + part.pay,
      pension: total.pension + part.pension,
      nhf: total.nhf + part.nhf,
      nhia: total.nhia + part.nhia,
    }),
    noIncome,
  );
}

export function timesIncome(parts: IncomeParts, times: number): IncomeParts {
  return { pay: parts.pay * times, pension: parts.pension * times, nhf: parts.nhf * times, nhia: parts.nhia * times };
}

/** The reliefs of a year that are not a share of pay: given once for the year. */
export interface AnnualReliefs {
  annualRent: Kobo;
  lifeAssurance: Kobo;
  housingLoanInterest: Kobo;
}

export interface CumulativePayeInput {
  rules: PayrollRules;
  /** Step 1: the year's regular income as projected this month. */
  regularYear: IncomeParts;
  /** One-off income of the taxed months so far, this month's included. */
  oneOffsToDate: IncomeParts;
  reliefs: AnnualReliefs;
  /** k: the months taxed this year, this one included. */
  monthsToDate: number;
  /** N: k + the months left in the year. */
  monthsInYear: number;
  payeBefore: Kobo;
  taxableBefore: Kobo;
}

export interface CumulativePaye {
  /** The tax on the projected year, one-offs so far included. */
  projectedAnnualTax: Kobo;
  taxDueToDate: Kobo;
  paye: Kobo;
  /** Chargeable income to date on the same footing: k/N of the regular projection's + the one-offs'. */
  taxableToDate: Kobo;
  /** This month's share: taxableToDate less what the months before showed. */
  taxable: Kobo;
}

export function cumulativePaye(input: CumulativePayeInput): CumulativePaye {
  const { monthsToDate, monthsInYear } = input;
  if (!Number.isInteger(monthsToDate) || monthsToDate < 1 || monthsToDate > monthsInYear || monthsInYear > 12) {
    throw new RangeError(`Month ${monthsToDate} of ${monthsInYear} is not a month of a tax year`);
  }
  const regular = exactIncomeTax(input.rules, annualIncome(input.regularYear, input.reliefs));
  const withOneOffs = exactIncomeTax(
    input.rules,
    annualIncome(addIncome(input.regularYear, input.oneOffsToDate), input.reliefs),
  );
  const regularDue = shareOfTax(regular.taxTenThousandths, monthsToDate, monthsInYear);
  const oneOffTax = roundedTax(withOneOffs.taxTenThousandths) - roundedTax(regular.taxTenThousandths);
  const taxDueToDate = regularDue + oneOffTax;
  const taxableToDate =
    proportionOf(regular.chargeable, monthsToDate, monthsInYear) + (withOneOffs.chargeable - regular.chargeable);
  return {
    projectedAnnualTax: roundedTax(withOneOffs.taxTenThousandths),
    taxDueToDate,
    paye: Math.max(taxDueToDate - input.payeBefore, 0),
    taxableToDate,
    taxable: taxableToDate - input.taxableBefore,
  };
}

function annualIncome(parts: IncomeParts, reliefs: AnnualReliefs) {
  return {
    annualGross: parts.pay,
    pension: parts.pension,
    nhf: parts.nhf,
    nhia: parts.nhia,
    annualRent: reliefs.annualRent,
    lifeAssurance: reliefs.lifeAssurance,
    housingLoanInterest: reliefs.housingLoanInterest,
  };
}
