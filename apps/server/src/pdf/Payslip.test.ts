import type { PayrollLineView } from '@owo/core';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderPayslips } from './Payslip.tsx';
import { renderInWorker } from './pool.ts';

/*
 * The payslip's two layouts of a table, read back as a reader's PDF tool reads them: the quick one
 * (a column of labels beside a column of figures) when every pair fits on a line in Helvetica, and
 * a row per pair when a name would wrap or needs the fallback font (a Yoruba name's dotted letters),
 * so that each value stays on the line of its label.
 */

const company = { name: 'Adaeze Foods Ltd', address: ['3 Ikorodu Road, Yaba'], logo: null };
const run = { number: 'PAY-00007', month: 'March 2026', stamp: null };

function line(name: string, allowance: string): PayrollLineView {
  const item = (kind: string, label: string, amount: number) => ({ kind, name: label, amount });
  return {
    _id: 'line',
    employee: { _id: 'employee', displayName: name, staffNumber: 'AF-7' },
    jobTitle: 'Cashier',
    tin: null,
    days: 31,
    daysInPeriod: 31,
    gross: 100000,
    pensionEmployee: 6800,
    pensionEmployer: 8500,
    nhf: 0,
    nhiaEmployee: 0,
    nhiaEmployer: 0,
    taxable: 93200,
    paye: 3980,
    otherDeductions: 0,
    net: 89220,
    nsitf: 1000,
    itf: 0,
    employerCost: 109500,
    exempt: false,
    earnings: [item('basic', 'Basic', 85000), item('allowance', allowance, 15000)],
    deductions: [item('paye', 'PAYE', 3980), item('pension', 'Pension', 6800)],
    oneOffs: [],
    otherDeductionItems: [],
    yearToDate: { gross: 100000, taxable: 93200, paye: 3980, pensionEmployee: 6800, nhf: 0, net: 89220 },
    payeAuthority: 'Lagos',
    pension: { pfa: null, rsaPin: null },
    salaryAccount: null,
  };
}

async function readText(pdf: Buffer) {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

const textOf = async (payslip: PayrollLineView) => readText(await renderPayslips(company, run, [payslip]));

describe('a payslip table', () => {
  it('reads as its labels, then its figures, when every pair fits on a line', async () => {
    const text = await textOf(line('Ada Obi', 'Meal allowance'));
    expect(text).toContain('Employee Staff number Job title Ada Obi AF-7 Cashier');
    expect(text).toContain('EARNINGS (₦) Basic Meal allowance 85,000.00 15,000.00 Gross pay 100,000.00');
    expect(text).toContain('Net pay ₦89,220.00');
  });

  it('keeps each figure beside its label when a name is long or needs the fallback font', async () => {
    const allowance = 'Allowance for travel to the Apapa, Tin Can and Onne ports each quarter';
    const text = await textOf(line('Ọlábísí Ṣóyẹmí', allowance));
    expect(text).toContain('Employee Ọlábísí Ṣóyẹmí Staff number AF-7 Job title Cashier');
    expect(text).toContain(`Basic 85,000.00 ${allowance} 15,000.00 Gross pay 100,000.00`);
    // The deductions beside them still fit: their quick layout is kept.
    expect(text).toContain('DEDUCTIONS (₦) PAYE Pension 3,980.00 6,800.00 Total deductions 10,780.00');
  });
});

describe('payslips rendered on the PDF workers (pdf/pool.ts), as the API renders them', () => {
  it('answers each request its own PDF when many are asked for at once', async () => {
    const names = ['Ada Obi', 'Bayo Adé', 'Chidi Eze', 'Ọlábísí Ṣóyẹmí', 'Ngozi Okafor'];
    const pdfs = await Promise.all(names.map((name) => renderInWorker('payslips', company, run, [line(name, 'Meal')])));
    const texts = await Promise.all(pdfs.map(readText));
    texts.forEach((text, index) => {
      expect(text).toContain(names[index]);
      expect(text).toContain('Net pay ₦89,220.00');
      for (const other of names.filter((_, at) => at !== index)) expect(text).not.toContain(other);
    });
  });

  it("refuses with the render's own message when it fails, and renders the next", async () => {
    const broken = { ...line('Ada Obi', 'Meal'), earnings: null } as unknown as PayrollLineView;
    await expect(renderInWorker('payslips', company, run, [broken])).rejects.toThrow(/null/);
    expect(await readText(await renderInWorker('payslips', company, run, [line('Bayo Adé', 'Meal')]))).toContain(
      'Bayo Adé',
    );
  });
});
