import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountingCompany,
  accountingCompany,
  anotherCompany,
  rowCounts,
  trialBalanceByCode,
} from '../../../test/accounting.ts';
import { addMember, testAppForFile } from '../../../test/harness.ts';
import { addCustomer, paymentMethod, vatTax } from '../../../test/sales-fixtures.ts';
import { addProduct, firstBranch } from '../../../test/stock-fixtures.ts';
import { paymentMessages } from './payments-received.service.ts';

/*
 * Changing a payment received or a prepayment (PATCH /payments/{id}): its entry is reversed and
 * posted again, its invoices owe what they owed before it less what it settles now, and the books
 * balance with the customer balances adding up to receivables after each change. A change that
 * would take away credit already used, a locked period, another company's payment and a member
 * without sales.edit are refused and change nothing.
 */

const test = testAppForFile();
let company: AccountingCompany;
let other: AccountingCompany;
let branch: string;
let consulting: string;
let vat: string;
let transfer: string;

const writtenTables = [
  'payments',
  'payment_allocations',
  'credit_applications',
  'journal_entries',
  'journal_lines',
  'documents',
  'document_events',
  'audit_log',
];

beforeAll(async () => {
  company = await accountingCompany(test);
  other = await anotherCompany(test, company, 'Other Ventures Ltd');
  branch = await firstBranch(company);
  consulting = await addProduct(test, company.companyId, { name: 'Consulting', type: 'service' });
  vat = await vatTax(test, company.companyId);
  transfer = await paymentMethod(company);
});

interface Invoice {
  _id: string;
  status: string;
  amountDue: number;
  amountPaid: number;
  payments: Array<{ _id: string; amount: number; withholdingTax: number }>;
}

