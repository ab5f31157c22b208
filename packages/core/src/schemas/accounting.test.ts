import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  accountCreateSchema,
  bulkEditAccountsSchema,
  journalSchema,
  journalUpdateSchema,
  lockDateSchema,
  mergeAccountsSchema,
  openingBalancesSchema,
} from './index.ts';

function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

const cash = '0190a1b2-0000-7000-8000-000000000001';
const rent = '0190a1b2-0000-7000-8000-000000000002';
const journal = {
  date: '2026-03-31',
  reference: 'Accrue March rent',
  lines: [
    { account: rent, debit: '150000', credit: 0 },
    { account: cash, debit: 0, credit: 150000 },
  ],
};

describe('journalSchema', () => {
  it('accepts amounts as numbers or numeric strings, and reads missing sides as 0', () => {
    const parsed = journalSchema.parse({
      ...journal,
      lines: [
        { account: rent, debit: '1,5'.replace(',', '.') },
        { account: cash, credit: 1.5 },
      ],
    });
    expect(parsed.lines).toEqual([
      { account: rent, debit: 1.5, credit: 0 },
      { account: cash, debit: 0, credit: 1.5 },
    ]);
  });

  it.each([
    [
      'unequal sides',
      [
        { account: rent, debit: 100 },
        { account: cash, credit: 99.99 },
      ],
      { lines: 'Debits and credits must be equal' },
    ],
    ['one line', [{ account: rent, debit: 100 }], { lines: 'A journal needs at least two lines' }],
    ['no lines', [], { lines: 'A journal needs at least two lines' }],
    [
      'a negative amount',
      [
        { account: rent, debit: -5 },
        { account: cash, credit: 5 },
      ],
      { 'lines.0.debit': 'Amounts cannot be negative' },
    ],
    [
      'three decimals',
      [
        { account: rent, debit: '10.005' },
        { account: cash, credit: 10.005 },
      ],
      {
        'lines.0.debit': 'Amounts can have at most 2 decimal places',
        'lines.1.credit': 'Amounts can have at most 2 decimal places',
      },
    ],
    [
      'a debit and a credit on one line',
      [
        { account: rent, debit: 5, credit: 5 },
        { account: cash, credit: 0 },
      ],
      {
        'lines.0': 'A line has either a debit or a credit, not both',
        'lines.1': 'A line needs a debit or a credit',
      },
    ],
    [
      'text for an amount',
      [
        { account: rent, debit: 'ten' },
        { account: cash, credit: 10 },
      ],
      { 'lines.0.debit': 'Debit is not valid.' },
    ],
    [
      'a line without an account',
      [{ debit: 5 }, { account: cash, credit: 5 }],
      { 'lines.0.account': 'Account is a required field' },
    ],
  ])('refuses %s', (_case, lines, errors) => {
    expect(errorsOf(journalSchema, { ...journal, lines })).toEqual(errors);
  });

  it('names each missing field', () => {
    expect(errorsOf(journalSchema, {})).toEqual({
      date: 'Date is a required field',
      reference: 'Reference is a required field',
      lines: 'Journal lines is a required field',
    });
  });

  it.each(['2026-02-30', '31/03/2026', '2026-3-31'])('refuses the date %s', (date) => {
    expect(errorsOf(journalSchema, { ...journal, date })).toEqual({ date: 'Date is not valid.' });
  });

  it('lets an edit send only what changed, checking lines when they are sent', () => {
    expect(errorsOf(journalUpdateSchema, { note: '' })).toEqual({});
    expect(journalUpdateSchema.parse({ note: '' })).toEqual({ note: '' });
    expect(errorsOf(journalUpdateSchema, { lines: [{ account: rent, debit: 1 }] })).toEqual({
      lines: 'A journal needs at least two lines',
    });
  });
});

describe('account schemas', () => {
  it('need a name and a sub category', () => {
    expect(errorsOf(accountCreateSchema, {})).toEqual({
      account_name: 'Account name is a required field',
      sub_category_account: 'Account category is a required field',
    });
  });

  it("take the form's zero balance but send other balances to the opening balances screen", () => {
    const body = { account_name: 'Moniepoint POS', sub_category_account: cash };
    expect(accountCreateSchema.parse({ ...body, balance: 0 })).toMatchObject({ isBank: false, balance: 0 });
    expect(errorsOf(accountCreateSchema, { ...body, balance: 10 })).toEqual({
      balance: 'Enter opening balances on the opening balances screen',
    });
    expect(errorsOf(accountCreateSchema, { ...body, currency: 'usd' })).toEqual({ currency: 'Currency is not valid.' });
  });

  it('bulk edit needs accounts and something to change', () => {
    expect(errorsOf(bulkEditAccountsSchema, { accounts: [cash] })).toEqual({
      sub_category_account: 'Edit cannot be empty. Please select what you want to edit',
    });
    expect(errorsOf(bulkEditAccountsSchema, { accounts: [], description: 'x' })).toEqual({
      accounts: 'Select at least one account',
    });
  });

  it('merge needs two different accounts', () => {
    expect(errorsOf(mergeAccountsSchema, { from: cash, into: cash })).toEqual({
      into: 'Choose two different accounts',
    });
  });
});

describe('openingBalancesSchema and lockDateSchema', () => {
  it('refuses an account twice and both sides on a line', () => {
    const lines = [
      { account: cash, debit: 5, credit: 5 },
      { account: cash, debit: 1 },
    ];
    expect(errorsOf(openingBalancesSchema, { date: '2026-01-01', lines })).toEqual({
      'lines.0': 'A line has either a debit or a credit, not both',
      'lines.1.account': 'Each account can have one opening balance',
    });
  });

  it('takes a date or null, and nothing else', () => {
    expect(lockDateSchema.parse({ lockDate: null })).toEqual({ lockDate: null });
    expect(errorsOf(lockDateSchema, {})).toEqual({ lockDate: 'Lock date is a required field' });
    expect(errorsOf(lockDateSchema, { lockDate: '2026-13-01' })).toEqual({ lockDate: 'Lock date is not valid.' });
  });
});
