import { addDays } from '@owo/core';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountingCompany,
  accountingCompany,
  anotherCompany,
  journalBody,
  postJournal,
} from '../../../test/accounting.ts';
import { testAppForFile } from '../../../test/harness.ts';
import { balancesAsOf, movementsForPeriods } from '../../ledger/balances.ts';

/*
 * The profit and loss and the balance sheet of a small shop, read from its ledger: capital paid
 * in, a sale last year, sales, cost and rent this year, one journal of them for a branch.
 */

const test = testAppForFile();
let shop: AccountingCompany;
let branchId: string;

interface Row {
  kind: string;
  label: string;
  amounts: number[];
  account: { _id: string; account_code: string } | null;
}
const amountOf = (rows: Row[], label: string) => rows.find((row) => row.label === label)?.amounts;

beforeAll(async () => {
  shop = await accountingCompany(test, 'Mama Nkechi Provisions');
  const branches = (await shop.call('GET', '/api/branches')).json().data as Array<{ _id: string }>;
  branchId = branches[0]?._id ?? '';
  const post = (date: string, lines: Array<[string, number, number]>, extra: object = {}) =>
    postJournal(shop, journalBody(shop, lines, { date, reference: `On ${date}`, ...extra }));
  await post('2025-06-30', [
    ['1000', 100_000, 0],
    ['4000', 0, 100_000],
  ]);
  await post('2026-01-05', [
    ['1000', 1_000_000, 0],
    ['3000', 0, 1_000_000],
  ]);
  await post('2026-02-10', [
    ['1000', 500_000, 0],
    ['4000', 0, 500_000],
  ]);
  await post('2026-02-11', [
    ['5000', 150_000, 0],
    ['1000', 0, 150_000],
  ]);
  await post(
    '2026-03-01',
    [
      ['6100', 200_000, 0],
      ['1000', 0, 200_000],
    ],
    { branch: branchId },
  );
});

