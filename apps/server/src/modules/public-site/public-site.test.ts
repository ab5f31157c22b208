import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { contactMessages, waitlistEntries } from '@owo/db';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, lookupId, signUpVerified, type TestApp } from '../../../test/harness.ts';

/** The spreadsheet web app's side: records what it is sent. */
async function startSpreadsheetStandIn() {
  const received: unknown[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push(JSON.parse(body));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"result":"success"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/macros/exec`,
    received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

let test: TestApp;
let spreadsheet: Awaited<ReturnType<typeof startSpreadsheetStandIn>>;
beforeAll(async () => {
  spreadsheet = await startSpreadsheetStandIn();
  test = await createTestApp({
    WAITLIST_WEBHOOK_URL: spreadsheet.url,
    CONTACT_EMAIL: 'hello@owo.ng',
    PLATFORM_ADMIN_EMAILS: 'staff@owo.ng',
  });
});
afterAll(async () => {
  await test.close();
  await spreadsheet.close();
});

async function waitlistBody(overrides: Record<string, unknown> = {}) {
  return {
    email: `tunde.${Date.now()}@example.ng`,
    fullName: 'Tunde Bakare',
    occupation: 'entrepreneur',
    businessType: await lookupId(test, 'business-types', 'Sole Proprietorship'),
    companySize: '1-10',
    industry: await lookupId(test, 'industries', 'Fashion and Tailoring'),
    country: 'NG',
    accountantNeeded: 'yes',
    demo: null,
    software: 'excel',
    marketingOption: 'instagram',
    ...overrides,
  };
}

const post = (url: string, payload: object) => test.app.inject({ method: 'POST', url, payload });
const waitlistCount = async () => (await test.database.db.select({ value: count() }).from(waitlistEntries))[0]?.value;

describe('the waitlist', () => {
  it('stores an entry and sends the same fields to the spreadsheet', async () => {
    const body = await waitlistBody();
    const response = await post('/api/waitlist', body);
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toContain('Thank you for joining');
    await test.app.outbox.kick();
    expect(spreadsheet.received).toContainEqual(
      expect.objectContaining({ email: body.email, fullName: 'Tunde Bakare', country: 'NG' }),
    );
  });

  it('answers a second entry for the same email kindly, with 409, and stores nothing more', async () => {
    const body = await waitlistBody();
    await post('/api/waitlist', body);
    const before = await waitlistCount();
    const again = await post('/api/waitlist', { ...body, email: body.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("You're already on the Owo waitlist with this email. We'll be in touch soon.");
    expect(await waitlistCount()).toBe(before);
  });

  it.each([
    ['a missing name', { fullName: '' }, 'Full name is a required field'],
    ['an invalid email', { email: 'tunde at example' }, 'Email must be a valid email'],
    ['an occupation not in the list', { occupation: 'astronaut' }, 'Occupation is not valid.'],
    ['an unknown industry id', { industry: '0190a1b2-0000-7000-8000-000000000000' }, 'Industry is not valid.'],
    ['an unknown country', { country: 'ZZ' }, 'Country is not valid.'],
  ])('refuses %s and stores nothing', async (_case, override, message) => {
    const before = await waitlistCount();
    const response = await post('/api/waitlist', await waitlistBody(override));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await waitlistCount()).toBe(before);
  });
});

describe('try demo', () => {
  it('emails a one-time link that signs the person in to a demo company full of books', async () => {
    const email = `visitor.${Date.now()}@example.ng`;
    const response = await post('/api/try-demo', { email });
    expect(response.statusCode).toBe(201);
    const message = await test.inbox.waitFor(email, /demo company is ready/);
    const link = new URL(
      /https?:\/\/\S+sign-in-link\S+/.exec(message.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='))?.[0] ?? '',
    );
    const token = link.searchParams.get('token') ?? '';
    const signIn = await post('/api/auth/sign-in-link', { email, token });
    expect(signIn.statusCode).toBe(200);
    const { token: session, companies, user } = signIn.json().data;
    expect(user.emailVerified).toBe(true);
    expect(companies).toEqual([expect.objectContaining({ name: 'Adunni Stores Ltd', role: 'Owner' })]);

    const trialBalance = await test.app.inject({
      method: 'GET',
      url: '/api/reports/trial-balance?asOf=2099-12-31',
      headers: { ...bearer(session), 'x-company-id': companies[0]._id },
    });
    const { totalDebit, totalCredit } = trialBalance.json().data;
    expect(totalDebit).toBeGreaterThan(0);
    expect(totalDebit).toBe(totalCredit);

    const reused = await post('/api/auth/sign-in-link', { email, token });
    expect(reused.statusCode).toBe(400);
  });
});

describe('the contact form', () => {
  it('stores the message and emails it to the team', async () => {
    const response = await post('/api/contact', {
      name: 'Ngozi Eze',
      email: 'ngozi@example.ng',
      company: 'Eze Pharmacy',
      message: 'Can Owo handle two branches with separate stock?',
    });
    expect(response.statusCode).toBe(201);
    const email = await test.inbox.waitFor('hello@owo.ng', /Contact form: Ngozi Eze \(Eze Pharmacy\)/);
    expect(email.raw).toContain('two branches');
    const [stored] = await test.database.db.select({ value: count() }).from(contactMessages);
    expect(stored?.value).toBe(1);
  });

  it('refuses a message that is too short', async () => {
    const response = await post('/api/contact', { name: 'Ngozi', email: 'ngozi@example.ng', message: 'Hi' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Message must be at least 10 characters');
  });
});

describe('lists for the platform staff', () => {
  it('shows waitlist and demo entries to staff only', async () => {
    const customer = await signUpVerified(test);
    const refused = await test.app.inject({
      method: 'GET',
      url: '/api/customer/waitlist',
      headers: bearer(customer.token),
    });
    expect(refused.statusCode).toBe(403);
    const staff = await signUpVerified(test, { email: 'staff@owo.ng' });
    const waitlist = await test.app.inject({
      method: 'GET',
      url: '/api/customer/waitlist?limit=2',
      headers: bearer(staff.token),
    });
    expect(waitlist.statusCode).toBe(200);
    expect(waitlist.json().data).toHaveLength(2);
    expect(waitlist.json().pageInfo).toMatchObject({ page: 1, limit: 2 });
    const demos = await test.app.inject({ method: 'GET', url: '/api/customer/trydemo', headers: bearer(staff.token) });
    expect(demos.json().data[0]).toHaveProperty('email');
  });
});
