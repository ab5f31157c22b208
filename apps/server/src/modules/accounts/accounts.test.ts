import { nigerianChartOfAccounts, systemAccountKeys } from '@owo/db';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountingCompany,
  accountingCompany,
  anotherCompany,
  journalBody,
  postJournal,
} from '../../../test/accounting.ts';
import { testAppForFile } from '../../../test/harness.ts';

const test = testAppForFile();
let company: AccountingCompany;
beforeAll(async () => {
  company = await accountingCompany(test);
});

const chart = '/api/double-entry/chart-of-accounts';
type AccountJson = {
  _id: string;
  account_code: string;
  account_name: string;
  isSystem: boolean;
  systemKey: string | null;
};

async function subCategoryId(name: string): Promise<string> {
  const response = await company.call('GET', '/api/double-entry/sub-category-accounts?limit=100');
  const found = (response.json().data as Array<{ _id: string; name: string }>).find((item) => item.name === name);
  if (!found) throw new Error(`no sub category ${name}`);
  return found._id;
}

describe('a new company', () => {
  it('starts with the Nigerian SME chart of accounts, its system accounts marked', async () => {
    const response = await company.call('GET', `${chart}?limit=1000`);
    const accounts = response.json().data as AccountJson[];
    expect(accounts).toHaveLength(nigerianChartOfAccounts.length);
    expect(accounts.map((account) => account.account_code)).toEqual(
      nigerianChartOfAccounts.map((seed) => seed.code).sort(),
    );
    const system = accounts.filter((account) => account.isSystem).map((account) => account.systemKey);
    expect(system.sort()).toEqual([...systemAccountKeys].sort());
    const byCode = Object.fromEntries(accounts.map((account) => [account.account_code, account]));
    expect(byCode['2100']).toMatchObject({ account_name: 'VAT Output', systemKey: 'vat-output' });
    expect(byCode['1000']).toMatchObject({
      account_name: 'Cash on Hand',
      account_type: 'Asset',
      parent_account: { name: 'Current Assets' },
      sub_category_account: { name: 'Cash and Cash Equivalents', can_select_currency: true },
      isBank: true,
      balance: 0,
      currency: null,
    });
  });

  it('has the account hierarchy: types, parents and their sub categories', async () => {
    const parents = (await company.call('GET', '/api/double-entry/parent-accounts')).json();
    expect(parents.data.map((parent: { name: string }) => parent.name)).toContain('Current Liabilities');
    const current = parents.data.find((parent: { name: string }) => parent.name === 'Current Assets');
    expect(current).toMatchObject({ account_type: 'Asset', code_range: { from: 1000, to: 1499 } });
    expect(current.sub_categories.map((sub: { name: string }) => sub.name)).toContain('Bank');
    const income = (await company.call('GET', '/api/double-entry/sub-category-accounts?where[type]=income')).json();
    expect(income.data.every((sub: { account_type: string }) => sub.account_type === 'Income')).toBe(true);
    const underParent = await company.call('GET', `/api/double-entry/get-accounts-by-parent/${current._id}`);
    expect(underParent.json().data.every((account: { account_code: string }) => account.account_code < '1500')).toBe(
      true,
    );
    const unknown = await company.call('GET', `/api/double-entry/get-accounts-by-parent/${company.companyId}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Parent account not found');
  });
});

describe('the chart of accounts list', () => {
  it('pages and filters by type and by name or code', async () => {
    const page = await company.call('GET', `${chart}?limit=5&page=2&where[type]=Liability`);
    expect(page.json().pageInfo).toMatchObject({ page: 2, limit: 5, prevPage: 1 });
    expect(page.json().data.every((account: { account_type: string }) => account.account_type === 'Liability')).toBe(
      true,
    );
    const named = await company.call('GET', `${chart}?where[name]=payable`);
    expect(named.json().data.map((account: AccountJson) => account.account_code)).toEqual([
      '2000',
      '2110',
      '2120',
      '2130',
      '2200',
      '2210',
      '2220',
      '2230',
      '2240',
      '2250',
    ]);
    const coded = await company.call('GET', `${chart}?where[name]=61`);
    expect(coded.json().data.map((account: AccountJson) => account.account_name)).toEqual([
      'Rent',
      'Electricity',
      'Diesel and Generator',
      'Water and Waste',
      'Internet and Telephone',
    ]);
    const bad = await company.call('GET', `${chart}?where[type]=Assets`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('where[type] is not valid.');
  });

  it('shows balances from the ledger as of a date', async () => {
    const fresh = await anotherCompany(test, company, 'Balances Ltd');
    await postJournal(
      fresh,
      journalBody(
        fresh,
        [
          ['1050', 250_000, 0],
          ['3000', 0, 250_000],
        ],
        { date: '2026-01-10' },
      ),
    );
    await postJournal(
      fresh,
      journalBody(
        fresh,
        [
          ['6100', 40_000.25, 0],
          ['1050', 0, 40_000.25],
        ],
        { date: '2026-02-01' },
      ),
    );
    const balance = async (code: string, asOf: string) =>
      (await fresh.call('GET', `${chart}/${fresh.account(code)}?asOf=${asOf}`)).json().data.balance;
    expect(await balance('1050', '2026-01-09')).toBe(0);
    expect(await balance('1050', '2026-01-31')).toBe(250_000);
    expect(await balance('1050', '2026-02-01')).toBe(209_999.75);
    expect(await balance('3000', '2026-02-01')).toBe(250_000);
    const list = await fresh.call('GET', `${chart}?where[name]=Bank Account`);
    expect(list.json().data[0].balance).toBe(209_999.75);
  });
});

describe('deleting an account', () => {
  it('removes an unused account', async () => {
    const created = await company.call('POST', chart, {
      account_name: 'Unused',
      sub_category_account: await subCategoryId('Other Expenses'),
    });
    const response = await company.call('DELETE', `${chart}/${created.json().data._id}`);
    expect(response.json()).toEqual({ message: 'Account deleted' });
    expect((await company.call('GET', `${chart}/${created.json().data._id}`)).statusCode).toBe(404);
  });

  it.each([
    ['a system account', '2000', 'Accounts Payable is a system account and cannot be deleted'],
    [
      'an account with postings',
      '6500',
      'Repairs and Maintenance has postings and cannot be deleted. Merge it into another account instead.',
    ],
  ])('refuses %s with 409', async (_case, code, message) => {
    if (code === '6500')
      await postJournal(
        company,
        journalBody(company, [
          ['6500', 1, 0],
          ['1000', 0, 1],
        ]),
      );
    const response = await company.call('DELETE', `${chart}/${company.account(code)}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(message);
  });

  it("answers 404 for another company's account", async () => {
    const other = await accountingCompany(test, 'Other Ltd');
    const response = await other.call('DELETE', `${chart}/${company.account('6900')}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Account not found');
  });
});
