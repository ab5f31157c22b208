import { outbox } from '@owo/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { type AccountingCompany, accountingCompany, trialBalanceByCode } from '../../../test/accounting.ts';
import { addMember, testAppForFile } from '../../../test/harness.ts';
import { addCustomer, vatTax } from '../../../test/sales-fixtures.ts';
import { addProduct, firstBranch } from '../../../test/stock-fixtures.ts';
import { runRecurringInvoices } from './recurring.worker.ts';

/*
 * Recurring invoices (issue 14): missed runs are caught up, each made once however many workers
 * run and however often; a count or an end date finishes the schedule; a paused one makes nothing.
 * A first invoice date is bounded around today and a backlog is made as drafts, never emailed
 * (issue 26).
 */

const test = testAppForFile();

let company: AccountingCompany;
let branch: string;
let customer: string;
let retainer: string;
let vat: string;

/**
 * Saves a schedule as on 30 August 2026: a first invoice date is checked against today, and this
 * file's dates must be taken whenever it runs. Only Date is set (running on), and only for that
 * call: beside it, PGlite's timers and the outbox go by the real clock. The worker is given its day.
 */
async function saveOnFileDay(method: 'POST' | 'PATCH', url: string, body: Record<string, unknown>) {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-08-30T09:00:00Z'), shouldAdvanceTime: true });
  try {
    return await company.call(method, url, body);
  } finally {
    vi.useRealTimers();
  }
}

beforeAll(async () => {
  company = await accountingCompany(test);
  branch = await firstBranch(company);
  customer = await addCustomer(test, company.companyId, 'Kemi Clinics');
  retainer = await addProduct(test, company.companyId, { name: 'Monthly retainer', type: 'service' });
  vat = await vatTax(test, company.companyId);
});

