import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountingCompany,
  accountingCompany,
  anotherCompany,
  rowCounts,
  trialBalanceByCode,
} from '../../../test/accounting.ts';
import { branchMember } from '../../../test/branch-member.ts';
import { addMember, testAppForFile } from '../../../test/harness.ts';
import { addVendor, withholdingTaxNamed } from '../../../test/purchase-fixtures.ts';
import { vatTax } from '../../../test/sales-fixtures.ts';
import { addBranch, addProduct, firstBranch } from '../../../test/stock-fixtures.ts';

/*
 * Bills through the API (issue 27): a vendor's bill for goods into stock and a service, with VAT
 * recovered and withholding tax to deduct on the service, posted on approval (Dr inventory and
 * the expense and VAT input, Cr payables with the vendor), the branch's average cost moved by the
 * goods' cost; edits reverse and post again, voids take it all back out. Refusals write nothing.
 */

const test = testAppForFile();
let company: AccountingCompany;
let other: AccountingCompany;
let branch: string;
let vendor: string;
let vendorWithoutTin: string;
let cement: string;
let vat: string;
let professionalFees: string;

const billTables = ['documents', 'document_lines', 'journal_entries', 'journal_lines', 'stock_movements'];

beforeAll(async () => {
  company = await accountingCompany(test);
  other = await anotherCompany(test, company, 'Other Ventures Ltd');
  branch = await firstBranch(company);
  vendor = await addVendor(test, company.companyId, 'Dangote Cement Depot', { tin: '12345678-0001' });
  vendorWithoutTin = await addVendor(test, company.companyId, 'Mama Nkechi Supplies');
  cement = await addProduct(test, company.companyId, { name: 'Cement 50kg', unit: 'pcs' });
  vat = await vatTax(test, company.companyId);
  professionalFees = await withholdingTaxNamed(test, company.companyId, 'WHT - Professional');
  // 10 bags already on the shelf at ₦1,000 each.
  const stocked = await company.call('POST', '/api/products/stock', {
    product: cement,
    branch,
    date: '2026-03-01',
    quantity: 10,
    cost: 10_000,
    account: company.account('1050'),
  });
  expect(stocked.statusCode, stocked.body).toBe(201);
});

function billBody(extra: Record<string, unknown> = {}) {
  return {
    vendor,
    branch,
    issueDate: '2026-03-10',
    dueDate: '2099-04-09',
    billNo: 'DCD-7781',
    address: '4 Creek Road, Apapa',
    items: [
      { product: cement, description: 'Cement 50kg bags', quantity: 20, price: 1_300, tax: [{ id: vat }] },
      {
        chartofAccount: company.account('6720'),
        description: 'Site survey',
        quantity: 1,
        price: 100_000,
        tax: [{ id: vat }],
        withholding: professionalFees,
      },
    ],
    note: '  Delivered to the Ikeja yard  ',
    ...extra,
  };
}

