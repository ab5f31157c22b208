import { describe, expect, it } from 'vitest';
import { annualIncomeTax } from './income-tax.ts';
import { payrollRuleSets } from './rule-sets.ts';
import { payrollRulesInForceOn } from './rules.ts';

/*
 * Every annual worked example of the references (nigeria-payroll-2026.md 2.1-2.3, nigeria-tax-2026.md
 * "Personal income tax / PAYE"), in naira for reading: ₦ × 100 = kobo.
 */

const naira = (amount: number) => Math.round(amount * 100);
const nta = payrollRulesInForceOn(payrollRuleSets, '2026-06-30');
const pita = payrollRulesInForceOn(payrollRuleSets, '2025-06-30');
const effectiveRate = (tax: number, gross: number) => ((tax / gross) * 100).toFixed(1);

describe('the federal PIT calculator examples (G1-G3), NTA and PITA', () => {
  const g1 = {
    annualGross: naira(4_000_000),
    nhf: naira(250_000),
    nhia: naira(250_000),
    pension: naira(1_000_000),
    lifeAssurance: naira(400_000),
    annualRent: naira(800_000),
  };

  it('G1: ₦4m gross with ₦800k rent pays ₦171,000 under the NTA, 4.3% effective', () => {
    const result = annualIncomeTax(nta, g1);
    expect(result).toMatchObject({ rentRelief: naira(160_000), chargeable: naira(1_940_000), tax: naira(171_000) });
    expect(effectiveRate(result.tax, g1.annualGross)).toBe('4.3');
  });

  it('G1 under PITA: CRA ₦1m, chargeable ₦1.1m, ₦129,000, the published 3.2%', () => {
    const result = annualIncomeTax(pita, g1);
    expect(result).toMatchObject({
      consolidatedRelief: naira(1_000_000),
      rentRelief: 0,
      chargeable: naira(1_100_000),
      tax: naira(129_000),
    });
    expect(effectiveRate(result.tax, g1.annualGross)).toBe('3.2');
  });

  const g2 = {
    annualGross: naira(1_230_000),
    nhf: naira(100_000),
    nhia: naira(100_000),
    pension: naira(350_000),
    lifeAssurance: naira(150_000),
    annualRent: naira(400_000),
  };

  it('G2: ₦1.23m gross pays no tax under the NTA (chargeable ₦450,000 is inside the 0% band)', () => {
    expect(annualIncomeTax(nta, g2)).toMatchObject({ rentRelief: naira(80_000), chargeable: naira(450_000), tax: 0 });
  });

  it('G2 under PITA: the references disagree, so the minimum tax is a field of the rules', () => {
    // The calculator shows "old: 0.5% effective": the band tax on ₦84,000 (₦5,880, 0.48%). PITA's 1%
    // minimum tax (the tax reference; rule-sets.ts notes) makes it ₦12,300. Default: minimum tax on.
    const result = annualIncomeTax(pita, g2);
    expect(result).toMatchObject({ chargeable: naira(84_000), tax: naira(12_300), minimumTaxApplied: true });
    const withoutMinimumTax = { ...pita, incomeTax: { ...pita.incomeTax, minimumTaxRateBasisPoints: 0 } };
    const bandTaxOnly = annualIncomeTax(withoutMinimumTax, g2);
    expect(bandTaxOnly.tax).toBe(naira(5_880));
    expect(effectiveRate(bandTaxOnly.tax, g2.annualGross)).toBe('0.5');
  });

  it('G3: ₦200,000 a month, no deductions: ₦20,000 a month under the NTA, ₦766.67 less than PITA', () => {
    const income = { annualGross: naira(2_400_000) };
    const newTax = annualIncomeTax(nta, income);
    const oldTax = annualIncomeTax(pita, income);
    expect(newTax.tax).toBe(naira(240_000));
    expect(oldTax).toMatchObject({
      consolidatedRelief: naira(680_000),
      chargeable: naira(1_720_000),
      tax: naira(249_200),
    });
    expect(((oldTax.tax - newTax.tax) / 12 / 100).toFixed(2)).toBe('766.67');
  });
});

describe('the tax reference checks', () => {
  it('₦1,000,000 a month, rent ₦2.4m, pension 8% of gross: ₦1,690,800 a year', () => {
    const result = annualIncomeTax(nta, {
      annualGross: naira(12_000_000),
      pension: naira(960_000),
      annualRent: naira(2_400_000),
    });
    expect(result).toMatchObject({ rentRelief: naira(480_000), chargeable: naira(10_560_000), tax: naira(1_690_800) });
    expect(result.tax / 12).toBe(naira(140_900));
  });

  it('PITA, ₦4,000,000 gross: ₦464,240 (PwC)', () => {
    // The reference gives only the gross and the result. The one pension that reproduces it is
    // ₦256,000, 8% of ₦3,200,000 (basic + housing + transport at 80% of gross): CRA ₦1,000,000,
    // chargeable ₦2,744,000.
    const result = annualIncomeTax(pita, { annualGross: naira(4_000_000), pension: naira(256_000) });
    expect(result).toMatchObject({ consolidatedRelief: naira(1_000_000), chargeable: naira(2_744_000) });
    expect(result.tax).toBe(naira(464_240));
  });
});

