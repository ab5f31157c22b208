import { documentTotals } from '@owo/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PurchasePostingInput, purchaseEntryLines, purchaseLineCosts } from './purchases.posting.ts';

/*
 * The entry of a bill or an expense, from figures in: a table of what each case posts, and a
 * property over random documents that every entry balances, the counter line is the total and the
 * lines' costs plus recoverable tax make the total.
 */

const recoverable = new Map<string, string | null>([
  ['vat', 'vat-input'],
  ['consumption', null],
]);

function input(
  figures: ReturnType<typeof documentTotals>,
  extra: Partial<PurchasePostingInput> = {},
): PurchasePostingInput {
  return {
    counterAccountId: 'payables',
    contactId: 'dangote',
    branchId: 'ikeja',
    currencyCode: 'NGN',
    homeCurrencyCode: 'NGN',
    documentTotal: figures.total,
    home: figures.home,
    lines: figures.lines.map((_, index) => ({
      productId: index === 0 ? 'cement' : null,
      description: `Line ${index}`,
      accountId: index === 0 ? 'inventory' : 'fuel',
    })),
    taxAccounts: recoverable,
    memo: 'Bill BILL-00001',
    ...extra,
  };
}

const sides = (lines: ReturnType<typeof purchaseEntryLines>) =>
  lines.map((line) => [line.accountId, line.debit, line.credit, line.contactId ?? null]);

/** 10 units received on a purchase order at 1,000 each (10,000 on payables), billed at other prices. */
type Row = [
  string,
  ReturnType<typeof documentTotals>,
  Partial<PurchasePostingInput>,
  Array<Array<string | number | null>>,
];

function receivedAtAnotherPrice(): Row[] {
  const vat = [{ id: 'vat', rateBasisPoints: 750 }];
  const received = (receiptCost: number) => ({
    adjustmentsAccountId: 'adjustments',
    lines: [{ productId: null, description: 'Rice (received on PO-00001)', accountId: 'payables', receiptCost }],
  });
  return [
    [
      'received at 1,000, billed at 1,100: the receipt’s payable cleared, the 1,000 more to inventory adjustments',
      documentTotals({ lines: [{ quantity: 10, unitPrice: 110_000 }] }),
      received(1_000_000),
      [
        ['payables', 0, 1_100_000, 'dangote'],
        ['payables', 1_000_000, 0, 'dangote'],
        ['adjustments', 100_000, 0, null],
      ],
    ],
    [
      'the same with VAT: VAT input on the bill’s price, the difference without it',
      documentTotals({ lines: [{ quantity: 10, unitPrice: 110_000, taxes: vat }] }),
      received(1_000_000),
      [
        ['payables', 0, 1_182_500, 'dangote'],
        ['payables', 1_000_000, 0, 'dangote'],
        ['adjustments', 100_000, 0, null],
        ['vat-input', 82_500, 0, null],
      ],
    ],
    [
      'billed at 950, below what was received: inventory adjustments credited the 500',
      documentTotals({ lines: [{ quantity: 10, unitPrice: 95_000 }] }),
      received(1_000_000),
      [
        ['payables', 0, 950_000, 'dangote'],
        ['payables', 1_000_000, 0, 'dangote'],
        ['adjustments', 0, 50_000, null],
      ],
    ],
    [
      'billed at what it was received at: no adjustment',
      documentTotals({ lines: [{ quantity: 10, unitPrice: 100_000 }] }),
      received(1_000_000),
      [
        ['payables', 0, 1_000_000, 'dangote'],
        ['payables', 1_000_000, 0, 'dangote'],
      ],
    ],
    [
      '6 of 10 received at 1,000, all 10 billed at 1,100: the 4 to come into stock at the bill’s price',
      documentTotals({
        lines: [
          { quantity: 6, unitPrice: 110_000 },
          { quantity: 4, unitPrice: 110_000 },
        ],
      }),
      {
        adjustmentsAccountId: 'adjustments',
        lines: [
          { productId: null, description: 'Rice (received on PO-00001)', accountId: 'payables', receiptCost: 600_000 },
          { productId: 'rice', description: 'Rice', accountId: 'inventory' },
        ],
      },
      [
        ['payables', 0, 1_100_000, 'dangote'],
        ['payables', 600_000, 0, 'dangote'],
        ['inventory', 440_000, 0, null],
        ['adjustments', 60_000, 0, null],
      ],
    ],
  ];
}