async function create(extra: Record<string, unknown> = {}, as = company) {
  const response = await as.call('POST', '/api/expenses/bill', billBody(extra));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

const stockAt = async (product: string) => {
  const response = await company.call('GET', `/api/products/${product}/stock`);
  return response.json().data.branches.find((line: { branch: { _id: string } }) => line.branch._id === branch);
};

describe('a bill for goods and a service, with VAT and withholding tax', () => {
  it('is saved as a draft with its totals worked out, posting nothing', async () => {
    const before = await rowCounts(test, company.companyId, ['journal_entries', 'stock_movements']);
    const bill = await create({ status: 'draft' });
    expect(bill).toMatchObject({
      status: 'draft',
      number: expect.stringMatching(/^BILL-\d{5}$/),
      billNo: 'DCD-7781',
      tin: '12345678-0001',
      vendor: { _id: vendor, name: 'Dangote Cement Depot' },
      note: 'Delivered to the Ikeja yard',
      subtotal: 126_000,
      taxTotal: 9_450,
      total: 135_450,
      amountDue: 0,
      withholdingTotal: 5_000,
      journal: null,
    });
    expect(bill.items[1]).toMatchObject({ withholding: { id: professionalFees, rate: 5 }, total: 100_000 });
    expect(await rowCounts(test, company.companyId, ['journal_entries', 'stock_movements'])).toEqual(before);
  });

  it('posts on approval: Dr inventory, consulting and VAT input, Cr payables; the goods come in at their cost', async () => {
    const draft = await create({ status: 'draft' });
    const trialBefore = await trialBalanceByCode(company);
    const approved = await company.call('POST', `/api/expenses/bill/${draft._id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const bill = approved.json().data;
    expect(bill).toMatchObject({ status: 'unpaid', amountDue: 135_450, total: 135_450 });
    expect(bill.journal.lines).toEqual(
      expect.arrayContaining([
        { account: 'Accounts Payable', debit: 0, credit: 135_450 },
        { account: 'Inventory', debit: 26_000, credit: 0 },
        { account: 'Consulting Fees', debit: 100_000, credit: 0 },
        { account: 'VAT Input', debit: 9_450, credit: 0 },
      ]),
    );
    const trial = await trialBalanceByCode(company);
    expect(trial.totalDebit).toBe(trial.totalCredit);
    expect((trial.balances['2000'] ?? 0) - (trialBefore.balances['2000'] ?? 0)).toBe(-135_450);
    // 10 at ₦1,000 and 20 at ₦1,300: 30 at ₦1,200.
    expect(await stockAt(cement)).toMatchObject({ quantity: '30', value: 36_000, averageCost: 1_200 });
  });
});

describe('changing and voiding a posted bill', () => {
  it('an edit reverses and posts again, the stock too: fewer bags move the average', async () => {
    const bill = await create();
    expect(bill.status).toBe('unpaid');
    const before = await stockAt(cement);
    const items = billBody().items.map((item, index) => (index === 0 ? { ...item, quantity: 10 } : item));
    const response = await company.call('PATCH', `/api/expenses/bill/${bill._id}`, { items });
    expect(response.statusCode, response.body).toBe(200);
    const edited = response.json().data;
    expect(edited).toMatchObject({ status: 'unpaid', subtotal: 113_000, total: 121_475, amountDue: 121_475 });
    expect(edited.journal.lines).toEqual(
      expect.arrayContaining([{ account: 'Accounts Payable', debit: 0, credit: 121_475 }]),
    );
    const after = await stockAt(cement);
    expect(Number(after.quantity)).toBe(Number(before.quantity) - 10);
    expect(after.value).toBe(before.value - 13_000);
    const trial = await trialBalanceByCode(company);
    expect(trial.totalDebit).toBe(trial.totalCredit);
  });

  it('a void reverses the entry and takes the goods back out at the cost they came in', async () => {
    const before = await stockAt(cement);
    const payablesBefore = (await trialBalanceByCode(company)).balances['2000'] ?? 0;
    const bill = await create();
    const response = await company.call('PATCH', `/api/expenses/bill/${bill._id}/void`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'void', amountDue: 0, journal: null });
    expect(await stockAt(cement)).toMatchObject({ quantity: before.quantity, value: before.value });
    const trial = await trialBalanceByCode(company);
    expect(trial.balances['2000'] ?? 0).toBe(payablesBefore);
    expect(trial.totalDebit).toBe(trial.totalCredit);
    const again = await company.call('PATCH', `/api/expenses/bill/${bill._id}`, { note: 'x' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A void bill cannot be changed');
  });

  it('a bill with payments cannot be voided, nor its total cut below what is paid', async () => {
    const bill = await create({
      items: [{ chartofAccount: company.account('6100'), description: 'Rent', price: 50_000 }],
    });
    // What a payment made leaves on the bill (the payments module writes it so).
    await test.database.db.execute(
      `update documents set amount_paid = 3000000, amount_due = 2000000, status = 'partly-paid' where id = '${bill._id}'`,
    );
    const voided = await company.call('PATCH', `/api/expenses/bill/${bill._id}/void`);
    expect(voided.statusCode).toBe(409);
    expect(voided.json().message).toBe('This bill has payments: delete or void them first, then void it');
    const cut = await company.call('PATCH', `/api/expenses/bill/${bill._id}`, {
      items: [{ chartofAccount: company.account('6100'), description: 'Rent', price: 20_000 }],
    });
    expect(cut.statusCode).toBe(409);
    expect(cut.json().message).toBe('Payments of ₦30,000.00 have been made on this bill: its total cannot be less');
  });

  it('deletes a draft outright; a posted bill is voided instead', async () => {
    const draft = await create({ status: 'draft' });
    const deleted = await company.call('DELETE', `/api/expenses/bill/${draft._id}`);
    expect(deleted.json().message).toBe('Bill deleted');
    expect((await company.call('GET', `/api/expenses/bill/${draft._id}`)).statusCode).toBe(404);
    const posted = await create({
      items: [{ chartofAccount: company.account('6110'), description: 'NEPA', price: 9_000 }],
    });
    const removed = await company.call('DELETE', `/api/expenses/bill/${posted._id}`);
    expect(removed.json().message).toBe('Bill voided: approved bills are kept in the books');
    expect((await company.call('GET', `/api/expenses/bill/${posted._id}`)).json().data.status).toBe('void');
  });
});

describe('withholding tax and currency', () => {
  it('doubles the withholding rate when neither the bill nor the vendor has a TIN', async () => {
    const bill = await create({ vendor: vendorWithoutTin, tin: '' });
    expect(bill.tin).toBe('');
    expect(bill.items[1].withholding).toMatchObject({ rate: 10 });
    expect(bill.withholdingTotal).toBe(10_000);
    const withTin = await create({ vendor: vendorWithoutTin, tin: '99887766-0001' });
    expect(withTin.withholdingTotal).toBe(5_000);
  });

  it('takes WHT on the discounted home amount, and refuses a withholding tax as a line tax', async () => {
    const bill = await create({
      discount: { type: 'percentage', value: 10 },
      items: [{ chartofAccount: company.account('6720'), price: 1_000, withholding: professionalFees }],
    });
    expect(bill).toMatchObject({ subtotal: 1_000, discountTotal: 100, total: 900, withholdingTotal: 45 });
    const refused = await company.call(
      'POST',
      '/api/expenses/bill',
      billBody({ items: [{ chartofAccount: company.account('6720'), price: 1_000, tax: [{ id: professionalFees }] }] }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/is a withholding tax: choose it as the item's withholding tax/);
  });

  it('keeps a foreign-currency bill in its currency on the payables line, posting the home amount', async () => {
    const bill = await create({
      currency: { name: 'USD', rate: '1500' },
      items: [{ chartofAccount: company.account('6230'), description: 'Software licence', price: 100 }],
    });
    expect(bill).toMatchObject({ currency: { name: 'USD', rate: 1500 }, total: 100, homeTotal: 150_000 });
    expect(bill.journal.lines).toEqual(
      expect.arrayContaining([
        { account: 'Accounts Payable', debit: 0, credit: 150_000 },
        { account: 'Subscriptions and Software', debit: 150_000, credit: 0 },
      ]),
    );
    const result = await test.database.db.execute(
      `select currency_code, currency_amount::integer as currency_amount from journal_lines where entry_id = '${bill.journal._id}' and credit > 0`,
    );
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([
      { currency_code: 'USD', currency_amount: 10_000 },
    ]);
  });
});

describe('the lists', () => {
  it('filters by status, vendor, branch and period, and refuses a status it does not know', async () => {
    const draft = await create({ status: 'draft', vendor: vendorWithoutTin, issueDate: '2026-02-01' });
    const byStatus = await company.call('GET', '/api/expenses/bill?where[status]=DRAFT&limit=100');
    expect(byStatus.statusCode, byStatus.body).toBe(200);
    const drafts = byStatus.json().data as Array<{ _id: string; status: string }>;
    expect(drafts.map((one) => one._id)).toContain(draft._id);
    expect(drafts.every((one) => one.status === 'draft')).toBe(true);
    const byVendor = await company.call('GET', `/api/expenses/bill?where[vendor]=${vendorWithoutTin}&limit=100`);
    expect(
      (byVendor.json().data as Array<{ vendor: { _id: string } }>).every((one) => one.vendor._id === vendorWithoutTin),
    ).toBe(true);
    const inRange = await company.call(
      'GET',
      '/api/expenses/bill?range[startDate]=2026-02-01&range[endDate]=2026-02-28&limit=100',
    );
    expect((inRange.json().data as Array<{ _id: string }>).map((one) => one._id)).toEqual([draft._id]);
    const byBranch = await company.call('GET', `/api/expenses/bill?where[branch]=${branch}&limit=1`);
    expect(byBranch.json().pageInfo.total).toBeGreaterThan(1);
    const bad = await company.call('GET', '/api/expenses/bill?where[status]=LOST');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Status is not valid.');
  });

  it("lists a vendor's bills that can be paid, oldest due first, without drafts, void or paid ones", async () => {
    const payee = await addVendor(test, company.companyId, 'Lekki Printing Press', { tin: '555' });
    const rent = (price: number) => [{ chartofAccount: company.account('6200'), description: 'Flyers', price }];
    const later = await create({ vendor: payee, items: rent(2_000), dueDate: '2099-06-01' });
    const sooner = await create({ vendor: payee, items: rent(1_000), dueDate: '2099-05-01' });
    await create({ vendor: payee, items: rent(3_000), status: 'draft' });
    const voided = await create({ vendor: payee, items: rent(4_000) });
    await company.call('PATCH', `/api/expenses/bill/${voided._id}/void`);
    const paid = await create({ vendor: payee, items: rent(5_000) });
    await test.database.db.execute(
      `update documents set amount_paid = total, amount_due = 0, status = 'paid' where id = '${paid._id}'`,
    );
    const response = await company.call('GET', `/api/expenses/bill/vendors/${payee}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.map((one: { _id: string; amountDue: number }) => [one._id, one.amountDue])).toEqual([
      [sooner._id, 1_000],
      [later._id, 2_000],
    ]);
    expect(response.json().pageInfo).toMatchObject({ limit: 100, total: 2 });
  });
});

describe('who may do what', () => {
  it('a bill made by a member who may not approve waits for approval; an approver posts it', async () => {
    const clerk = await addMember(test, company.companyId, ['expenses.view', 'expenses.create', 'expenses.edit']);
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      test.app.inject({ method, url, headers: clerk.headers, ...(payload ? { payload } : {}) });
    const entriesBefore = await rowCounts(test, company.companyId, ['journal_entries']);
    const made = await call('POST', '/api/expenses/bill', billBody());
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({
      message: 'Bill created and sent for approval',
      data: { status: 'awaiting-approval' },
    });
    expect(await rowCounts(test, company.companyId, ['journal_entries'])).toEqual(entriesBefore);
    const refused = await call('POST', `/api/expenses/bill/${made.json().data._id}/approve`);
    expect(refused.statusCode).toBe(403);
    const approved = await company.call('POST', `/api/expenses/bill/${made.json().data._id}/approve`);
    expect(approved.json().data.status).toBe('unpaid');
    const twice = await company.call('POST', `/api/expenses/bill/${made.json().data._id}/approve`);
    expect(twice.statusCode).toBe(409);
  });

  it('the shared approval call sends a bill back to draft or approves it', async () => {
    const bill = await create({ status: 'awaiting-approval' });
    const rejected = await company.call('PATCH', `/api/merchant/approve/${bill._id}?state=bill&action=reject`);
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ message: 'Bill sent back to draft', data: { status: 'draft' } });
    const approved = await company.call('PATCH', `/api/merchant/approve/${bill._id}?state=bill&action=approve`);
    expect(approved.json()).toMatchObject({ message: 'Bill approved', data: { status: 'unpaid' } });
  });

  it('a member without the permission is refused (403), and one who may only view cannot create', async () => {
    const viewer = await addMember(test, company.companyId, ['expenses.view']);
    const made = await test.app.inject({
      method: 'POST',
      url: '/api/expenses/bill',
      headers: viewer.headers,
      payload: billBody(),
    });
    expect(made.statusCode).toBe(403);
    const nobody = await addMember(test, company.companyId, ['sales.view']);
    const listed = await test.app.inject({ method: 'GET', url: '/api/expenses/bill', headers: nobody.headers });
    expect(listed.statusCode).toBe(403);
  });

  it("another company's bill does not exist for it (404), and its vendor cannot be billed", async () => {
    const bill = await create({ status: 'draft' });
    for (const [method, url] of [
      ['GET', `/api/expenses/bill/${bill._id}`],
      ['PATCH', `/api/expenses/bill/${bill._id}`],
      ['POST', `/api/expenses/bill/${bill._id}/approve`],
      ['PATCH', `/api/expenses/bill/${bill._id}/void`],
      ['DELETE', `/api/expenses/bill/${bill._id}`],
    ] as const) {
      const response = await other.call(
        method,
        url,
        method === 'PATCH' && !url.endsWith('void') ? { note: 'x' } : undefined,
      );
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const otherBranch = await firstBranch(other);
    const refused = await other.call('POST', '/api/expenses/bill', {
      ...billBody(),
      branch: otherBranch,
      items: [{ chartofAccount: other.account('6100'), price: 10 }],
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Vendor not found');
  });
});

describe('approval by amount and branches', () => {
  it('a bill above the approver’s limit waits, the owner is told, and only an approver whose limit covers it approves', async () => {
    const buyer = await addMember(test, company.companyId, [
      'expenses.view',
      'expenses.create',
      'expenses.edit',
      'expenses.approve',
    ]);
    const limit = await test.app.inject({
      method: 'PUT',
      url: `/api/roles/${buyer.roleId}/approval-limits`,
      headers: { authorization: `Bearer ${company.token}`, 'x-company-id': company.companyId },
      payload: { bill: 50_000 },
    });
    expect(limit.statusCode, limit.body).toBe(200);
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      test.app.inject({ method, url, headers: buyer.headers, ...(payload ? { payload } : {}) });
    const small = await call(
      'POST',
      '/api/expenses/bill',
      billBody({ items: [{ chartofAccount: company.account('6200'), price: 40_000 }] }),
    );
    expect(small.json().data.status).toBe('unpaid');
    const big = await call('POST', '/api/expenses/bill', billBody());
    expect(big.json().data.status).toBe('awaiting-approval');
    const notices = await company.call('GET', '/api/notifications?limit=100');
    expect(JSON.stringify(notices.json().data)).toContain(big.json().data.number);
    const refused = await call('POST', `/api/expenses/bill/${big.json().data._id}/approve`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/Your role may approve bills up to ₦50,000.00/);
    const approved = await company.call('POST', `/api/expenses/bill/${big.json().data._id}/approve`);
    expect(approved.json().data.status).toBe('unpaid');
  });

  it('a member limited to a branch sees and bills only at their branch', async () => {
    const ikeja = await addBranch(company, 'Ikeja');
    const member = await branchMember(test, company.companyId, ikeja, [
      'expenses.view',
      'expenses.create',
      'expenses.approve',
    ]);
    const local = await addVendor(test, company.companyId, 'Ikeja Stationers', { tin: '1', branchId: ikeja });
    const theirs = await member.call('POST', '/api/expenses/bill', {
      ...billBody({ items: [{ chartofAccount: company.account('6200'), price: 700 }] }),
      vendor: local,
      branch: ikeja,
    });
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(theirs.json().data.branch._id).toBe(ikeja);
    const elsewhere = await create({ status: 'draft' });
    expect((await member.call('GET', `/api/expenses/bill/${elsewhere._id}`)).statusCode).toBe(404);
    const listed = await member.call('GET', '/api/expenses/bill?limit=100');
    expect(listed.json().data.map((one: { _id: string }) => one._id)).toEqual([theirs.json().data._id]);
    const refused = await member.call('POST', '/api/expenses/bill', { ...billBody(), vendor: local });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Branch is not valid.');
  });
});

describe('bad input', () => {
  it('refuses huge and malformed values field by field and writes nothing', async () => {
    const before = await rowCounts(test, company.companyId, billTables);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ vendor: 'not-an-id' }, 'vendor'],
      [{ billNo: '' }, 'billNo'],
      [{ dueDate: '2026-03-01' }, 'dueDate'],
      [{ items: [] }, 'items'],
      [{ items: [{ description: 'No account', price: 10 }] }, 'items.0.chartofAccount'],
      [{ items: [{ chartofAccount: company.account('6100'), price: 'ten' }] }, 'items.0.price'],
      [{ items: [{ chartofAccount: company.account('6100'), price: 10, quantity: '1.2345' }] }, 'items.0.quantity'],
      [{ items: [{ chartofAccount: company.account('6100'), price: 999_999_999_999_999 }] }, 'items.0.price'],
      [{ currency: { name: 'USD', rate: '-2' } }, 'currency.rate'],
    ];
    for (const [change, field] of cases) {
      const response = await company.call('POST', '/api/expenses/bill', billBody(change));
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      expect(Object.keys(response.json().errors ?? {}), response.body).toContain(field);
    }
    const tooMuch = await company.call(
      'POST',
      '/api/expenses/bill',
      billBody({ items: [{ chartofAccount: company.account('6100'), price: 99_999_999_999, quantity: '1000' }] }),
    );
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toMatch(/at most/);
    expect(await rowCounts(test, company.companyId, billTables)).toEqual(before);
  });

  it('leaves the books balanced after everything above', async () => {
    const trial = await trialBalanceByCode(company);
    expect(trial.totalDebit).toBe(trial.totalCredit);
  });
});