async function schedule(extra: Record<string, unknown> = {}) {
  const response = await saveOnFileDay('POST', '/api/invoices/recurring', {
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

/** The invoices a schedule made, oldest first: their dates and totals. */
async function madeBy(scheduleCustomer: string) {
  const list = await company.call('GET', `/api/invoices?where[customer]=${scheduleCustomer}&limit=1000`);
  return (list.json().data as Array<{ date: string; total: number; dueDate: string }>)
    .map(({ date, total, dueDate }) => ({ date, total, dueDate }))
    .sort((first, second) => first.date.localeCompare(second.date));
}

describe('editing a recurring invoice', () => {
  it('reads one schedule, and an edit changes the next invoice made while the count made stays', async () => {
    const tenant = await addCustomer(test, company.companyId, 'Edited Tenant Ltd');
    const made = await schedule({ name: 'Rent', customer: tenant, startDate: '2026-09-15', frequency: 'monthly' });
    expect(await runRecurringInvoices(test.database.db, { today: '2026-10-20', appUrl: 'http://owo.test' })).toBe(2);
    const before = await company.call('GET', `/api/invoices/recurring/${made._id}`);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().data).toMatchObject({ name: 'Rent', madeCount: 2, nextRunDate: '2026-11-15' });

    const edited = await company.call('PATCH', `/api/invoices/recurring/${made._id}`, {
      name: 'Office rent',
      items: [{ product: retainer, description: 'Rent', quantity: 2, price: 150_000 }],
      dueInDays: 7,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      message: 'Recurring invoice updated',
      data: { name: 'Office rent', madeCount: 2, nextRunDate: '2026-11-15', lastRunDate: '2026-10-15' },
    });
    expect(await runRecurringInvoices(test.database.db, { today: '2026-11-20', appUrl: 'http://owo.test' })).toBe(1);
    const invoices = await madeBy(tenant);
    expect(invoices.map((one) => one.date)).toEqual(['2026-09-15', '2026-10-15', '2026-11-15']);
    expect(invoices[2]).toEqual({ date: '2026-11-15', total: 300_000, dueDate: '2026-11-22' });
    expect(invoices[1]?.total).toBe(107_500);
    const read = await company.call('GET', `/api/invoices/recurring/${made._id}`);
    expect(read.json().data).toMatchObject({ madeCount: 3, status: 'active', nextRunDate: '2026-12-15' });
    expect(read.json().data.invoice.items[0]).toMatchObject({ description: 'Rent', price: 150_000 });
  });

  it('never makes a run day again after an edit moving the start or the frequency', async () => {
    const tenant = await addCustomer(test, company.companyId, 'Moved Start Ltd');
    const made = await schedule({
      name: 'Weekly cleaning',
      customer: tenant,
      startDate: '2026-11-02',
      frequency: 'weekly',
    });
    expect(await runRecurringInvoices(test.database.db, { today: '2026-11-10', appUrl: 'http://owo.test' })).toBe(2);
    // Back to 26 October: 2 and 9 November are days of the new start too, and were made already.
    const moved = await saveOnFileDay('PATCH', `/api/invoices/recurring/${made._id}`, { startDate: '2026-10-26' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ startDate: '2026-10-26', madeCount: 2, nextRunDate: '2026-11-16' });
    expect(await runRecurringInvoices(test.database.db, { today: '2026-11-17', appUrl: 'http://owo.test' })).toBe(1);
    const monthly = await saveOnFileDay('PATCH', `/api/invoices/recurring/${made._id}`, {
      frequency: 'monthly',
      startDate: '2026-09-16',
      maxCount: 4,
    });
    expect(monthly.json().data).toMatchObject({ madeCount: 3, nextRunDate: '2026-12-16', status: 'active' });
    // Other schedules of the company make theirs too: this one makes one.
    await runRecurringInvoices(test.database.db, { today: '2027-03-01', appUrl: 'http://owo.test' });
    expect((await madeBy(tenant)).map((one) => one.date)).toEqual([
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-12-16',
    ]);
    const finished = await company.call('GET', `/api/invoices/recurring/${made._id}`);
    expect(finished.json().data).toMatchObject({ madeCount: 4, status: 'finished', nextRunDate: null });
    // Given more invoices, a finished schedule carries on.
    const more = await company.call('PATCH', `/api/invoices/recurring/${made._id}`, { maxCount: 5 });
    expect(more.json().data).toMatchObject({ status: 'active', nextRunDate: '2027-01-16' });
    const fewer = await company.call('PATCH', `/api/invoices/recurring/${made._id}`, { maxCount: 3 });
    expect(fewer.statusCode).toBe(400);
    expect(fewer.json()).toMatchObject({
      errors: { maxCount: 'Number of invoices cannot be less than the 4 already made' },
    });
  });

  it('refuses bad input with field messages, another company’s schedule, and a member without permission', async () => {
    const made = await schedule({ name: 'Guarded', startDate: '2026-12-01' });
    const bad = await company.call('PATCH', `/api/invoices/recurring/${made._id}`, {
      frequency: 'daily',
      dueInDays: -1,
      items: [],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['dueInDays', 'frequency', 'items']);
    const endBefore = await company.call('PATCH', `/api/invoices/recurring/${made._id}`, { endDate: '2026-11-30' });
    expect(endBefore.statusCode).toBe(400);
    expect(endBefore.json()).toMatchObject({
      message: 'End date cannot be before the first invoice date',
      errors: { endDate: 'End date cannot be before the first invoice date' },
    });

    const other = await accountingCompany(test);
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { name: 'Taken' }],
      ['DELETE', undefined],
    ] as const) {
      const answer = await other.call(method, `/api/invoices/recurring/${made._id}`, body);
      expect(answer.statusCode, `${method} ${answer.body}`).toBe(404);
    }

    const clerk = await addMember(test, company.companyId, ['sales.view', 'sales.create', 'sales.edit']);
    const asClerk = (body: Record<string, unknown>) =>
      test.app.inject({
        method: 'PATCH',
        url: `/api/invoices/recurring/${made._id}`,
        headers: clerk.headers,
        payload: body,
      });
    // The schedule approves its invoices: changing what they hold needs sales.approve.
    expect(
      (await asClerk({ items: [{ product: retainer, description: 'More', quantity: 9, price: 1 }] })).statusCode,
    ).toBe(403);
    // Pausing needs only sales.edit, and so does a schedule left awaiting approval.
    expect((await asClerk({ status: 'paused' })).statusCode).toBe(200);
    const viewer = await addMember(test, company.companyId, ['sales.view']);
    const asViewer = await test.app.inject({
      method: 'PATCH',
      url: `/api/invoices/recurring/${made._id}`,
      headers: viewer.headers,
      payload: { status: 'active' },
    });
    expect(asViewer.statusCode).toBe(403);
    const read = await company.call('GET', `/api/invoices/recurring/${made._id}`);
    expect(read.json().data).toMatchObject({ name: 'Guarded', status: 'paused' });
    expect(read.json().data.invoice.items[0]).toMatchObject({ description: 'Retainer' });
  });
});

describe('recurring invoices sent by email', () => {
  it('emails each approved run to the customer, with its PDF', async () => {
    await schedule({ name: 'Emailed', startDate: '2026-11-20', maxCount: 1, email: true });
    expect(await runRecurringInvoices(test.database.db, { today: '2026-11-20', appUrl: 'http://owo.test' })).toBe(1);
    const queued = await test.database.db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(eq(outbox.companyId, company.companyId));
    const emails = queued.map((row) => JSON.stringify(row.payload));
    expect(emails.some((email) => email.includes('kemi@example.ng') && email.includes('application/pdf'))).toBe(true);
  });

  it("past the company's daily email limit, makes the run, keeps why it was not emailed, and goes on", async () => {
    const limited = await schedule({ name: 'Over the limit', startDate: '2026-11-21', maxCount: 1, email: true });
    const next = await schedule({ name: 'Next in the sweep', startDate: '2026-11-21', maxCount: 1 });
    // The run before this one sent an email today: a limit of one is spent.
    const options = { today: '2026-11-21', appUrl: 'http://owo.test', limits: { emailsPerDay: 1 } };
    expect(await runRecurringInvoices(test.database.db, options)).toBe(2);
    const read = async (id: string) => (await company.call('GET', `/api/invoices/recurring/${id}`)).json().data;
    expect((await read(limited._id)).lastError).toMatch(/was not emailed: You have sent 1 document emails today/);
    expect((await read(next._id)).madeCount).toBe(1);
  });
});