describe('the self-computed cases (P1, P1b, MW), annually', () => {
  it('P1: ₦100,000 a month, pension ₦81,600: ₦47,760', () => {
    const result = annualIncomeTax(nta, { annualGross: naira(1_200_000), pension: naira(81_600) });
    expect(result).toMatchObject({ chargeable: naira(1_118_400), tax: naira(47_760) });
  });

  it('P1b: with NHF ₦15,000: ₦45,510', () => {
    const result = annualIncomeTax(nta, { annualGross: naira(1_200_000), pension: naira(81_600), nhf: naira(15_000) });
    expect(result).toMatchObject({ chargeable: naira(1_103_400), tax: naira(45_510) });
  });

  it('MW: the minimum wage (₦840,000 a year) is exempt', () => {
    expect(annualIncomeTax(nta, { annualGross: naira(840_000), pension: naira(57_120) })).toMatchObject({
      exempt: true,
      tax: 0,
    });
  });
});

describe('published figures that are wrong (reference 2.2)', () => {
  it('nigerianbulletin: rent relief is capped at ₦500,000, so ₦15m pays ₦2,223,000, not ₦2,202,000', () => {
    const result = annualIncomeTax(nta, {
      annualGross: naira(15_000_000),
      pension: naira(1_200_000),
      annualRent: naira(3_000_000),
    });
    expect(result).toMatchObject({ rentRelief: naira(500_000), chargeable: naira(13_300_000), tax: naira(2_223_000) });
    expect(result.tax).not.toBe(naira(2_202_000));
  });

  // keepam.ng says its table "assumes 8% pension"; its figures are the no-deduction ones, and 20m is wrong.
  const keepam = [
    { gross: 1_000_000, noDeductions: 30_000, withPension: 18_000 },
    { gross: 2_000_000, noDeductions: 180_000, withPension: 156_000 },
    { gross: 5_000_000, noDeductions: 690_000, withPension: 618_000 },
    { gross: 10_000_000, noDeductions: 1_590_000, withPension: 1_446_000 },
    { gross: 20_000_000, noDeductions: 3_630_000, withPension: 3_294_000 },
  ];
  it.each(keepam)('keepam.ng ₦$gross: $noDeductions with no deductions, $withPension with 8% pension', (row) => {
    expect(annualIncomeTax(nta, { annualGross: naira(row.gross) }).tax).toBe(naira(row.noDeductions));
    const pension = naira(row.gross * 0.08);
    expect(annualIncomeTax(nta, { annualGross: naira(row.gross), pension }).tax).toBe(naira(row.withPension));
  });

  it('keepam.ng ₦20m: 3,690,000 is wrong even without deductions', () => {
    expect(annualIncomeTax(nta, { annualGross: naira(20_000_000) }).tax).not.toBe(naira(3_690_000));
  });

  it('TaxHQ payslip: ₦500k a month, pension ₦36,000, NHF ₦7,500 a month pays ₦64,670 a month, not ₦67,000', () => {
    const result = annualIncomeTax(nta, {
      annualGross: naira(6_000_000),
      pension: naira(36_000 * 12),
      nhf: naira(7_500 * 12),
    });
    expect(result.tax).toBe(naira(776_040));
    expect(result.tax / 12).toBe(naira(64_670));
  });

  it('TaxHQ minimum wage: ₦70,000 a month pays nothing, not ₦6,000 a year', () => {
    expect(annualIncomeTax(nta, { annualGross: naira(840_000) }).tax).toBe(0);
    // TaxHQ's ₦6,000 is the band tax with no exemption (₦40,000 over the 0% band at 15%).
    const noExemption = { ...nta, minimumWage: { ...nta.minimumWage, exemption: false } };
    expect(annualIncomeTax(noExemption, { annualGross: naira(840_000) }).tax).toBe(naira(6_000));
  });
});

describe('band arithmetic', () => {
  it('rounds the exact tax once, half up, to the kobo', () => {
    // 15% of ₦0.03 over the 0% band is 0.45 kobo (rounds down); of ₦0.05, 0.75 kobo (rounds up);
    // of ₦0.10, 1.5 kobo exactly (half up: 2 kobo). Pension brings chargeable down to the band edge
    // while gross stays over the minimum wage.
    const justOver = (kobo: number) =>
      annualIncomeTax(nta, { annualGross: naira(1_000_000) + kobo, pension: naira(200_000) }).tax;
    expect(justOver(3)).toBe(0);
    expect(justOver(5)).toBe(1);
    expect(justOver(10)).toBe(2);
  });

  it('taxes the top band on everything above ₦50m', () => {
    expect(annualIncomeTax(nta, { annualGross: naira(60_000_000) }).tax).toBe(naira(10_430_000 + 2_500_000));
  });

  it('never makes chargeable income negative when the reliefs exceed the pay', () => {
    const result = annualIncomeTax(nta, { annualGross: naira(1_000_000), pension: naira(2_000_000) });
    expect(result).toMatchObject({ chargeable: 0, tax: 0 });
  });
});
