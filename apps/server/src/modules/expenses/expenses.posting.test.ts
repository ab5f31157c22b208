import { newId, taxes } from '@owo/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AccountingCompany, accountingCompany, trialBalanceByCode } from '../../../test/accounting.ts';
import { type ExpenseSetting, expenseSetting, fuelExpense } from '../../../test/expense-fixtures.ts';
import { testAppForFile } from '../../../test/harness.ts';

/*
 * What an expense posts, as a table of expenses and the entry each must make through the service
 * (spec section 4's totals, issue 27's rule): Dr the expense categories and the VAT input, Cr the
 * bank; a tax that cannot be recovered (a consumption tax) adds to the line's cost; lines to one
 * category add up; a foreign-currency expense posts its home amount.
 */

const test = testAppForFile();
let company: AccountingCompany;
let setting: ExpenseSetting;
let consumption: string;

beforeAll(async () => {
  company = await accountingCompany(test);
  setting = await expenseSetting(test, company);
  consumption = newId();
  await test.database.db.insert(taxes).values({
    companyId: company.companyId,
    id: consumption,
    name: 'Consumption Tax',
    kind: 'other',
    rateBasisPoints: 500,
  });
});

type Case = [name: string, body: () => Record<string, unknown>, total: number, entry: Record<string, number>];

const line =
  (account: () => string, price: number, taxIds: () => string[] = () => []) =>
  () => ({
    chartofAccount: account(),
    price,
    tax: taxIds().map((id) => ({ id })),
  });

const cases: Case[] = [
  [
    'fuel with VAT 7.5%',
    () => ({
      items: [
        line(
          () => setting.fuel,
          10_000,
          () => [setting.vat],
        )(),
      ],
    }),
    10_750,
    { '6610': 10_000, '1400': 750, '1050': -10_750 },
  ],
  [
    'a restaurant meal with consumption tax 5%, not recoverable: part of the cost',
    () => ({
      items: [
        line(
          () => company.account('6030'),
          8_000,
          () => [consumption],
        )(),
      ],
    }),
    8_400,
    { '6030': 8_400, '1050': -8_400 },
  ],
  [
    'two lines to one category and one to another, VAT on one',
    () => ({
      items: [
        line(() => setting.fuel, 1_000)(),
        line(
          () => setting.fuel,
          2_500.5,
          () => [setting.vat],
        )(),
        line(() => company.account('6140'), 3_000)(),
      ],
    }),
    6_688.04,
    { '6610': 3_500.5, '1400': 187.54, '6140': 3_000, '1050': -6_688.04 },
  ],
  [
    'a software subscription in dollars at ₦1,500.25',
    () => ({
      currency: { name: 'USD', rate: '1500.25' },
      items: [line(() => company.account('6230'), 20)()],
    }),
    20,
    { '6230': 30_005, '1050': -30_005 },
  ],
];

describe('the entry an expense posts', () => {
  it.each(cases)('%s', async (_name, body, total, entry) => {
    const before = await trialBalanceByCode(company);
    const response = await company.call('POST', '/api/expenses', fuelExpense(setting, 1, body()));
    expect(response.statusCode, response.body).toBe(201);
    const expense = response.json().data;
    expect(expense.total).toBe(total);
    const posted = Object.fromEntries(
      expense.journal.lines.map((one: { account: { code: string }; debit: number; credit: number }) => [
        one.account.code,
        Math.round((one.debit - one.credit) * 100) / 100,
      ]),
    );
    expect(posted).toEqual(entry);
    const after = await trialBalanceByCode(company);
    expect(after.totalDebit).toBeCloseTo(after.totalCredit, 2);
    for (const [code, amount] of Object.entries(entry)) {
      expect((after.balances[code] ?? 0) - (before.balances[code] ?? 0)).toBeCloseTo(amount, 2);
    }
  });
});
