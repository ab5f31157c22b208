import { billSchema } from '@owo/core';
import { describe, expect, it } from 'vitest';
import { blankLine } from '../sales/document-form.ts';
import { type BillFormValues, billBody, billTotals, blankBill, keptBillLines } from './bill-form.ts';

/* The bill form as data: what it sends and the totals and withholding tax it shows. */

const vendor = '019a0000-0000-7000-8000-000000000001';
const branch = '019a0000-0000-7000-8000-000000000002';
const account = '019a0000-0000-7000-8000-000000000003';
const vat = '019a0000-0000-7000-8000-000000000004';
const wht = '019a0000-0000-7000-8000-000000000005';

function bill(): BillFormValues {
  return {
    ...blankBill({ today: '2026-03-10', branch }),
    vendor,
    billNo: 'DCD-1',
    address: '4 Creek Road',
    items: [
      { ...blankLine(), account, description: 'Site survey', price: 100_000, tax: [vat], withholding: wht },
      blankLine(),
    ],
  };
}

describe('the bill form', () => {
  it('sends the lines that name an account or a product, as the schema takes them', () => {
    const values = bill();
    expect(keptBillLines(values.items)).toEqual([0]);
    const body = billBody(values, 'draft');
    expect(body.items).toEqual([
      {
        chartofAccount: account,
        product: null,
        description: 'Site survey',
        quantity: '1',
        price: 100_000,
        tax: [{ id: vat }],
        withholding: wht,
      },
    ]);
    expect(billSchema.safeParse(body).success).toBe(true);
  });

  it('shows the total with VAT and the WHT to deduct, doubled without a TIN', () => {
    const withTin = billTotals({ ...bill(), tin: '1234' }, { taxRates: { [vat]: 750 } }, { [wht]: 500 }, true);
    expect(withTin.totals?.total).toBe(10_750_000);
    expect(withTin.withholding).toBe(500_000);
    const without = billTotals(bill(), { taxRates: { [vat]: 750 } }, { [wht]: 500 }, false);
    expect(without.withholding).toBe(1_000_000);
  });

  it('takes a discount off before the tax and the WHT, sends it as a type and value, and reads it back', () => {
    const discounted: BillFormValues = { ...bill(), discount: { mode: 'value', id: '', value: 10_000 } };
    const figures = billTotals(discounted, { taxRates: { [vat]: 750 } }, { [wht]: 500 }, true);
    // ₦100,000 less ₦10,000; VAT 7.5% of ₦90,000; WHT 5% of ₦90,000.
    expect(figures.totals).toMatchObject({ discount: 1_000_000, total: 9_675_000 });
    expect(figures.withholding).toBe(450_000);
    const body = billBody(discounted);
    expect(body.discount).toEqual({ type: 'value', value: 10_000 });
    expect(billSchema.safeParse(body).success).toBe(true);
    const percent = billBody({ ...bill(), discount: { mode: 'percentage', id: '', value: 12.5 } });
    expect(percent.discount).toEqual({ type: 'percentage', value: 12.5 });
    expect(billBody(bill()).discount).toBeNull();
  });
});
