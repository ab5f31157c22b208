import { describe, expect, it } from 'vitest';
import { annualIncomeTax } from './income-tax.ts';
import { emptyYearToDate, monthlyPay, PayrollRefused } from './monthly-pay.ts';
import { monthsOf, naira, ntaRules, payMonths, structuredPay, sum } from './payroll-fixtures.ts';

/* The references' monthly cases (nigeria-payroll-2026.md 2.3, 2.2, 8; nigeria-tax-2026.md), a month at a time. */

const year2026 = monthsOf(2026);
const noPension = { employeeRateBasisPoints: 0, employerRateBasisPoints: 0 };

describe('the reference cases, monthly', () => {
  it('P1: ₦100,000 a month pays PAYE ₦3,980.00, net ₦89,220.00, employer pension ₦8,500', () => {
    const [january] = payMonths(structuredPay(100_000), ['2026-01']);
    expect(january).toMatchObject({
      gross: naira(100_000),
      pensionEmployee: naira(6_800),
      pensionEmployer: naira(8_500),
      nhf: 0,
      taxable: naira(93_200),
      paye: naira(3_980),
      net: naira(89_220),
      exempt: false,
    });
  });

  it('P1b: with NHF, PAYE ₦3,792.50 and net ₦88,157.50', () => {
    const [january] = payMonths(structuredPay(100_000, { nhf: true }), ['2026-01']);
    expect(january).toMatchObject({ nhf: naira(1_250), paye: naira(3_792.5), net: naira(88_157.5) });
  });

  it('MW: ₦70,000 a month pays no PAYE; pension still applies (net ₦65,240, employer ₦5,950)', () => {
    const [january] = payMonths(structuredPay(70_000), ['2026-01']);
    expect(january).toMatchObject({
      exempt: true,
      paye: 0,
      taxable: 0,
      pensionEmployee: naira(4_760),
      pensionEmployer: naira(5_950),
      net: naira(65_240),
    });
  });

  it('TaxHQ minimum wage: ₦70,000 with no deductions at all still pays nothing (TaxHQ: ₦500 a month)', () => {
    const pay = structuredPay(70_000, { pension: noPension });
    expect(payMonths(pay, ['2026-01'])[0]?.paye).toBe(0);
    const noExemption = { ...ntaRules, minimumWage: { ...ntaRules.minimumWage, exemption: false } };
    expect(payMonths(pay, ['2026-01'], { rules: noExemption })[0]?.paye).toBe(naira(500));
  });

  it('TaxHQ payslip: ₦500k a month, pension ₦36,000, NHF ₦7,500: PAYE ₦64,670 every month, not ₦67,000', () => {
    const pay = {
      ...structuredPay(0, { nhf: true }),
      basic: naira(300_000),
      housing: naira(100_000),
      transport: naira(50_000),
      otherAllowances: [{ name: 'Utility', amount: naira(50_000), pensionable: false, taxable: true }],
    };
    const lines = payMonths(pay, year2026);
    expect(lines[0]).toMatchObject({ pensionEmployee: naira(36_000), nhf: naira(7_500), paye: naira(64_670) });
    expect(new Set(lines.map((line) => line.paye))).toEqual(new Set([naira(64_670)]));
  });

  it('₦1,000,000 a month, rent ₦2.4m, pension 8% of gross: ₦140,900 a month, ₦1,690,800 in the year', () => {
    const pay = {
      ...structuredPay(1_000_000, { annualRent: naira(2_400_000) }),
      otherAllowances: [{ name: 'Other', amount: naira(150_000), pensionable: true, taxable: true }],
    };
    const lines = payMonths(pay, year2026);
    expect(lines[0]).toMatchObject({ pensionEmployee: naira(80_000), paye: naira(140_900), taxable: naira(880_000) });
    expect(sum(lines.map((line) => line.paye))).toBe(naira(1_690_800));
  });

  it('G3 under PITA (2025): ₦20,766.67 a month, the kobo of rounding carried so the year is ₦249,200', () => {
    const lines = payMonths(structuredPay(200_000, { pension: noPension }), monthsOf(2025));
    expect(lines.slice(0, 3).map((line) => line.paye)).toEqual([2_076_667, 2_076_666, 2_076_667]);
    expect(sum(lines.map((line) => line.paye))).toBe(naira(249_200));
    expect(lines.at(-1)?.yearToDate.paye).toBe(naira(249_200));
    // The same pay under the NTA from 2026: ₦20,000 a month.
    expect(payMonths(structuredPay(200_000, { pension: noPension }), ['2026-01'])[0]?.paye).toBe(naira(20_000));
  });
});

