import { beforeAll, describe, expect, it } from 'vitest';
import { type AccountingCompany, accountingCompany, anotherCompany } from '../../../test/accounting.ts';
import { expenseSetting, fuelExpense } from '../../../test/expense-fixtures.ts';
import { addMember, testAppForFile } from '../../../test/harness.ts';
import { addVendor } from '../../../test/purchase-fixtures.ts';
import { firstBranch } from '../../../test/stock-fixtures.ts';

/*
 * Global search finds bills, expenses and purchase orders (issue 27): by Owo's number however it
 * is typed, by the vendor's own bill number, by the vendor's name and by total; never another
 * company's, and only for members who may see expenses.
 */

const test = testAppForFile();
let company: AccountingCompany;
let other: AccountingCompany;

interface Result {
  title: string;
  subtitle: string;
  path: string;
}

async function found(as: AccountingCompany | { headers: Record<string, string> }, typed: string) {
  const url = `/api/search?q=${encodeURIComponent(typed)}`;
  const response =
    'call' in as ? await as.call('GET', url) : await test.app.inject({ method: 'GET', url, headers: as.headers });
  expect(response.statusCode, response.body).toBe(200);
  const groups = response.json().data.groups as Array<{ kind: string; results: Result[] }>;
  return groups.find((group) => group.kind === 'purchase-document')?.results ?? [];
}

beforeAll(async () => {
  company = await accountingCompany(test);
  other = await anotherCompany(test, company, 'Other Ventures Ltd');
  for (const owner of [company, other]) {
    const setting = await expenseSetting(test, owner);
    const expense = await owner.call('POST', '/api/expenses', fuelExpense(setting, 20_000));
    expect(expense.statusCode, expense.body).toBe(201);
    const vendor = await addVendor(test, owner.companyId, 'Ikeja Rice Mills Ltd', { tin: '12345678-0001' });
    const bill = await owner.call('POST', '/api/expenses/bill', {
      vendor,
      branch: await firstBranch(owner),
      issueDate: '2026-05-04',
      dueDate: '2099-06-03',
      billNo: 'IRM-2201',
      address: '12 Allen Avenue, Ikeja',
      items: [{ chartofAccount: owner.account('6700'), description: 'Half-year audit', quantity: 1, price: 200_000 }],
    });
    expect(bill.statusCode, bill.body).toBe(201);
  }
});

describe('global search over bills and expenses', () => {
  it('finds them by number however it is typed, by the vendor’s bill number, name and total', async () => {
    for (const typed of ['BILL-00001', 'bill1', 'bill 00001']) {
      expect(
        (await found(company, typed)).map((result) => result.title),
        typed,
      ).toEqual(['BILL-00001 · IRM-2201']);
    }
    const [expense] = await found(company, 'EXP-1');
    expect(expense).toMatchObject({ title: 'EXP-00001 · TE-44120', subtitle: 'Expense · Total Energies Lekki · Paid' });
    expect(expense?.path).toMatch(/^\/expense\/expenses\/[0-9a-f-]{36}$/);
    const [bill] = await found(company, 'IRM-2201');
    expect(bill?.subtitle).toBe('Bill · Ikeja Rice Mills Ltd · Unpaid');
    expect(bill?.path).toMatch(/^\/expense\/bills\/[0-9a-f-]{36}$/);
    expect((await found(company, 'ikeja rice')).map((result) => result.title)).toEqual(['BILL-00001 · IRM-2201']);
    expect((await found(company, '21,500')).map((result) => result.title)).toEqual(['EXP-00001 · TE-44120']);
  });

  it("never shows another company's, nor to a member who may not see expenses", async () => {
    const ours = await found(company, 'ikeja');
    const theirs = await found(other, 'ikeja');
    expect(ours).toHaveLength(1);
    expect(theirs).toHaveLength(1);
    expect(ours[0]?.path).not.toBe(theirs[0]?.path);
    const cashier = await addMember(test, company.companyId, ['sales.view']);
    expect(await found(cashier, 'BILL-00001')).toEqual([]);
  });
});
