import { describe, expect, it } from 'vitest';
import {
  creditApplicationLines,
  customerCreditHome,
  type PaymentPostingInput,
  paymentEntryLines,
} from './payments-received.posting.ts';

const accounts = {
  bank: 'bank',
  receivables: 'receivables',
  whtReceivable: 'wht',
  customerDeposits: 'deposits',
  fxGainLoss: 'fx',
};

const payment: PaymentPostingInput = {
  accounts,
  customerId: 'bisi',
  branchId: 'ikeja',
  currencyCode: 'NGN',
  homeCurrencyCode: 'NGN',
  exchangeRate: '1',
  amountReceived: 900_000,
  cashApplied: 900_000,
  withholdingTax: 100_000,
  receivablesHome: 1_000_000,
  memo: 'Payment PAY-00001',
};

const sides = (lines: ReturnType<typeof paymentEntryLines>) =>
  lines.map((line) => [line.accountId, line.debit, line.credit, line.contactId ?? null]);

describe('paymentEntryLines', () => {
  it.each([
    [
      'cash and tax withheld settle receivables',
      payment,
      [
        ['bank', 900_000, 0, null],
        ['wht', 100_000, 0, 'bisi'],
        ['receivables', 0, 1_000_000, 'bisi'],
      ],
    ],
    [
      'the excess goes to the customer credit',
      { ...payment, amountReceived: 950_000 },
      [
        ['bank', 950_000, 0, null],
        ['wht', 100_000, 0, 'bisi'],
        ['receivables', 0, 1_000_000, 'bisi'],
        ['deposits', 0, 50_000, 'bisi'],
      ],
    ],
    [
      'a prepayment is all credit',
      { ...payment, cashApplied: 0, withholdingTax: 0, receivablesHome: 0 },
      [
        ['bank', 900_000, 0, null],
        ['deposits', 0, 900_000, 'bisi'],
      ],
    ],
    [
      'dollars received at a higher rate than invoiced: an exchange gain',
      {
        ...payment,
        currencyCode: 'USD',
        exchangeRate: '1550',
        amountReceived: 10_000,
        cashApplied: 10_000,
        withholdingTax: 0,
        receivablesHome: 15_000_000,
      },
      [
        ['bank', 15_500_000, 0, null],
        ['receivables', 0, 15_000_000, 'bisi'],
        ['fx', 0, 500_000, null],
      ],
    ],
    [
      'and at a lower rate: a loss',
      {
        ...payment,
        currencyCode: 'USD',
        exchangeRate: '1450',
        amountReceived: 10_000,
        cashApplied: 10_000,
        withholdingTax: 0,
        receivablesHome: 15_000_000,
      },
      [
        ['bank', 14_500_000, 0, null],
        ['receivables', 0, 15_000_000, 'bisi'],
        ['fx', 500_000, 0, null],
      ],
    ],
  ])('%s', (_case, input, expected) => {
    expect(sides(paymentEntryLines(input))).toEqual(expected);
  });

  it('uses the customer credit: deposits down, receivables down', () => {
    const lines = creditApplicationLines({
      accounts,
      customerId: 'bisi',
      branchId: 'ikeja',
      amount: 10_000,
      memo: 'x',
    });
    expect(sides(lines)).toEqual([
      ['deposits', 10_000, 0, 'bisi'],
      ['receivables', 0, 10_000, 'bisi'],
    ]);
  });
});

describe('customerCreditHome', () => {
  it.each([
    ['all put on invoices: no credit', { ...payment, amountReceived: 900_000 }, 0],
    ['the excess in naira', { ...payment, amountReceived: 950_000 }, 50_000],
    ['a prepayment: all of it', { ...payment, cashApplied: 0 }, 900_000],
    [
      'a foreign excess: received less applied, each at the rate, as the entry converts them',
      { ...payment, currencyCode: 'USD', exchangeRate: '1550.5', amountReceived: 10_001, cashApplied: 10_000 },
      // 10,001 cents -> 15,506,551 (rounded from .0505); 10,000 -> 15,505,000
      1_551,
    ],
  ])('%s', (_case, input, expected) => {
    expect(customerCreditHome(input)).toBe(expected);
    const deposits = paymentEntryLines({ ...input, withholdingTax: 0, receivablesHome: 0 }).find(
      (line) => line.accountId === 'deposits',
    );
    expect(deposits?.credit ?? 0).toBe(expected);
  });
});
