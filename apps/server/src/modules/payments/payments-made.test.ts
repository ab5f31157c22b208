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
import { paymentMethod, vatTax } from '../../../test/sales-fixtures.ts';
import { firstBranch } from '../../../test/stock-fixtures.ts';

/*
 * Payments made to vendors (issue 27) through POST /api/payments with paymentType BILL: two bills
 * of one vendor in one payment, tax withheld on the service bill only; a part payment then the
 * rest, the tax withheld adding up to the bill's exactly; refusals that write nothing; edit and
 * delete; the books balance and the vendor's balance is what the payables account holds for them.
 */

const test = testAppForFile();
let company: AccountingCompany;
let other: AccountingCompany;
let branch: string;
let vendor: string;
let otherVendor: string;
let vat: string;
let professionalFees: string;
let transfer: string;

const paymentTables = ['payments', 'payment_allocations', 'journal_entries', 'journal_lines'];

beforeAll(async () => {
  company = await accountingCompany(test);
  other = await anotherCompany(test, company, 'Other Ventures Ltd');
  branch = await firstBranch(company);
  vendor = await addVendor(test, company.companyId, 'Adebayo Consulting', { tin: '12345678-0001' });
  otherVendor = await addVendor(test, company.companyId, 'Mama Nkechi Supplies', { tin: '12345678-0002' });
  vat = await vatTax(test, company.companyId);
  professionalFees = await withholdingTaxNamed(test, company.companyId, 'WHT - Professional');
  transfer = await paymentMethod(company);
});

/** An approved bill: office supplies (no withholding) or a service with 5% WHT on ₦100,000. */
async function approvedBill(kind: 'supplies' | 'service', who = vendor) {
  const line =
    kind === 'supplies'
      ? { chartofAccount: company.account('6720'), description: 'Printer paper', quantity: 10, price: 1_300 }
      : {
          chartofAccount: company.account('6720'),
          description: 'Tax advisory',
          quantity: 1,
          price: 100_000,
          withholding: professionalFees,
        };
  const created = await company.call('POST', '/api/expenses/bill', {
    vendor: who,
    branch,
    issueDate: '2026-05-04',
    dueDate: '2099-06-03',
    billNo: `V-${kind}`,
    address: '4 Creek Road, Apapa',
    items: [{ ...line, tax: [{ id: vat }] }],
  });
  expect(created.statusCode, created.body).toBe(201);
  // An owner's bill is approved as it is saved.
  expect(created.json().data.status).toBe('unpaid');
  return created.json().data as { _id: string; total: number; number: string; withholdingTotal: number };
}

function payBody(total: number, items: Array<{ id: string; amount: number }>, extra: Record<string, unknown> = {}) {
  return {
    paymentType: 'BILL',
    recipient: vendor,
    branch,
    paymentDate: '2026-05-20',
    bank: company.account('1050'),
    paymentMethod: transfer,
    reference: 'TRF-0091',
    total,
    amountPaid: items.reduce((sum, item) => sum + item.amount, 0),
    balance: total - items.reduce((sum, item) => sum + item.amount, 0),
    items,
    ...extra,
  };
}

const bill = async (id: string) => (await company.call('GET', `/api/expenses/bill/${id}`)).json().data;
const vendorBalance = async (id = vendor) => (await company.call('GET', `/api/vendor/${id}`)).json().data.balance;

