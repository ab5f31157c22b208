import { describe, expect, it } from 'vitest';
import { type VendorPaymentPostingInput, vendorPaymentEntryLines } from './payments-made.posting.ts';

const payment: VendorPaymentPostingInput = {
  accounts: { bank: 'bank', payables: 'payables', fxGainLoss: 'fx' },
  vendorId: 'ade',
  branchId: 'ikeja',
  currencyCode: 'NGN',
  homeCurrencyCode: 'NGN',
  exchangeRate: '1',
  total: 16_125_000,
  withheld: [{ taxId: 'wht-services', accountId: 'wht', amount: 500_000 }],
  payablesHome: 16_125_000,
  advance: 0,
  memo: 'Payment PAY-00001',
};

const sides = (lines: ReturnType<typeof vendorPaymentEntryLines>) =>
  lines.map((line) => [line.accountId, line.debit, line.credit, line.contactId ?? null, line.taxId ?? null]);

describe('vendorPaymentEntryLines', () => {
  it.each([
    [
      'two bills, tax withheld on one: payables down by what is settled, the bank pays the rest',
      payment,
      [
        ['payables', 16_125_000, 0, 'ade', null],
        ['bank', 0, 15_625_000, null, null],
        ['wht', 0, 500_000, 'ade', 'wht-services'],
      ],
    ],
    [
      'no tax withheld: payables against bank',
      { ...payment, withheld: [] },
      [
        ['payables', 16_125_000, 0, 'ade', null],
        ['bank', 0, 16_125_000, null, null],
      ],
    ],
    [
      'two withholding taxes: a line for each, with its tax',
      {
        ...payment,
        withheld: [
          { taxId: 'wht-services', accountId: 'wht', amount: 200_000 },
          { taxId: 'wht-rent', accountId: 'wht', amount: 300_000 },
        ],
      },
      [
        ['payables', 16_125_000, 0, 'ade', null],
        ['bank', 0, 15_625_000, null, null],
        ['wht', 0, 200_000, 'ade', 'wht-services'],
        ['wht', 0, 300_000, 'ade', 'wht-rent'],
      ],
    ],
    [
      'an advance: the vendor owes the company back until a bill takes it up',
      { ...payment, total: 17_125_000, advance: 1_000_000 },
      [
        ['payables', 17_125_000, 0, 'ade', null],
        ['bank', 0, 16_625_000, null, null],
        ['wht', 0, 500_000, 'ade', 'wht-services'],
      ],
    ],
    [
      'dollars paid at a higher rate than billed: an exchange loss',
      {
        ...payment,
        currencyCode: 'USD',
        exchangeRate: '1550',
        total: 10_000,
        withheld: [],
        payablesHome: 15_000_000,
      },
      [
        ['payables', 15_000_000, 0, 'ade', null],
        ['bank', 0, 15_500_000, null, null],
        ['fx', 500_000, 0, null, null],
      ],
    ],
    [
      'dollars paid at a lower rate than billed, tax withheld: an exchange gain',
      {
        ...payment,
        currencyCode: 'USD',
        exchangeRate: '1450',
        total: 10_000,
        withheld: [{ taxId: 'wht-services', accountId: 'wht', amount: 500 }],
        payablesHome: 15_000_000,
      },
      [
        ['payables', 15_000_000, 0, 'ade', null],
        ['bank', 0, 13_775_000, null, null],
        ['wht', 0, 725_000, 'ade', 'wht-services'],
        ['fx', 0, 500_000, null, null],
      ],
    ],
  ])('%s', (_, input, expected) => {
    const lines = vendorPaymentEntryLines(input);
    expect(sides(lines)).toEqual(expected);
    const debits = lines.reduce((sum, line) => sum + line.debit, 0);
    const credits = lines.reduce((sum, line) => sum + line.credit, 0);
    expect(debits).toBe(credits);
    expect(lines.every((line) => line.branchId === 'ikeja')).toBe(true);
  });

  it('a foreign payment keeps the dollars beside the naira on the bank line', () => {
    const [, bank] = vendorPaymentEntryLines({
      ...payment,
      currencyCode: 'USD',
      exchangeRate: '1500',
      total: 10_000,
      withheld: [],
      payablesHome: 15_000_000,
    });
    expect(bank).toMatchObject({ currencyCode: 'USD', currencyAmount: 10_000, credit: 15_000_000 });
  });
});