describe('the profit and loss', () => {
  it('shows revenue, cost of sales, gross and net profit for the period, beside the period before', async () => {
    const response = await shop.call(
      'GET',
      '/api/reports/profit-and-loss?from=2026-01-01&to=2026-03-31&compare=last-year',
    );
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.columns).toEqual([
      { label: '1 Jan 2026 - 31 Mar 2026', from: '2026-01-01', to: '2026-03-31' },
      { label: '1 Jan 2025 - 31 Mar 2025', from: '2025-01-01', to: '2025-03-31' },
    ]);
    expect(amountOf(data.rows, 'Total Revenue')).toEqual([500_000, 0]);
    expect(amountOf(data.rows, 'Gross profit')).toEqual([350_000, 0]);
    expect(amountOf(data.rows, 'Net profit')).toEqual([150_000, 0]);
    expect(data.netProfit).toEqual([150_000, 0]);
    // Every amount opens the account's postings: its rows carry the account.
    const rent = data.rows.find((row: Row) => row.account?.account_code === '6100');
    expect(rent).toMatchObject({ kind: 'account', amounts: [200_000, 0], account: { _id: shop.account('6100') } });
  });

  it('defaults to the financial year so far, hides zero rows, and shows them when asked', async () => {
    const data = (await shop.call('GET', '/api/reports/profit-and-loss?to=2026-03-31')).json().data;
    expect(data.from).toBe('2026-01-01');
    const accountRows = (rows: Row[]) => rows.filter((row) => row.kind === 'account').length;
    expect(accountRows(data.rows)).toBe(3);
    const all = (await shop.call('GET', '/api/reports/profit-and-loss?to=2026-03-31&showZero=true')).json().data;
    expect(accountRows(all.rows)).toBeGreaterThan(10);
    expect(all.netProfit).toEqual(data.netProfit);
  });

  it("splits a year into months, and reads one branch's postings only", async () => {
    const monthly = (
      await shop.call('GET', '/api/reports/profit-and-loss?from=2026-01-01&to=2026-12-31&compare=monthly')
    ).json().data;
    expect(monthly.columns).toHaveLength(12);
    expect(monthly.netProfit.slice(0, 4)).toEqual([0, 350_000, -200_000, 0]);
    const branch = (
      await shop.call('GET', `/api/reports/profit-and-loss?from=2026-01-01&to=2026-12-31&branch=${branchId}`)
    ).json().data;
    expect(branch.netProfit).toEqual([-200_000]);
  });

  it('refuses dates the wrong way round, an unknown comparison, and a branch of another company', async () => {
    const backwards = await shop.call('GET', '/api/reports/profit-and-loss?from=2026-04-01&to=2026-03-31');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual({ from: 'Start date must be on or before the end date' });
    const comparison = await shop.call('GET', '/api/reports/profit-and-loss?compare=yearly');
    expect(comparison.statusCode).toBe(400);
    expect(comparison.json().message).toBe('Comparison is not valid.');
    const other = await anotherCompany(test, shop, 'Second Shop');
    const otherBranch = ((await other.call('GET', '/api/branches')).json().data as Array<{ _id: string }>)[0]?._id;
    const foreign = await shop.call('GET', `/api/reports/profit-and-loss?branch=${otherBranch}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Branch not found');
  });
});

describe('the balance sheet', () => {
  it("balances, with last year's profit and this year's as equity, and compares with a year before", async () => {
    const response = await shop.call('GET', '/api/reports/balance-sheet?asOf=2026-03-31&compare=last-year');
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.columns.map((column: { asOf: string }) => column.asOf)).toEqual(['2026-03-31', '2025-03-31']);
    expect(data.totalAssets).toEqual([1_250_000, 0]);
    expect(amountOf(data.rows, 'Profit of earlier years')).toEqual([100_000, 0]);
    expect(amountOf(data.rows, 'Profit for the year')).toEqual([150_000, 0]);
    expect(amountOf(data.rows, 'Total equity')).toEqual([1_250_000, 0]);
    expect(amountOf(data.rows, 'Total liabilities and equity')).toEqual(data.totalAssets);
  });

  it('balances on every month end of a year, and for a branch', async () => {
    const monthly = (await shop.call('GET', '/api/reports/balance-sheet?asOf=2026-12-31&compare=monthly')).json().data;
    expect(monthly.columns).toHaveLength(12);
    monthly.totalAssets.forEach((assets: number, column: number) => {
      expect(assets).toBeCloseTo(monthly.totalLiabilities[column] + monthly.totalEquity[column], 2);
    });
    const branch = (await shop.call('GET', `/api/reports/balance-sheet?asOf=2026-12-31&branch=${branchId}`)).json()
      .data;
    expect(branch.totalAssets).toEqual([-200_000]);
    expect(amountOf(branch.rows, 'Profit for the year')).toEqual([-200_000]);
  });
});

describe('movements over periods, read from the totals in one query', () => {
  it('equal the balance at the end less the balance the day before, for any periods', async () => {
    const day = fc.integer({ min: 0, max: 700 }).map((offset) => addDays('2025-01-01', offset));
    const period = fc.tuple(day, day).map(([a, b]) => (a <= b ? { from: a, to: b } : { from: b, to: a }));
    await fc.assert(
      fc.asyncProperty(fc.array(period, { minLength: 1, maxLength: 4 }), async (periods) => {
        const db = test.database.db;
        const movements = await movementsForPeriods(db, shop.companyId, periods);
        for (const [index, { from, to }] of periods.entries()) {
          const end = await balancesAsOf(db, shop.companyId, to);
          const before = await balancesAsOf(db, shop.companyId, addDays(from, -1));
          const expected = new Map<string, number>();
          for (const account of new Set([...end.keys(), ...before.keys()])) {
            const movement = (end.get(account) ?? 0) - (before.get(account) ?? 0);
            if (movement !== 0) expected.set(account, movement);
          }
          const found = new Map([...(movements[index] ?? new Map())].filter(([, amount]) => amount !== 0));
          expect(found).toEqual(expected);
        }
      }),
      { numRuns: 40 },
    );
  });
});