describe('a recurring invoice never makes a backlog (issue 26)', () => {
  it('refuses a first invoice date long past or far ahead, in words, and saves nothing', async () => {
    const refused = async (startDate: string) => {
      const answer = await saveOnFileDay('POST', '/api/invoices/recurring', {
        name: `Refused ${startDate}`,
        customer,
        branch,
        address: '3 Awolowo Road, Ikoyi',
        items: [{ product: retainer, description: 'Retainer', quantity: 1, price: 100_000 }],
        frequency: 'weekly',
        startDate,
      });
      expect(answer.statusCode, answer.body).toBe(400);
      return answer.json() as { message: string; errors: Record<string, string> };
    };
    // 1990 is refused by the range of every business date, or by this rule: in words either way.
    expect((await refused('1990-01-01')).errors.startDate).toMatch(/^First invoice date /);
    // Today is 30 August 2026: 31 days back is taken (below), 32 are not; nor a year and a day ahead.
    expect(await refused('2026-07-29')).toMatchObject({
      message: 'First invoice date cannot be more than 31 days before today',
      errors: { startDate: 'First invoice date cannot be more than 31 days before today' },
    });
    expect(await refused('2027-08-31')).toMatchObject({
      errors: { startDate: 'First invoice date cannot be more than a year after today' },
    });
    const saved = await company.call('GET', '/api/invoices/recurring?limit=100');
    expect(saved.json().data.filter((one: { name: string }) => one.name.startsWith('Refused'))).toEqual([]);

    // Moving a schedule's start back is checked the same way, and changes nothing.
    const later = await schedule({ name: 'Moved back', startDate: '2027-08-30', frequency: 'yearly' });
    const moved = await saveOnFileDay('PATCH', `/api/invoices/recurring/${later._id}`, { startDate: '1990-01-01' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors.startDate).toMatch(/^First invoice date /);
    const read = await company.call('GET', `/api/invoices/recurring/${later._id}`);
    expect(read.json().data).toMatchObject({ startDate: '2027-08-30', nextRunDate: '2027-08-30' });
  });

  it('makes the newest few runs of a backlog as set, the older ones as drafts, and emails only today’s', async () => {
    const late = await addCustomer(test, company.companyId, 'Backlog Traders');
    const weekly = await schedule({
      name: 'Weekly backlog',
      customer: late,
      frequency: 'weekly',
      startDate: '2026-07-30',
      email: true,
    });
    const before = await trialBalanceByCode(company);
    // Ten weekly runs are due on 1 October (the server was down, or the schedule paused).
    await runRecurringInvoices(test.database.db, { today: '2026-10-01', appUrl: 'http://owo.test' });
    expect(await runRecurringInvoices(test.database.db, { today: '2026-10-01', appUrl: 'http://owo.test' })).toBe(0);

    const list = await company.call('GET', `/api/invoices?where[customer]=${late}&limit=100`);
    const made = (list.json().data as Array<{ date: string; status: string; number: string }>).sort((first, second) =>
      first.date.localeCompare(second.date),
    );
    // Posted ones read unpaid, or overdue on the real day the file runs.
    const kind = (status: string) => (status === 'draft' ? 'draft' : 'posted');
    expect(made.map((one) => [one.date, kind(one.status)])).toEqual([
      ['2026-07-30', 'draft'],
      ['2026-08-06', 'draft'],
      ['2026-08-13', 'draft'],
      ['2026-08-20', 'draft'],
      ['2026-08-27', 'draft'],
      ['2026-09-03', 'draft'],
      ['2026-09-10', 'draft'],
      ['2026-09-17', 'posted'],
      ['2026-09-24', 'posted'],
      ['2026-10-01', 'posted'],
    ]);
    // The drafts post nothing: receivables grew by the three approved invoices only.
    const after = await trialBalanceByCode(company);
    expect(Math.round(((after.balances['1100'] ?? 0) - (before.balances['1100'] ?? 0)) * 100) / 100).toBe(3 * 107_500);

    // One email: the invoice dated today. None for the late ones, none for the drafts.
    const queued = await test.database.db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(eq(outbox.companyId, company.companyId));
    const emails = queued.map((row) => JSON.stringify(row.payload)).filter((email) => email.includes('backlog@'));
    expect(emails).toHaveLength(1);
    expect(emails[0]).toContain(made[9]?.number);

    const read = await company.call('GET', `/api/invoices/recurring/${weekly._id}`);
    expect(read.json().data).toMatchObject({
      madeCount: 10,
      nextRunDate: '2026-10-08',
      status: 'active',
      lastError:
        '7 missed invoices (30 July 2026 to 10 September 2026) were saved as drafts for you to review. ' +
        '2 invoices made after their date (17 September 2026 to 24 September 2026) were not emailed: ' +
        'send them from the invoice if still wanted.',
    });
  });
});