async function approvedInvoice(customer: string, price: number, extra: Record<string, unknown> = {}) {
  const response = await company.call('POST', '/api/invoices', {
    customer,
    branch,
    address: 'Allen Avenue, Ikeja',
    date: '2026-05-04',
    dueDate: '2099-06-03',
    items: [{ product: consulting, description: 'Advisory', quantity: 1, price, tax: [{ id: vat }] }],
    status: 'approved',
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Invoice;
}

async function invoice(id: string) {
  return (await company.call('GET', `/api/invoices/${id}`)).json().data as Invoice;
}

async function pay(
  customer: string,
  amountReceived: number,
  items: Array<Record<string, unknown>>,
  extra: Record<string, unknown> = {},
) {
  const response = await company.call('POST', '/api/payments', {
    customer,
    branch,
    paymentDate: '2026-05-20',
    bank: company.account('1050'),
    paymentMethod: transfer,
    reference: 'TRF-1',
    amountReceived,
    items,
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { _id: string; number: string };
}

async function prepay(customer: string, amountReceived: number) {
  const response = await company.call('POST', '/api/payments/prepayment', {
    customer,
    branch,
    paymentDate: '2026-05-22',
    bank: company.account('1050'),
    paymentMethod: transfer,
    amountReceived,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { _id: string; number: string };
}

const change = (id: string, body: Record<string, unknown>) => company.call('PATCH', `/api/payments/${id}`, body);

async function credit(customer: string) {
  return (await company.call('GET', `/api/customers/${customer}/credit`)).json().data.credit as number;
}

/** The books balance and the customers' balances add up to Accounts Receivable. */
async function expectBooksTieOut() {
  const balances = await trialBalanceByCode(company);
  expect(balances.totalDebit).toBe(balances.totalCredit);
  const everyone = (await company.call('GET', '/api/customer?limit=1000')).json().data as Array<{ balance: number }>;
  const sum = Math.round(everyone.reduce((total, one) => total + one.balance * 100, 0));
  expect(sum).toBe(Math.round((balances.balances['1100'] ?? 0) * 100));
  return balances;
}

async function liveEntriesOf(sourceId: string) {
  const result = await test.database.db.execute(
    sql`select count(*)::integer as count from journal_entries
        where company_id = ${company.companyId} and source_id = ${sourceId}
          and reversed_by_entry_id is null and reverses_entry_id is null`,
  );
  return Number((result as unknown as { rows: Array<{ count: number }> }).rows[0]?.count);
}

async function lastAudit(entityId: string) {
  const result = await test.database.db.execute(
    sql`select action, entity_type from audit_log where company_id = ${company.companyId} and entity_id = ${entityId}
        order by created_at desc, id desc limit 1`,
  );
  return (result as unknown as { rows: Array<{ action: string; entity_type: string }> }).rows[0];
}

async function refusedWithoutWrites(call: () => ReturnType<typeof change>, status: number, message?: RegExp) {
  const before = await rowCounts(test, company.companyId, writtenTables);
  const response = await call();
  expect(response.statusCode, response.body).toBe(status);
  if (message) expect(response.json().message).toMatch(message);
  expect(await rowCounts(test, company.companyId, writtenTables)).toEqual(before);
  return response;
}

describe('changing a part payment', () => {
  it('moves its invoices, its entry and the customer credit to what it says now', async () => {
    const customer = await addCustomer(test, company.companyId, 'Bisi Foods');
    const large = await approvedInvoice(customer, 20_000); // 21,500 with VAT
    const small = await approvedInvoice(customer, 1_000); // 1,075 with VAT
    const start = await trialBalanceByCode(company);
    const payment = await pay(customer, 9_000, [{ id: large._id, amount: 9_000, withholdingTax: 1_000 }]);
    expect(await invoice(large._id)).toMatchObject({ status: 'partly-paid', amountDue: 11_500 });

    // More money, more tax withheld, and the small invoice paid too: the rest is credit.
    const body = {
      amountReceived: 12_000,
      items: [
        { id: large._id, amount: 10_000, withholdingTax: 1_500 },
        { id: small._id, withholdingTax: 0 },
      ],
    };
    const changed = await change(payment._id, body);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      message: 'Payment updated',
      data: { amountReceived: 12_000, amountPaid: 11_075, withholdingTax: 1_500, balance: 925 },
    });
    // What the edit form shows: the branch, and each invoice with what it owes now.
    expect(changed.json().data.branch._id).toBe(branch);
    expect(changed.json().data.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          amount: 10_000,
          invoice: expect.objectContaining({ _id: large._id, amountDue: 10_000 }),
        }),
        expect.objectContaining({ amount: 1_075, invoice: expect.objectContaining({ _id: small._id, amountDue: 0 }) }),
      ]),
    );
    expect(await invoice(large._id)).toMatchObject({ status: 'partly-paid', amountPaid: 11_500, amountDue: 10_000 });
    expect(await invoice(small._id)).toMatchObject({ status: 'paid', amountDue: 0 });
    expect(await credit(customer)).toBe(925);
    expect(await liveEntriesOf(payment._id)).toBe(1);
    expect(await lastAudit(payment._id)).toEqual({ action: 'update', entity_type: 'customer-payment' });

    const after = await expectBooksTieOut();
    const moved = (code: string) => Math.round(((after.balances[code] ?? 0) - (start.balances[code] ?? 0)) * 100) / 100;
    expect(moved('1050')).toBe(12_000); // the bank has what was received, once
    expect(moved('1410')).toBe(1_500); // WHT receivable
    expect(moved('2300')).toBe(-925); // customer deposits
    expect(moved('1100')).toBe(-(11_075 + 1_500)); // receivables: the cash and tax settled

    // The same request again changes nothing: no second reversal, no second settlement.
    const before = await rowCounts(test, company.companyId, writtenTables);
    const again = await change(payment._id, body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().message).toBe('Nothing has changed');
    expect(await rowCounts(test, company.companyId, writtenTables)).toEqual(before);
    expect(await invoice(large._id)).toMatchObject({ amountDue: 10_000 });

    // A reference alone touches the payment, not the books.
    const entries = (await rowCounts(test, company.companyId, ['journal_entries'])).journal_entries;
    const referenced = await change(payment._id, { reference: 'TRF-2', note: 'Second transfer' });
    expect(referenced.statusCode, referenced.body).toBe(200);
    expect(referenced.json().data).toMatchObject({ reference: 'TRF-2', note: 'Second transfer' });
    expect((await rowCounts(test, company.companyId, ['journal_entries'])).journal_entries).toBe(entries);

    // Less money, the small invoice taken off: it owes again, and the credit goes.
    const smaller = await change(payment._id, {
      amountReceived: 8_000,
      items: [{ id: large._id, amount: 8_000, withholdingTax: 1_000 }],
    });
    expect(smaller.statusCode, smaller.body).toBe(200);
    expect(smaller.json().data).toMatchObject({ amountPaid: 8_000, balance: 0, items: [{ amount: 8_000 }] });
    expect(await invoice(large._id)).toMatchObject({ status: 'partly-paid', amountDue: 12_500 });
    expect(await invoice(small._id)).toMatchObject({ status: 'unpaid', amountDue: 1_075, payments: [] });
    expect(await credit(customer)).toBe(0);
    await expectBooksTieOut();
  });

  it('keeps each invoice’s cash when only the amount received or the date changes', async () => {
    const customer = await addCustomer(test, company.companyId, 'Ngozi Stores');
    const sale = await approvedInvoice(customer, 10_000); // 10,750
    const payment = await pay(customer, 5_000, [{ id: sale._id }]);
    const response = await change(payment._id, { amountReceived: 6_000, paymentDate: '2026-05-25' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ paymentDate: '2026-05-25', amountPaid: 5_000, balance: 1_000 });
    expect(await invoice(sale._id)).toMatchObject({ amountDue: 5_750 });
    expect(await credit(customer)).toBe(1_000);
    // The cash on the invoice changed, then the whole of what it owes paid by the change.
    const full = await change(payment._id, { items: [{ id: sale._id, amount: 6_000 }] });
    expect(full.statusCode, full.body).toBe(200);
    expect(await invoice(sale._id)).toMatchObject({ status: 'partly-paid', amountDue: 4_750 });
    const rest = await change(payment._id, { amountReceived: 10_750, items: [{ id: sale._id }] });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(await invoice(sale._id)).toMatchObject({ status: 'paid', amountDue: 0 });
    await expectBooksTieOut();
  });
});

