import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountingCompany,
  accountingCompany,
  anotherCompany,
  rowCounts,
  trialBalanceByCode,
} from '../../../test/accounting.ts';
import { addMember, testAppForFile } from '../../../test/harness.ts';
import { addCustomer, setPrice, vatTax } from '../../../test/sales-fixtures.ts';
import { addProduct, firstBranch } from '../../../test/stock-fixtures.ts';

/*
 * Invoices through the API (issue 14): two products, a 10% discount and VAT, worked out as spec
 * section 4 says and posted on approval (receivables, revenue per line, VAT output, discounts,
 * cost of sales at the average cost); edits reverse and repost, voids reverse and put the goods
 * back. Every refusal writes nothing, and another company's invoices do not exist.
 */

const test = testAppForFile();
let company: AccountingCompany;
let other: AccountingCompany;
let branch: string;
let customer: string;
let rice: string;
let delivery: string;
let vat: string;

const salesTables = ['documents', 'document_lines', 'journal_entries', 'journal_lines', 'stock_movements'];

beforeAll(async () => {
  company = await accountingCompany(test);
  other = await anotherCompany(test, company, 'Other Ventures Ltd');
  branch = await firstBranch(company);
  customer = await addCustomer(test, company.companyId, 'Adaeze Stores');
  rice = await addProduct(test, company.companyId, { name: 'Rice 50kg', unit: 'pcs' });
  delivery = await addProduct(test, company.companyId, { name: 'Delivery', type: 'service' });
  await setPrice(test, company.companyId, rice, 1_500_000);
  vat = await vatTax(test, company.companyId);
  const stocked = await company.call('POST', '/api/products/stock', {
    product: rice,
    branch,
    date: '2026-03-01',
    quantity: 10,
    cost: 100_000,
    account: company.account('1050'),
  });
  expect(stocked.statusCode, stocked.body).toBe(201);
});

function invoiceBody(extra: Record<string, unknown> = {}) {
  return {
    customer,
    branch,
    address: '12 Broad Street, Lagos',
    date: '2026-03-10',
    // Far ahead, so that it is not overdue on the day the tests run.
    dueDate: '2099-04-09',
    items: [
      { product: rice, description: 'Rice 50kg bag', quantity: 2, price: 15_000, tax: [{ id: vat }] },
      { product: delivery, description: 'Delivery to Ikeja', quantity: 1, price: 5_000, tax: [{ id: vat }] },
    ],
    discount: { type: 'percentage', value: 10 },
    bank: [{ name: 'GTBank', accountNo: '0123456789', accountName: 'Chukwu Motors Ltd' }],
    ...extra,
  };
}

