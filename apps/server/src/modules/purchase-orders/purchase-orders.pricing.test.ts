import { contacts, journalLines, newId } from '@owo/db';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AccountingCompany, accountingCompany } from '../../../test/accounting.ts';
import { testAppForFile } from '../../../test/harness.ts';
import { vatTax } from '../../../test/sales-fixtures.ts';
import { addProduct, firstBranch } from '../../../test/stock-fixtures.ts';

/*
 * A purchase order's goods billed at another price than they were received at (issue 27). The
 * receipt posted Dr Inventory / Cr the vendor's payable at the order's cost; the bill made from
 * the order, priced as the vendor's invoice says, clears that payable and sends the difference to
 * Inventory Adjustments: the vendor is owed the bill's total, the stock keeps the receipt's value,
 * the books balance. Goods not yet received when the order is billed come into stock on the bill,
 * at the bill's price (docs/decisions.md, "Purchase orders").
 */

const test = testAppForFile();
let company: AccountingCompany;
let branch: string;
let vendor: string;
let vat: string;

beforeAll(async () => {
  company = await accountingCompany(test, 'Chukwu Motors Ltd');
  branch = await firstBranch(company);
  vat = await vatTax(test, company.companyId);
  vendor = newId();
  await test.database.db.insert(contacts).values({
    companyId: company.companyId,
    id: vendor,
    kind: 'vendor',
    displayName: 'Dangote Foods',
    type: 'business',
    companyName: 'Dangote Foods',
  });
});

/** The account's balance in naira (debit − credit), for one contact if given. */
async function balanceOf(code: string, contactId?: string) {
  const [row] = await test.database.db
    .select({ balance: sql<string>`coalesce(sum(${journalLines.debit} - ${journalLines.credit}), 0)` })
    .from(journalLines)
    .where(
      and(
        eq(journalLines.companyId, company.companyId),
        eq(journalLines.accountId, company.account(code)),
        contactId ? eq(journalLines.contactId, contactId) : undefined,
      ),
    );
  return Number(row?.balance ?? 0) / 100;
}

async function booksBalance() {
  const [row] = await test.database.db
    .select({ debit: sql<string>`sum(${journalLines.debit})`, credit: sql<string>`sum(${journalLines.credit})` })
    .from(journalLines)
    .where(eq(journalLines.companyId, company.companyId));
  return Number(row?.debit) - Number(row?.credit);
}

async function stockValueOf(product: string) {
  const response = await company.call('GET', `/api/products/${product}/stock`);
  const [position] = response.json().data.branches as Array<{ quantity: string; value: number }>;
  return position;
}

/** An order of 10 bags at ₦1,000 (with VAT if asked), `received` of them received. */
async function receivedOrder(name: string, received: number, taxed: boolean) {
  const product = await addProduct(test, company.companyId, { name, unit: 'pcs' });
  const made = await company.call('POST', '/api/purchase-orders', {
    vendor,
    branch,
    date: '2026-03-10',
    items: [{ product, description: name, quantity: 10, price: 1_000, tax: taxed ? [{ id: vat }] : [] }],
  });
  expect(made.statusCode, made.body).toBe(201);
  const order = made.json().data;
  const receipt = await company.call('POST', `/api/purchase-orders/${order._id}/receive`, {
    date: '2026-03-12',
    lines: [{ line: 1, quantity: received }],
  });
  expect(receipt.statusCode, receipt.body).toBe(200);
  return { order, product };
}

interface BillItem {
  chartofAccount: { _id: string };
  product: { _id: string } | null;
  description: string;
  quantity: string;
  tax: Array<{ id: string }>;
}

