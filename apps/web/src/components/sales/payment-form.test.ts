import { paymentReceivedSchema, salesMessages } from '@owo/core';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { OpenInvoice } from '../../api/invoices.ts';
import { emailList, emailsOf } from './email-list.ts';
import {
  cashToSettle,
  oldestFirst,
  type PaymentFormValues,
  paymentBody,
  paymentFormPath,
  paymentPreview,
  paymentRows,
} from './payment-form.ts';
import { paymentResolver } from './payment-resolver.ts';

const id = (n: number) => `01970000-0000-7000-8000-${String(n).padStart(12, '0')}`;

const invoices: OpenInvoice[] = [
  {
    _id: id(2),
    invoiceNumber: 'INV-00002',
    date: '2026-02-01',
    dueDate: '2026-03-01',
    total: 500,
    amountDue: 500,
    currency: { name: 'NGN', rate: 1 },
  },
  {
    _id: id(1),
    invoiceNumber: 'INV-00001',
    date: '2026-01-01',
    dueDate: '2026-02-01',
    total: 1000,
    amountDue: 1000,
    currency: { name: 'NGN', rate: 1 },
  },
];

function form(rows: PaymentFormValues['rows'], amountReceived: PaymentFormValues['amountReceived']): PaymentFormValues {
  return {
    customer: id(10),
    branch: id(11),
    paymentDate: '2026-03-05',
    bank: id(12),
    paymentMethod: id(13),
    reference: ' TRF-1 ',
    amountReceived,
    note: '',
    rows,
  };
}

describe('receiving a payment', () => {
  it('lists the open invoices oldest first, the one asked for ticked', () => {
    expect(oldestFirst(invoices).map((invoice) => invoice.invoiceNumber)).toEqual(['INV-00001', 'INV-00002']);
    expect(paymentRows(invoices, id(2))).toEqual([
      { invoice: id(1), selected: false, amount: '', withholdingTax: '' },
      { invoice: id(2), selected: true, amount: '', withholdingTax: '' },
    ]);
  });

  it('puts the cash on the oldest first, each up to what it owes, and keeps the excess as credit', () => {
    const rows = paymentRows(invoices, null).map((row) => ({ ...row, selected: true }));
    const preview = paymentPreview(form(rows, 1800), invoices);
    expect(preview.problem).toBeNull();
    expect(preview.allocation?.invoices.map((one) => one.cash)).toEqual([100_000, 50_000]);
    expect(preview.allocation?.excess).toBe(30_000);
    const body = paymentBody(form(rows, 1800), preview);
    expect(body.items).toEqual([
      { id: id(1), amount: 1000 },
      { id: id(2), amount: 500 },
    ]);
    expect(body.reference).toBe('TRF-1');
    expect(paymentReceivedSchema.safeParse(body).success).toBe(true);
  });

  it('a part payment with tax withheld settles cash plus WHT', () => {
    const rows = paymentRows(invoices, id(1)).map((row) =>
      row.selected ? { ...row, amount: 400, withholdingTax: 50 } : row,
    );
    const preview = paymentPreview(form(rows, 400), invoices);
    expect(preview.allocation).toMatchObject({
      cashApplied: 40_000,
      withholdingTax: 5_000,
      settled: 45_000,
      excess: 0,
    });
    expect(preview.allocation?.invoices[0]?.amountDueAfter).toBe(55_000);
    expect(paymentBody(form(rows, 400), preview).items).toEqual([{ id: id(1), amount: 400, withholdingTax: 50 }]);
  });

  it('fills the amount received with what the ticked invoices owe, less the tax withheld', () => {
    const rows = paymentRows(invoices, null).map((row) => ({ ...row, selected: true, withholdingTax: 25 }));
    expect(cashToSettle(form(rows, ''), invoices)).toBe(145_000);
    expect(cashToSettle(form(paymentRows(invoices, null), ''), invoices)).toBe(0);
  });

  it('refuses more tax withheld than is due, on that invoice', () => {
    const rows = paymentRows(invoices, id(2)).map((row) => (row.selected ? { ...row, withholdingTax: 600 } : row));
    const preview = paymentPreview(form(rows, 0), invoices);
    expect(preview.allocation).toBeNull();
    expect(preview.problem).toMatch(/INV-00002/);
    expect(preview.problemPath).toBe('rows.1.withholdingTax');
  });

  it('puts a message about a sent invoice on its row', () => {
    const rows = paymentRows(invoices, id(2));
    const preview = paymentPreview(form(rows, 100), invoices);
    expect(paymentFormPath(['items', '0', 'amount'], preview)).toBe('rows.1.amount');
    expect(paymentFormPath(['items'], preview)).toBe('rows');
    expect(paymentFormPath(['bank'], preview)).toBe('bank');
  });

  it('asks for at least one invoice', async () => {
    const resolver = paymentResolver(() => invoices);
    const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<PaymentFormValues>;
    const result = await resolver(form(paymentRows(invoices, null), 100), undefined, options);
    expect(result.errors.rows?.message).toBe(salesMessages.selectInvoices);
  });
});

describe('the addresses a document is sent to', () => {
  it('reads addresses separated by commas, and names the first that is not one', () => {
    expect(emailList('ada@example.com, bola@example.com;')).toEqual({
      emails: ['ada@example.com', 'bola@example.com'],
      wrong: null,
    });
    expect(emailList('ada@example.com, bola').wrong).toBe('bola');
    expect(emailsOf(['a@b.co'])).toEqual(['a@b.co']);
    expect(emailsOf(null)).toEqual([]);
  });
});
