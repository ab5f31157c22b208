import { estimateSchema, invoiceSchema, salesMessages, salesReceiptSchema } from '@owo/core';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { InvoiceDetail } from '../../api/invoices.ts';
import {
  blankDocument,
  blankLine,
  type DocumentFormValues,
  documentTotals,
  documentValues,
  keptLines,
  lineAmount,
  type TotalsContext,
} from './document-form.ts';
import { changedBody, documentBody, formPathOf, installmentRows, installmentsProblem } from './document-request.ts';
import { documentResolver } from './document-resolver.ts';
import { pickedOf } from './use-document-form.ts';

const vat = '01970000-0000-7000-8000-000000000001';
const customer = '01970000-0000-7000-8000-000000000002';
const branch = '01970000-0000-7000-8000-000000000003';
const rice = '01970000-0000-7000-8000-000000000004';
const oil = '01970000-0000-7000-8000-000000000005';
const tenOff = '01970000-0000-7000-8000-000000000006';
const method = '01970000-0000-7000-8000-000000000007';
const account = '01970000-0000-7000-8000-000000000008';
const staff = '01970000-0000-7000-8000-000000000009';

const context: TotalsContext = {
  taxRates: { [vat]: 750 },
  discounts: [{ _id: tenOff, type: 'value', value: 1000 }],
};

/** An invoice of two products (2 × ₦1,500 and 1 × ₦2,500.50), both with VAT 7.5%, 10% off. */
function twoProducts(kind: 'invoice' | 'estimate' | 'receipt' = 'invoice'): DocumentFormValues {
  return {
    ...blankDocument(kind, { today: '2026-03-02', branch }),
    customer,
    address: '12 Broad Street, Lagos',
    items: [
      { ...blankLine(), product: rice, description: 'Rice 50kg', quantity: '2', price: 1500, tax: [vat] },
      { ...blankLine(), product: oil, description: 'Palm oil', quantity: '1', price: '2500.50', tax: [vat] },
    ],
    discount: { mode: 'percentage', id: '', value: 10 },
  };
}

describe('the totals the form shows', () => {
  it('are documentTotals of the lines: 10% off each line, VAT on what is left, to the kobo', () => {
    const { totals, problem } = documentTotals(twoProducts(), context);
    expect(problem).toBeNull();
    expect(totals?.subtotal).toBe(550_050);
    expect(totals?.discount).toBe(55_005);
    // 7.5% of 2,700.00 is 202.50; of 2,250.45 is 168.78375, rounded per line to 168.78.
    expect(totals?.taxes).toEqual([{ id: vat, amount: 37_128 }]);
    expect(totals?.total).toBe(550_050 + 37_128 - 55_005);
  });

  it('leave out lines without a product, and count a half-typed line as nothing', () => {
    const values = twoProducts();
    values.items.push({ ...blankLine(), description: 'no product', price: 99 });
    values.items[1] = { ...(values.items[1] as DocumentFormValues['items'][number]), quantity: '1.2345' };
    expect(keptLines(values.items)).toEqual([0, 1]);
    const { totals } = documentTotals(values, context);
    expect(totals?.subtotal).toBe(300_000);
  });

  it('take a saved naira discount in the document currency at its rate', () => {
    const values = twoProducts();
    values.currency = { name: 'USD', rate: '1500' };
    values.discount = { mode: 'saved', id: tenOff, value: '' };
    // ₦1,000 at ₦1,500 per $1 is $0.67.
    expect(documentTotals(values, context).totals?.discount).toBe(67);
  });

  it('show each line as quantity × price, or nothing when it cannot be read', () => {
    expect(lineAmount({ ...blankLine(), quantity: '2.5', price: '3.33' })).toBe(833);
    expect(lineAmount({ ...blankLine(), quantity: 'two', price: 5 })).toBe(0);
  });

  it('say why when a figure is past the largest amount', () => {
    const values = twoProducts();
    values.items[0] = {
      ...(values.items[0] as DocumentFormValues['items'][number]),
      quantity: '2',
      price: 99_999_999_999,
    };
    const figures = documentTotals(values, context);
    expect(figures.totals).toBeNull();
    expect(figures.problem).toMatch(/too large/);
  });
});

