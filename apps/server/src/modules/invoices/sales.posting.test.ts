import { documentTotals } from '@owo/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type SalesPostingInput, salesEntryLines } from './sales.posting.ts';

/*
 * The entry of an invoice or receipt, from figures in: the table of what each case posts, and a
 * property over random documents that every entry balances and the counter line is the total.
 */

const taxes = new Map([['vat', { id: 'vat', accountId: 'vat-output' }]]);

function input(figures: ReturnType<typeof documentTotals>, extra: Partial<SalesPostingInput> = {}): SalesPostingInput {
  return {
    counterAccountId: 'receivables',
    contactId: 'adaeze',
    branchId: 'ikeja',
    currencyCode: 'NGN',
    homeCurrencyCode: 'NGN',
    documentTotal: figures.total,
    home: figures.home,
    lines: figures.lines.map((_, index) => ({
      productId: `product-${index}`,
      description: `Line ${index}`,
      accountId: index === 0 ? 'sales' : 'service-revenue',
      cost: index === 0 ? 2_000_000 : 0,
      inventoryAccountId: index === 0 ? 'inventory' : null,
    })),
    taxes,
    discountAccountId: 'discounts',
    costOfSalesAccountId: 'cost-of-sales',
    direction: 'sale',
    memo: 'Invoice INV-00001',
    ...extra,
  };
}

const sides = (lines: ReturnType<typeof salesEntryLines>) =>
  lines.map((line) => [line.accountId, line.debit, line.credit, line.contactId ?? null]);

describe('salesEntryLines', () => {
  const figures = documentTotals({
    lines: [
      { quantity: 2, unitPrice: 1_500_000, taxes: [{ id: 'vat', rateBasisPoints: 750 }] },
      { quantity: 1, unitPrice: 500_000, taxes: [{ id: 'vat', rateBasisPoints: 750 }] },
    ],
    discount: { type: 'percentage', basisPoints: 1_000 },
  });

  it.each([
    [
      'an invoice: receivables with the customer, revenue per line, the discount, VAT, cost of sales',
      input(figures),
      [
        ['receivables', 3_386_250, 0, 'adaeze'],
        ['sales', 0, 3_000_000, null],
        ['discounts', 350_000, 0, null],
        ['cost-of-sales', 2_000_000, 0, null],
        ['inventory', 0, 2_000_000, null],
        ['service-revenue', 0, 500_000, null],
        ['vat-output', 0, 236_250, null],
      ],
    ],
    [
      'a receipt: the bank instead of receivables',
      input(figures, { counterAccountId: 'bank' }),
      [
        ['bank', 3_386_250, 0, 'adaeze'],
        ['sales', 0, 3_000_000, null],
        ['discounts', 350_000, 0, null],
        ['cost-of-sales', 2_000_000, 0, null],
        ['inventory', 0, 2_000_000, null],
        ['service-revenue', 0, 500_000, null],
        ['vat-output', 0, 236_250, null],
      ],
    ],
    [
      'a credit note: everything the other way round',
      input(figures, { direction: 'credit' }),
      [
        ['receivables', 0, 3_386_250, 'adaeze'],
        ['sales', 3_000_000, 0, null],
        ['discounts', 0, 350_000, null],
        ['cost-of-sales', 0, 2_000_000, null],
        ['inventory', 2_000_000, 0, null],
        ['service-revenue', 500_000, 0, null],
        ['vat-output', 236_250, 0, null],
      ],
    ],
  ])('%s', (_case, posting, expected) => {
    expect(sides(salesEntryLines(posting))).toEqual(expected);
  });

  it('keeps the document-currency total beside the home amount on a foreign invoice', () => {
    const dollars = documentTotals({ lines: [{ quantity: 1, unitPrice: 10_000 }], exchangeRate: '1500' });
    const [counter] = salesEntryLines(
      input(dollars, {
        currencyCode: 'USD',
        lines: [{ productId: 'p', description: 'Advice', accountId: 'sales', cost: 0, inventoryAccountId: null }],
      }),
    );
    expect(counter).toMatchObject({ debit: 15_000_000, currencyCode: 'USD', currencyAmount: 10_000 });
  });

  it('balances for any document', () => {
    const line = fc.record({
      quantity: fc.integer({ min: 1, max: 500 }),
      unitPrice: fc.integer({ min: 0, max: 500_000 }),
      taxed: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 8 }),
        fc.oneof(
          fc.constant({ type: 'none' as const }),
          fc.integer({ min: 1, max: 10_000 }).map((basisPoints) => ({ type: 'percentage' as const, basisPoints })),
          fc.integer({ min: 1, max: 100_000_000 }).map((amount) => ({ type: 'value' as const, amount })),
        ),
        fc.constantFrom('1', '1550.25', '0.0008'),
        (lines, discount, exchangeRate) => {
          const figures = documentTotals({
            lines: lines.map((one) => ({
              quantity: one.quantity,
              unitPrice: one.unitPrice,
              taxes: one.taxed ? [{ id: 'vat', rateBasisPoints: 750 }] : [],
            })),
            discount,
            exchangeRate,
          });
          const entry = salesEntryLines(input(figures, { currencyCode: exchangeRate === '1' ? 'NGN' : 'USD' }));
          const debit = entry.reduce((sum, one) => sum + one.debit, 0);
          const credit = entry.reduce((sum, one) => sum + one.credit, 0);
          expect(debit).toBe(credit);
          expect(entry.every((one) => one.debit > 0 !== one.credit > 0)).toBe(true);
        },
      ),
    );
  });
});
