import { outbox } from '@owo/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountingCompany, accountingCompany, trialBalanceByCode } from '../../../test/accounting.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { addCustomer, vatTax } from '../../../test/sales-fixtures.ts';
import { addProduct, firstBranch } from '../../../test/stock-fixtures.ts';
import { runRecurringInvoices } from './recurring.worker.ts';

/*
 * Recurring invoices (issue 14): missed runs are caught up, each made once however many workers
 * run and however often; a count or an end date finishes the schedule; a paused one makes nothing.
 */

let test: TestApp;
let company: AccountingCompany;
let branch: string;
let customer: string;
let retainer: string;
let vat: string;

beforeAll(async () => {
  test = await createTestApp();
  company = await accountingCompany(test);
  branch = await firstBranch(company);
  customer = await addCustomer(test, company.companyId, 'Kemi Clinics');
  retainer = await addProduct(test, company.companyId, { name: 'Monthly retainer', type: 'service' });
  vat = await vatTax(test, company.companyId);
});

afterAll(async () => {
  await test?.close();
});

async function schedule(extra: Record<string, unknown> = {}) {
  const response = await company.call('POST', '/api/invoices/recurring', {
    name: 'Kemi retainer',
    customer,
    branch,
    address: '3 Awolowo Road, Ikoyi',
    items: [{ product: retainer, description: 'Retainer', quantity: 1, price: 100_000, tax: [{ id: vat }] }],
    frequency: 'monthly',
    startDate: '2026-08-31',
    dueInDays: 14,
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { _id: string; nextRunDate: string };
}

/** The dates of the customer's invoices, oldest first. */
async function invoiceDates() {
  const list = await company.call('GET', `/api/invoices?where[customer]=${customer}&limit=1000`);
  return (list.json().data as Array<{ date: string }>).map((one) => one.date).sort();
}

describe('recurring invoices', () => {
  it('catches up missed runs once each, even with two workers at the same time', async () => {
    const made = await schedule({ maxCount: 3 });
    expect(made.nextRunDate).toBe('2026-08-31');
    const before = await trialBalanceByCode(company);
    const counts = await Promise.all([
      runRecurringInvoices(test.database.db, { today: '2026-11-23', appUrl: 'http://owo.test' }),
      runRecurringInvoices(test.database.db, { today: '2026-11-23', appUrl: 'http://owo.test' }),
    ]);
    expect(counts[0] + counts[1]).toBe(3);
    expect(await runRecurringInvoices(test.database.db, { today: '2026-11-23', appUrl: 'http://owo.test' })).toBe(0);
    expect(await invoiceDates()).toEqual(['2026-08-31', '2026-09-30', '2026-10-31']);
    const after = await trialBalanceByCode(company);
    expect(Math.round(((after.balances['1100'] ?? 0) - (before.balances['1100'] ?? 0)) * 100) / 100).toBe(3 * 107_500);
    const read = await company.call('GET', `/api/invoices/recurring?limit=10`);
    expect(read.json().data.find((one: { _id: string }) => one._id === made._id)).toMatchObject({
      status: 'finished',
      madeCount: 3,
      nextRunDate: null,
    });
  });

  it('a paused schedule makes nothing until resumed; an end date finishes it', async () => {
    const weekly = await schedule({
      name: 'Weekly',
      frequency: 'weekly',
      startDate: '2026-11-02',
      endDate: '2026-11-20',
    });
    const paused = await company.call('PATCH', `/api/invoices/recurring/${weekly._id}`, { status: 'paused' });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(await runRecurringInvoices(test.database.db, { today: '2026-11-23', appUrl: 'http://owo.test' })).toBe(0);
    await company.call('PATCH', `/api/invoices/recurring/${weekly._id}`, { status: 'active' });
    expect(await runRecurringInvoices(test.database.db, { today: '2026-11-23', appUrl: 'http://owo.test' })).toBe(3);
    const read = await company.call('GET', '/api/invoices/recurring?limit=10');
    expect(read.json().data.find((one: { _id: string }) => one._id === weekly._id)).toMatchObject({
      status: 'finished',
      madeCount: 3,
    });
  });

  it('refuses a schedule it could not make, and one ending before it starts', async () => {
    const bad = await company.call('POST', '/api/invoices/recurring', {
      name: 'Bad',
      customer,
      branch,
      address: 'x',
      items: [{ product: retainer, description: 'Retainer', quantity: 1, price: 100 }],
      frequency: 'monthly',
      startDate: '2026-08-31',
      endDate: '2026-08-01',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('End date cannot be before the first invoice date');
  });
});

describe('recurring invoices sent by email', () => {
  it('emails each approved run to the customer, with its PDF', async () => {
    await schedule({ name: 'Emailed', startDate: '2026-11-20', maxCount: 1, email: true });
    expect(await runRecurringInvoices(test.database.db, { today: '2026-11-23', appUrl: 'http://owo.test' })).toBe(1);
    const queued = await test.database.db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(eq(outbox.companyId, company.companyId));
    const emails = queued.map((row) => JSON.stringify(row.payload));
    expect(emails.some((email) => email.includes('kemi@example.ng') && email.includes('application/pdf'))).toBe(true);
  });
});
