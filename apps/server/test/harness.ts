import { branches, type DatabaseHandle, memberships, newId, roles } from '@owo/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { freshDatabase, type TestDatabase } from './prepared-database.ts';
import { codeIn, type SmtpInbox, startSmtpInbox } from './smtp-inbox.ts';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** The PostgreSQL database of this test file, when DATABASE_URL is set; undefined on PGlite. */
  databaseUrl: string | undefined;
  inbox: SmtpInbox;
  close(): Promise<void>;
}

/**
 * The test file's app, there from its first test to its last: made before the file's tests (and
 * before the file's own beforeAll hooks, which run after this one) and closed after them. Every
 * API test file starts its app here or with createTestApp, so the harness changes in one place.
 * `environment` may be a function, read when the app starts (a stand-in's address, say, known only
 * after an earlier beforeAll).
 */
export function testAppForFile(environment: Environment | (() => Environment) = {}): TestApp {
  const test = {} as TestApp;
  beforeAll(async () => {
    const settings = typeof environment === 'function' ? environment() : environment;
    Object.assign(test, await createTestApp(settings, { shared: true }));
  });
  afterAll(async () => {
    await test.close?.();
  });
  return test;
}

type Environment = Record<string, string>;

/**
 * A whole app on a database in the prepared state (prepared-database.ts), on PGlite or, with
 * DATABASE_URL, on PostgreSQL. Mail goes to a real local SMTP server. Called directly for a second
 * app within a file (other settings), which gets a database of its own.
 */
export async function createTestApp(environment: Environment = {}, { shared = false } = {}): Promise<TestApp> {
  return appOn(await freshDatabase({ shared }), environment);
}

/** The app on a given database, closing it with the app. */
export async function appOn(fresh: TestDatabase, environment: Environment = {}): Promise<TestApp> {
  const inbox = await startSmtpInbox();
  // Many sign-ups come from one test address; the rate-limit test sets its own low limit.
  const config = loadConfig({
    SMTP_URL: inbox.url,
    WEB_DIR: '/nonexistent',
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT: '1000',
    // Tests raise reconciliation reminders themselves; a background run would add rows mid-test.
    RECONCILIATION_REMINDER_MS: '0',
    RECURRING_INVOICES_MS: '0',
    ...environment,
  });
  const app = await buildApp({ config, database: fresh.database });
  await app.ready();
  return {
    app,
    database: fresh.database,
    databaseUrl: fresh.url,
    inbox,
    async close() {
      await app.close();
      await fresh.close();
      await inbox.close();
    },
  };
}

let counter = 0;
/** A unique, valid sign-up body; tests override what they are about. */
export function signupBody(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const email = `ada.${Date.now().toString(36)}.${counter}@example.ng`;
  return {
    firstName: 'Ada',
    lastName: 'Okafor',
    email,
    phoneNumber: '08031234567',
    password: 'correct horse battery',
    confirmPassword: 'correct horse battery',
    readTerms: true,
    ...overrides,
  };
}

/** Signs up, reads the code from the email, verifies: answers with the signed-in session. */
export async function signUpVerified(test: TestApp, overrides: Record<string, unknown> = {}) {
  const body = signupBody(overrides);
  const signup = await test.app.inject({ method: 'POST', url: '/api/auth/signup', payload: body });
  if (signup.statusCode !== 201) throw new Error(`signup failed: ${signup.body}`);
  const code = codeIn(await test.inbox.waitFor(body.email, /verification code/));
  const verify = await test.app.inject({
    method: 'POST',
    url: '/api/auth/verify-signup',
    payload: { email: body.email, otp: code },
  });
  if (verify.statusCode !== 200) throw new Error(`verify failed: ${verify.body}`);
  const { token, user } = verify.json().data as { token: string; user: { _id: string } };
  return { token, user, email: body.email, password: body.password };
}

export async function lookupId(test: TestApp, path: string, name: string): Promise<string> {
  const response = await test.app.inject({ method: 'GET', url: `/api/${path}` });
  const item = (response.json().data as Array<{ _id: string; name: string }>).find((entry) => entry.name === name);
  if (!item) throw new Error(`No ${name} in /api/${path}`);
  return item._id;
}

export async function companyBody(test: TestApp, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Chukwu Motors Ltd',
    businessType: await lookupId(test, 'business-types', 'Private Limited Company (Ltd)'),
    industry: await lookupId(test, 'industries', 'Automotive Sales and Repair'),
    country: 'NG',
    state: await lookupId(test, 'countries/NG/states', 'Lagos'),
    address: '3 Ikorodu Road, Yaba, Lagos',
    phoneNumber: '+2348031234567',
    email: 'accounts@chukwumotors.ng',
    ...overrides,
  };
}

/** A verified user with a company of their own. */
export async function ownerWithCompany(test: TestApp, name = 'Chukwu Motors Ltd') {
  const owner = await signUpVerified(test);
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/companies',
    headers: { authorization: `Bearer ${owner.token}` },
    payload: await companyBody(test, { name }),
  });
  if (response.statusCode !== 201) throw new Error(`company setup failed: ${response.body}`);
  return { ...owner, companyId: response.json().data._id as string };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Runs `work` on a second connection of this test file's PostgreSQL database, beside the app's
 * own pool: to hold a lock while requests run, as another server process would.
 */
export async function withOtherConnection<T>(test: TestApp, work: (client: pg.Client) => Promise<T>): Promise<T> {
  if (!test.databaseUrl) throw new Error('withOtherConnection needs DATABASE_URL (PostgreSQL)');
  const client = new pg.Client({ connectionString: test.databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Waits until `count` of the app's connections are waiting for a lock held elsewhere. */
export async function waitForLockWaits(client: pg.Client, count: number): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const { rows } = await client.query(
      `select count(*)::int as waiting from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
    );
    if ((rows[0]?.waiting ?? 0) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`fewer than ${count} connections ever waited for a lock`);
}

/**
 * A newly signed-up user added to a company with a role of these permissions, at its first
 * branch. Users and roles screens come later; until then a member is added the way they will add one.
 */
export async function addMember(test: TestApp, companyId: string, permissions: string[], roleName = 'Member') {
  const member = await signUpVerified(test);
  const db = test.database.db;
  const roleId = newId();
  await db.insert(roles).values({ companyId, id: roleId, name: `${roleName} ${roleId}`, permissions });
  const [branch] = await db.select().from(branches).where(eq(branches.companyId, companyId));
  await db
    .insert(memberships)
    .values({ companyId, id: newId(), userId: member.user._id, roleId, branchId: branch?.id ?? '' });
  return {
    token: member.token,
    userId: member.user._id,
    roleId,
    headers: { ...bearer(member.token), 'x-company-id': companyId },
  };
}
