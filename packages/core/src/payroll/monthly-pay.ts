import type { Kobo } from '../money.ts';
import {
  type EarningKind,
  type EmploymentPay,
  type MonthContributions,
  type MonthEarnings,
  monthContributions,
  monthEarnings,
  type OneOffEarning,
  type OtherDeduction,
  type OtherDeductionKind,
  type PayslipItem,
} from './pay-components.ts';
import { addIncome, cumulativePaye, type IncomeParts, noIncome, timesIncome } from './paye.ts';
import { employedDays, monthsLeftInYear, type Proration, type ProrationBasis, periodParts } from './proration.ts';
import type { PayrollRules } from './rules.ts';

/*
 * One employee's pay for one month (issue 28): earnings and contributions (pay-components.ts), PAYE
 * by the cumulative method (paye.ts), the other deductions, net pay and the new year to date.
 *
 * Minimum wage: a month whose gross is at or under the minimum wage pays no PAYE. For a joiner or
 * leaver the comparison uses the month's FULL-month pay (regular pay before proration, plus the
 * month's one-offs): someone on ₦100,000 a month who joins on the 20th is not a minimum-wage earner
 * because they were paid for eleven days. Such a month is left out of the PAYE calculation
 * altogether (its pay is exempt, so it is neither in the cumulative figures nor one of the months
 * taxed): otherwise the next taxed month would catch up tax on pay the law exempts.
 *
 * Net = gross − pension − NHF − NHIA − PAYE − other deductions, exactly. The deductions the law
 * requires come first: PAYE is never more than the pay left after pension, NHF and NHIA (a
 * catch-up larger than a small month's pay, say after a large bonus and a pay cut, is taken in the
 * months after: payeCapped). Other deductions (advances, loans) that would leave a negative net
 * are refused (PayrollRefused), so a line never posts one.
 */

/** The year to date of one employment in one tax year (calendar year): all zero in January. */
export interface PayYearToDate {
  /** Months of this tax year paid. */
  months: number;
  /** Of those, the months whose pay counts for PAYE (not at or under the minimum wage). */
  taxedMonths: number;
  gross: Kobo;
  taxable: Kobo;
  /**
   * The tax due on the year's pay so far (paye.ts, steps 2-3), as of the latest taxed month. In the
   * year's last month it is the year's tax on what was paid; PAYE deducted above it (after a pay
   * cut or an unforeseen leaving) is over-deducted.
   */
  taxDue: Kobo;
  paye: Kobo;
  pensionEmployee: Kobo;
  pensionEmployer: Kobo;
  nhf: Kobo;
  nhiaEmployee: Kobo;
  otherDeductions: Kobo;
  net: Kobo;
  /** The taxed months' income, regular and one-off apart, as the cumulative PAYE needs it. */
  taxBasis: { regular: IncomeParts; oneOff: IncomeParts };
}

export const emptyYearToDate: PayYearToDate = {
  months: 0,
  taxedMonths: 0,
  gross: 0,
  taxable: 0,
  taxDue: 0,
  paye: 0,
  pensionEmployee: 0,
  pensionEmployer: 0,
  nhf: 0,
  nhiaEmployee: 0,
  otherDeductions: 0,
  net: 0,
  taxBasis: { regular: noIncome, oneOff: noIncome },
};

export interface MonthlyPayInput {
  rules: PayrollRules;
  /** The pay period, YYYY-MM. */
  period: string;
  pay: EmploymentPay;
  oneOffs?: readonly OneOffEarning[];
  deductions?: readonly OtherDeduction[];
  /** The employment's first and last days (YYYY-MM-DD), for proration and the months left. */
  employedFrom?: string | null;
  employedTo?: string | null;
  prorationBasis: ProrationBasis;
  holidays?: readonly string[];
  /** The company pays the ITF levy (5+ employees or turnover ≥ ₦50m). */
  itfApplies: boolean;
  /** Before this month, in the same tax year. */
  yearToDate: PayYearToDate;
}