describe('purchaseEntryLines', () => {
  const vat = [{ id: 'vat', rateBasisPoints: 750 }];
  it.each([
    [
      'a bill for goods and a service with VAT: inventory and expense, VAT input, payables with the vendor',
      documentTotals({
        lines: [
          { quantity: 10, unitPrice: 500_000, taxes: vat },
          { quantity: 1, unitPrice: 2_000_000, taxes: vat },
        ],
      }),
      {},
      [
        ['payables', 0, 7_525_000, 'dangote'],
        ['inventory', 5_000_000, 0, null],
        ['fuel', 2_000_000, 0, null],
        ['vat-input', 525_000, 0, null],
      ],
    ],
    [
      'a 10% discount comes off each line; VAT on what is left',
      documentTotals({
        lines: [
          { quantity: 10, unitPrice: 500_000, taxes: vat },
          { quantity: 1, unitPrice: 2_000_000, taxes: vat },
        ],
        discount: { type: 'percentage', basisPoints: 1_000 },
      }),
      {},
      [
        ['payables', 0, 6_772_500, 'dangote'],
        ['inventory', 4_500_000, 0, null],
        ['fuel', 1_800_000, 0, null],
        ['vat-input', 472_500, 0, null],
      ],
    ],
    [
      'a ₦3,000 discount is spread over the lines by amount (2:1): each line costs less, VAT on what is left',
      documentTotals({
        lines: [
          { quantity: 2, unitPrice: 1_000_000, taxes: vat },
          { quantity: 1, unitPrice: 1_000_000, taxes: vat },
        ],
        discount: { type: 'value', amount: 300_000 },
      }),
      {},
      [
        ['payables', 0, 2_902_500, 'dangote'],
        ['inventory', 1_800_000, 0, null],
        ['fuel', 900_000, 0, null],
        ['vat-input', 202_500, 0, null],
      ],
    ],
    [
      'a discount that does not split evenly: the odd kobo goes to the larger remainder, and the entry balances',
      documentTotals({
        lines: [
          { quantity: 2, unitPrice: 1_000_000, taxes: vat },
          { quantity: 1, unitPrice: 1_000_000, taxes: vat },
        ],
        discount: { type: 'value', amount: 100_001 },
      }),
      {},
      [
        ['payables', 0, 3_117_499, 'dangote'],
        ['inventory', 1_933_333, 0, null],
        ['fuel', 966_666, 0, null],
        ['vat-input', 217_500, 0, null],
      ],
    ],
    [
      'consumption tax cannot be recovered: it is part of the line’s cost',
      documentTotals({
        lines: [
          { quantity: 1, unitPrice: 1_000_000 },
          { quantity: 1, unitPrice: 4_000_000, taxes: [{ id: 'consumption', rateBasisPoints: 500 }] },
        ],
      }),
      {},
      [
        ['payables', 0, 5_200_000, 'dangote'],
        ['inventory', 1_000_000, 0, null],
        ['fuel', 4_200_000, 0, null],
      ],
    ],
    [
      'an expense paid from the bank, two lines to one account added up',
      documentTotals({
        lines: [
          { quantity: 1, unitPrice: 300_000, taxes: vat },
          { quantity: 1, unitPrice: 100_000 },
        ],
      }),
      {
        counterAccountId: 'gtbank',
        lines: [
          { productId: null, description: 'Diesel', accountId: 'fuel' },
          { productId: null, description: 'Petrol', accountId: 'fuel' },
        ],
      },
      [
        ['gtbank', 0, 422_500, 'dangote'],
        ['fuel', 400_000, 0, null],
        ['vat-input', 22_500, 0, null],
      ],
    ],
    [
      'goods received on a purchase order are billed against the vendor’s payable they were received to',
      documentTotals({
        lines: [
          { quantity: 4, unitPrice: 4_000_000, taxes: vat },
          { quantity: 6, unitPrice: 4_000_000, taxes: vat },
        ],
      }),
      {
        lines: [
          { productId: null, description: 'Rice (received on PO-00001)', accountId: 'payables' },
          { productId: 'rice', description: 'Rice', accountId: 'inventory' },
        ],
      },
      [
        ['payables', 0, 43_000_000, 'dangote'],
        ['payables', 16_000_000, 0, 'dangote'],
        ['inventory', 24_000_000, 0, null],
        ['vat-input', 3_000_000, 0, null],
      ],
    ],
  ])('%s', (_name, figures, extra, expected) => {
    expect(sides(purchaseEntryLines(input(figures, extra)))).toEqual(expected);
  });

  it.each(receivedAtAnotherPrice())('%s', (_name, figures, extra, expected) => {
    expect(sides(purchaseEntryLines(input(figures, extra)))).toEqual(expected);
  });

  it('keeps the document’s own currency on the payables line of a foreign bill', () => {
    const figures = documentTotals({ lines: [{ quantity: 1, unitPrice: 10_000 }], exchangeRate: '1500' });
    const [payables] = purchaseEntryLines(
      input(figures, {
        currencyCode: 'USD',
        lines: [{ productId: null, description: 'Licence', accountId: 'software' }],
      }),
    );
    expect(payables).toMatchObject({ credit: 15_000_000, currencyCode: 'USD', currencyAmount: 10_000 });
  });

  it('balances, credits the total and costs the lines at total less recoverable tax, for any document', () => {
    const line = fc.record({
      quantity: fc.integer({ min: 1, max: 100 }),
      unitPrice: fc.integer({ min: 0, max: 10_000_000 }),
      taxes: fc.subarray([
        { id: 'vat', rateBasisPoints: 750 },
        { id: 'consumption', rateBasisPoints: 500 },
      ]),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.constantFrom('1', '1523.75', '0.5'),
        (lines, basisPoints, exchangeRate) => {
          const figures = documentTotals({ lines, discount: { type: 'percentage', basisPoints }, exchangeRate });
          const entry = purchaseEntryLines(input(figures));
          const debit = entry.reduce((sum, one) => sum + one.debit, 0);
          const credit = entry.reduce((sum, one) => sum + one.credit, 0);
          expect(debit).toBe(credit);
          expect(credit).toBe(figures.home.total);
          const vatInput = figures.home.taxes.find((tax) => tax.id === 'vat')?.amount ?? 0;
          const costs = purchaseLineCosts(figures.home, recoverable).reduce((sum, cost) => sum + cost, 0);
          expect(costs + vatInput).toBe(figures.home.total);
        },
      ),
    );
  });
  it('leaves the vendor owed the bill’s total after a receipt, whatever the two prices', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.boolean(),
        (quantity, unitPrice, receiptCost, taxed) => {
          const taxes = taxed ? [{ id: 'vat', rateBasisPoints: 750 }] : [];
          const figures = documentTotals({ lines: [{ quantity, unitPrice, taxes }] });
          const entry = purchaseEntryLines(
            input(figures, {
              adjustmentsAccountId: 'adjustments',
              lines: [{ productId: null, description: 'Received', accountId: 'payables', receiptCost }],
            }),
          );
          const sum = (side: 'debit' | 'credit', account?: string) =>
            entry.filter((one) => !account || one.accountId === account).reduce((total, one) => total + one[side], 0);
          expect(sum('debit')).toBe(sum('credit'));
          // The receipt credited receiptCost; with the bill the vendor is owed the bill's total.
          expect(receiptCost + sum('credit', 'payables') - sum('debit', 'payables')).toBe(figures.home.total);
        },
      ),
    );
  });
});