async function create(extra: Record<string, unknown> = {}, as = company) {
  const response = await as.call('POST', '/api/invoices', invoiceBody(extra));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

describe('an invoice with two products, a 10% discount and VAT', () => {
  it('works the totals out to the kobo as the spec says', async () => {
    const invoice = await create({ status: 'draft' });
    expect(invoice).toMatchObject({
      status: 'draft',
      invoiceNumber: expect.stringMatching(/^INV-\d{5}$/),
      subtotal: 35_000,
      discountTotal: 3_500,
      taxTotal: 2_362.5,
      total: 33_862.5,
      amountDue: 0,
      currency: { name: 'NGN', rate: 1 },
    });
    expect(invoice.items.map((item: { total: number; discount: number }) => [item.total, item.discount])).toEqual([
      [30_000, 3_000],
      [5_000, 500],
    ]);
    expect(invoice.taxes).toEqual([{ id: vat, name: expect.stringContaining('VAT'), amount: 2_362.5 }]);
  });

  it('posts nothing until approved, then posts receivables, revenue, VAT, discount and cost of sales', async () => {
    const before = await trialBalanceByCode(company);
    const invoice = await create();
    expect(invoice.status).toBe('awaiting-approval');
    expect(await trialBalanceByCode(company)).toEqual(before);

    const approved = await company.call('PATCH', `/api/merchant/approve/${invoice._id}?state=invoice&action=approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'unpaid', amountDue: 33_862.5 });

    const after = await trialBalanceByCode(company);
    const moved = (code: string) =>
      Math.round(((after.balances[code] ?? 0) - (before.balances[code] ?? 0)) * 100) / 100;
    expect(moved('1100')).toBe(33_862.5);
    expect(moved('4000')).toBe(-30_000);
    expect(moved('4010')).toBe(-5_000);
    expect(moved('4110')).toBe(3_500);
    expect(moved('2100')).toBe(-2_362.5);
    expect(moved('5000')).toBe(20_000);
    expect(moved('1200')).toBe(-20_000);
    expect(after.totalDebit).toBe(after.totalCredit);

    const again = await company.call('PATCH', `/api/merchant/approve/${invoice._id}?state=invoice&action=approve`);
    expect(again.statusCode).toBe(409);
  });

  it('approves at once when saved as approved, and lists it with its due label', async () => {
    const invoice = await create({ status: 'approved', date: '2026-03-12', dueDate: '2099-01-01' });
    expect(invoice.status).toBe('unpaid');
    const list = await company.call('GET', '/api/invoices?where[status]=unpaid&limit=50');
    expect(list.statusCode, list.body).toBe(200);
    const row = list.json().data.find((one: { _id: string }) => one._id === invoice._id);
    expect(row).toMatchObject({
      status: 'unpaid',
      total: 33_862.5,
      dueLabel: { label: expect.stringMatching(/^Due in \d+ days$/), type: 1 },
    });
    const overdue = await company.call('GET', '/api/invoices?where[status]=overdue&limit=50');
    expect(overdue.json().data.map((one: { _id: string }) => one._id)).not.toContain(invoice._id);

    const late = await create({ status: 'approved', date: '2026-03-12', dueDate: '2026-04-11' });
    expect(late).toMatchObject({
      status: 'overdue',
      dueLabel: { label: expect.stringMatching(/^Due \d+ days ago$/), type: 0 },
    });
    const overdueNow = await company.call('GET', '/api/invoices?where[status]=overdue&limit=50');
    expect(overdueNow.json().data.map((one: { _id: string }) => one._id)).toContain(late._id);
    const unpaid = await company.call('GET', '/api/invoices?where[status]=unpaid&limit=50');
    expect(unpaid.json().data.map((one: { _id: string }) => one._id)).not.toContain(late._id);
  });

  it('edits an approved invoice by reversing and posting again', async () => {
    const invoice = await create({ status: 'approved' });
    const before = await trialBalanceByCode(company);
    const changed = await company.call('PATCH', `/api/invoices/${invoice._id}`, {
      items: [{ product: rice, description: 'Rice 50kg bag', quantity: 1, price: 15_000, tax: [{ id: vat }] }],
      discount: null,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ total: 16_125, amountDue: 16_125, status: 'unpaid' });
    const after = await trialBalanceByCode(company);
    expect(Math.round(((after.balances['1100'] ?? 0) - (before.balances['1100'] ?? 0)) * 100) / 100).toBe(
      16_125 - 33_862.5,
    );
    // One bag came back to the shelf at the cost it left at.
    expect(Math.round(((after.balances['1200'] ?? 0) - (before.balances['1200'] ?? 0)) * 100) / 100).toBe(10_000);
  });

  it('voids an approved invoice: the entry is reversed and the goods return', async () => {
    const before = await trialBalanceByCode(company);
    const invoice = await create({ status: 'approved' });
    const voided = await company.call('PATCH', `/api/invoices/${invoice._id}/void`);
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json().data.status).toBe('void');
    expect((await trialBalanceByCode(company)).balances).toEqual(before.balances);
    const changeVoid = await company.call('PATCH', `/api/invoices/${invoice._id}`, { note: 'late' });
    expect(changeVoid.statusCode).toBe(409);
  });

  it('deletes a draft, and voids (does not delete) an approved one', async () => {
    const draft = await create({ status: 'draft' });
    const deleted = await company.call('DELETE', `/api/invoices/${draft._id}`);
    expect(deleted.json().message).toBe('Invoice deleted');
    expect((await company.call('GET', `/api/invoices/${draft._id}`)).statusCode).toBe(404);
    const approved = await create({ status: 'approved' });
    const removed = await company.call('DELETE', `/api/invoices/${approved._id}`);
    expect(removed.json().message).toMatch(/voided/);
    expect((await company.call('GET', `/api/invoices/${approved._id}`)).json().data.status).toBe('void');
  });
});

describe('refused', () => {
  async function refusedWithoutWrites(
    work: () => Promise<{ statusCode: number; body: string }>,
    status: number,
    message?: string,
  ) {
    const before = await rowCounts(test, company.companyId, salesTables);
    const response = await work();
    expect(response.statusCode, response.body).toBe(status);
    if (message) expect(JSON.parse(response.body).message).toBe(message);
    expect(await rowCounts(test, company.companyId, salesTables)).toEqual(before);
  }

  it('installments that do not add up to the total, in the spec words', async () => {
    await refusedWithoutWrites(
      () =>
        company.call(
          'POST',
          '/api/invoices',
          invoiceBody({ installments: [{ date: '2026-03-20', amount: 1000, percentage: 0 }] }),
        ),
      400,
      'Please ensure Payment Installment is equal to the total amount',
    );
  });

  it('a price under 1, a quantity under 1, no lines, a due date before the date', async () => {
    const line = { product: rice, description: 'Rice', quantity: 1, price: 0.5 };
    await refusedWithoutWrites(() => company.call('POST', '/api/invoices', invoiceBody({ items: [line] })), 400);
    await refusedWithoutWrites(
      () => company.call('POST', '/api/invoices', invoiceBody({ items: [{ ...line, price: 10, quantity: 0.5 }] })),
      400,
    );
    await refusedWithoutWrites(
      () => company.call('POST', '/api/invoices', invoiceBody({ items: [] })),
      400,
      'Add at least one item',
    );
    await refusedWithoutWrites(
      () => company.call('POST', '/api/invoices', invoiceBody({ dueDate: '2026-03-01' })),
      400,
      'Due date cannot be before the invoice date',
    );
  });

  it('a number already used', async () => {
    await create({ status: 'draft', invoiceNumber: 'INV-CUSTOM-1' });
    await refusedWithoutWrites(
      () => company.call('POST', '/api/invoices', invoiceBody({ invoiceNumber: 'INV-CUSTOM-1' })),
      409,
      'Invoice number INV-CUSTOM-1 is already used',
    );
  });

  it('selling more than is on the shelf', async () => {
    await refusedWithoutWrites(
      () =>
        company.call(
          'POST',
          '/api/invoices',
          invoiceBody({
            status: 'approved',
            items: [{ product: rice, description: 'Rice', quantity: 1000, price: 10 }],
          }),
        ),
      409,
    );
  });

  it("another company's customer, product or invoice: not found, and its invoices never listed", async () => {
    const theirs = await addCustomer(test, other.companyId, 'Their Customer');
    await refusedWithoutWrites(() => company.call('POST', '/api/invoices', invoiceBody({ customer: theirs })), 404);
    const mine = await create({ status: 'draft' });
    expect((await other.call('GET', `/api/invoices/${mine._id}`)).statusCode).toBe(404);
    expect((await other.call('PATCH', `/api/invoices/${mine._id}`, { note: 'x' })).statusCode).toBe(404);
    expect((await other.call('DELETE', `/api/invoices/${mine._id}`)).statusCode).toBe(404);
    expect(
      (await other.call('PATCH', `/api/merchant/approve/${mine._id}?state=invoice&action=approve`)).statusCode,
    ).toBe(404);
    expect((await other.call('GET', '/api/invoices')).json().data).toEqual([]);
  });

  it('approving without sales.approve', async () => {
    const clerk = await addMember(test, company.companyId, ['sales.view', 'sales.create']);
    const headers = { authorization: `Bearer ${clerk.token}`, 'x-company-id': company.companyId };
    const created = await test.app.inject({ method: 'POST', url: '/api/invoices', headers, payload: invoiceBody() });
    expect(created.statusCode, created.body).toBe(201);
    const asApproved = await test.app.inject({
      method: 'POST',
      url: '/api/invoices',
      headers,
      payload: invoiceBody({ status: 'approved' }),
    });
    expect(asApproved.statusCode).toBe(403);
    const approve = await test.app.inject({
      method: 'PATCH',
      url: `/api/merchant/approve/${created.json().data._id}?state=invoice&action=approve`,
      headers,
    });
    expect(approve.statusCode).toBe(403);
  });
});

describe('credit notes', () => {
  it('a return takes revenue, VAT and cost of sales back and puts the goods on the shelf', async () => {
    const invoice = await create({ status: 'approved' });
    const before = await trialBalanceByCode(company);
    const response = await company.call('POST', '/api/invoices/credit-note', {
      invoice: invoice._id,
      date: '2026-03-15',
      reason: 'return',
      items: [{ product: rice, description: 'Rice returned', quantity: 1, price: 13_500, tax: [{ id: vat }] }],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ number: expect.stringMatching(/^CN-/), total: 14_512.5 });
    const after = await trialBalanceByCode(company);
    const moved = (code: string) =>
      Math.round(((after.balances[code] ?? 0) - (before.balances[code] ?? 0)) * 100) / 100;
    expect(moved('1100')).toBe(-14_512.5);
    expect(moved('4000')).toBe(13_500);
    expect(moved('2100')).toBe(1_012.5);
    expect(moved('1200')).toBe(10_000);
    expect(moved('5000')).toBe(-10_000);
    const credited = (await company.call('GET', `/api/invoices/${invoice._id}`)).json().data;
    expect(credited).toMatchObject({ status: 'partly-paid', amountDue: 33_862.5 - 14_512.5 });

    const voided = await company.call('DELETE', `/api/invoices/credit-note/${response.json().data._id}`);
    expect(voided.statusCode, voided.body).toBe(200);
    expect((await trialBalanceByCode(company)).balances).toEqual(before.balances);
    expect((await company.call('GET', `/api/invoices/${invoice._id}`)).json().data.amountDue).toBe(33_862.5);
  });

  it('an allowance beyond what is owed becomes the customer credit; more than the invoice is refused', async () => {
    const invoice = await create({
      status: 'approved',
      items: [{ product: delivery, description: 'Delivery', quantity: 1, price: 1_000 }],
      discount: null,
    });
    const paid = await company.call('POST', '/api/payments', {
      customer,
      branch,
      paymentDate: '2026-03-11',
      bank: company.account('1050'),
      paymentMethod: (await company.call('GET', '/api/payments/method')).json().data[0]._id,
      amountReceived: 600,
      items: [{ id: invoice._id }],
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const tooMuch = await company.call('POST', '/api/invoices/credit-note', {
      invoice: invoice._id,
      date: '2026-03-15',
      reason: 'allowance',
      items: [{ product: delivery, description: 'Late delivery', quantity: 1, price: 1_001 }],
    });
    expect(tooMuch.statusCode).toBe(400);
    const allowance = await company.call('POST', '/api/invoices/credit-note', {
      invoice: invoice._id,
      date: '2026-03-15',
      reason: 'allowance',
      items: [{ product: delivery, description: 'Late delivery', quantity: 1, price: 500 }],
    });
    expect(allowance.statusCode, allowance.body).toBe(201);
    expect((await company.call('GET', `/api/invoices/${invoice._id}`)).json().data).toMatchObject({
      status: 'paid',
      amountDue: 0,
    });
    expect((await company.call('GET', `/api/customers/${customer}/credit`)).json().data.credit).toBe(100);
    const balances = await trialBalanceByCode(company);
    expect(balances.totalDebit).toBe(balances.totalCredit);
  });
});

describe("an invoice's credit notes", () => {
  beforeAll(async () => {
    // Enough rice for the invoices below, at the cost per bag the other tests expect.
    const stocked = await company.call('POST', '/api/products/stock', {
      product: rice,
      branch,
      date: '2026-03-02',
      quantity: 10,
      cost: 100_000,
      account: company.account('1050'),
    });
    expect(stocked.statusCode, stocked.body).toBe(201);
  });

  it('the list by invoice gives only its notes, each with its reason and lines; never another company’s', async () => {
    const invoice = await create({ status: 'approved' });
    const elsewhere = await create({ status: 'approved' });
    const note = async (on: string, body: Record<string, unknown>) => {
      const response = await company.call('POST', '/api/invoices/credit-note', {
        invoice: on,
        date: '2026-03-15',
        ...body,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data;
    };
    const returned = await note(invoice._id, {
      reason: 'return',
      items: [{ product: rice, description: 'Rice returned', quantity: 1, price: 13_500, invoiceLine: 1 }],
    });
    expect(returned).toMatchObject({ reason: 'return', items: [{ quantity: '1', invoiceLine: 1 }] });
    const allowance = await note(invoice._id, {
      reason: 'allowance',
      items: [{ product: delivery, description: 'Late delivery', quantity: 1, price: 1_000, invoiceLine: 2 }],
    });
    const unrelated = await note(elsewhere._id, {
      reason: 'allowance',
      items: [{ product: rice, description: 'Damaged bag', quantity: 1, price: 500 }],
    });
    expect((await company.call('GET', `/api/invoices/credit-note/${allowance._id}`)).json().data).toMatchObject({
      reason: 'allowance',
      source: { _id: invoice._id },
      items: [{ invoiceLine: 2 }],
    });

    const listed = await company.call('GET', `/api/invoices/credit-note?where[invoice]=${invoice._id}&limit=50`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().pageInfo.total).toBe(2);
    expect(listed.json().data).toEqual([
      expect.objectContaining({
        _id: allowance._id,
        reason: 'allowance',
        invoice: { _id: invoice._id, number: invoice.invoiceNumber },
        items: [{ product: { _id: delivery, name: 'Delivery' }, quantity: '1', invoiceLine: 2 }],
      }),
      expect.objectContaining({
        _id: returned._id,
        reason: 'return',
        items: [{ product: { _id: rice, name: 'Rice 50kg' }, quantity: '1', invoiceLine: 1 }],
      }),
    ]);
    const all = await company.call('GET', '/api/invoices/credit-note?limit=1000');
    expect(all.json().data.find((one: { _id: string }) => one._id === unrelated._id)).toMatchObject({
      reason: 'allowance',
      invoice: { _id: elsewhere._id },
      items: [{ quantity: '1', invoiceLine: null }],
    });

    // Another company: the invoice is not theirs to filter by, and their list has none of these.
    expect((await other.call('GET', `/api/invoices/credit-note?where[invoice]=${invoice._id}`)).statusCode).toBe(404);
    expect((await other.call('GET', '/api/invoices/credit-note?limit=1000')).json().data).toEqual([]);
    expect((await other.call('GET', `/api/invoices/credit-note/${returned._id}`)).statusCode).toBe(404);
  });

  it('an invoice line caps what is credited on it, and a return what was sold', async () => {
    const invoice = await create({ status: 'approved' });
    const send = (items: Record<string, unknown>[], reason = 'return') =>
      company.call('POST', '/api/invoices/credit-note', { invoice: invoice._id, date: '2026-03-15', reason, items });
    const first = await send([{ product: rice, description: 'Rice', quantity: 1, price: 100, invoiceLine: 1 }]);
    expect(first.statusCode, first.body).toBe(201);
    const tooMany = await send([{ product: rice, description: 'Rice', quantity: 2, price: 100, invoiceLine: 1 }]);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      message: 'At most 1 is left to credit on line 1 of the invoice',
      errors: { 'items.0.quantity': 'At most 1 is left to credit on line 1 of the invoice' },
    });
    const returnedTwice = await send([{ product: rice, description: 'Rice', quantity: 2, price: 100 }]);
    expect(returnedTwice.json().errors).toEqual({
      'items.0.quantity': 'At most 1 of Rice 50kg is left to return on this invoice',
    });
    const wrongLine = await send([{ product: rice, description: 'Rice', quantity: 1, price: 100, invoiceLine: 2 }]);
    expect(wrongLine.json().errors).toEqual({ 'items.0.product': 'Line 2 of the invoice is not Rice 50kg' });
    const noLine = await send([{ product: rice, description: 'Rice', quantity: 1, price: 100, invoiceLine: 3 }]);
    expect(noLine.json().errors).toEqual({ 'items.0.invoiceLine': 'The invoice has no line 3' });
    // Voided, the first note's quantity is free to credit again.
    expect((await company.call('DELETE', `/api/invoices/credit-note/${first.json().data._id}`)).statusCode).toBe(200);
    const again = await send(
      [{ product: rice, description: 'Rice', quantity: 2, price: 100, invoiceLine: 1 }],
      'allowance',
    );
    expect(again.statusCode, again.body).toBe(201);
  });
});

describe('estimates and sales receipts', () => {
  it('an estimate posts nothing and becomes a draft invoice in one call, once', async () => {
    const before = await trialBalanceByCode(company);
    const created = await company.call('POST', '/api/invoices/estimate', {
      customer,
      branch,
      address: '12 Broad Street, Lagos',
      validFrom: '2026-03-01',
      validTill: '2026-03-31',
      items: [{ product: delivery, description: 'Delivery', quantity: 2, price: 5_000, tax: [{ id: vat }] }],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({
      estimateNumber: expect.stringMatching(/^EST-/),
      total: 10_750,
      status: 'open',
    });
    expect((await trialBalanceByCode(company)).balances).toEqual(before.balances);
    const estimateId = created.json().data._id;
    const ofCustomer = await company.call('GET', `/api/invoices/estimate/customers/${customer}`);
    expect(ofCustomer.json().data.map((one: { _id: string }) => one._id)).toContain(estimateId);
    expect((await other.call('GET', `/api/invoices/estimate/customers/${customer}`)).json().data).toEqual([]);
    const converted = await company.call('POST', `/api/invoices/estimate/${estimateId}/invoice`);
    expect(converted.statusCode, converted.body).toBe(201);
    expect(converted.json().data).toMatchObject({ status: 'draft', total: 10_750, source: { _id: estimateId } });
    expect((await company.call('GET', `/api/invoices/estimate/${estimateId}`)).json().data.status).toBe('invoiced');
    expect((await company.call('POST', `/api/invoices/estimate/${estimateId}/invoice`)).statusCode).toBe(409);
  });

  it('a receipt posts to the bank at once, and an edit or a void reverses it', async () => {
    const restocked = await company.call('POST', '/api/products/stock', {
      product: rice,
      branch,
      date: '2026-03-19',
      quantity: 5,
      cost: 50_000,
      account: company.account('1050'),
    });
    expect(restocked.statusCode, restocked.body).toBe(201);
    const before = await trialBalanceByCode(company);
    const method = (await company.call('GET', '/api/payments/method')).json().data[0]._id;
    const created = await company.call('POST', '/api/invoices/receipt', {
      customer,
      branch,
      address: 'Counter sale',
      paymentDate: '2026-03-20',
      paymentMethod: method,
      bank: company.account('1050'),
      items: [{ product: rice, description: 'Rice', quantity: 1, price: 15_000, tax: [{ id: vat }] }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const receipt = created.json().data;
    expect(receipt).toMatchObject({
      receiptNo: expect.stringMatching(/^SR-/),
      status: 'paid',
      total: 16_125,
      amountDue: 0,
    });
    const after = await trialBalanceByCode(company);
    const moved = (code: string) =>
      Math.round(((after.balances[code] ?? 0) - (before.balances[code] ?? 0)) * 100) / 100;
    expect(moved('1050')).toBe(16_125);
    expect(moved('1100')).toBe(0);
    expect(moved('1200')).toBe(-10_000);

    const edited = await company.call('PATCH', `/api/invoices/receipt/${receipt._id}`, {
      items: [{ product: rice, description: 'Rice', quantity: 2, price: 15_000, tax: [{ id: vat }] }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.total).toBe(32_250);
    const voided = await company.call('DELETE', `/api/invoices/receipt/${receipt._id}`);
    expect(voided.statusCode, voided.body).toBe(200);
    expect((await trialBalanceByCode(company)).balances).toEqual(before.balances);
  });
});
