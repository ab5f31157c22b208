import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entryProblems, ledgerMessages, totalOf } from '../ledger.ts';
import { annualIncomeTax } from './income-tax.ts';
import { emptyYearToDate, type MonthlyPayInput, monthlyPay, type PayLine, PayrollRefused } from './monthly-pay.ts';
import type { EmploymentPay, OneOffEarning, OtherDeduction } from './pay-components.ts';
import { payrollEntryLines, payrollPaymentLines, reversedPayrollLines } from './payroll.posting.ts';
import { type MonthOptions, monthsOf, naira, ntaRules, payMonths, pitaRules, sum } from './payroll-fixtures.ts';

/*
 * The properties issue 28 asks of the payroll: a steady year adds up to the annual tax to the kobo;
 * a bonus costs the tax it adds to the year; every line's parts add up; PAYE is never negative;
 * every posting balances; a full month's proration is the monthly pay.
 */

const RUNS = { numRuns: 150 };
const years = [
  { year: 2025, rules: pitaRules },
  { year: 2026, rules: ntaRules },
];

/** Kobo from ₦lowest to ₦highest. */
const kobo = (lowest: number, highest: number) => fc.integer({ min: naira(lowest), max: naira(highest) });

/** An employment's pay; over the minimum wage when `aboveMinimumWage`, all of it taxable when `allTaxable`. */
function employmentPay({ aboveMinimumWage = false, allTaxable = false } = {}): fc.Arbitrary<EmploymentPay> {
  const rate = fc.integer({ min: 0, max: 2_000 });
  return fc.record({
    basic: aboveMinimumWage ? kobo(70_001, 3_000_000) : kobo(0, 3_000_000),
    housing: kobo(0, 1_500_000),
    transport: kobo(0, 500_000),
    otherAllowances: fc.array(
      fc.record({
        name: fc.constantFrom('Meal', 'Utility', 'Wardrobe'),
        amount: kobo(0, 500_000),
        pensionable: fc.boolean(),
        taxable: allTaxable ? fc.constant(true) : fc.boolean(),
      }),
      { maxLength: 2 },
    ),
    annualRent: fc.oneof(fc.constant(0), kobo(0, 6_000_000)),
    lifeAssurance: fc.oneof(fc.constant(0), kobo(0, 300_000)),
    housingLoanInterest: fc.oneof(fc.constant(0), kobo(0, 300_000)),
    nhf: fc.boolean(),
    nhia: fc.boolean(),
    pension: fc.oneof(
      fc.constant(undefined),
      fc.record({ employeeRateBasisPoints: rate, employerRateBasisPoints: rate }),
    ),
  });
}

const oneOff: fc.Arbitrary<OneOffEarning> = fc.record({
  kind: fc.constantFrom('bonus', 'leaveAllowance', 'thirteenthMonth', 'overtime', 'arrears'),
  name: fc.constant('One-off'),
  amount: kobo(1, 5_000_000),
  pensionable: fc.boolean(),
});

const deduction: fc.Arbitrary<OtherDeduction> = fc.record({
  kind: fc.constantFrom('salaryAdvance', 'loanRepayment', 'other'),
  name: fc.constantFrom('Advance', 'Loan', 'Union dues'),
  amount: kobo(1, 20_000),
});

/**
 * The year's tax on what the lines paid (every allowance taxable), by the annual calculation, with
 * `extraGross` more pay on which no contribution is due (a bonus that is not pensionable).
 */
function annualTaxOf(lines: readonly PayLine[], pay: EmploymentPay, rules = ntaRules, extraGross = 0) {
  return annualIncomeTax(rules, {
    annualGross: sum(lines.map((line) => line.gross)) + extraGross,
    pension: sum(lines.map((line) => line.pensionEmployee)),
    nhf: sum(lines.map((line) => line.nhf)),
    nhia: sum(lines.map((line) => line.nhiaEmployee)),
    annualRent: pay.annualRent,
    lifeAssurance: pay.lifeAssurance,
    housingLoanInterest: pay.housingLoanInterest,
  }).tax;
}

