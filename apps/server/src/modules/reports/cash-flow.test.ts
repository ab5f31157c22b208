import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountingCompany,
  accountingCompany,
  anotherCompany,
  journalBody,
  postJournal,
  trialBalanceByCode,
} from '../../../test/accounting.ts';
import { testAppForFile } from '../../../test/harness.ts';

/*
 * The cash flow statement of a small trader's year, read from its ledger: capital paid in the year
 * before and in January, a loan, stock on credit, a sale partly paid, equipment bought, a supplier
 * paid, rent on the company card (a bank account in the seeded chart) for a branch, depreciation.
 */

const test = testAppForFile();
let shop: AccountingCompany;
let branchId: string;

interface Row {
  kind: string;
  label: string;
  level: number;
  amounts: number[];
  account: { _id: string; account_code: string } | null;
}
const amountOf = (rows: Row[], label: string) => rows.find((row) => row.label === label)?.amounts;
/** The seeded cash and bank accounts: cash on hand, petty cash, POS in transit, bank, the company card. */
const cashCodes = ['1000', '1010', '1020', '1050'];

beforeAll(async () => {
  shop = await accountingCompany(test, 'Adaeze Home Supplies');
  const branches = (await shop.call('GET', '/api/branches')).json().data as Array<{ _id: string }>;
  branchId = branches[0]?._id ?? '';
  const post = (date: string, lines: Array<[string, number, number]>, extra: object = {}) =>
    postJournal(shop, journalBody(shop, lines, { date, reference: `On ${date}`, ...extra }));
  await post('2025-12-15', [
    ['1000', 500_000, 0],
    ['3000', 0, 500_000],
  ]);
  await post('2026-01-05', [
    ['1050', 1_000_000, 0],
    ['3000', 0, 1_000_000],
  ]);
  await post('2026-01-20', [
    ['1050', 400_000, 0],
    ['2500', 0, 400_000],
  ]);
  await post('2026-02-03', [
    ['1200', 300_000, 0],
    ['2000', 0, 300_000],
  ]);
  await post('2026-02-10', [
    ['1100', 150_000, 0],
    ['1050', 300_000, 0],
    ['4000', 0, 450_000],
    ['5000', 200_000, 0],
    ['1200', 0, 200_000],
  ]);
  await post('2026-03-01', [
    ['1530', 600_000, 0],
    ['1050', 0, 600_000],
  ]);
  await post('2026-03-15', [
    ['2000', 100_000, 0],
    ['1050', 0, 100_000],
  ]);
  await post(
    '2026-04-30',
    [
      ['6100', 50_000, 0],
      ['2450', 0, 50_000],
    ],
    { branch: branchId },
  );
  await post('2026-12-31', [
    ['6400', 60_000, 0],
    ['1630', 0, 60_000],
  ]);
});

