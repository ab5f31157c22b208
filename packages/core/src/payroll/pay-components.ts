import { allocate, type Kobo } from '../money.ts';
import type { Proration } from './proration.ts';
import { basisPointsOf, proportionOf } from './rounding.ts';
import type { PayrollRules } from './rules.ts';

/*
 * One month's earnings and contributions for one employee (issue 28), before PAYE (paye.ts).
 *
 * - Regular pay (basic, housing, transport, other allowances) is prorated as a whole,
 *   round(monthly pay × days / daysInPeriod) to the kobo, half up, and that is split over the
 *   components in proportion by the largest-remainder method (DESIGN.md section 3), so the
 *   payslip's lines add up to it exactly. One-off earnings are not prorated.
 * - Pension (employee and employer) is a rate of pensionable pay: basic + housing + transport (the
 *   legal floor, PRA 2014) + the allowances and one-offs the contract makes pensionable.
 * - NHF and NHIA are rates of (prorated) basic, for employees who contribute or are enrolled.
 * - NSITF is a rate of regular gross or of basic + housing + transport (the rules' base), with the
 *   one-offs only if the rules say so; ITF a rate of the whole gross, where the company qualifies.
 * Every amount is rounded once, to the kobo, half up.
 */

export interface OtherAllowance {
  name: string;
  amount: Kobo;
  pensionable: boolean;
  taxable: boolean;
}

export const oneOffEarningKinds = ['bonus', 'leaveAllowance', 'thirteenthMonth', 'overtime', 'arrears'] as const;
export type OneOffEarningKind = (typeof oneOffEarningKinds)[number];

/** Paid once in the month; always taxable; pensionable only where the contract says (default no). */
export interface OneOffEarning {
  kind: OneOffEarningKind;
  name: string;
  amount: Kobo;
  pensionable?: boolean;
}

export const otherDeductionKinds = ['salaryAdvance', 'loanRepayment', 'other'] as const;
export type OtherDeductionKind = (typeof otherDeductionKinds)[number];

export interface OtherDeduction {
  kind: OtherDeductionKind;
  name: string;
  amount: Kobo;
}

/** An employment's pay for a whole month, and the employee's choices that change the deductions. */
export interface EmploymentPay {
  basic: Kobo;
  housing: Kobo;
  transport: Kobo;
  otherAllowances: readonly OtherAllowance[];
  /** Rent paid a year, as declared for rent relief (0 if none). */
  annualRent: Kobo;
  /** Life assurance premiums a year (deductible). */
  lifeAssurance?: Kobo;
  /** Interest a year on a loan for an owner-occupied house (deductible). */
  housingLoanInterest?: Kobo;
  /** Contributes to the NHF. */
  nhf: boolean;
  /** The employment's pension rates; absent: the rules' defaults. Outside the scheme: 0 and 0. */
  pension?: { employeeRateBasisPoints: number; employerRateBasisPoints: number };
  /** Enrolled with the NHIA through the employer. */
  nhia: boolean;
}

export type EarningKind = 'basic' | 'housing' | 'transport' | 'allowance' | OneOffEarningKind;

export interface PayslipItem<Kind extends string = string> {
  kind: Kind;
  name: string;
  amount: Kobo;
}

/** The month's earnings, and the bases the contributions are rates of. */
export interface MonthEarnings {
  earnings: PayslipItem<EarningKind>[];
  gross: Kobo;
  basic: Kobo;
  basicHousingTransport: Kobo;
  regular: { gross: Kobo; taxable: Kobo; pensionable: Kobo };
  oneOff: { gross: Kobo; pensionable: Kobo };
}

