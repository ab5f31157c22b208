import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AccountingCompany, accountingCompany, anotherCompany, rowCounts } from '../../../test/accounting.ts';
import { branchMember } from '../../../test/branch-member.ts';
import { addMember, testAppForFile } from '../../../test/harness.ts';
import { addBranch, addProduct, firstBranch } from '../../../test/stock-fixtures.ts';

/*
 * Stock through the API (issue 13): adding stock in two branches, an inflow, a transfer, counts
 * and revaluations, and then the inventory valuation equals the inventory account on the balance
 * sheet and the positions' values. Every refusal writes nothing.
 */

const test = testAppForFile();
let company: AccountingCompany;
let other: AccountingCompany;
let lagos: string;
let ikeja: string;
let rice: string;
let beans: string;

const stockTables = ['stock_documents', 'stock_movements', 'stock_positions', 'journal_entries', 'journal_lines'];

beforeAll(async () => {
  company = await accountingCompany(test);
  other = await anotherCompany(test, company, 'Other Ventures Ltd');
  lagos = await firstBranch(company);
  ikeja = await addBranch(company, 'Ikeja');
  rice = await addProduct(test, company.companyId, { name: 'Rice 50kg', unit: 'pcs', lowStockMilli: 5000 });
  beans = await addProduct(test, company.companyId, { name: 'Beans', unit: 'kg' });
});

const addStock = (body: Record<string, unknown>, as = company) =>
  as.call('POST', '/api/products/stock', {
    product: rice,
    branch: lagos,
    date: '2026-03-02',
    quantity: 10,
    cost: 100_000,
    account: company.account('1050'),
    reference: 'GRN-1',
    ...body,
  });

async function inventoryOnBalanceSheet(as = company): Promise<number | undefined> {
  const response = await as.call('GET', '/api/reports/balance-sheet?asOf=2026-12-31');
  expect(response.statusCode, response.body).toBe(200);
  const rows = response.json().data.rows as Array<{ account: { account_code: string } | null; amounts: number[] }>;
  return rows.find((row) => row.account?.account_code === '1200')?.amounts[0] ?? 0;
}