describe('a steady salary', () => {
  it('pays the annual tax in twelve months, exactly to the kobo (NTA and PITA)', () => {
    fc.assert(
      fc.property(employmentPay({ allTaxable: true }), fc.constantFrom(...years), (pay, { year, rules }) => {
        const lines = payMonths(pay, monthsOf(year));
        expect(sum(lines.map((line) => line.paye))).toBe(annualTaxOf(lines, pay, rules));
      }),
      RUNS,
    );
  });

  it('pays a joiner the tax on the months employed, exactly', () => {
    // Above the minimum wage each month, so no month is exempt; nor is the part year, though it may
    // come to less than twelve months of the minimum wage (4 × ₦200,000 < 12 × ₦70,000): the
    // exemption is of minimum-wage earners, judged on a month's pay.
    const noExemption = { ...ntaRules, minimumWage: { ...ntaRules.minimumWage, exemption: false } };
    fc.assert(
      fc.property(
        employmentPay({ aboveMinimumWage: true, allTaxable: true }),
        fc.integer({ min: 1, max: 12 }),
        (pay, firstMonth) => {
          const months = monthsOf(2026, firstMonth);
          const lines = payMonths(pay, months, { employedFrom: `${months[0]}-01` });
          expect(sum(lines.map((line) => line.paye))).toBe(annualTaxOf(lines, pay, noExemption));
        },
      ),
      RUNS,
    );
  });
});

describe('a bonus month', () => {
  it('pays its usual PAYE plus the tax the bonus adds to the year, not the bonus annualised (NTA and PITA)', () => {
    fc.assert(
      fc.property(
        employmentPay({ aboveMinimumWage: true, allTaxable: true }),
        fc.constantFrom(...years),
        fc.integer({ min: 1, max: 12 }),
        kobo(1, 10_000_000),
        (pay, { year, rules }, bonusMonth, amount) => {
          const months = monthsOf(year, 1, bonusMonth);
          const bonus = [{ kind: 'bonus' as const, name: 'Bonus', amount }];
          const without = payMonths(pay, months).at(-1);
          const withBonus = payMonths(pay, months, {}, (period) =>
            period === months.at(-1) ? { oneOffs: bonus } : {},
          ).at(-1);
          const steadyYear = payMonths(pay, monthsOf(year));
          const extraTax = annualTaxOf(steadyYear, pay, rules, amount) - annualTaxOf(steadyYear, pay, rules);
          expect((withBonus?.paye ?? 0) - (without?.paye ?? 0)).toBe(extraTax);
        },
      ),
      RUNS,
    );
  });
});

/**
 * Pays a year month by month as planned. A month whose other deductions (an advance, a loan) are
 * more than its pay can bear after PAYE, pension, NHF and NHIA is refused (PayrollRefused): that is
 * checked to be so, and the month is then paid without them, as a payroll officer would fix it.
 */
function payYearRefusingWhatPayCannotBear(plan: ReadonlyArray<Pick<MonthlyPayInput, 'pay'> & MonthOptions>) {
  const lines: PayLine[] = [];
  let yearToDate = emptyYearToDate;
  for (const [index, period] of monthsOf(2026).entries()) {
    const input: MonthlyPayInput = {
      rules: ntaRules,
      prorationBasis: 'calendarDays',
      itfApplies: false,
      ...(plan[index] as Pick<MonthlyPayInput, 'pay'>),
      period,
      yearToDate,
    };
    let line: PayLine;
    try {
      line = monthlyPay(input);
    } catch (error) {
      if (!(error instanceof PayrollRefused)) throw error;
      line = monthlyPay({ ...input, deductions: [] });
      expect(line.net).toBeLessThan(sum((input.deductions ?? []).map((item) => item.amount)));
    }
    lines.push(line);
    yearToDate = line.yearToDate;
  }
  return lines;
}

