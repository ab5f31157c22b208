import { contacts, journalEntries, journalLines, newId } from '@owo/db';
import { and, eq, sql } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AccountingCompany, accountingCompany, anotherCompany } from '../../../test/accounting.ts';
import { branchMember } from '../../../test/branch-member.ts';
import { addMember, testAppForFile } from '../../../test/harness.ts';
import { mimeParts } from '../../../test/mime.ts';
import { vatTax } from '../../../test/sales-fixtures.ts';
import { addBranch, addProduct, firstBranch } from '../../../test/stock-fixtures.ts';

/*
 * Purchase orders (issue 27) as a buyer uses them: made with goods and a service, listed, changed,
 * printed (the PDF's text), emailed to the vendor (the local SMTP server's copy, PDF attached),
 * received in two parts (stock on hand and its average cost move; the inventory account and the
 * vendor's payable with them; the order itself posts nothing), and refused to another company, to
 * another branch's member, to a member without the permission, and for malformed or huge figures.
 */

const test = testAppForFile();
let company: AccountingCompany;
let other: AccountingCompany;
let branch: string;
let rice: string;
let vendor: string;
let vat: string;

async function addVendor(companyId: string, name: string, emails: string[]) {
  const id = newId();
  await test.database.db
    .insert(contacts)
    .values({ companyId, id, kind: 'vendor', displayName: name, type: 'business', companyName: name, emails });
  return id;
}

beforeAll(async () => {
  company = await accountingCompany(test, 'Chukwu Motors Ltd');
  other = await anotherCompany(test, company, 'Other Ventures Ltd');
  branch = await firstBranch(company);
  rice = await addProduct(test, company.companyId, { name: 'Rice 50kg', unit: 'pcs' });
  vendor = await addVendor(company.companyId, 'Dangote Foods', ['orders@dangote.example']);
  vat = await vatTax(test, company.companyId);
});

/** 10 bags at ₦40,000 with VAT, and a delivery charge of ₦5,000 to an expense account. */
function orderBody(extra: Record<string, unknown> = {}) {
  return {
    vendor,
    branch,
    date: '2026-03-10',
    deliveryDate: '2026-03-20',
    reference: 'Q-221',
    address: '4 Wharf Road\nApapa, Lagos',
    items: [
      { product: rice, description: 'Rice 50kg bags', quantity: 10, price: 40_000, tax: [{ id: vat }] },
      { chartofAccount: company.account('6600'), description: 'Delivery to Ikeja', quantity: 1, price: 5_000 },
    ],
    note: 'Deliver before noon',
    ...extra,
  };
}