describe('one-off pay and the cumulative method', () => {
  it('a ₦500,000 bonus in June costs P1 the ₦75,000 of tax it adds to the year, no more', () => {
    const bonus = [{ kind: 'bonus' as const, name: 'Half-year bonus', amount: naira(500_000) }];
    const lines = payMonths(structuredPay(100_000), year2026, {}, (period) =>
      period === '2026-06' ? { oneOffs: bonus } : {},
    );
    expect(lines.map((line) => line.paye)).toEqual(
      year2026.map((period) => (period === '2026-06' ? naira(3_980 + 75_000) : naira(3_980))),
    );
    const annual = annualIncomeTax(ntaRules, { annualGross: naira(1_700_000), pension: naira(81_600) });
    expect(sum(lines.map((line) => line.paye))).toBe(annual.tax);
    expect(lines[5]).toMatchObject({ gross: naira(600_000), taxable: naira(93_200 + 500_000) });
    expect(lines[5]?.earnings.at(-1)).toEqual({ kind: 'bonus', name: 'Half-year bonus', amount: naira(500_000) });
  });

  it('a pensionable one-off pays pension, and its tax is on the one-off less that pension', () => {
    const leave = [{ kind: 'leaveAllowance' as const, name: 'Leave', amount: naira(100_000), pensionable: true }];
    const [january] = payMonths(structuredPay(100_000), ['2026-01'], { oneOffs: leave });
    expect(january).toMatchObject({
      pensionEmployee: naira(6_800 + 8_000),
      pensionEmployer: naira(8_500 + 10_000),
      paye: naira(3_980 + 92_000 * 0.15),
    });
  });

  it('a raise in July: the year pays the tax on what was actually paid', () => {
    const lines = payMonths(structuredPay(100_000, { pension: noPension }), year2026, {}, (period) =>
      period >= '2026-07' ? { pay: structuredPay(300_000, { pension: noPension }) } : {},
    );
    const actual = annualIncomeTax(ntaRules, { annualGross: naira(600_000 + 1_800_000) });
    expect(sum(lines.map((line) => line.paye))).toBe(actual.tax);
    expect(lines.every((line) => line.paye >= 0)).toBe(true);
  });
});

describe('joiners and leavers', () => {
  const pay = structuredPay(200_000, { pension: noPension });

  it('a joiner on 1 July is taxed on six months, not on a projected full year', () => {
    const lines = payMonths(pay, monthsOf(2026, 7), { employedFrom: '2026-07-01' });
    expect(lines.map((line) => line.paye)).toEqual(Array(6).fill(naira(10_000)));
    expect(sum(lines.map((line) => line.paye))).toBe(annualIncomeTax(ntaRules, { annualGross: naira(1_200_000) }).tax);
  });

  it('a joiner on 15 July is paid 17/31 of July and the year comes to the tax on what was paid', () => {
    const lines = payMonths(pay, monthsOf(2026, 7), { employedFrom: '2026-07-15' });
    expect(lines[0]).toMatchObject({ proration: { days: 17, daysInPeriod: 31 }, gross: 10_967_742, exempt: false });
    const paid = sum(lines.map((line) => line.gross));
    expect(paid).toBe(10_967_742 + naira(1_000_000));
    expect(sum(lines.map((line) => line.paye))).toBe(annualIncomeTax(ntaRules, { annualGross: paid }).tax);
  });

  it('a joiner’s minimum-wage test uses the full month’s pay, not the prorated pay', () => {
    const joining = { employedFrom: '2026-01-20' };
    const [earner] = payMonths(structuredPay(100_000), ['2026-01'], joining);
    expect(earner?.gross).toBeLessThan(naira(70_000));
    expect(earner).toMatchObject({ exempt: false });
    expect(earner?.paye).toBeGreaterThan(0);
    expect(payMonths(structuredPay(70_000), ['2026-01'], joining)[0]).toMatchObject({ exempt: true, paye: 0 });
  });

  it('a leaver whose last day is known is taxed on the months they work', () => {
    const lines = payMonths(pay, monthsOf(2026, 1, 6), { employedTo: '2026-06-30' });
    expect(lines.map((line) => line.paye)).toEqual(Array(6).fill(naira(10_000)));
  });

  it('a leaver told in their last month: the over-deduction is held, never a negative PAYE', () => {
    const lines = payMonths(pay, monthsOf(2026, 1, 6), {}, (period) =>
      period === '2026-06' ? { employedTo: '2026-06-30' } : {},
    );
    expect(lines.slice(0, 5).map((line) => line.paye)).toEqual(Array(5).fill(naira(20_000)));
    // Tax on ₦1.2m is ₦60,000; ₦100,000 was deducted by May, so June deducts nothing.
    expect(lines[5]?.paye).toBe(0);
  });
});