describe('foreign currency', () => {
  it('posts the exchange difference again at the rate the change gives', async () => {
    const customer = await addCustomer(test, company.companyId, 'Lagos Exporters');
    const dollars = await approvedInvoice(customer, 100, {
      currency: { name: 'USD', rate: '1500' },
      items: [{ product: consulting, description: 'Advisory', quantity: 1, price: 100 }],
    });
    const start = await trialBalanceByCode(company);
    const payment = await pay(customer, 100, [{ id: dollars._id }], { currency: { name: 'USD', rate: '1550' } });
    const response = await change(payment._id, { currency: { name: 'USD', rate: '1450' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ currency: { name: 'USD', rate: 1450 }, amountPaid: 100 });
    const after = await expectBooksTieOut();
    const moved = (code: string) => Math.round(((after.balances[code] ?? 0) - (start.balances[code] ?? 0)) * 100) / 100;
    expect(moved('1050')).toBe(145_000);
    expect(moved('1100')).toBe(-150_000);
    expect(moved('7100')).toBe(5_000); // a loss now, where the first rate made a gain
    expect(await invoice(dollars._id)).toMatchObject({ status: 'paid', amountDue: 0 });
  });

  it('counts a dollar payment’s credit in naira before it is changed or deleted', async () => {
    const customer = await addCustomer(test, company.companyId, 'Accra Traders');
    const dollars = await approvedInvoice(customer, 100, {
      currency: { name: 'USD', rate: '1500' },
      items: [{ product: consulting, description: 'Advisory', quantity: 1, price: 100 }],
    });
    // $10 over what is owed, at 1,550: ₦15,500 of credit, ₦15,000 of it used on a naira invoice.
    const payment = await pay(customer, 110, [{ id: dollars._id }], { currency: { name: 'USD', rate: '1550' } });
    expect(await credit(customer)).toBe(15_500);
    const naira = await approvedInvoice(customer, 20_000);
    const applied = await company.call('POST', `/api/invoices/${naira._id}/apply-credit`, {
      date: '2026-05-21',
      amount: 15_000,
    });
    expect(applied.statusCode, applied.body).toBe(200);
    await refusedWithoutWrites(() => change(payment._id, { amountReceived: 100 }), 409, /at least ₦15,000\.00/);
    await refusedWithoutWrites(() => company.call('DELETE', `/api/payments/${payment._id}`), 409, /already been used/);
    await expectBooksTieOut();
  });
});

describe('changing a prepayment', () => {
  it('changes the customer credit, and never below what has been used', async () => {
    const customer = await addCustomer(test, company.companyId, 'Tunde Motors');
    const start = await trialBalanceByCode(company);
    const prepayment = await prepay(customer, 5_000);
    const raised = await change(prepayment._id, { amountReceived: 7_000, reference: 'POS-7' });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json()).toMatchObject({
      message: 'Prepayment updated',
      data: { kind: 'prepayment', amountReceived: 7_000, balance: 7_000, reference: 'POS-7' },
    });
    expect(await credit(customer)).toBe(7_000);
    const after = await expectBooksTieOut();
    expect(Math.round(((after.balances['2300'] ?? 0) - (start.balances['2300'] ?? 0)) * 100) / 100).toBe(-7_000);

    // 6,000 of the credit settles an invoice: the prepayment cannot go under that.
    const sale = await approvedInvoice(customer, 10_000);
    const applied = await company.call('POST', `/api/invoices/${sale._id}/apply-credit`, {
      date: '2026-05-23',
      amount: 6_000,
    });
    expect(applied.statusCode, applied.body).toBe(200);
    await refusedWithoutWrites(
      () => change(prepayment._id, { amountReceived: 5_000 }),
      409,
      /cannot be less than ₦6,000\.00/,
    );
    const lowest = await change(prepayment._id, { amountReceived: 6_000 });
    expect(lowest.statusCode, lowest.body).toBe(200);
    expect(await credit(customer)).toBe(0);
    await expectBooksTieOut();
  });
});