async function valuation(query = '') {
  const response = await company.call('GET', `/api/reports/inventory-valuation?limit=1000${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    lines: Array<{ product: { name: string }; branch: { _id: string }; quantity: string; value: number }>;
    totalValue: number;
    branches: Array<{ _id: string; value: number }>;
  };
}

async function positionsValue(): Promise<number> {
  const result = await test.database.db.execute(
    sql`select coalesce(sum(value), 0)::bigint as total from stock_positions where company_id = ${company.companyId}`,
  );
  return Number((result as unknown as { rows: Array<{ total: string }> }).rows[0]?.total) / 100;
}

const quantityAt = async (product: string, branch: string) => {
  const response = await company.call('GET', `/api/products/${product}/stock`);
  return response.json().data.branches.find((line: { branch: { _id: string } }) => line.branch._id === branch);
};

describe('adding, moving and counting stock', () => {
  it('adds stock at a branch: Dr Inventory, Cr the bank, at the cost paid', async () => {
    const response = await addStock({});
    expect(response.statusCode, response.body).toBe(201);
    const data = response.json().data;
    expect(response.json().message).toBe('Stock added');
    expect(data).toMatchObject({ kind: 'add-stock', reference: 'GRN-1', branch: { _id: lagos } });
    expect(data.entry).not.toBeNull();
    expect(data.movements).toMatchObject([
      { kind: 'receipt', quantityChange: '10', valueChange: 100_000, quantityAfter: '10', valueAfter: 100_000 },
    ]);
    expect(await quantityAt(rice, lagos)).toMatchObject({ quantity: '10', value: 100_000, averageCost: 10_000 });
  });

  it('adds stock in a second branch owed to Accounts Payable, and an inflow from opening balance equity', async () => {
    const ikejaStock = await addStock({
      branch: ikeja,
      quantity: '5',
      cost: '60000',
      account: company.account('2000'),
    });
    expect(ikejaStock.statusCode, ikejaStock.body).toBe(201);
    const inflow = await company.call('POST', '/api/products/inflows', {
      branch: lagos,
      date: '2026-03-03',
      account: company.account('3200'),
      reference: 'Opening stock',
      lines: [
        { product: rice, quantity: '2.5', cost: 25_000 },
        { product: beans, quantity: 40.125, cost: '8025.50' },
      ],
    });
    expect(inflow.statusCode, inflow.body).toBe(201);
    expect(inflow.json().message).toBe('Inventory inflow recorded');
    expect(inflow.json().data.movements.map((line: { quantityAfter: string }) => line.quantityAfter)).toEqual([
      '12.5',
      '40.125',
    ]);
    expect(await quantityAt(rice, ikeja)).toMatchObject({ quantity: '5', value: 60_000, averageCost: 12_000 });
  });

  it('transfers at the sending branch’s average cost, with no profit or loss', async () => {
    const response = await company.call('POST', '/api/products/transfers', {
      fromBranch: lagos,
      toBranch: ikeja,
      date: '2026-03-04',
      note: 'Restock Ikeja',
      lines: [{ product: rice, quantity: 3 }],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe('Transfers created successfully');
    expect(response.json().data.movements).toMatchObject([
      { kind: 'transfer-out', branch: { _id: lagos }, quantityChange: '-3', valueChange: -30_000 },
      { kind: 'transfer-in', branch: { _id: ikeja }, quantityChange: '3', valueChange: 30_000 },
    ]);
    const list = await company.call('GET', '/api/products/transfers');
    expect(list.json().data).toMatchObject([
      { note: 'Restock Ikeja', fromBranch: { _id: lagos }, toBranch: { _id: ikeja }, items: 1, value: 30_000 },
    ]);
    const pnl = await company.call('GET', '/api/reports/profit-and-loss?from=2026-01-01&to=2026-12-31');
    expect(pnl.json().data.rows.filter((row: { kind: string }) => row.kind === 'account')).toEqual([]);
  });

  it('counts and revalues with a reason, against Inventory Adjustments', async () => {
    const response = await company.call('POST', '/api/products/adjustments', {
      branch: lagos,
      date: '2026-03-05',
      reason: 'Month-end count',
      lines: [
        { product: rice, countedQuantity: '9' },
        { product: beans, newValue: 7000 },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.movements).toMatchObject([
      { kind: 'count', quantityChange: '-0.5', valueChange: -5_000, quantityAfter: '9', valueAfter: 90_000 },
      { kind: 'revalue', quantityChange: '0', valueChange: -1_025.5, valueAfter: 7_000 },
    ]);
    expect(response.json().data.reason).toBe('Month-end count');
  });

  it('values the stock at what the inventory account holds on the balance sheet and in the positions', async () => {
    const report = await valuation();
    expect(report.lines.map((line) => [line.product.name, line.quantity, line.value])).toEqual(
      expect.arrayContaining([
        ['Rice 50kg', '9', 90_000],
        ['Rice 50kg', '8', 90_000],
        ['Beans', '40.125', 7_000],
      ]),
    );
    expect(report.totalValue).toBe(187_000);
    expect(await inventoryOnBalanceSheet()).toBe(report.totalValue);
    expect(await positionsValue()).toBe(report.totalValue);
    const lagosOnly = await valuation(`&branch=${lagos}`);
    expect(lagosOnly.totalValue).toBe(97_000);
  });

  it('exports the valuation as CSV with every line and the total', async () => {
    const response = await company.call('GET', '/api/reports/inventory-valuation/export?format=csv');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.body).toContain('Inventory valuation');
    expect(response.body).toMatch(/Rice 50kg,,[^,]+,9,pcs,10000\.00,90000\.00/);
    expect(response.body).toMatch(/Total,+187000\.00/);
  });

  it('lists a product’s movements newest first with running quantity and value across branches', async () => {
    const response = await company.call('GET', `/api/products/${rice}/movements?limit=3`);
    expect(response.statusCode, response.body).toBe(200);
    const { data, pageInfo } = response.json();
    expect(pageInfo).toMatchObject({ total: 6, nextPage: 2 });
    expect(data.map((row: { kind: string; runningQuantity: string; runningValue: number }) => row)).toMatchObject([
      {
        kind: 'count',
        document: { type: 'adjustment', reason: 'Month-end count' },
        runningQuantity: '17',
        runningValue: 180_000,
      },
      { kind: 'transfer-in', quantityAfter: '8', runningQuantity: '17.5', runningValue: 185_000 },
      { kind: 'transfer-out', quantityAfter: '9.5', runningQuantity: '14.5', runningValue: 155_000 },
    ]);
  });
});

describe('refusals', () => {
  it('refuses to take stock below zero, naming the product and branch, and writes nothing', async () => {
    const before = await rowCounts(test, company.companyId, stockTables);
    const response = await company.call('POST', '/api/products/transfers', {
      fromBranch: lagos,
      toBranch: ikeja,
      date: '2026-03-06',
      lines: [{ product: rice, quantity: 10 }],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(`Only 9 pcs of Rice 50kg are in stock at ${await branchName(lagos)}`);
    expect(await rowCounts(test, company.companyId, stockTables)).toEqual(before);
  });

  it('lets stock go below zero when the company allows it, and fills the hole at the next receipt', async () => {
    const on = await company.call('PATCH', '/api/companies/current', { allowNegativeStock: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().data.allowNegativeStock).toBe(true);
    const transfer = await company.call('POST', '/api/products/transfers', {
      fromBranch: lagos,
      toBranch: ikeja,
      date: '2026-03-06',
      lines: [{ product: rice, quantity: 10 }],
    });
    expect(transfer.statusCode, transfer.body).toBe(201);
    expect(await quantityAt(rice, lagos)).toMatchObject({ quantity: '-1', value: -10_000 });
    const refill = await addStock({ quantity: 2, cost: 30_000, date: '2026-03-07' });
    expect(refill.statusCode, refill.body).toBe(201);
    expect(refill.json().data.movements[0]).toMatchObject({
      costCorrection: 5_000,
      quantityAfter: '1',
      valueAfter: 15_000,
    });
    expect(await inventoryOnBalanceSheet()).toBe((await valuation()).totalValue);
    expect(await positionsValue()).toBe((await valuation()).totalValue);
    const off = await company.call('PATCH', '/api/companies/current', { allowNegativeStock: false });
    expect(off.json().data.allowNegativeStock).toBe(false);
  });

  it('refuses a transfer to the same branch, an untracked product and a service in words', async () => {
    const before = await rowCounts(test, company.companyId, stockTables);
    const same = await company.call('POST', '/api/products/transfers', {
      fromBranch: lagos,
      toBranch: lagos,
      date: '2026-03-06',
      lines: [{ product: rice, quantity: 1 }],
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().errors).toEqual({ toBranch: 'Choose a branch other than the one the stock leaves' });
    const loose = await addProduct(test, company.companyId, { name: 'Loose sugar', trackStock: false });
    const untracked = await addStock({ product: loose });
    expect(untracked.statusCode).toBe(400);
    expect(untracked.json().errors).toEqual({
      product: 'Loose sugar is not tracked: turn on Track item to keep its stock',
    });
    const delivery = await addProduct(test, company.companyId, { name: 'Delivery', type: 'service' });
    const service = await company.call('POST', '/api/products/inflows', {
      branch: lagos,
      date: '2026-03-06',
      account: company.account('1050'),
      lines: [
        { product: rice, quantity: 1, cost: 1 },
        { product: delivery, quantity: 1, cost: 1 },
      ],
    });
    expect(service.json().errors).toEqual({ 'lines.1.product': 'Delivery is a service: only goods have stock' });
    expect(await rowCounts(test, company.companyId, stockTables)).toEqual(before);
  });

  it('refuses a huge quantity, 4 decimals, a negative cost and a wrong account with messages, writing nothing', async () => {
    const before = await rowCounts(test, company.companyId, stockTables);
    const refusals: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ quantity: '10000000000' }, { quantity: 'Quantity can be at most 1,000,000,000' }],
      [{ quantity: '1.2345' }, { quantity: 'Quantity can have at most 3 decimal places' }],
      [{ quantity: 0 }, { quantity: 'Quantity must be more than 0' }],
      [{ quantity: '-1' }, { quantity: 'Quantity is not valid.' }],
      [{ cost: -5 }, { cost: 'Amounts cannot be negative' }],
      [{ cost: '1.234' }, { cost: 'Amounts can have at most 2 decimal places' }],
      [{ date: '2026-02-30' }, { date: 'Date is not valid.' }],
      [
        { account: company.account('6100') },
        { account: 'Paid from must be a bank account, Accounts Payable or Opening Balance Equity' },
      ],
    ];
    for (const [change, errors] of refusals) {
      const response = await addStock(change);
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().errors).toEqual(errors);
    }
    const empty = await company.call('POST', '/api/products/adjustments', {
      branch: lagos,
      date: '2026-03-06',
      reason: '',
      lines: [{ product: rice }],
    });
    expect(empty.json().errors).toEqual({
      reason: 'Reason is a required field',
      'lines.0.countedQuantity': 'Enter a counted quantity or a new value',
    });
    expect(await rowCounts(test, company.companyId, stockTables)).toEqual(before);
  });

  it("answers 404 for another company's product, branch or account", async () => {
    const theirs = await addProduct(test, other.companyId, { name: 'Their rice' });
    const theirBranch = await firstBranch(other);
    const before = await rowCounts(test, company.companyId, stockTables);
    expect((await addStock({ product: theirs })).statusCode).toBe(404);
    expect((await addStock({ branch: theirBranch })).statusCode).toBe(404);
    expect((await addStock({ account: other.account('1050') })).statusCode).toBe(404);
    expect((await company.call('GET', `/api/products/${theirs}/movements`)).statusCode).toBe(404);
    expect((await company.call('GET', `/api/reports/inventory-valuation?branch=${theirBranch}`)).statusCode).toBe(404);
    expect(await rowCounts(test, company.companyId, stockTables)).toEqual(before);
  });

  it('refuses a member without the permission (403)', async () => {
    const viewer = await addMember(test, company.companyId, ['sales.view']);
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/products/stock',
      headers: viewer.headers,
      payload: {
        product: rice,
        branch: lagos,
        date: '2026-03-06',
        quantity: 1,
        cost: 1,
        account: company.account('1050'),
      },
    });
    expect(response.statusCode).toBe(403);
  });

  it('keeps a branch-limited member to their branch: moves from it only, and sees its stock only', async () => {
    const cashier = await branchMember(test, company.companyId, ikeja, ['sales.view', 'sales.create', 'reports.view']);
    const body = { product: rice, date: '2026-03-08', quantity: 1, cost: 1_000, account: company.account('1050') };
    const elsewhere = await cashier.call('POST', '/api/products/stock', { ...body, branch: lagos });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors).toEqual({ branch: 'Branch is not valid.' });
    const own = await cashier.call('POST', '/api/products/stock', { ...body, branch: ikeja });
    expect(own.statusCode, own.body).toBe(201);
    const fromLagos = await cashier.call('POST', '/api/products/transfers', {
      fromBranch: lagos,
      toBranch: ikeja,
      date: '2026-03-08',
      lines: [{ product: rice, quantity: 1 }],
    });
    expect(fromLagos.json().errors).toEqual({ fromBranch: 'Branch is not valid.' });
    const report = (await cashier.call('GET', '/api/reports/inventory-valuation')).json().data;
    expect(new Set(report.lines.map((line: { branch: { _id: string } }) => line.branch._id))).toEqual(new Set([ikeja]));
    const movements = (await cashier.call('GET', `/api/products/${rice}/movements?limit=100`)).json().data;
    expect(movements.every((row: { branch: { _id: string } }) => row.branch._id === ikeja)).toBe(true);
  });

  it('posts a replayed POST with the same Idempotency-Key once', async () => {
    const before = await rowCounts(test, company.companyId, stockTables);
    const send = () =>
      test.app.inject({
        method: 'POST',
        url: '/api/products/stock',
        headers: {
          authorization: `Bearer ${company.token}`,
          'x-company-id': company.companyId,
          'idempotency-key': 'grn-77',
        },
        payload: {
          product: beans,
          branch: lagos,
          date: '2026-03-09',
          quantity: 1,
          cost: 200,
          account: company.account('1050'),
        },
      });
    const first = await send();
    const again = await send();
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().data._id).toBe(first.json().data._id);
    const after = await rowCounts(test, company.companyId, stockTables);
    expect(after.stock_documents).toBe((before.stock_documents ?? 0) + 1);
    expect(after.journal_entries).toBe((before.journal_entries ?? 0) + 1);
  });
});

describe('concurrency and low stock', () => {
  it('lets exactly one of two simultaneous transfers of the last unit through', async () => {
    const lamp = await addProduct(test, company.companyId, { name: 'Lamp', unit: 'pcs' });
    expect((await addStock({ product: lamp, quantity: 1, cost: 5_000 })).statusCode).toBe(201);
    const move = () =>
      company.call('POST', '/api/products/transfers', {
        fromBranch: lagos,
        toBranch: ikeja,
        date: '2026-03-10',
        lines: [{ product: lamp, quantity: 1 }],
      });
    const answers = await Promise.all([move(), move()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await quantityAt(lamp, lagos)).toMatchObject({ quantity: '0', value: 0 });
    expect(await quantityAt(lamp, ikeja)).toMatchObject({ quantity: '1', value: 5_000 });
  });

  it('tells the team once when a product falls to its low stock level at a branch', async () => {
    const oil = await addProduct(test, company.companyId, { name: 'Palm oil', unit: 'l', lowStockMilli: 3000 });
    await addStock({ product: oil, quantity: 10, cost: 10_000 });
    const count = (quantity: number) =>
      company.call('POST', '/api/products/adjustments', {
        branch: lagos,
        date: '2026-03-11',
        reason: 'Count',
        lines: [{ product: oil, countedQuantity: quantity }],
      });
    expect((await count(4)).statusCode).toBe(201);
    expect((await count(3)).statusCode).toBe(201);
    expect((await count(2)).statusCode).toBe(201);
    const notices = async () =>
      ((await company.call('GET', '/api/notifications?limit=100')).json().data as Array<{ title: string }>).filter(
        (notice) => notice.title.startsWith('Palm oil'),
      );
    expect((await notices()).map((notice) => notice.title)).toEqual([`Palm oil is low at ${await branchName(lagos)}`]);
    await count(8);
    await count(1);
    expect(await notices()).toHaveLength(2);
  });
});

async function branchName(id: string): Promise<string> {
  const response = await company.call('GET', `/api/branches/${id}`);
  return response.json().data.name as string;
}
