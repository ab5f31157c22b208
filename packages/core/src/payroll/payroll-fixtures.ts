import { emptyYearToDate, type MonthlyPayInput, monthlyPay, type PayLine } from './monthly-pay.ts';
import type { EmploymentPay } from './pay-components.ts';
import { payrollRuleSets } from './rule-sets.ts';
import { payrollRulesInForceOn } from './rules.ts';

/* Shared by the payroll tests: the references' employees and a way to pay them month by month. */

export const naira = (amount: number) => Math.round(amount * 100);

export const ntaRules = payrollRulesInForceOn(payrollRuleSets, '2026-06-30');
export const pitaRules = payrollRulesInForceOn(payrollRuleSets, '2025-06-30');

/** The reference's structure (2.3): basic 50%, housing 25%, transport 10%, other 15% (not pensionable). */
export function structuredPay(monthlyGross: number, choices: Partial<EmploymentPay> = {}): EmploymentPay {
  return {
    basic: naira(monthlyGross * 0.5),
    housing: naira(monthlyGross * 0.25),
    transport: naira(monthlyGross * 0.1),
    otherAllowances: [
      { name: 'Other allowances', amount: naira(monthlyGross * 0.15), pensionable: false, taxable: true },
    ],
    annualRent: 0,
    nhf: false,
    nhia: false,
    ...choices,
  };
}

export type MonthOptions = Partial<Omit<MonthlyPayInput, 'period' | 'yearToDate'>>;

/**
 * Pays `months` (YYYY-MM, in order, one tax year) and returns each month's line; `perMonth` changes
 * a month's input (a bonus, a raise).
 */
export function payMonths(
  pay: EmploymentPay,
  months: readonly string[],
  options: MonthOptions = {},
  perMonth: (period: string) => MonthOptions = () => ({}),
): PayLine[] {
  const lines: PayLine[] = [];
  let yearToDate = emptyYearToDate;
  for (const period of months) {
    const line = monthlyPay({
      rules: payrollRulesInForceOn(payrollRuleSets, `${period}-28`),
      pay,
      prorationBasis: 'calendarDays',
      itfApplies: false,
      ...options,
      ...perMonth(period),
      period,
      yearToDate,
    });
    lines.push(line);
    yearToDate = line.yearToDate;
  }
  return lines;
}

/** The months of a year from `first` (1-12) to `last`, as YYYY-MM. */
export function monthsOf(year: number, first = 1, last = 12): string[] {
  const months: string[] = [];
  for (let month = first; month <= last; month += 1) months.push(`${year}-${String(month).padStart(2, '0')}`);
  return months;
}

export const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
