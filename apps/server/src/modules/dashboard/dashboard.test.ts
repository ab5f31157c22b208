import { beforeAll, describe, expect, it } from 'vitest';
import { type AccountingCompany, accountingCompany, journalBody, postJournal } from '../../../test/accounting.ts';
import { addMember, testAppForFile } from '../../../test/harness.ts';
import { addVendor } from '../../../test/purchase-fixtures.ts';
import { firstBranch } from '../../../test/stock-fixtures.ts';

/*
 * The dashboard of a shop's March: capital paid into the bank, takings in cash, some banked,
 * rent and bank charges paid, one journal still waiting for approval (and then a bill).
 */

const test = testAppForFile();
let shop: AccountingCompany;

beforeAll(async () => {
  shop = await accountingCompany(test, 'Iya Basira Foods');
  const post = (date: string, lines: Array<[string, number, number]>) =>
    postJournal(shop, journalBody(shop, lines, { date, reference: `On ${date}` }));
  await post('2026-02-20', [
    ['1050', 1_000_000, 0],
    ['3000', 0, 1_000_000],
  ]);
  await post('2026-03-02', [
    ['1000', 300_000, 0],
    ['4000', 0, 300_000],
  ]);
  // Cash banked: money moving between the shop's own accounts, neither in nor out.
  await post('2026-03-03', [
    ['1050', 50_000, 0],
    ['1000', 0, 50_000],
  ]);
  await post('2026-03-05', [
    ['6100', 100_000, 0],
    ['7000', 5_000, 0],
    ['1050', 0, 105_000],
  ]);
  const draft = await shop.call(
    'POST',
    '/api/double-entry/journal',
    journalBody(
      shop,
      [
        ['6100', 1_000, 0],
        ['1000', 0, 1_000],
      ],
      { date: '2026-03-20', reference: 'Petty cash, to approve' },
    ),
  );
  expect(draft.statusCode).toBe(201);
});

describe('the dashboard', () => {
  it("shows the month's cash, money in and out, profit, where the money went and what awaits approval", async () => {
    const response = await shop.call('GET', '/api/dashboard?from=2026-03-01&to=2026-03-31');
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.cash).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ account_code: '1000', balance: 250_000, lastReconciled: null }),
        expect.objectContaining({ account_code: '1050', balance: 945_000 }),
      ]),
    );
    expect(data.totalCash).toBe(1_195_000);
    expect(data).toMatchObject({ moneyIn: 300_000, moneyOut: 105_000, income: 300_000, expenses: 105_000 });
    expect(data.profit).toBe(195_000);
    expect(data.topExpenses.map((account: { account_code: string }) => account.account_code)).toEqual(['6100', '7000']);
    expect(data.awaitingApproval).toMatchObject({ count: 1, journals: [{ reference: 'Petty cash, to approve' }] });
    expect(data).toMatchObject({ receivables: 0, payables: 0 });
  });

  it('charts twelve months ending with the chosen one, and defaults to this month', async () => {
    const data = (await shop.call('GET', '/api/dashboard?from=2026-03-01&to=2026-03-31')).json().data;
    expect(data.byMonth).toHaveLength(12);
    expect(data.byMonth.at(-1)).toMatchObject({ month: '2026-03', income: 300_000, expenses: 105_000 });
    expect(data.byMonth.at(-2)).toMatchObject({ month: '2026-02', income: 0, expenses: 0 });
    const current = (await shop.call('GET', '/api/dashboard')).json().data;
    expect(current.from.slice(8)).toBe('01');
    expect(current.from.slice(0, 7)).toBe(current.to.slice(0, 7));
  });

  it('lists a bill waiting for approval with the journal, to those who may see bills', async () => {
    const vendor = await addVendor(test, shop.companyId, 'Ikeja Rice Mills Ltd', { tin: '12345678-0001' });
    const bill = await shop.call('POST', '/api/expenses/bill', {
      vendor,
      branch: await firstBranch(shop),
      issueDate: '2026-03-21',
      dueDate: '2026-04-20',
      billNo: 'IRM-2201',
      address: '12 Allen Avenue, Ikeja',
      status: 'awaiting-approval',
      items: [{ chartofAccount: shop.account('6100'), description: 'March rent', quantity: 1, price: 150_000 }],
    });
    expect(bill.statusCode, bill.body).toBe(201);
    expect(bill.json().data.status).toBe('awaiting-approval');
    const waiting = (await shop.call('GET', '/api/dashboard?from=2026-03-01&to=2026-03-31')).json().data;
    expect(waiting.awaitingApproval.count).toBe(2);
    expect(waiting.awaitingApproval.documents).toEqual([
      expect.objectContaining({
        kind: 'bill',
        number: 'BILL-00001',
        total: 150_000,
        path: `/expense/bills/${bill.json().data._id}`,
      }),
    ]);
    const reader = await addMember(test, shop.companyId, ['reports.view']);
    const theirs = await test.app.inject({
      method: 'GET',
      url: '/api/dashboard?from=2026-03-01&to=2026-03-31',
      headers: reader.headers,
    });
    expect(theirs.json().data.awaitingApproval).toMatchObject({ count: 1, documents: [] });
  });

  it('refuses dates the wrong way round', async () => {
    const response = await shop.call('GET', '/api/dashboard?from=2026-04-01&to=2026-03-01');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ from: 'Start date must be on or before the end date' });
  });
});