describe('two bills of one vendor in one payment, tax withheld on the service bill only', () => {
  it('settles both, withholds 5% of the service, pays the rest from the bank, and balances the books', async () => {
    const supplies = await approvedBill('supplies');
    const service = await approvedBill('service');
    expect([supplies.total, service.total, service.withholdingTotal]).toEqual([13_975, 107_500, 5_000]);
    const trialBefore = await trialBalanceByCode(company);
    const balanceBefore = await vendorBalance();

    const response = await company.call(
      'POST',
      '/api/payments',
      payBody(121_475, [
        { id: supplies._id, amount: 13_975 },
        { id: service._id, amount: 107_500 },
      ]),
    );
    expect(response.statusCode, response.body).toBe(201);
    const payment = response.json().data;
    expect(payment).toMatchObject({
      paymentType: 'BILL',
      number: expect.stringMatching(/^VPAY-\d{5}$/),
      recipient: { _id: vendor, name: 'Adebayo Consulting' },
      reference: 'TRF-0091',
      total: 121_475,
      amountPaid: 121_475,
      withholdingTax: 5_000,
      cashPaid: 116_475,
      balance: 0,
    });
    const byBill = Object.fromEntries(
      payment.items.map((item: { bill: { _id: string }; withholdingTax: number; cash: number }) => [
        item.bill._id,
        [item.withholdingTax, item.cash],
      ]),
    );
    expect(byBill).toEqual({ [supplies._id]: [0, 13_975], [service._id]: [5_000, 102_500] });

    const trial = await trialBalanceByCode(company);
    const moved = (code: string) => (trial.balances[code] ?? 0) - (trialBefore.balances[code] ?? 0);
    expect(trial.totalDebit).toBe(trial.totalCredit);
    expect([moved('2000'), moved('1050'), moved('2110')]).toEqual([121_475, -116_475, -5_000]);
    expect(await vendorBalance()).toBe(balanceBefore - 121_475);
    expect((await bill(supplies._id)).status).toBe('paid');
    expect(await bill(service._id)).toMatchObject({ status: 'paid', amountDue: 0 });

    const note = await company.call('GET', `/api/payments/${payment._id}/wht-credit-note.pdf`);
    expect(note.statusCode).toBe(200);
    expect(note.headers['content-type']).toBe('application/pdf');
    expect(note.headers['content-disposition']).toContain(`WHT credit note ${payment.number}.pdf`);
    expect(note.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('a part payment, then the rest', () => {
  it('withholds in proportion, the last payment taking exactly what is left', async () => {
    const service = await approvedBill('service');
    const first = await company.call('POST', '/api/payments', payBody(40_000, [{ id: service._id, amount: 40_000 }]));
    expect(first.statusCode, first.body).toBe(201);
    // 5,000 × 40,000 / 107,500 = 1,860.465...
    expect(first.json().data).toMatchObject({ withholdingTax: 1_860.47, cashPaid: 38_139.53 });
    expect(await bill(service._id)).toMatchObject({ status: 'partly-paid', amountDue: 67_500 });

    const rest = await company.call('POST', '/api/payments', payBody(67_500, [{ id: service._id, amount: 67_500 }]));
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().data).toMatchObject({ withholdingTax: 3_139.53, cashPaid: 64_360.47 });
    expect(await bill(service._id)).toMatchObject({ status: 'paid', amountDue: 0 });
  });
});

describe('refusals write nothing', () => {
  let supplies: { _id: string; total: number };
  beforeAll(async () => {
    supplies = await approvedBill('supplies');
  });

  it.each([
    [
      'another vendor’s bill',
      async () => [{ id: (await approvedBill('supplies', otherVendor))._id, amount: 1 }],
      400,
      'belongs to another vendor',
    ],
    ['an amount above what the bill owes', async () => [{ id: supplies._id, amount: 20_000 }], 400, 'still owed on it'],
  ])('%s', async (_, items, status, words) => {
    const given = await items();
    const before = await rowCounts(test, company.companyId, paymentTables);
    const response = await company.call('POST', '/api/payments', payBody(20_000, given));
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().message).toContain(words);
    expect(await rowCounts(test, company.companyId, paymentTables)).toEqual(before);
  });

  it('a paid bill', async () => {
    const paid = await company.call('POST', '/api/payments', payBody(13_975, [{ id: supplies._id, amount: 13_975 }]));
    expect(paid.statusCode, paid.body).toBe(201);
    const again = await company.call('POST', '/api/payments', payBody(100, [{ id: supplies._id, amount: 100 }]));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^BILL-\d{5} cannot be paid: only approved bills that are not paid can be$/);
  });

  it('a payment of bills without a reference, naming the field', async () => {
    const { reference: _, ...body } = payBody(100, [{ id: supplies._id, amount: 100 }]);
    const response = await company.call('POST', '/api/payments', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ reference: 'Reference is required for a payment of bills' });
  });

  it('another company sees no such vendor, bill or payment (404)', async () => {
    const service = await approvedBill('service');
    const paid = await company.call('POST', '/api/payments', payBody(1_000, [{ id: service._id, amount: 1_000 }]));
    const id = paid.json().data._id;
    expect((await other.call('GET', `/api/payments/${id}`)).statusCode).toBe(404);
    expect((await other.call('DELETE', `/api/payments/${id}`)).statusCode).toBe(404);
    const theirs = await other.call('POST', '/api/payments', {
      ...payBody(1_000, [{ id: service._id, amount: 1_000 }]),
      branch: await firstBranch(other),
      bank: other.account('1050'),
      paymentMethod: await paymentMethod(other),
    });
    expect(theirs.statusCode).toBe(404);
  });
});

describe('who may pay', () => {
  it('a clerk who may enter bills but not approve them is told so, and nothing is paid', async () => {
    const service = await approvedBill('service');
    const clerk = await addMember(test, company.companyId, ['expenses.view', 'expenses.create'], 'Clerk');
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: clerk.headers,
      payload: payBody(1_000, [{ id: service._id, amount: 1_000 }]),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toContain('permission to approve expenses');
    expect((await bill(service._id)).amountDue).toBe(107_500);
  });

  it('a member of sales only cannot pay a bill, nor list payments made', async () => {
    const seller = await addMember(test, company.companyId, ['sales.view', 'sales.create', 'sales.approve'], 'Seller');
    const service = await approvedBill('service');
    const paid = await test.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: seller.headers,
      payload: payBody(1_000, [{ id: service._id, amount: 1_000 }]),
    });
    expect(paid.statusCode).toBe(403);
    const listed = await test.app.inject({
      method: 'GET',
      url: '/api/payments?where[type]=BILL',
      headers: seller.headers,
    });
    expect(listed.statusCode).toBe(403);
  });

  it('a member limited to another branch does not see the payment', async () => {
    const service = await approvedBill('service');
    const paid = await company.call('POST', '/api/payments', payBody(1_000, [{ id: service._id, amount: 1_000 }]));
    const created = await company.call('POST', '/api/branches', { name: 'Lekki', address: '1 Admiralty Way' });
    expect(created.statusCode, created.body).toBe(201);
    const member = await branchMember(test, company.companyId, created.json().data._id, [
      'expenses.view',
      'expenses.create',
      'expenses.approve',
    ]);
    expect((await member.call('GET', `/api/payments/${paid.json().data._id}`)).statusCode).toBe(404);
    const listed = await member.call('GET', '/api/payments?where[type]=BILL');
    expect(listed.json().data).toEqual([]);
  });
});