describe('refused', () => {
  it('credit already used, a locked period, invoices on a prepayment, another customer, a deleted payment', async () => {
    const customer = await addCustomer(test, company.companyId, 'Musa Ltd');
    const sale = await approvedInvoice(customer, 1_000); // 1,075
    const over = await pay(customer, 2_075, [{ id: sale._id }]); // 1,000 of credit
    const next = await approvedInvoice(customer, 2_000);
    const applied = await company.call('POST', `/api/invoices/${next._id}/apply-credit`, {
      date: '2026-05-21',
      amount: 800,
    });
    expect(applied.statusCode, applied.body).toBe(200);
    await refusedWithoutWrites(
      () => change(over._id, { amountReceived: 1_075 }),
      409,
      /at least ₦800\.00 of it must stay/,
    );
    // Taking off only what is unused is allowed.
    const trimmed = await change(over._id, { amountReceived: 1_875 });
    expect(trimmed.statusCode, trimmed.body).toBe(200);

    const prepayment = await prepay(customer, 500);
    await refusedWithoutWrites(
      () => change(prepayment._id, { items: [{ id: next._id }] }),
      400,
      /A prepayment pays no invoices/,
    );
    const someoneElse = await addCustomer(test, company.companyId, 'Chidi Ventures');
    await refusedWithoutWrites(() => change(over._id, { customer: someoneElse }), 400, /customer cannot be changed/);
    const theirs = await approvedInvoice(someoneElse, 100);
    await refusedWithoutWrites(() => change(over._id, { items: [{ id: theirs._id }] }), 400, /another customer/);
    await refusedWithoutWrites(() => change(over._id, { amountReceived: 0 }), 400, /more than 0/);

    const locked = await company.call('PATCH', '/api/settings/lock-date', { lockDate: '2026-05-31' });
    expect(locked.statusCode, locked.body).toBe(200);
    try {
      const refused = await refusedWithoutWrites(() => change(over._id, { amountReceived: 1_975 }), 400);
      expect(refused.json().errors?.date).toMatch(/lock/i);
      // Words only: nothing is posted, so a locked period does not stop it.
      const noted = await change(over._id, { note: 'Paid at the Ikeja branch' });
      expect(noted.statusCode, noted.body).toBe(200);
    } finally {
      await company.call('PATCH', '/api/settings/lock-date', { lockDate: null });
    }

    const removed = await company.call('DELETE', `/api/payments/${prepayment._id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    await refusedWithoutWrites(() => change(prepayment._id, { amountReceived: 600 }), 409, /has been deleted/);
    await expectBooksTieOut();
  });

  it("another company's payment is not found, and a member without sales.edit and sales.approve may not", async () => {
    const customer = await addCustomer(test, company.companyId, 'Ada Bakeries');
    const sale = await approvedInvoice(customer, 1_000);
    const payment = await pay(customer, 500, [{ id: sale._id }]);
    const before = await rowCounts(test, company.companyId, writtenTables);
    const elsewhere = await other.call('PATCH', `/api/payments/${payment._id}`, { amountReceived: 100 });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe('Payment not found');

    const clerk = await addMember(test, company.companyId, ['sales.view', 'sales.create', 'sales.delete']);
    const asClerk = await test.app.inject({
      method: 'PATCH',
      url: `/api/payments/${payment._id}`,
      headers: clerk.headers,
      payload: { amountReceived: 100 },
    });
    expect(asClerk.statusCode).toBe(403);
    expect(await rowCounts(test, company.companyId, writtenTables)).toEqual(before);

    // Changing a payment in the books changes a posted entry: that needs the approve permission too.
    const unapproved = await addMember(test, company.companyId, ['sales.view', 'sales.edit']);
    const asUnapproved = await test.app.inject({
      method: 'PATCH',
      url: `/api/payments/${payment._id}`,
      headers: unapproved.headers,
      payload: { amountReceived: 600, items: [{ id: sale._id }] },
    });
    expect(asUnapproved.statusCode).toBe(403);
    expect(asUnapproved.json().message).toBe(paymentMessages.changePosted);
    expect(await rowCounts(test, company.companyId, writtenTables)).toEqual(before);

    const editor = await addMember(test, company.companyId, ['sales.view', 'sales.edit', 'sales.approve']);
    const asEditor = await test.app.inject({
      method: 'PATCH',
      url: `/api/payments/${payment._id}`,
      headers: editor.headers,
      payload: { amountReceived: 600, items: [{ id: sale._id }] },
    });
    expect(asEditor.statusCode, asEditor.body).toBe(200);
    expect(await invoice(sale._id)).toMatchObject({ amountDue: 475 });
  });
});
