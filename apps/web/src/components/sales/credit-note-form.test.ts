import { creditNoteSchema } from '@owo/core';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { CreditNoteRow } from '../../api/credit-notes.ts';
import type { InvoiceDetail } from '../../api/invoices.ts';
import {
  type CreditContext,
  type CreditNoteFormValues,
  creditedByLine,
  creditedTotal,
  creditFormPath,
  creditNoteBody,
  creditNoteFigures,
  creditNoteProblems,
  creditNoteResolver,
  creditNoteValues,
  creditSplit,
} from './credit-note-form.ts';

const vat = '01970000-0000-7000-8000-000000000001';
const rice = '01970000-0000-7000-8000-000000000004';
const delivery = '01970000-0000-7000-8000-000000000005';
const invoiceId = '01970000-0000-7000-8000-000000000009';
const sales = '01970000-0000-7000-8000-00000000000a';

/**
 * The selling journey's invoice: 2 bags of rice at ₦15,000 and a delivery at ₦5,000, 10% off,
 * VAT 7.5% on both: total ₦33,862.50.
 */
const invoice: Pick<InvoiceDetail, 'items'> = {
  items: [
    {
      product: { _id: rice, name: 'Mama Gold Rice 50kg' },
      description: 'Mama Gold Rice 50kg',
      quantity: '2',
      price: 15_000,
      measurement: 'pcs',
      revenueAccount: sales,
      tax: [{ id: vat, name: 'VAT', value: 7.5, amount: 2025 }],
      total: 30_000,
      discount: 3000,
    },
    {
      product: { _id: delivery, name: 'Delivery within Lagos' },
      description: 'Delivery within Lagos',
      quantity: '1',
      price: 5000,
      measurement: '',
      revenueAccount: sales,
      tax: [{ id: vat, name: 'VAT', value: 7.5, amount: 337.5 }],
      total: 5000,
      discount: 500,
    },
  ],
};

const context = (change: Partial<CreditContext> = {}): CreditContext => ({
  invoiceId,
  currency: { name: 'NGN', rate: 1 },
  amountDue: 3_386_250,
  leftToCredit: 3_386_250,
  totals: { taxRates: { [vat]: 750 }, discounts: [] },
  ...change,
});

const note = (status: 'applied' | 'void', quantity: string, total: number, invoiceLine: number | null = 1) =>
  ({
    status,
    total,
    items: [{ product: { _id: rice, name: 'Rice' }, quantity, invoiceLine }],
  }) as unknown as CreditNoteRow;

describe('a credit note starts from its invoice', () => {
  it('with every line at what the customer paid for one: the whole invoice credited comes to its total', () => {
    const values = creditNoteValues(invoice, [], '2026-11-20');
    expect(values.lines.map((line) => [line.include, line.quantity, line.price])).toEqual([
      [true, '2', 13_500],
      [true, '1', 4500],
    ]);
    expect(creditNoteFigures(values, { name: 'NGN', rate: 1 }, context().totals).totals?.total).toBe(3_386_250);
  });

  it('less what earlier credit notes that stand credited; a void one counts for nothing', () => {
    const earlier = [note('applied', '1', 14_512.5), note('void', '1', 14_512.5)];
    const values = creditNoteValues(invoice, creditedByLine(invoice, earlier), '2026-11-20');
    expect(values.lines[0]?.mostMilli).toBe(1000);
    expect(values.lines[0]?.quantity).toBe('1');
    expect(creditedTotal(earlier)).toBe(1_451_250);
  });

  it('counts each note on the invoice line it names; an older note without one on its product’s lines in order', () => {
    const twoRiceLines: Pick<InvoiceDetail, 'items'> = {
      items: [invoice.items[0], invoice.items[1], { ...invoice.items[0], quantity: '3' }] as InvoiceDetail['items'],
    };
    expect(creditedByLine(twoRiceLines, [note('applied', '1', 100, 3)])).toEqual([0, 0, 1000]);
    expect(creditedByLine(twoRiceLines, [note('applied', '3', 100, null)])).toEqual([2000, 0, 1000]);
    const values = creditNoteValues(
      twoRiceLines,
      creditedByLine(twoRiceLines, [note('applied', '1', 100, 3)]),
      '2026-11-20',
    );
    expect(values.lines.map((line) => [line.invoiceLine, line.quantity])).toEqual([
      [1, '2'],
      [2, '1'],
      [3, '2'],
    ]);
  });

  it('a line wholly credited before is left unticked', () => {
    const values = creditNoteValues(invoice, creditedByLine(invoice, [note('applied', '2', 29_025)]), '2026-11-20');
    expect(values.lines[0]?.include).toBe(false);
    expect(values.lines[0]?.mostMilli).toBe(0);
  });
});

