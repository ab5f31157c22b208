import { beforeAll, describe, expect, it } from 'vitest';
import { type AccountingCompany, accountingCompany, journalBody, postJournal } from '../../../test/accounting.ts';
import { testAppForFile } from '../../../test/harness.ts';

const test = testAppForFile();
let company: AccountingCompany;
/** The cash postings that stand (not deleted), in ledger order: [date, debit - credit in kobo]. */
const cashPostings: Array<[string, number]> = [];

beforeAll(async () => {
  company = await accountingCompany(test);
  // 24 journals over 8 days, three a day; every fifth is deleted again, so its pair is hidden.
  for (let index = 0; index < 24; index += 1) {
    const date = `2026-05-${String(10 + Math.floor(index / 3)).padStart(2, '0')}`;
    const amount = 1_000 + index * 137.25;
    const sale = index % 2 === 0;
    const lines: Array<[string, number, number]> = sale
      ? [
          ['1000', amount, 0],
          ['4000', 0, amount],
        ]
      : [
          ['6600', amount, 0],
          ['1000', 0, amount],
        ];
    const journal = await postJournal(company, journalBody(company, lines, { date, reference: `Day ${index}` }));
    if (index % 5 === 4) {
      await company.call('DELETE', `/api/double-entry/journal/${journal._id}`);
    } else {
      cashPostings.push([date, Math.round(amount * 100) * (sale ? 1 : -1)]);
    }
  }
});

describe('the trial balance', () => {
  it('lists each account with a balance on its side, debits equal to credits, as of any date', async () => {
    const response = await company.call('GET', '/api/reports/trial-balance?asOf=2026-05-11');
    const data = response.json().data;
    const expectedCash = cashPostings
      .filter(([date]) => date <= '2026-05-11')
      .reduce((sum, [, amount]) => sum + amount, 0);
    expect(data.asOf).toBe('2026-05-11');
    const cash = data.accounts.find((account: { account_code: string }) => account.account_code === '1000');
    expect(Math.round((cash.debit - cash.credit) * 100)).toBe(expectedCash);
    expect(data.totalDebit).toBe(data.totalCredit);
    expect(data.byType.Asset).toBe(cash.debit - cash.credit);
    expect(Math.round((data.byType.Income - data.byType.Expense) * 100)).toBe(expectedCash);
  });

  it('is empty before the first posting, and refuses a malformed date', async () => {
    const empty = await company.call('GET', '/api/reports/trial-balance?asOf=2026-05-09');
    expect(empty.json().data).toMatchObject({ accounts: [], totalDebit: 0, totalCredit: 0 });
    const bad = await company.call('GET', '/api/reports/trial-balance?asOf=09/05/2026');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Date is not valid.');
  });
});

describe('the general ledger of an account', () => {
  const ledger = (query: string) =>
    company.call('GET', `/api/reports/general-ledger?account=${company.account('1000')}&${query}`);

  it('pages through the postings with a running balance, leaving reversed pairs out', async () => {
    let running = 0;
    const expected = cashPostings.map(([date, amount]) => {
      running += amount;
      return { date, balance: running };
    });
    for (let page = 1; page <= 3; page += 1) {
      const response = await ledger(`limit=7&page=${page}`);
      const { data, pageInfo } = response.json();
      expect(pageInfo).toMatchObject({ page, limit: 7, total: cashPostings.length });
      const slice = expected.slice((page - 1) * 7, page * 7);
      expect(
        data.lines.map((line: { date: string; balance: number }) => ({
          date: line.date,
          balance: Math.round(line.balance * 100),
        })),
      ).toEqual(slice);
      const carried = (page - 1) * 7 === 0 ? 0 : (expected[(page - 1) * 7 - 1]?.balance ?? 0);
      expect(Math.round(data.pageOpeningBalance * 100)).toBe(carried);
      expect(Math.round(data.closingBalance * 100)).toBe(running);
    }
    const [first] = (await ledger('limit=1')).json().data.lines;
    expect(first).toMatchObject({
      date: '2026-05-10',
      entry: { number: 1 },
      source: { type: 'journal' },
      memo: expect.stringMatching(/^JV-000001 · Day 0$/),
      debit: 1000,
      credit: 0,
    });
  });

  it('between two dates starts from the balance brought forward', async () => {
    const response = await ledger('from=2026-05-12&to=2026-05-13&limit=50');
    const { data, pageInfo } = response.json();
    const before = cashPostings.filter(([date]) => date < '2026-05-12').reduce((sum, [, amount]) => sum + amount, 0);
    const inRange = cashPostings.filter(([date]) => date >= '2026-05-12' && date <= '2026-05-13');
    expect(Math.round(data.openingBalance * 100)).toBe(before);
    expect(pageInfo.total).toBe(inRange.length);
    expect(data.lines.map((line: { date: string }) => line.date)).toEqual(inRange.map(([date]) => date));
    const through = before + inRange.reduce((sum, [, amount]) => sum + amount, 0);
    expect(Math.round(data.closingBalance * 100)).toBe(through);
  });

  it.each([
    ['account=cash', 400, 'Account is not valid.'],
    ['from=2026-05-13&to=2026-05-12', 400, 'from must be on or before to'],
    ['from=yesterday', 400, 'Start date is not valid.'],
  ])('refuses "%s"', async (query, status, message) => {
    const path = query.startsWith('account=') || query === '' ? query : `account=${company.account('1000')}&${query}`;
    const response = await company.call('GET', `/api/reports/general-ledger?${path}`);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
  });

  it("answers 404 for another company's account", async () => {
    const other = await accountingCompany(test, 'Other Ltd');
    const response = await other.call('GET', `/api/reports/general-ledger?account=${company.account('1000')}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Account not found');
  });
});