export type DeductionKind = 'paye' | 'pension' | 'nhf' | 'nhia' | OtherDeductionKind;

export interface PayLine extends Omit<MonthContributions, 'pensionEmployeeRegular'> {
  period: string;
  proration: Proration;
  /** At or under the minimum wage: no PAYE, left out of the PAYE figures. */
  exempt: boolean;
  /**
   * The PAYE due this month was more than the pay left after pension, NHF and NHIA, so only that
   * was deducted; the rest stays due (yearToDate.taxDue above yearToDate.paye) and the cumulative
   * method takes it in the months after.
   */
  payeCapped: boolean;
  gross: Kobo;
  /** This month's chargeable income (paye.ts: its share of the year's). */
  taxable: Kobo;
  paye: Kobo;
  otherDeductions: Kobo;
  net: Kobo;
  earnings: PayslipItem<EarningKind>[];
  deductions: PayslipItem<DeductionKind>[];
  yearToDate: PayYearToDate;
}

/** A month that cannot be paid as asked; the message is for the person running payroll. */
export class PayrollRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PayrollRefused';
  }
}

export function monthlyPay(input: MonthlyPayInput): PayLine {
  const { rules, pay, yearToDate } = input;
  const { month } = periodParts(input.period);
  checkYearToDate(yearToDate, month);
  const proration = employedDays({
    period: input.period,
    basis: input.prorationBasis,
    employedFrom: input.employedFrom,
    employedTo: input.employedTo,
    holidays: input.holidays,
  });
  if (proration.days === 0) throw new PayrollRefused(`Not employed in ${input.period}`);
  const oneOffs = input.oneOffs ?? [];
  const earnings = monthEarnings(pay, oneOffs, proration);
  const contributions = monthContributions(rules, pay, earnings, input.itfApplies);
  const fullMonth = monthEarnings(pay, oneOffs, { days: 1, daysInPeriod: 1 });
  const exempt = rules.minimumWage.exemption && fullMonth.gross <= rules.minimumWage.monthly;
  const tax = exempt ? exemptMonth(yearToDate) : taxedMonth(input, earnings, contributions, fullMonth);
  const otherDeductions = (input.deductions ?? []).reduce((total, deduction) => total + checked(deduction.amount), 0);
  const { pensionEmployeeRegular: _, ...payable } = contributions;
  const afterStatutory = earnings.gross - payable.pensionEmployee - payable.nhf - payable.nhiaEmployee;
  const paye = Math.min(tax.paye, afterStatutory);
  const net = afterStatutory - paye - otherDeductions;
  if (net < 0) throw new PayrollRefused(`The deductions for ${input.period} come to more than the month's pay`);
  const line = { ...payable, gross: earnings.gross, taxable: tax.taxable, paye, otherDeductions, net };
  return {
    period: input.period,
    proration,
    exempt,
    payeCapped: paye < tax.paye,
    ...line,
    earnings: earnings.earnings,
    deductions: deductionItems(line, input.deductions ?? []),
    yearToDate: nextYearToDate(yearToDate, line, tax, exempt),
  };
}

interface MonthTax {
  paye: Kobo;
  taxable: Kobo;
  taxDue: Kobo;
  taxBasis: PayYearToDate['taxBasis'];
}

function exemptMonth(yearToDate: PayYearToDate): MonthTax {
  return { paye: 0, taxable: 0, taxDue: yearToDate.taxDue, taxBasis: yearToDate.taxBasis };
}