export function monthEarnings(
  pay: EmploymentPay,
  oneOffs: readonly OneOffEarning[],
  proration: Proration,
): MonthEarnings {
  const [basic = 0, housing = 0, transport = 0, ...allowanceAmounts] = prorated(
    [pay.basic, pay.housing, pay.transport, ...pay.otherAllowances.map((allowance) => allowance.amount)],
    proration,
  );
  const allowances = pay.otherAllowances.map((allowance, index) => ({
    ...allowance,
    amount: allowanceAmounts[index] ?? 0,
  }));
  const basicHousingTransport = basic + housing + transport;
  const sumOf = (items: readonly { amount: Kobo }[]) => items.reduce((total, item) => total + item.amount, 0);
  const regularGross = basicHousingTransport + sumOf(allowances);
  const oneOffGross = sumOf(oneOffs.map((earning) => ({ amount: checked(earning.amount) })));
  const earnings: PayslipItem<EarningKind>[] = [
    { kind: 'basic', name: 'Basic', amount: basic },
    { kind: 'housing', name: 'Housing', amount: housing },
    { kind: 'transport', name: 'Transport', amount: transport },
    ...allowances.map((allowance) => ({ kind: 'allowance' as const, name: allowance.name, amount: allowance.amount })),
    ...oneOffs.map((earning) => ({ kind: earning.kind, name: earning.name, amount: earning.amount })),
  ];
  return {
    earnings: earnings.filter((item) => item.amount !== 0),
    gross: regularGross + oneOffGross,
    basic,
    basicHousingTransport,
    regular: {
      gross: regularGross,
      taxable: basicHousingTransport + sumOf(allowances.filter((allowance) => allowance.taxable)),
      pensionable: basicHousingTransport + sumOf(allowances.filter((allowance) => allowance.pensionable)),
    },
    oneOff: { gross: oneOffGross, pensionable: sumOf(oneOffs.filter((earning) => earning.pensionable)) },
  };
}

export interface MonthContributions {
  pensionEmployee: Kobo;
  /** The part of pensionEmployee on regular pay: the rest is on pensionable one-offs. */
  pensionEmployeeRegular: Kobo;
  pensionEmployer: Kobo;
  nhf: Kobo;
  nhiaEmployee: Kobo;
  nhiaEmployer: Kobo;
  nsitf: Kobo;
  itf: Kobo;
}

export function monthContributions(
  rules: PayrollRules,
  pay: EmploymentPay,
  earnings: MonthEarnings,
  itfApplies: boolean,
): MonthContributions {
  const pension = pay.pension ?? rules.pension;
  const pensionable = earnings.regular.pensionable + earnings.oneOff.pensionable;
  const nsitfBase =
    (rules.nsitf.base === 'gross' ? earnings.regular.gross : earnings.basicHousingTransport) +
    (rules.nsitf.includeOneOffs ? earnings.oneOff.gross : 0);
  return {
    pensionEmployee: basisPointsOf(pensionable, pension.employeeRateBasisPoints),
    pensionEmployeeRegular: basisPointsOf(earnings.regular.pensionable, pension.employeeRateBasisPoints),
    pensionEmployer: basisPointsOf(pensionable, pension.employerRateBasisPoints),
    nhf: pay.nhf ? basisPointsOf(earnings.basic, rules.nhf.rateBasisPoints) : 0,
    nhiaEmployee: pay.nhia ? basisPointsOf(earnings.basic, rules.nhia.employeeRateBasisPoints) : 0,
    nhiaEmployer: pay.nhia ? basisPointsOf(earnings.basic, rules.nhia.employerRateBasisPoints) : 0,
    nsitf: basisPointsOf(nsitfBase, rules.nsitf.rateBasisPoints),
    itf: itfApplies ? basisPointsOf(earnings.gross, rules.itf.rateBasisPoints) : 0,
  };
}

/** The month's share of each regular component; a full month gives them back unchanged. */
function prorated(amounts: readonly Kobo[], proration: Proration): Kobo[] {
  const whole = amounts.reduce((total, amount) => total + checked(amount), 0);
  if (proration.days === proration.daysInPeriod) return [...amounts];
  return allocate(proportionOf(whole, proration.days, proration.daysInPeriod), amounts);
}

function checked(amount: Kobo): Kobo {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`Not a kobo amount ≥ 0: ${amount}`);
  return amount;
}
