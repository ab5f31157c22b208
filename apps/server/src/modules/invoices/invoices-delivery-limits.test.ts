import { MAX_OTHER_RECIPIENTS } from '@owo/core/schemas/invoice-delivery';
import { contacts, documentEvents, outbox } from '@owo/db';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AccountingCompany, accountingCompany, anotherCompany } from '../../../test/accounting.ts';
import { testAppForFile } from '../../../test/harness.ts';
import { addCustomer } from '../../../test/sales-fixtures.ts';
import { addProduct, firstBranch } from '../../../test/stock-fixtures.ts';
import { deliveryMessages, REMINDER_INTERVAL_HOURS } from './invoices.delivery.ts';

/*
 * Sending documents is not a mail relay (issue 26): an email goes to the customer's own addresses
 * and at most a few others, a company sends at most DOCUMENT_EMAILS_PER_DAY document emails a
 * day (set low here), and an invoice is reminded at most once a day. Each refusal is in words and
 * queues nothing. The limit counts per company, so this file keeps the first company's emails
 * under it and spends a second company's to the limit.
 */

const EMAILS_PER_DAY = 4;
const test = testAppForFile({ DOCUMENT_EMAILS_PER_DAY: String(EMAILS_PER_DAY) });
let company: AccountingCompany;
let other: AccountingCompany;

interface Seller {
  company: AccountingCompany;
  customer: string;
  branch: string;
  product: string;
}
let seller: Seller;
let otherSeller: Seller;

const ownEmails = ['adaeze@example.ng', 'accounts@adaeze.ng'];

async function setUpSeller(of: AccountingCompany): Promise<Seller> {
  const customer = await addCustomer(test, of.companyId, 'Adaeze Stores');
  await test.database.db.update(contacts).set({ emails: ownEmails }).where(eq(contacts.id, customer));
  const product = await addProduct(test, of.companyId, { name: 'Consulting', type: 'service', unit: 'hr' });
  return { company: of, customer, branch: await firstBranch(of), product };
}

beforeAll(async () => {
  company = await accountingCompany(test, 'Chukwu Motors Ltd');
  other = await anotherCompany(test, company, 'Other Ventures Ltd');
  seller = await setUpSeller(company);
  otherSeller = await setUpSeller(other);
});

async function createInvoice(by: Seller): Promise<string> {
  const response = await by.company.call('POST', '/api/invoices', {
    customer: by.customer,
    branch: by.branch,
    address: '12 Broad Street, Lagos',
    date: '2026-03-10',
    dueDate: '2099-04-09',
    items: [{ product: by.product, description: 'Advice', quantity: 1, price: 15_000 }],
    status: 'approved',
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data._id;
}

async function outboxCount(companyId: string) {
  const [row] = await test.database.db
    .select({ count: sql<number>`count(*)::integer` })
    .from(outbox)
    .where(eq(outbox.companyId, companyId));
  return row?.count ?? 0;
}

async function events(documentId: string, event: string) {
  return test.database.db
    .select({ at: documentEvents.at })
    .from(documentEvents)
    .where(and(eq(documentEvents.documentId, documentId), eq(documentEvents.event, event)));
}

/** The call is refused with `status` and exactly `message`, and nothing is queued for sending. */
async function refusedWithoutSending(
  of: AccountingCompany,
  call: () => Promise<{ statusCode: number; body: string }>,
  status: number,
  message: string,
) {
  const before = await outboxCount(of.companyId);
  const response = await call();
  expect(response.statusCode, response.body).toBe(status);
  expect(JSON.parse(response.body).message).toBe(message);
  expect(await outboxCount(of.companyId)).toBe(before);
  return JSON.parse(response.body);
}

const send = (by: Seller, id: string, body: object = {}) => by.company.call('POST', `/api/invoices/${id}/send`, body);
const remind = (by: Seller, id: string) => by.company.call('GET', `/api/invoices/reminder/${id}`);

describe('who a document email may go to', () => {
  it('refuses more typed addresses than allowed that are not the customer’s, in words, and sends nothing', async () => {
    const invoice = await createInvoice(seller);
    const others = ['one@mail.test', 'two@mail.test', 'three@mail.test', 'four@mail.test'];
    expect(others.length).toBe(MAX_OTHER_RECIPIENTS + 1);
    const answer = await refusedWithoutSending(
      company,
      () => send(seller, invoice, { to: [...ownEmails, ...others], message: 'Buy cheap watches here' }),
      400,
      "An email can go to the customer's own addresses and at most 3 others. one@mail.test, two@mail.test, " +
        "three@mail.test and four@mail.test are not the customer's: remove 1 of them, or add them to the customer first.",
    );
    expect(answer.errors.to).toBe(answer.message);
    expect(await events(invoice, 'emailed')).toEqual([]);
  });

  it('sends to the customer’s own addresses, in any case, and up to the allowed others', async () => {
    const invoice = await createInvoice(seller);
    const others = ['one@mail.test', 'two@mail.test', 'three@mail.test'];
    const response = await send(seller, invoice, { to: ['ADAEZE@example.ng', 'accounts@adaeze.ng', ...others] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.to).toEqual([...ownEmails, ...others]);
    const email = await test.inbox.waitFor('three@mail.test', /^Invoice INV-/);
    expect(email.to.sort()).toEqual([...ownEmails, ...others].sort());
    expect(await events(invoice, 'emailed')).toHaveLength(1);
  });
});

describe('the payment reminder', () => {
  it('is sent at most once a day per invoice, the refusal saying when the next may go', async () => {
    const invoice = await createInvoice(seller);
    const first = await remind(seller, invoice);
    expect(first.statusCode, first.body).toBe(200);
    const [sent] = await events(invoice, 'reminded');
    const at = new Date(sent?.at ?? 0);
    const next = new Date(at.getTime() + REMINDER_INTERVAL_HOURS * 60 * 60 * 1000);
    const message = deliveryMessages.reminderTooSoon(at, next);
    expect(message).toMatch(/^A reminder of this invoice was sent on \d+ \w+ \d{4} at \d{1,2}:\d\d\. The next one/);
    await refusedWithoutSending(company, () => remind(seller, invoice), 429, message);
    expect(await events(invoice, 'reminded')).toHaveLength(1);
    // Sending the invoice itself again is not a reminder.
    expect((await send(seller, invoice)).statusCode).toBe(200);
  });
});

describe('the daily limit on document emails', () => {
  it('refuses sends and reminders past the company’s limit, in words, queuing nothing', async () => {
    const invoice = await createInvoice(otherSeller);
    for (let sent = 0; sent < EMAILS_PER_DAY - 1; sent += 1) {
      const response = await send(otherSeller, invoice);
      expect(response.statusCode, response.body).toBe(200);
    }
    expect((await remind(otherSeller, invoice)).statusCode).toBe(200);
    const message = 'You have sent 4 document emails today, the most a company can send in a day. Try again tomorrow.';
    expect(deliveryMessages.dailyLimit(EMAILS_PER_DAY)).toBe(message);
    const fresh = await createInvoice(otherSeller);
    await refusedWithoutSending(other, () => send(otherSeller, fresh), 429, message);
    await refusedWithoutSending(other, () => remind(otherSeller, fresh), 429, message);
    expect(await events(fresh, 'emailed')).toEqual([]);
    expect(await events(fresh, 'reminded')).toEqual([]);
    // Another company's emails are its own: the first company still sends.
    expect((await send(seller, await createInvoice(seller))).statusCode).toBe(200);
  });
});
