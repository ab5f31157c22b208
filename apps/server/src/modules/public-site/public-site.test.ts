import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pricingOn, pricingView, todayInLagos } from '@owo/core';
import { contactMessages, users, waitlistEntries } from '@owo/db';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLinkToken } from '../../../test/account-security.ts';
import {
  bearer,
  createTestApp,
  lookupId,
  ownerWithCompany,
  signUpVerified,
  signupBody,
  testAppForFile,
} from '../../../test/harness.ts';

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

let spreadsheet: Awaited<ReturnType<typeof startSpreadsheetStandIn>>;
beforeAll(async () => {
  spreadsheet = await startSpreadsheetStandIn();
});
afterAll(() => spreadsheet.close());
const test = testAppForFile(() => ({
  WAITLIST_WEBHOOK_URL: spreadsheet.url,
  CONTACT_EMAIL: 'hello@owo.ng',
  PLATFORM_ADMIN_EMAILS: 'staff@owo.ng,boss@owo.ng',
}));

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

describe("Owo's plans", () => {
  it('are answered to anyone, as core prices them today: the one copy the site prints', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/plans' });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data).toEqual(pricingView(pricingOn(todayInLagos())));
    expect(data.plans.map((plan: { name: string; monthly: number }) => [plan.name, plan.monthly])).toEqual([
      ['Free', 0],
      ['Starter', 9_500],
      ['Business', 24_500],
    ]);
    expect(data.extraUserYearly).toBe(20_000);
  });
});

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

  it('answers a repeat email exactly as a new one, so the list does not tell who is on it, and stores nothing more', async () => {
    const body = await waitlistBody();
    const first = await post('/api/waitlist', body);
    const before = await waitlistCount();
    await test.app.outbox.kick();
    const sentToSheet = spreadsheet.received.length;
    const again = await post('/api/waitlist', { ...body, email: body.email.toUpperCase(), fullName: 'Someone Else' });
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    expect(await waitlistCount()).toBe(before);
    await test.app.outbox.kick();
    expect(spreadsheet.received.length).toBe(sentToSheet);
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
  const openLink = (email: string, token: string) => post('/api/auth/sign-in-link', { email, token });

  it('emails a one-time link that signs the person in to a demo company full of books', async () => {
    const email = `visitor.${Date.now()}@example.ng`;
    const response = await post('/api/try-demo', { email });
    expect(response.statusCode).toBe(201);
    const token = await demoLinkToken(test, email);
    const signIn = await openLink(email, token);
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
  });

  it('refuses a link used once already, saying so', async () => {
    const email = `twice.${Date.now()}@example.ng`;
    await post('/api/try-demo', { email });
    const token = await demoLinkToken(test, email);
    expect((await openLink(email, token)).statusCode).toBe(200);
    const reused = await openLink(email, token);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(
      'This sign-in link has already been used. Ask for a new demo link, or sign in with your password.',
    );
  });

  it('points to the latest email when an older link is opened', async () => {
    const email = `older.${Date.now()}@example.ng`;
    await post('/api/try-demo', { email });
    const older = await demoLinkToken(test, email);
    const sent = test.inbox.received.length;
    await post('/api/try-demo', { email });
    const newer = await demoLinkToken(test, email, sent);
    const refused = await openLink(email, older);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'A newer sign-in link has been sent to your email. Open the link in the latest email.',
    );
    expect((await openLink(email, newer)).statusCode).toBe(200);
  });

  it('keeps one demo company per email, however often it is asked for', async () => {
    const email = `again.${Date.now()}@example.ng`;
    await post('/api/try-demo', { email });
    const first = await openLink(email, await demoLinkToken(test, email));
    const sent = test.inbox.received.length;
    await post('/api/try-demo', { email });
    const second = await openLink(email, await demoLinkToken(test, email, sent));
    expect(second.statusCode).toBe(200);
    expect(second.json().data.companies).toEqual(first.json().data.companies);
    expect(second.json().data.companies).toHaveLength(1);
  });

  it('only emails a link to an existing account: the demo company is added once the link is opened', async () => {
    const owner = await ownerWithCompany(test, 'Okafor Provisions');
    const response = await post('/api/try-demo', { email: owner.email });
    expect(response.statusCode).toBe(201);
    const token = await demoLinkToken(test, owner.email);
    const me = await test.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(owner.token) });
    expect(me.json().data.companies.map((company: { name: string }) => company.name)).toEqual(['Okafor Provisions']);

    const signIn = await openLink(owner.email, token);
    expect(signIn.statusCode).toBe(200);
    expect(
      signIn
        .json()
        .data.companies.map((company: { name: string }) => company.name)
        .sort(),
    ).toEqual(['Adunni Stores Ltd', 'Okafor Provisions']);
  });

  it('drops the password of whoever signed up first with the email, once its owner opens a demo link', async () => {
    const squatter = signupBody({ password: 'squatter secret', confirmPassword: 'squatter secret' });
    await post('/api/auth/signup', squatter);
    await post('/api/try-demo', { email: squatter.email });
    expect((await openLink(squatter.email, await demoLinkToken(test, squatter.email))).statusCode).toBe(200);
    const withSquattersPassword = await post('/api/auth/login', {
      email: squatter.email,
      password: squatter.password,
    });
    expect(withSquattersPassword.statusCode).toBe(401);
  });

  it('is rate limited like the other public forms, saying how long to wait', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT: '2' });
    try {
      const ask = (email: string) =>
        limited.app.inject({ method: 'POST', url: '/api/try-demo', remoteAddress: '10.1.1.1', payload: { email } });
      expect((await ask('one@example.ng')).statusCode).toBe(201);
      expect((await ask('two@example.ng')).statusCode).toBe(201);
      const third = await ask('three@example.ng');
      expect(third.statusCode).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      expect(third.json().message).toMatch(
        /^Too many attempts from your network\. Please wait \d+ minutes? and try again\.$/,
      );
    } finally {
      await limited.close();
    }
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

  it('needs a verified email for staff rights', async () => {
    const unverified = await signUpVerified(test, { email: 'boss@owo.ng' });
    // An account whose email is not (or no longer) proven, holding a session.
    await test.database.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, unverified.user._id));
    for (const url of ['/api/customer/waitlist', '/api/customer/trydemo']) {
      const refused = await test.app.inject({ method: 'GET', url, headers: bearer(unverified.token) });
      expect(refused.statusCode, url).toBe(403);
    }
  });
});