describe('what each kind sends', () => {
  it('an invoice: its own names, lines with a product only, the discount as typed', () => {
    const values = { ...twoProducts(), number: ' INV-00042 ', purchaseNo: 'PO-9' };
    values.items.push(blankLine());
    values.bank = [
      { name: 'GTBank', accountNo: '0123456789', accountName: 'Ada Stores' },
      { name: ' ', accountNo: '', accountName: '' },
    ];
    const { body, lines } = documentBody('invoice', values, null);
    expect(lines).toEqual([0, 1]);
    expect(body).toMatchObject({
      customer,
      branch,
      invoiceNumber: 'INV-00042',
      date: '2026-03-02',
      dueDate: '2026-04-01',
      purchaseNo: 'PO-9',
      currency: { name: 'NGN', rate: '1' },
      discount: { type: 'percentage', value: 10 },
      bank: [{ name: 'GTBank', accountNo: '0123456789', accountName: 'Ada Stores' }],
      installments: [],
    });
    expect(body.items).toEqual([
      { product: rice, description: 'Rice 50kg', quantity: '2', price: 1500, tax: [{ id: vat }] },
      { product: oil, description: 'Palm oil', quantity: '1', price: 2500.5, tax: [{ id: vat }] },
    ]);
    expect(invoiceSchema.safeParse(body).success).toBe(true);
  });

  it('the salesperson: null when nobody is chosen, else the staff member, for every kind', () => {
    const schemas = { invoice: invoiceSchema, estimate: estimateSchema, receipt: salesReceiptSchema };
    for (const kind of ['invoice', 'estimate', 'receipt'] as const) {
      const values = { ...twoProducts(kind), paymentMethod: method };
      const nobody = documentBody(kind, values, null).body;
      expect(nobody.employee).toBeNull();
      expect(schemas[kind].safeParse(nobody).success).toBe(true);
      const chosen = documentBody(kind, { ...values, employee: staff }, null).body;
      expect(chosen.employee).toBe(staff);
      expect(schemas[kind].safeParse(chosen).success).toBe(true);
    }
    expect(formPathOf('invoice', ['employee'], [])).toBe('employee');
  });

  it('a blank number is left out: the server gives the next one', () => {
    expect(documentBody('invoice', twoProducts(), null).body).not.toHaveProperty('invoiceNumber');
  });

  it('an estimate: valid from and till', () => {
    const { body } = documentBody('estimate', twoProducts('estimate'), null);
    expect(body).toMatchObject({ validFrom: '2026-03-02', validTill: '2026-04-01' });
    expect(body).not.toHaveProperty('dueDate');
    expect(estimateSchema.safeParse(body).success).toBe(true);
  });

  it('a receipt: paid on a day, by a method, into an account (bank)', () => {
    const values = { ...twoProducts('receipt'), paymentMethod: method, depositTo: account };
    const { body } = documentBody('receipt', values, null);
    expect(body).toMatchObject({ paymentDate: '2026-03-02', paymentMethod: method, bank: account });
    expect(salesReceiptSchema.safeParse(body).success).toBe(true);
  });
});

describe('installments', () => {
  it('by percentage, split from the total so they add up to it exactly', () => {
    const values: DocumentFormValues = {
      ...twoProducts(),
      installmentsOn: true,
      installmentMode: 'percentage',
      installments: [
        { date: '2026-03-02', amount: '', percentage: 33.33 },
        { date: '2026-04-02', amount: '', percentage: 33.33 },
        { date: '2026-05-02', amount: '', percentage: 33.34 },
      ],
    };
    const rows = installmentRows(values, 10_000);
    expect(rows.map((row) => row.amount)).toEqual([33.33, 33.33, 33.34]);
    expect(installmentsProblem(values, 10_000)).toBeNull();
  });

  it('by amount, they must come to the total, or the spec message says so', () => {
    const values: DocumentFormValues = {
      ...twoProducts(),
      installmentsOn: true,
      installments: [
        { date: '2026-03-02', amount: 50, percentage: '' },
        { date: '2026-04-02', amount: 49.99, percentage: '' },
      ],
    };
    expect(installmentsProblem(values, 10_000)).toBe(salesMessages.installments);
    expect(installmentRows(values, 10_000).map((row) => row.percentage)).toEqual([50, 49.99]);
    expect(installmentsProblem({ ...values, installmentsOn: false }, 10_000)).toBeNull();
  });
});