async function createOrder(extra: Record<string, unknown> = {}, as = company) {
  const response = await as.call('POST', '/api/purchase-orders', orderBody(extra));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

async function stockOf(product: string) {
  const response = await company.call('GET', `/api/products/${product}/stock`);
  expect(response.statusCode, response.body).toBe(200);
  const [position] = response.json().data.branches as Array<{ quantity: string; value: number; averageCost: number }>;
  return position;
}

async function balanceOf(code: string, contactId?: string) {
  const rows = await test.database.db
    .select({ balance: sql<string>`coalesce(sum(${journalLines.debit} - ${journalLines.credit}), 0)` })
    .from(journalLines)
    .where(
      and(
        eq(journalLines.companyId, company.companyId),
        eq(journalLines.accountId, company.account(code)),
        contactId ? eq(journalLines.contactId, contactId) : undefined,
      ),
    );
  return Number(rows[0]?.balance ?? 0) / 100;
}

describe('a purchase order', () => {
  it('is made with its totals and number, posts nothing, and is listed and changed', async () => {
    const order = await createOrder();
    expect(order.number).toMatch(/^PO-\d{5}$/);
    expect(order.status).toBe('open');
    expect(order.subtotal).toBe(405_000);
    expect(order.taxTotal).toBe(30_000);
    expect(order.total).toBe(435_000);
    expect(order.items[0]).toMatchObject({ line: 1, quantity: 10, received: 0, product: { name: 'Rice 50kg' } });
    expect(order.items[0].chartofAccount.code).toBe('1200');
    const entries = await test.database.db
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.companyId, company.companyId), eq(journalEntries.sourceId, order._id)));
    expect(entries).toEqual([]);

    const list = await company.call('GET', '/api/purchase-orders?where[status]=open&limit=50');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((row: { _id: string }) => row._id)).toContain(order._id);

    const changed = await company.call('PATCH', `/api/purchase-orders/${order._id}`, {
      items: [{ product: rice, description: 'Rice 50kg bags', quantity: 12, price: 40_000 }],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.total).toBe(480_000);
    expect(changed.json().data.history.map((line: { event: string }) => line.event)).toEqual(['created', 'edited']);
  });

  it('prints as a PDF with its lines and is emailed to the vendor with the PDF attached', async () => {
    const order = await createOrder();
    const pdf = await company.call('GET', `/api/purchase-orders/${order._id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await extractText(new Uint8Array(pdf.rawPayload), { mergePages: true })).text;
    expect(text).toContain(order.number);
    expect(text).toContain('Rice 50kg bags');
    expect(text).toContain('Delivery to Ikeja');
    expect(text).toContain('Dangote Foods');
    expect(text).toContain('₦435,000.00');

    const sent = await company.call('POST', `/api/purchase-orders/${order._id}/send`, { message: 'Urgent, please.' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().message).toBe('Purchase order sent to orders@dangote.example');
    const email = await test.inbox.waitFor('orders@dangote.example', new RegExp(`Purchase order ${order.number}`));
    const attachment = mimeParts(email.raw).find((part) => part.type === 'application/pdf');
    expect(attachment?.fileName).toBe(`${order.number}.pdf`);
    const attached = (await extractText(new Uint8Array(attachment?.body ?? Buffer.alloc(0)), { mergePages: true }))
      .text;
    expect(attached).toContain('Rice 50kg bags');
    const read = (await company.call('GET', `/api/purchase-orders/${order._id}`)).json().data;
    expect(read.history).toContainEqual(
      expect.objectContaining({ event: 'emailed', detail: 'To orders@dangote.example' }),
    );
  });

  it('refuses to send a draft', async () => {
    const draft = await createOrder({ status: 'draft' });
    expect(draft.status).toBe('draft');
    const sent = await company.call('POST', `/api/purchase-orders/${draft._id}/send`, {});
    expect(sent.statusCode).toBe(409);
  });

  it('is received in two parts: stock and its average cost move, inventory and the vendor payable with them', async () => {
    const order = await createOrder({
      items: [{ product: rice, description: 'Rice 50kg bags', quantity: 10, price: 40_000 }],
    });
    const inventoryBefore = await balanceOf('1200');
    const owedBefore = await balanceOf('2000', vendor);
    const first = await company.call('POST', `/api/purchase-orders/${order._id}/receive`, {
      date: '2026-03-12',
      lines: [{ line: 1, quantity: 4 }],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.status).toBe('partly-received');
    expect(first.json().data.items[0].received).toBe(4);
    expect(await stockOf(rice)).toMatchObject({ quantity: '4', value: 160_000, averageCost: 40_000 });
    expect(await balanceOf('1200')).toBe(inventoryBefore + 160_000);
    expect(await balanceOf('2000', vendor)).toBe(owedBefore - 160_000);

    const tooMuch = await company.call('POST', `/api/purchase-orders/${order._id}/receive`, {
      date: '2026-03-13',
      lines: [{ line: 1, quantity: 7 }],
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors['lines.0.quantity']).toBe('Only 6 pcs of Rice 50kg bags is still to be received');

    const rest = await company.call('POST', `/api/purchase-orders/${order._id}/receive`, {
      date: '2026-03-14',
      lines: [{ line: 1, quantity: 6 }],
    });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().data.status).toBe('received');
    expect(await stockOf(rice)).toMatchObject({ quantity: '10', value: 400_000, averageCost: 40_000 });
    expect(await balanceOf('1200')).toBe(inventoryBefore + 400_000);
    const entries = await test.database.db
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.companyId, company.companyId), eq(journalEntries.sourceId, order._id)));
    expect(entries).toEqual([]);
    const voided = await company.call('DELETE', `/api/purchase-orders/${order._id}`);
    expect(voided.statusCode).toBe(409);
  });

  it('becomes a bill in one click: goods received are not received twice, the vendor is owed the bill', async () => {
    const owedBefore = await balanceOf('2000', vendor);
    const inventoryBefore = await balanceOf('1200');
    const stockBefore = await stockOf(rice);
    const order = await createOrder({
      items: [
        { product: rice, description: 'Rice 50kg bags', quantity: 10, price: 40_000, tax: [{ id: vat }] },
        { chartofAccount: company.account('6600'), description: 'Delivery to Ikeja', quantity: 1, price: 5_000 },
      ],
    });
    const received = await company.call('POST', `/api/purchase-orders/${order._id}/receive`, {
      date: '2026-03-12',
      lines: [{ line: 1, quantity: 4 }],
    });
    expect(received.statusCode, received.body).toBe(200);
    const billed = await company.call('POST', `/api/purchase-orders/${order._id}/bill`, {
      issueDate: '2026-03-15',
      billNo: 'DF-9912',
      status: 'approved',
    });
    expect(billed.statusCode, billed.body).toBe(201);
    expect(billed.json().data.status).toBe('unpaid');
    const bill = (await company.call('GET', `/api/expenses/bill/${billed.json().data._id}`)).json().data;
    expect(bill.total).toBe(435_000);
    const after = (await company.call('GET', `/api/purchase-orders/${order._id}`)).json().data;
    expect(after.status).toBe('billed');
    expect(after.bill).toEqual({ _id: billed.json().data._id, number: billed.json().data.number });
    const stock = await stockOf(rice);
    expect(Number(stock?.quantity)).toBe(Number(stockBefore?.quantity) + 10);
    expect(await balanceOf('1200')).toBe(inventoryBefore + 400_000);
    expect(await balanceOf('2000', vendor)).toBe(owedBefore - 435_000);
    const again = await company.call('POST', `/api/purchase-orders/${order._id}/bill`, {});
    expect(again.statusCode).toBe(409);
    // Its bill voided, the order is billed again, and the books come out the same.
    const voided = await company.call('DELETE', `/api/expenses/bill/${billed.json().data._id}`);
    expect(voided.statusCode, voided.body).toBe(200);
    expect(await balanceOf('2000', vendor)).toBe(owedBefore - 160_000);
    const rebilled = await company.call('POST', `/api/purchase-orders/${order._id}/bill`, { status: 'approved' });
    expect(rebilled.statusCode, rebilled.body).toBe(201);
    expect(await balanceOf('2000', vendor)).toBe(owedBefore - 435_000);
    expect(await balanceOf('1200')).toBe(inventoryBefore + 400_000);
    const receiveAfter = await company.call('POST', `/api/purchase-orders/${order._id}/receive`, {
      date: '2026-03-16',
      lines: [{ line: 1, quantity: 1 }],
    });
    expect(receiveAfter.statusCode).toBe(409);
  });

  it('is voided while nothing has come in', async () => {
    const order = await createOrder();
    const voided = await company.call('DELETE', `/api/purchase-orders/${order._id}`);
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json().data.status).toBe('void');
    const receive = await company.call('POST', `/api/purchase-orders/${order._id}/receive`, {
      date: '2026-03-12',
      lines: [{ line: 1, quantity: 1 }],
    });
    expect(receive.statusCode).toBe(409);
  });
});

describe('who may see and change a purchase order', () => {
  it('waits for approval when its maker may not approve, and an approver opens it', async () => {
    const clerk = await addMember(test, company.companyId, ['expenses.view', 'expenses.create']);
    const made = await test.app.inject({
      method: 'POST',
      url: '/api/purchase-orders',
      headers: clerk.headers,
      payload: orderBody(),
    });
    expect(made.statusCode, made.body).toBe(201);
    const order = made.json().data;
    expect(order.status).toBe('awaiting-approval');
    const approved = await company.call(
      'PATCH',
      `/api/merchant/approve/${order._id}?state=purchase-order&action=approve`,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.status).toBe('open');
  });

  it('is not found by another company, nor by a member of another branch', async () => {
    const order = await createOrder();
    expect((await other.call('GET', `/api/purchase-orders/${order._id}`)).statusCode).toBe(404);
    expect((await other.call('DELETE', `/api/purchase-orders/${order._id}`)).statusCode).toBe(404);
    const ikeja = await addBranch(company, 'Ikeja');
    const member = await branchMember(test, company.companyId, ikeja, ['expenses.view', 'expenses.create']);
    expect((await member.call('GET', `/api/purchase-orders/${order._id}`)).statusCode).toBe(404);
    const list = await member.call('GET', '/api/purchase-orders?limit=100');
    expect(list.json().data).toEqual([]);
  });

  it('is refused to a member without the permission', async () => {
    const seller = await addMember(test, company.companyId, ['sales.view']);
    const listed = await test.app.inject({ method: 'GET', url: '/api/purchase-orders', headers: seller.headers });
    expect(listed.statusCode).toBe(403);
  });

  it('refuses malformed and huge figures in words, saving nothing', async () => {
    const before = (await company.call('GET', '/api/purchase-orders?limit=1')).json().pageInfo.total;
    const bad = await company.call('POST', '/api/purchase-orders', {
      ...orderBody(),
      items: [{ description: 'Nothing chosen', quantity: 'lots', price: -5 }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors['items.0.quantity']).toBe('Quantity is not valid.');
    expect(bad.json().errors['items.0.price']).toBe('Amounts cannot be negative');
    const huge = await company.call('POST', '/api/purchase-orders', {
      ...orderBody(),
      items: [{ product: rice, description: 'Too much', quantity: 900_000_000, price: 900_000_000_000 }],
    });
    expect(huge.statusCode).toBe(400);
    const after = (await company.call('GET', '/api/purchase-orders?limit=1')).json().pageInfo.total;
    expect(after).toBe(before);
  });
});