/** Bills the order as a draft, prices every line at `price` as the vendor's invoice does, and approves it. */
async function billAt(orderId: string, price: number) {
  const billed = await company.call('POST', `/api/purchase-orders/${orderId}/bill`, { issueDate: '2026-03-15' });
  expect(billed.statusCode, billed.body).toBe(201);
  const id = billed.json().data._id;
  const draft = (await company.call('GET', `/api/expenses/bill/${id}`)).json().data;
  const items = (draft.items as BillItem[]).map((item) => ({
    chartofAccount: item.chartofAccount._id,
    product: item.product?._id ?? null,
    description: item.description,
    quantity: item.quantity,
    price,
    tax: item.tax.map((tax) => ({ id: tax.id })),
  }));
  const priced = await company.call('PATCH', `/api/expenses/bill/${id}`, { items });
  expect(priced.statusCode, priced.body).toBe(200);
  const approved = await company.call('POST', `/api/expenses/bill/${id}/approve`);
  expect(approved.statusCode, approved.body).toBe(200);
  return (await company.call('GET', `/api/expenses/bill/${id}`)).json().data as { _id: string; total: number };
}

describe('goods billed at another price than received', () => {
  it.each([
    ['without VAT', false, 11_000],
    ['with VAT', true, 11_825],
  ])(
    '10 received at ₦1,000, billed at ₦1,100 %s: payables the bill, inventory the receipt, ₦1,000 to adjustments',
    async (_name, taxed, billTotal) => {
      const before = {
        owed: await balanceOf('2000', vendor),
        inventory: await balanceOf('1200'),
        adjustments: await balanceOf('5020'),
        vatInput: await balanceOf('1400'),
      };
      const { order, product } = await receivedOrder(`Rice ${taxed ? 'taxed' : 'plain'}`, 10, taxed);
      expect(await balanceOf('2000', vendor)).toBe(before.owed - 10_000);

      const bill = await billAt(order._id, 1_100);
      expect(bill.total).toBe(billTotal);
      expect(await balanceOf('2000', vendor)).toBe(before.owed - billTotal);
      expect(await balanceOf('1200')).toBe(before.inventory + 10_000);
      expect(await stockValueOf(product)).toMatchObject({ quantity: '10', value: 10_000 });
      expect(await balanceOf('5020')).toBe(before.adjustments + 1_000);
      expect(await balanceOf('1400')).toBe(before.vatInput + (taxed ? 825 : 0));
      expect(await booksBalance()).toBe(0);

      // Voided, the bill takes its difference back with it; the receipt still stands.
      const voided = await company.call('DELETE', `/api/expenses/bill/${bill._id}`);
      expect(voided.statusCode, voided.body).toBe(200);
      expect(await balanceOf('2000', vendor)).toBe(before.owed - 10_000);
      expect(await balanceOf('5020')).toBe(before.adjustments);
      expect(await booksBalance()).toBe(0);
    },
  );

  it('billed at the order’s own price, nothing goes to adjustments', async () => {
    const adjustments = await balanceOf('5020');
    const owed = await balanceOf('2000', vendor);
    const { order } = await receivedOrder('Sugar', 10, true);
    const billed = await company.call('POST', `/api/purchase-orders/${order._id}/bill`, { status: 'approved' });
    expect(billed.statusCode, billed.body).toBe(201);
    expect(await balanceOf('5020')).toBe(adjustments);
    expect(await balanceOf('2000', vendor)).toBe(owed - 10_750);
  });

  it('6 of 10 received, all 10 billed at ₦1,100: the 4 to come arrive on the bill at its price', async () => {
    const owed = await balanceOf('2000', vendor);
    const inventory = await balanceOf('1200');
    const adjustments = await balanceOf('5020');
    const { order, product } = await receivedOrder('Flour', 6, false);
    const bill = await billAt(order._id, 1_100);
    expect(bill.total).toBe(11_000);
    expect(await balanceOf('2000', vendor)).toBe(owed - 11_000);
    expect(await stockValueOf(product)).toMatchObject({ quantity: '10', value: 6_000 + 4_400 });
    expect(await balanceOf('1200')).toBe(inventory + 10_400);
    expect(await balanceOf('5020')).toBe(adjustments + 600);
    expect(await booksBalance()).toBe(0);
    const after = (await company.call('GET', `/api/purchase-orders/${order._id}`)).json().data;
    expect(after.status).toBe('billed');
    const late = await company.call('POST', `/api/purchase-orders/${order._id}/receive`, {
      date: '2026-03-16',
      lines: [{ line: 1, quantity: 4 }],
    });
    expect(late.statusCode).toBe(409);
  });
});
