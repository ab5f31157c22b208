import { paymentReceivedSchema, prepaymentSchema, salesMessages } from '@owo/core';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { OpenInvoice } from '../../api/invoices.ts';
import type { PaymentReceived } from '../../api/payments.ts';
import { emailList, emailsOf } from './email-list.ts';
import {
  cashToSettle,
  changedPaymentFields,
  editPaymentPath,
  invoicesBeforePayment,
  oldestFirst,
  type PaymentFormValues,
  paymentBody,
  paymentFormPath,
  paymentPreview,
  paymentRows,
  prepaymentBody,
  savedPaymentRows,
  savedPaymentValues,
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

describe('changing a saved payment', () => {
  // PAY-00007 put 600 cash and 50 tax withheld on INV-00001, which now owes 350 of its 1,000.
  const saved: PaymentReceived = {
    _id: id(20),
    number: 'PAY-00007',
    kind: 'payment',
    status: 'live',
    paymentType: 'INVOICE',
    recipient: { _id: id(10), name: 'Bisi Foods' },
    customer: { _id: id(10), name: 'Bisi Foods' },
    branch: { _id: id(11), name: 'Ikeja' },
    date: '2026-03-05',
    paymentDate: '2026-03-05',
    bank: { _id: id(12), name: 'GTBank' },
    paymentMethod: { _id: id(13), name: 'Transfer' },
    reference: 'TRF-1',
    note: '',
    currency: { name: 'NGN', rate: 1 },
    total: 600,
    amountReceived: 600,
    amountPaid: 600,
    withholdingTax: 50,
    balance: 0,
    items: [
      {
        invoice: {
          _id: id(1),
          invoiceNumber: 'INV-00001',
          date: '2026-01-01',
          dueDate: '2026-02-01',
          total: 1000,
          amountDue: 350,
        },
        amount: 600,
        withholdingTax: 50,
      },
    ],
  };
  const stillOpen = invoices.map((invoice) => (invoice._id === id(1) ? { ...invoice, amountDue: 350 } : invoice));
  const offered = invoicesBeforePayment(saved, stillOpen);
  const values = () => ({ ...savedPaymentValues(saved), rows: savedPaymentRows(saved, offered) });
  const bodyOf = (form: PaymentFormValues) => paymentBody(form, paymentPreview(form, offered));

  it('offers its invoices as they were before it, and the customer’s other open ones', () => {
    expect(offered.map((invoice) => [invoice.invoiceNumber, invoice.amountDue])).toEqual([
      ['INV-00001', 1000],
      ['INV-00002', 500],
    ]);
    expect(values().rows).toEqual([
      { invoice: id(1), selected: true, amount: 600, withholdingTax: 50 },
      { invoice: id(2), selected: false, amount: '', withholdingTax: '' },
    ]);
    expect(values()).toMatchObject({ customer: id(10), branch: id(11), bank: id(12), amountReceived: 600 });
  });

  it('sends only what changed: nothing, a reference, or the invoices whole', () => {
    const before = bodyOf(values());
    expect(changedPaymentFields(before, before)).toEqual({});
    expect(changedPaymentFields(bodyOf({ ...values(), amountReceived: '600.00' }), before)).toEqual({});
    expect(changedPaymentFields(bodyOf({ ...values(), reference: 'TRF-2 ' }), before)).toEqual({ reference: 'TRF-2' });
    const more = values();
    more.amountReceived = 1100;
    more.rows = more.rows.map((row) => ({ ...row, selected: true, amount: row.invoice === id(1) ? 600 : '' }));
    const changed = changedPaymentFields(bodyOf(more), before);
    expect(changed).toEqual({
      amountReceived: 1100,
      items: [
        { id: id(1), amount: 600, withholdingTax: 50 },
        { id: id(2), amount: 500 },
      ],
    });
  });

  it('a prepayment’s body has no invoices, and its edit page is its own', () => {
    const prepayment = { ...saved, kind: 'prepayment' as const, items: [] };
    const body = prepaymentBody({ ...savedPaymentValues(prepayment), note: ' Deposit ' });
    expect(body).toEqual({
      customer: id(10),
      branch: id(11),
      paymentDate: '2026-03-05',
      bank: id(12),
      paymentMethod: id(13),
      reference: 'TRF-1',
      amountReceived: 600,
      note: 'Deposit',
    });
    expect(prepaymentSchema.safeParse(body).success).toBe(true);
    expect(editPaymentPath(id(20), 'prepayment')).toBe(`/sales/invoice/edit-prepayment?id=${id(20)}`);
    expect(editPaymentPath(id(20))).toBe(`/sales/invoice/edit-payment?id=${id(20)}`);
  });

  it('checks a prepayment with the prepayment schema', async () => {
    const resolver = paymentResolver(() => [], 'prepayment');
    const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<PaymentFormValues>;
    const refused = await resolver({ ...savedPaymentValues(saved), amountReceived: 0 }, undefined, options);
    expect(refused.errors.amountReceived?.message).toBe('Amount received must be more than 0');
    const accepted = await resolver(savedPaymentValues(saved), undefined, options);
    expect(accepted.errors).toEqual({});
    expect(accepted.values).toMatchObject({ preview: null, body: { amountReceived: 600 } });
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
