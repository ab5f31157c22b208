import type { Kobo } from '../money.ts';
import { basisPointsOf, divideRoundingHalfUp } from './rounding.ts';
import type { PayrollRules, TaxBand } from './rules.ts';

/*
 * The personal income tax of a year (issue 28), under the regime of the rules in force:
 *
 * - NTA 2025 (from 2026): chargeable = gross − pension − NHF − NHIA − life assurance − interest on
 *   an owner-occupied house loan − rent relief, where rent relief = min(20% × annual rent, ₦500,000);
 *   the bands apply to chargeable income; no CRA, no minimum tax.
 * - PITA (before 2026): chargeable = gross − CRA − pension − NHF − NHIA − life assurance − house-loan
 *   interest, where CRA = max(₦200,000, 1% × gross) + 20% × gross; tax = the band tax, or the
 *   minimum tax (1% × gross) when that is more.
 * - Either: nobody whose pay is at or under the minimum wage pays (when the rules say so).
 *
 * Rounding: each relief is rounded to the kobo (half up) once; the band tax is summed exactly (kobo
 * × basis points, in BigInt) and rounded to the kobo, half up, once at the end. So the annual tax
 * of a ₦1,000,000-a-month employee is ₦1,690,800.00 exactly, and a twelfth of it can be taken
 * from the exact figure, not from a rounded one (paye.ts).
 */

export interface AnnualIncome {
  /** The year's taxable pay (gross income less any pay the rules do not tax). */
  annualGross: Kobo;
  /** The employee's own pension contribution (PRA 2014). */
  pension?: Kobo;
  nhf?: Kobo;
  /** The employee's NHIA (NHIS) contribution. */
  nhia?: Kobo;
  /** Life assurance or deferred annuity premiums paid. */
  lifeAssurance?: Kobo;
  /** Interest on a loan for an owner-occupied house. */
  housingLoanInterest?: Kobo;
  /** Rent actually paid for the year, as declared (NTA rent relief; ignored under PITA). */
  annualRent?: Kobo;
}

export interface AnnualIncomeTax {
  /** Everything taken off gross before the bands: the deductions, rent relief, CRA. */
  reliefs: Kobo;
  rentRelief: Kobo;
  /** PITA's consolidated relief allowance; 0 under the NTA. */
  consolidatedRelief: Kobo;
  /** max(gross − reliefs, 0): what the bands apply to. */
  chargeable: Kobo;
  tax: Kobo;
  /** PITA: the minimum tax (1% of gross) was more than the band tax and was charged instead. */
  minimumTaxApplied: boolean;
  /** Pay at or under the minimum wage: tax 0 whatever the bands say. */
  exempt: boolean;
}

/** The tax before the minimum-wage exemption, exact: `taxTenThousandths` is kobo × 10,000. */
export interface ExactIncomeTax extends Omit<AnnualIncomeTax, 'tax' | 'exempt'> {
  taxTenThousandths: bigint;
}

const TEN_THOUSAND = 10_000n;

/**
 * The year's tax on an employee's annual income. The minimum-wage exemption compares the year's
 * gross with twelve months of the minimum wage (a monthly payroll compares each month's gross:
 * monthly-pay.ts).
 */
export function annualIncomeTax(rules: PayrollRules, income: AnnualIncome): AnnualIncomeTax {
  const exact = exactIncomeTax(rules, income);
  const exempt = rules.minimumWage.exemption && income.annualGross <= rules.minimumWage.monthly * 12;
  return {
    reliefs: exact.reliefs,
    rentRelief: exact.rentRelief,
    consolidatedRelief: exact.consolidatedRelief,
    chargeable: exact.chargeable,
    tax: exempt ? 0 : roundedTax(exact.taxTenThousandths),
    minimumTaxApplied: !exempt && exact.minimumTaxApplied,
    exempt,
  };
}

/** The exact tax on an income, without the minimum-wage exemption (which the caller decides). */
export function exactIncomeTax(rules: PayrollRules, income: AnnualIncome): ExactIncomeTax {
  const gross = checked(income.annualGross);
  const deductions =
    checked(income.pension) +
    checked(income.nhf) +
    checked(income.nhia) +
    checked(income.lifeAssurance) +
    checked(income.housingLoanInterest);
  const incomeTax = rules.incomeTax;
  if (incomeTax.regime === 'nta2025') {
    const { rateBasisPoints, cap } = incomeTax.rentRelief;
    const rentRelief = Math.min(basisPointsOf(checked(income.annualRent), rateBasisPoints), cap);
    const reliefs = deductions + rentRelief;
    const chargeable = Math.max(gross - reliefs, 0);
    const taxTenThousandths = bandTaxTenThousandths(incomeTax.bands, chargeable);
    return { reliefs, rentRelief, consolidatedRelief: 0, chargeable, taxTenThousandths, minimumTaxApplied: false };
  }
  const { minimum, grossRateBasisPoints, additionalRateBasisPoints } = incomeTax.consolidatedRelief;
  const consolidatedRelief =
    Math.max(minimum, basisPointsOf(gross, grossRateBasisPoints)) + basisPointsOf(gross, additionalRateBasisPoints);
  const reliefs = deductions + consolidatedRelief;
  const chargeable = Math.max(gross - reliefs, 0);
  const bandTax = bandTaxTenThousandths(incomeTax.bands, chargeable);
  const minimumTax = BigInt(gross) * BigInt(incomeTax.minimumTaxRateBasisPoints);
  const minimumTaxApplied = minimumTax > bandTax;
  return {
    reliefs,
    rentRelief: 0,
    consolidatedRelief,
    chargeable,
    taxTenThousandths: minimumTaxApplied ? minimumTax : bandTax,
    minimumTaxApplied,
  };
}

/** Σ over the bands of (the part of the income in the band) × rate, in kobo × basis points. */
export function bandTaxTenThousandths(bands: readonly TaxBand[], chargeable: Kobo): bigint {
  let total = 0n;
  let bottom = 0;
  for (const band of bands) {
    if (chargeable <= bottom) break;
    const top = band.upTo === null ? chargeable : Math.min(band.upTo, chargeable);
    total += BigInt(top - bottom) * BigInt(band.rateBasisPoints);
    if (band.upTo === null) break;
    bottom = band.upTo;
  }
  return total;
}

/** An exact tax (kobo × 10,000) to the kobo, half up. */
export function roundedTax(taxTenThousandths: bigint): Kobo {
  return Number(divideRoundingHalfUp(taxTenThousandths, TEN_THOUSAND));
}

/** numerator/denominator of an exact tax, rounded to the kobo once (half up): k twelfths of a year's. */
export function shareOfTax(taxTenThousandths: bigint, numerator: number, denominator: number): Kobo {
  return Number(divideRoundingHalfUp(taxTenThousandths * BigInt(numerator), TEN_THOUSAND * BigInt(denominator)));
}

function checked(amount: Kobo | undefined): Kobo {
  const value = amount ?? 0;
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`Not a kobo amount ≥ 0: ${value}`);
  return value;
}