function taxedMonth(
  input: MonthlyPayInput,
  earnings: MonthEarnings,
  contributions: MonthContributions,
  fullMonth: MonthEarnings,
): MonthTax {
  const { rules, pay, yearToDate } = input;
  const regular = regularIncome(earnings, contributions);
  const oneOff: IncomeParts = {
    pay: earnings.oneOff.gross,
    pension: contributions.pensionEmployee - contributions.pensionEmployeeRegular,
    nhf: 0,
    nhia: 0,
  };
  const fullMonthRegular = regularIncome(fullMonth, monthContributions(rules, pay, fullMonth, false));
  const monthsLeft = monthsLeftInYear(input.period, input.employedTo);
  const monthsToDate = yearToDate.taxedMonths + 1;
  const taxBasis = {
    regular: addIncome(yearToDate.taxBasis.regular, regular),
    oneOff: addIncome(yearToDate.taxBasis.oneOff, oneOff),
  };
  const result = cumulativePaye({
    rules,
    regularYear: addIncome(taxBasis.regular, timesIncome(fullMonthRegular, monthsLeft)),
    oneOffsToDate: taxBasis.oneOff,
    reliefs: {
      annualRent: pay.annualRent,
      lifeAssurance: pay.lifeAssurance ?? 0,
      housingLoanInterest: pay.housingLoanInterest ?? 0,
    },
    monthsToDate,
    monthsInYear: monthsToDate + monthsLeft,
    payeBefore: yearToDate.paye,
    taxableBefore: yearToDate.taxable,
  });
  return { paye: result.paye, taxable: result.taxable, taxDue: result.taxDueToDate, taxBasis };
}

/** Regular taxable pay (one-offs aside) and the employee's deductions on it. */
function regularIncome(earnings: MonthEarnings, contributions: MonthContributions): IncomeParts {
  return {
    pay: earnings.regular.taxable,
    pension: contributions.pensionEmployeeRegular,
    nhf: contributions.nhf,
    nhia: contributions.nhiaEmployee,
  };
}

type LineAmounts = Pick<
  PayLine,
  | 'gross'
  | 'taxable'
  | 'paye'
  | 'pensionEmployee'
  | 'pensionEmployer'
  | 'nhf'
  | 'nhiaEmployee'
  | 'otherDeductions'
  | 'net'
>;

function deductionItems(line: LineAmounts, others: readonly OtherDeduction[]): PayslipItem<DeductionKind>[] {
  const items: PayslipItem<DeductionKind>[] = [
    { kind: 'paye', name: 'PAYE', amount: line.paye },
    { kind: 'pension', name: 'Pension', amount: line.pensionEmployee },
    { kind: 'nhf', name: 'NHF', amount: line.nhf },
    { kind: 'nhia', name: 'NHIA', amount: line.nhiaEmployee },
    ...others.map((deduction) => ({ kind: deduction.kind, name: deduction.name, amount: deduction.amount })),
  ];
  return items.filter((item) => item.amount !== 0);
}

function nextYearToDate(before: PayYearToDate, line: LineAmounts, tax: MonthTax, exempt: boolean): PayYearToDate {
  return {
    months: before.months + 1,
    taxedMonths: before.taxedMonths + (exempt ? 0 : 1),
    gross: before.gross + line.gross,
    taxable: before.taxable + line.taxable,
    taxDue: tax.taxDue,
    paye: before.paye + line.paye,
    pensionEmployee: before.pensionEmployee + line.pensionEmployee,
    pensionEmployer: before.pensionEmployer + line.pensionEmployer,
    nhf: before.nhf + line.nhf,
    nhiaEmployee: before.nhiaEmployee + line.nhiaEmployee,
    otherDeductions: before.otherDeductions + line.otherDeductions,
    net: before.net + line.net,
    taxBasis: tax.taxBasis,
  };
}

/** A year to date of more months than have passed is from another year or another employee. */
function checkYearToDate(yearToDate: PayYearToDate, month: number): void {
  const { months, taxedMonths } = yearToDate;
  if (!Number.isInteger(months) || !Number.isInteger(taxedMonths) || taxedMonths < 0 || taxedMonths > months) {
    throw new RangeError('The year to date counts its months wrongly');
  }
  if (months > month - 1) throw new RangeError(`A year to date of ${months} months cannot come before month ${month}`);
}

function checked(amount: Kobo): Kobo {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`Not a kobo amount ≥ 0: ${amount}`);
  return amount;
}