const cashFlow = async (query: string) => {
  const response = await shop.call('GET', `/api/reports/cash-flow?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

/** The cash and bank accounts' balances in the trial balance at the end of a day, added up. */
async function cashInTrialBalance(asOf: string) {
  const { balances } = await trialBalanceByCode(shop, asOf);
  return Math.round(cashCodes.reduce((total, code) => total + (balances[code] ?? 0), 0) * 100) / 100;
}

describe('the cash flow statement', () => {
  it("turns the year's profit into cash: working capital, investing, financing, and ties to the bank", async () => {
    const data = await cashFlow('from=2026-01-01&to=2026-12-31');
    expect(data.columns).toEqual([{ label: '1 Jan 2026 - 31 Dec 2026', from: '2026-01-01', to: '2026-12-31' }]);
    expect(data.rows.map((row: Row) => [row.kind, row.label, row.amounts[0] ?? null])).toEqual([
      ['heading', 'Operating activities', null],
      ['account', 'Net profit', 140_000],
      ['heading', 'Depreciation and amortisation', null],
      ['account', '1630 Accumulated Depreciation - Office Equipment', 60_000],
      ['heading', 'Changes in working capital', null],
      ['account', '1100 Accounts Receivable', -150_000],
      ['account', '1200 Inventory', -100_000],
      ['account', '2000 Accounts Payable', 200_000],
      ['subtotal', 'Net cash from operating activities', 150_000],
      ['heading', 'Investing activities', null],
      ['account', '1530 Office Equipment', -600_000],
      ['subtotal', 'Net cash from investing activities', -600_000],
      ['heading', 'Financing activities', null],
      // The rent put on the credit card: money borrowed, not spent from the bank.
      ['account', '2450 Company Credit Card', 50_000],
      ['account', '2500 Long-term Loans', 400_000],
      ['account', '3000 Share Capital', 1_000_000],
      ['subtotal', 'Net cash from financing activities', 1_450_000],
      ['total', 'Net change in cash', 1_000_000],
      ['total', 'Cash at the beginning of the period', 500_000],
      ['total', 'Cash at the end of the period', 1_500_000],
    ]);
    expect(data).toMatchObject({
      netChange: [1_000_000],
      openingCash: [500_000],
      closingCash: [1_500_000],
      difference: [0],
    });
    // The figures a bookkeeper ticks: cash at both ends is what the cash and bank accounts hold.
    expect(data.openingCash).toEqual([await cashInTrialBalance('2025-12-31')]);
    expect(data.closingCash).toEqual([await cashInTrialBalance('2026-12-31')]);
    // Every line opens its account's postings.
    const receivables = data.rows.find((row: Row) => row.account?.account_code === '1100');
    expect(receivables.account).toEqual({ _id: shop.account('1100'), account_code: '1100' });
  });

  it('defaults to the financial year so far, and shows accounts that did not move when asked', async () => {
    const data = await cashFlow('to=2026-03-31');
    expect(data.from).toBe('2026-01-01');
    expect(data.closingCash).toEqual([await cashInTrialBalance('2026-03-31')]);
    const accountRows = (rows: Row[]) => rows.filter((row) => row.account !== null).length;
    const all = await cashFlow('to=2026-03-31&showZero=true');
    expect(accountRows(all.rows)).toBeGreaterThan(accountRows(data.rows) + 20);
    expect(amountOf(all.rows, '1300 Prepaid Expenses')).toEqual([0]);
    expect(all.netChange).toEqual(data.netChange);
  });

  it('splits a year into 12 months, each tying to the cash and bank accounts at its end', async () => {
    const data = await cashFlow('from=2026-01-01&to=2026-12-31&compare=monthly');
    expect(data.columns).toHaveLength(12);
    // April's rent went on the credit card: no cash moved.
    expect(data.netChange).toEqual([1_400_000, 300_000, -700_000, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(amountOf(data.rows, 'Net profit')?.at(-1)).toBe(-60_000);
    expect(amountOf(data.rows, 'Net cash from operating activities')?.at(-1)).toBe(0);
    for (const [index, column] of (data.columns as Array<{ from: string; to: string }>).entries()) {
      expect(data.openingCash[index] + data.netChange[index]).toBeCloseTo(data.closingCash[index], 2);
      expect(data.closingCash[index]).toBe(await cashInTrialBalance(column.to));
      if (index > 0) expect(data.openingCash[index]).toBe(data.closingCash[index - 1]);
    }
    expect(data.difference).toEqual(Array(12).fill(0));
  });

  it("compares with the period before, and reads one branch's postings only", async () => {
    const previous = await cashFlow('from=2026-04-01&to=2026-06-30&compare=previous-period');
    expect(previous.columns.map((column: { from: string }) => column.from)).toEqual(['2026-04-01', '2025-12-31']);
    expect(previous.netChange).toEqual([0, 1_000_000]);
    const branch = await cashFlow(`from=2026-01-01&to=2026-12-31&branch=${branchId}`);
    expect(branch.branch).toBe(branchId);
    expect(amountOf(branch.rows, 'Net profit')).toEqual([-50_000]);
    expect(amountOf(branch.rows, 'Net cash from operating activities')).toEqual([-50_000]);
    expect(amountOf(branch.rows, 'Net cash from financing activities')).toEqual([50_000]);
    expect(branch).toMatchObject({ netChange: [0], openingCash: [0], closingCash: [0], difference: [0] });
  });

  it('refuses bad filters with their words, and a branch of another company as not found', async () => {
    const refused = async (query: string) => {
      const response = await shop.call('GET', `/api/reports/cash-flow?${query}`);
      expect(response.statusCode).toBe(400);
      return response.json();
    };
    expect((await refused('compare=yearly')).message).toBe('Comparison is not valid.');
    expect((await refused('branch=head-office')).message).toBe('Branch is not valid.');
    expect((await refused('from=2026-02-30')).errors).toEqual({ from: 'Start date is not valid.' });
    expect((await refused('to=31-12-2026')).errors).toEqual({ to: 'End date is not valid.' });
    expect((await refused('from=2026-04-01&to=2026-03-31')).errors).toEqual({
      from: 'Start date must be on or before the end date',
    });
    const other = await anotherCompany(test, shop, 'Another Trader');
    const otherBranch = ((await other.call('GET', '/api/branches')).json().data as Array<{ _id: string }>)[0]?._id;
    const foreign = await shop.call('GET', `/api/reports/cash-flow?branch=${otherBranch}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Branch not found');
  });
});