describe('any year of pay', () => {
  const month = fc.record({
    pay: employmentPay({ aboveMinimumWage: true, allTaxable: true }),
    oneOffs: fc.array(oneOff, { maxLength: 2 }),
    deductions: fc.array(deduction, { maxLength: 2 }),
  });

  it('adds up on every line, never deducts a negative PAYE, and ends with the tax due on what was paid', () => {
    fc.assert(
      fc.property(fc.array(month, { minLength: 12, maxLength: 12 }), (plan) => {
        const lines = payYearRefusingWhatPayCannotBear(plan);
        for (const line of lines) {
          const deducted = line.pensionEmployee + line.nhf + line.nhiaEmployee + line.paye + line.otherDeductions;
          expect(line.net).toBe(line.gross - deducted);
          expect(sum(line.deductions.map((item) => item.amount))).toBe(deducted);
          expect(sum(line.earnings.map((item) => item.amount))).toBe(line.gross);
          expect(line.paye).toBeGreaterThanOrEqual(0);
          expect(line.net).toBeGreaterThanOrEqual(0);
        }
        const yearToDate = lines.at(-1)?.yearToDate;
        // The tax due by December is the year's tax on what was paid (all twelve months taxed: over
        // the minimum wage). What was deducted is the most that was ever due, unless a month's
        // PAYE was more than its pay could bear (payeCapped): then no more than that, and exactly
        // that when a later month's pay could bear the shortfall too (PAYE is cumulative).
        expect(yearToDate?.taxDue).toBe(annualTaxOf(lines, plan[11]?.pay as EmploymentPay));
        expect(yearToDate?.paye).toBe(sum(lines.map((line) => line.paye)));
        const mostEverDue = Math.max(...lines.map((line) => line.yearToDate.taxDue));
        if (lines.some((line) => line.payeCapped)) expect(yearToDate?.paye).toBeLessThanOrEqual(mostEverDue);
        else expect(yearToDate?.paye).toBe(mostEverDue);
      }),
      { numRuns: 60 },
    );
  });

  it('posts balanced entries for any run, and their payment and reversal balance too', () => {
    fc.assert(
      fc.property(fc.array(month, { minLength: 1, maxLength: 5 }), fc.boolean(), (employees, itfApplies) => {
        const lines = employees.map(({ pay, oneOffs, deductions }, index) => ({
          employeeId: `e${index}`,
          pay: payMonths(pay, ['2026-03'], { oneOffs, deductions, itfApplies })[0] as PayLine,
          payeAuthority: index % 2 === 0 ? 'Lagos IRS' : 'Ogun IRS',
        }));
        for (const entry of [payrollEntryLines({ lines }), payrollPaymentLines({ lines })]) {
          // A run whose every net pay is 0 has no payment entry (nothing leaves the bank).
          const expected = entry.length === 0 ? [{ path: ['lines'], message: ledgerMessages.twoLines }] : [];
          expect(entryProblems(entry)).toEqual(expected);
          expect(entryProblems(reversedPayrollLines(entry))).toEqual(expected);
          expect(totalOf(entry, 'debit')).toBe(totalOf(entry, 'credit'));
        }
        const accrual = payrollEntryLines({ lines });
        expect(totalOf(accrual, 'debit')).toBe(
          sum(lines.map(({ pay }) => pay.gross + pay.pensionEmployer + pay.nhiaEmployer + pay.nsitf + pay.itf)),
        );
      }),
      RUNS,
    );
  });
});

const contributions = [
  'gross',
  'pensionEmployee',
  'pensionEmployer',
  'nhf',
  'nhiaEmployee',
  'nhiaEmployer',
  'nsitf',
  'itf',
] as const;

describe('proration', () => {
  it('of a full month, by calendar or working days, is the monthly pay', () => {
    fc.assert(
      fc.property(
        employmentPay(),
        fc.constantFrom('calendarDays' as const, 'workingDays' as const),
        fc.integer({ min: 1, max: 12 }),
        (pay, prorationBasis, monthNumber) => {
          const period = monthsOf(2026, monthNumber, monthNumber)[0] as string;
          const lastDay = new Date(Date.UTC(2026, monthNumber, 0)).getUTCDate();
          const [whole] = payMonths(pay, [period], {
            prorationBasis,
            employedFrom: `${period}-01`,
            employedTo: `${period}-${lastDay}`,
          });
          const [throughout] = payMonths(pay, [period], { prorationBasis });
          const monthlyGross =
            pay.basic + pay.housing + pay.transport + sum(pay.otherAllowances.map((allowance) => allowance.amount));
          expect(whole?.gross).toBe(monthlyGross);
          expect(whole?.earnings.find((item) => item.kind === 'basic')?.amount ?? 0).toBe(pay.basic);
          expect(whole?.proration.days).toBe(whole?.proration.daysInPeriod);
          // Only the PAYE may differ: an employment that ends this month projects no months after it.
          const earned = (line: PayLine | undefined) => ({
            earnings: line?.earnings,
            proration: line?.proration,
            ...Object.fromEntries(contributions.map((field) => [field, line?.[field]])),
          });
          expect(earned(throughout)).toEqual(earned(whole));
        },
      ),
      RUNS,
    );
  });
});