describe('returning one bag of rice', () => {
  const oneBag = (): CreditNoteFormValues => {
    const values = creditNoteValues(invoice, [], '2026-11-20');
    values.lines[0] = { ...(values.lines[0] as (typeof values.lines)[number]), quantity: '1' };
    values.lines[1] = { ...(values.lines[1] as (typeof values.lines)[number]), include: false };
    return values;
  };

  it('credits ₦13,500 and its VAT ₦1,012.50: ₦14,512.50, all off what the invoice owes', () => {
    const figures = creditNoteFigures(oneBag(), { name: 'NGN', rate: 1 }, context().totals);
    expect(figures.totals?.subtotal).toBe(1_350_000);
    expect(figures.totals?.taxes).toEqual([{ id: vat, amount: 101_250 }]);
    expect(figures.totals?.total).toBe(1_451_250);
    expect(creditSplit(1_451_250, 3_386_250)).toEqual({ applied: 1_451_250, excess: 0 });
  });

  it('sends the line as the API takes it, and nothing about a rest when there is none', () => {
    const { body, lines } = creditNoteBody(oneBag(), context());
    expect(lines).toEqual([0]);
    expect(body).toEqual({
      invoice: invoiceId,
      date: '2026-11-20',
      reason: 'return',
      items: [
        {
          product: rice,
          description: 'Mama Gold Rice 50kg',
          quantity: '1',
          price: 13_500,
          tax: [{ id: vat }],
          measurement: 'pcs',
          revenueAccount: sales,
          invoiceLine: 1,
        },
      ],
      note: '',
    });
    expect(creditNoteSchema.safeParse(body).success).toBe(true);
    expect(creditNoteProblems(oneBag(), context())).toEqual({});
  });

  it('on a paid invoice the whole credit is a rest: a refund needs the bank it is paid from', () => {
    const values = { ...oneBag(), excess: 'refund' as const };
    const paid = context({ amountDue: 0 });
    expect(creditSplit(1_451_250, 0)).toEqual({ applied: 0, excess: 1_451_250 });
    expect(creditNoteProblems(values, paid)).toEqual({ bank: 'Choose the bank account the refund is paid from' });
    const bank = '01970000-0000-7000-8000-00000000000b';
    expect(creditNoteBody({ ...values, bank }, paid).body).toMatchObject({ excess: 'refund', bank });
  });
});

describe('what the form refuses', () => {
  it('nothing ticked', () => {
    const values = creditNoteValues(invoice, [], '2026-11-20');
    for (const line of values.lines) line.include = false;
    expect(creditNoteProblems(values, context()).lines).toBe('Tick at least one item to credit');
  });

  it('more than is left of a line, and more than is left to credit on the invoice', () => {
    const values = creditNoteValues(invoice, [], '2026-11-20');
    (values.lines[0] as (typeof values.lines)[number]).quantity = '3';
    const problems = creditNoteProblems(values, context({ leftToCredit: 1_000_000 }));
    expect(problems['lines.0.quantity']).toBe('At most 2 can be credited');
    expect(problems.lines).toBe('The credit note is more than is left to credit on this invoice (₦10,000.00)');
  });

  it("the schema's words go under the line they are about", async () => {
    const values = creditNoteValues(invoice, [], '2026-11-20');
    (values.lines[0] as (typeof values.lines)[number]).include = false;
    (values.lines[1] as (typeof values.lines)[number]).price = '0';
    const resolver = creditNoteResolver(() => context());
    const result = await resolver(values, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    } as ResolverOptions<CreditNoteFormValues>);
    expect(result.errors).toMatchObject({ lines: [undefined, { price: { message: 'Price must be at least 1' } }] });
    expect(creditFormPath(['items', 0, 'price'], [1])).toBe('lines.1.price');
  });
});