describe('replays, changes and deletes', () => {
  it('the same request sent twice with one Idempotency-Key pays once', async () => {
    const service = await approvedBill('service');
    const send = () =>
      test.app.inject({
        method: 'POST',
        url: '/api/payments',
        headers: {
          authorization: `Bearer ${company.token}`,
          'x-company-id': company.companyId,
          'idempotency-key': `pay-${service._id}`,
        },
        payload: payBody(10_000, [{ id: service._id, amount: 10_000 }]),
      });
    const first = await send();
    const second = await send();
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json().data._id).toBe(first.json().data._id);
    expect((await bill(service._id)).amountDue).toBe(97_500);
  });

  it('a change reverses and re-posts; a delete puts the bill back; the vendor balance follows the payables', async () => {
    const service = await approvedBill('service');
    const balanceBefore = await vendorBalance();
    const paid = await company.call('POST', '/api/payments', payBody(53_750, [{ id: service._id, amount: 53_750 }]));
    const id = paid.json().data._id;
    expect(paid.json().data.withholdingTax).toBe(2_500);

    const changed = await company.call('PATCH', `/api/payments/${id}`, {
      total: 107_500,
      items: [{ id: service._id, amount: 107_500 }],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      message: 'Payment updated',
      data: { withholdingTax: 5_000, cashPaid: 102_500 },
    });
    expect(await bill(service._id)).toMatchObject({ status: 'paid', amountDue: 0 });
    expect(await vendorBalance()).toBe(balanceBefore - 107_500);
    const same = await company.call('PATCH', `/api/payments/${id}`, { reference: 'TRF-0091' });
    expect(same.json().message).toBe('Nothing has changed');

    const deleted = await company.call('DELETE', `/api/payments/${id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await bill(service._id)).toMatchObject({ status: 'unpaid', amountDue: 107_500 });
    expect(await vendorBalance()).toBe(balanceBefore);
    const trial = await trialBalanceByCode(company);
    expect(trial.totalDebit).toBe(trial.totalCredit);
  });

  it('an advance above the bills takes the vendor’s balance below what the bills leave', async () => {
    const supplies = await approvedBill('supplies', otherVendor);
    const before = await vendorBalance(otherVendor);
    const paid = await company.call(
      'POST',
      '/api/payments',
      payBody(20_000, [{ id: supplies._id, amount: 13_975 }], { recipient: otherVendor }),
    );
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().data).toMatchObject({ amountPaid: 13_975, balance: 6_025, cashPaid: 20_000 });
    expect(await vendorBalance(otherVendor)).toBe(before - 20_000);
  });

  it('lists the vendor’s payments, newest first', async () => {
    const listed = await company.call('GET', `/api/payments?where[type]=BILL&where[vendor]=${vendor}`);
    expect(listed.statusCode, listed.body).toBe(200);
    const rows = listed.json().data as Array<{ paymentType: string; recipient: { _id: string } }>;
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.every((row) => row.paymentType === 'BILL' && row.recipient._id === vendor)).toBe(true);
    const received = await company.call('GET', '/api/payments');
    expect((received.json().data as Array<{ paymentType: string }>).every((row) => row.paymentType === 'INVOICE')).toBe(
      true,
    );
  });
});