const invoice: InvoiceDetail = {
  _id: '01970000-0000-7000-8000-0000000000aa',
  invoiceNumber: 'INV-00001',
  status: 'draft',
  customer: { _id: customer, name: 'Ada Stores' },
  branch: { _id: branch, name: 'Head office' },
  currency: { name: 'NGN', rate: 1 },
  address: '12 Broad Street, Lagos',
  employee: null,
  discount: { id: null, type: 'percentage', value: 10 },
  note: '',
  items: [
    {
      product: { _id: rice, name: 'Rice' },
      description: 'Rice 50kg',
      quantity: '2',
      price: 1500,
      tax: [{ id: vat, name: 'VAT', value: 7.5, amount: 202.5 }],
      total: 3000,
    },
  ],
  taxes: [{ id: vat, name: 'VAT', amount: 202.5 }],
  subtotal: 3000,
  discountTotal: 300,
  taxTotal: 202.5,
  total: 2902.5,
  date: '2026-03-02',
  dueDate: '2026-04-01',
  purchaseNo: '',
  bank: [],
  installments: [
    { date: '2026-03-02', amount: 1451.25, percentage: 50 },
    { date: '2026-04-01', amount: 1451.25, percentage: 50 },
  ],
  amountPaid: 0,
  amountDue: 2902.5,
  dueLabel: null,
  payments: [],
  estimate: null,
};

describe('an edit', () => {
  it('opens with the installments on when the invoice has them (spec section 4)', () => {
    const values = documentValues('invoice', invoice);
    expect(values.installmentsOn).toBe(true);
    expect(values.discount).toEqual({ mode: 'percentage', id: '', value: 10 });
  });

  it('sends only the fields that changed', () => {
    const saved = documentValues('invoice', invoice);
    const total = documentTotals(saved, context).totals?.total ?? null;
    expect(total).toBe(290_250);
    const before = documentBody('invoice', saved, total).body;
    expect(changedBody(before, documentBody('invoice', structuredClone(saved), total).body)).toEqual({});
    const edited = { ...structuredClone(saved), purchaseNo: 'PO-1', note: 'Thanks' };
    expect(changedBody(before, documentBody('invoice', edited, total).body)).toEqual({
      purchaseNo: 'PO-1',
      note: 'Thanks',
    });
  });

  it('opens with its salesperson, named in the picker, and sends null when the salesperson is cleared', () => {
    const sold = { ...invoice, employee: { _id: staff, name: 'Ngozi Okafor' } };
    const saved = documentValues('invoice', sold);
    expect(saved.employee).toBe(staff);
    expect(pickedOf(sold)[staff]).toEqual({ id: staff, name: 'Ngozi Okafor' });
    expect(documentValues('invoice', invoice).employee).toBe('');
    const before = documentBody('invoice', saved, null).body;
    expect(changedBody(before, documentBody('invoice', { ...saved, employee: '' }, null).body)).toEqual({
      employee: null,
    });
  });
});

describe('where a message goes on the form', () => {
  it('a sent line is counted among the lines with a product', () => {
    expect(formPathOf('invoice', ['items', '1', 'price'], [0, 3])).toBe('items.3.price');
    expect(formPathOf('estimate', ['validTill'], [])).toBe('dueDate');
    expect(formPathOf('receipt', ['receiptNo'], [])).toBe('number');
    expect(formPathOf('receipt', ['bank'], [])).toBe('depositTo');
    expect(formPathOf('invoice', ['bank', '0', 'accountNo'], [])).toBe('bank.0.accountNo');
    expect(formPathOf('invoice', ['discount'], [])).toBe('discount.value');
    expect(formPathOf('invoice', ['currency', 'rate'], [])).toBe('currency.rate');
  });

  it('the check puts the schema messages on the fields typed, and the installments message on them', async () => {
    const resolver = documentResolver('estimate', () => context);
    const values = { ...twoProducts('estimate'), dueDate: '2026-03-01' };
    values.items.unshift(blankLine());
    values.items[2] = { ...(values.items[2] as DocumentFormValues['items'][number]), price: 0 };
    const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<DocumentFormValues>;
    const result = await resolver(values, undefined, options);
    expect(result.errors.dueDate?.message).toBe(salesMessages.validTillBeforeFrom);
    expect(result.errors.items?.[2]?.price?.message).toBe(salesMessages.priceMinimum);

    const invoiceResolver = documentResolver('invoice', () => context);
    const withInstallments: DocumentFormValues = {
      ...twoProducts(),
      installmentsOn: true,
      installments: [{ date: '2026-03-02', amount: 1, percentage: '' }],
    };
    const refused = await invoiceResolver(withInstallments, undefined, options);
    expect(refused.errors.installments?.message).toBe(salesMessages.installments);
  });

  it('a valid form gives the body to send', async () => {
    const resolver = documentResolver('invoice', () => context);
    const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<DocumentFormValues>;
    const result = await resolver(twoProducts(), undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ lines: [0, 1], body: { customer, dueDate: '2026-04-01' } });
  });
});