describe('deductions, contributions and refusals', () => {
  it('other deductions come off net and are listed on the payslip', () => {
    const deductions = [
      { kind: 'salaryAdvance' as const, name: 'Salary advance', amount: naira(10_000) },
      { kind: 'loanRepayment' as const, name: 'Car loan', amount: naira(5_000) },
    ];
    const [line] = payMonths(structuredPay(100_000), ['2026-01'], { deductions });
    expect(line).toMatchObject({ otherDeductions: naira(15_000), net: naira(74_220) });
    expect(line?.deductions).toEqual([
      { kind: 'paye', name: 'PAYE', amount: naira(3_980) },
      { kind: 'pension', name: 'Pension', amount: naira(6_800) },
      { kind: 'salaryAdvance', name: 'Salary advance', amount: naira(10_000) },
      { kind: 'loanRepayment', name: 'Car loan', amount: naira(5_000) },
    ]);
    expect(sum(line?.earnings.map((item) => item.amount) ?? [])).toBe(line?.gross);
  });

  it('NHIA: 5% + 10% of basic by default, and the employee’s share is deductible', () => {
    const [line] = payMonths(structuredPay(100_000, { nhia: true }), ['2026-01']);
    expect(line).toMatchObject({ nhiaEmployee: naira(2_500), nhiaEmployer: naira(5_000), paye: naira(3_605) });
  });

  it('NSITF 1% of regular gross by default or of basic + housing + transport; ITF 1% where the company qualifies', () => {
    const bonus = [{ kind: 'overtime' as const, name: 'Overtime', amount: naira(20_000) }];
    const [line] = payMonths(structuredPay(100_000), ['2026-01'], { itfApplies: true, oneOffs: bonus });
    expect(line).toMatchObject({ nsitf: naira(1_000), itf: naira(1_200) });
    const byBasicHousingTransport = {
      ...ntaRules,
      nsitf: { ...ntaRules.nsitf, base: 'basicHousingTransport' as const },
    };
    expect(payMonths(structuredPay(100_000), ['2026-01'], { rules: byBasicHousingTransport })[0]?.nsitf).toBe(
      naira(850),
    );
    const withOneOffs = { ...ntaRules, nsitf: { ...ntaRules.nsitf, includeOneOffs: true } };
    expect(payMonths(structuredPay(100_000), ['2026-01'], { rules: withOneOffs, oneOffs: bonus })[0]?.nsitf).toBe(
      naira(1_200),
    );
    expect(payMonths(structuredPay(100_000), ['2026-01'])[0]?.itf).toBe(0);
  });

  it('takes no more PAYE than the pay left after pension, and keeps the rest due', () => {
    // A payroll moved to Owo in December with ₦22m paid and no PAYE deducted this year.
    const yearToDate = {
      ...emptyYearToDate,
      months: 11,
      taxedMonths: 11,
      taxBasis: {
        regular: { pay: naira(22_000_000), pension: 0, nhf: 0, nhia: 0 },
        oneOff: { pay: 0, pension: 0, nhf: 0, nhia: 0 },
      },
    };
    const line = monthlyPay({
      rules: ntaRules,
      period: '2026-12',
      pay: structuredPay(100_000),
      prorationBasis: 'calendarDays',
      itfApplies: false,
      yearToDate,
    });
    expect(line).toMatchObject({ paye: naira(93_200), net: 0, payeCapped: true });
    const yearTax = annualIncomeTax(ntaRules, { annualGross: naira(22_100_000), pension: naira(6_800) }).tax;
    expect(line.yearToDate).toMatchObject({ taxDue: yearTax, paye: naira(93_200) });
  });

  it('refuses deductions that come to more than the pay', () => {
    const deductions = [{ kind: 'loanRepayment' as const, name: 'Loan', amount: naira(95_000) }];
    expect(() => payMonths(structuredPay(100_000), ['2026-01'], { deductions })).toThrow(PayrollRefused);
  });

  it('refuses a month the employee was not employed, and a year to date that cannot come before it', () => {
    expect(() => payMonths(structuredPay(100_000), ['2026-07'], { employedFrom: '2026-08-01' })).toThrow(
      PayrollRefused,
    );
    const base = { rules: ntaRules, pay: structuredPay(100_000), prorationBasis: 'calendarDays' as const };
    const tooLong = { ...emptyYearToDate, months: 3, taxedMonths: 3 };
    expect(() => monthlyPay({ ...base, period: '2026-03', itfApplies: false, yearToDate: tooLong })).toThrow(
      RangeError,
    );
  });
});
