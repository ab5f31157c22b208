import type { SignInLinkBody, TryDemoBody, WaitlistBody } from '@owo/core';
import {
  businessTypes,
  contactMessages,
  countries,
  type Database,
  demoRequests,
  industries,
  newId,
  users,
  waitlistEntries,
} from '@owo/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { Invalid } from '../../errors.ts';
import { enqueueEmail, enqueueWebhook } from '../../jobs/outbox.ts';
import { contactMessageEmail, demoLinkEmail } from '../../mail/templates.ts';
import { issueCode } from '../auth/index.ts';
import { createDemoCompany, ownerContext, topUpDemoCompany } from '../demo/index.ts';

export interface PublicSiteDeps {
  db: Database;
  config: Config;
}

const yes = (answer: 'yes' | 'no' | null) => (answer === null ? null : answer === 'yes');

/**
 * Stores a waitlist entry and, when the spreadsheet endpoint is configured, queues the same fields
 * for it in the same transaction (sent after commit, retried until it answers). An email already
 * on the list is answered exactly like a new one, so the form does not tell who is on it; the
 * first entry is kept as it was.
 */
export async function joinWaitlist(deps: PublicSiteDeps, body: WaitlistBody) {
  await checkWaitlistReferences(deps.db, body);
  await deps.db.transaction(async (tx) => {
    const row = {
      id: newId(),
      email: body.email,
      fullName: body.fullName,
      occupation: body.occupation,
      businessTypeId: body.businessType,
      companySize: body.companySize,
      industryId: body.industry,
      countryCode: body.country.toUpperCase(),
      accountantNeeded: yes(body.accountantNeeded),
      demo: yes(body.demo),
      software: body.software ?? null,
      marketingOption: body.marketingOption ?? null,
    };
    const added = await tx
      .insert(waitlistEntries)
      .values(row)
      .onConflictDoNothing({ target: waitlistEntries.email })
      .returning({ id: waitlistEntries.id });
    if (added.length > 0 && deps.config.WAITLIST_WEBHOOK_URL) {
      await enqueueWebhook(tx, {
        url: deps.config.WAITLIST_WEBHOOK_URL,
        body: { ...body, date: new Date().toISOString() },
      });
    }
  });
}

async function checkWaitlistReferences(db: Database, body: WaitlistBody) {
  const [[businessType], [industry], [country]] = await Promise.all([
    db.select({ id: businessTypes.id }).from(businessTypes).where(eq(businessTypes.id, body.businessType)),
    db.select({ id: industries.id }).from(industries).where(eq(industries.id, body.industry)),
    db.select({ code: countries.code }).from(countries).where(eq(countries.code, body.country.toUpperCase())),
  ]);
  const problems: Record<string, string> = {};
  if (!businessType) problems.businessType = 'Business type is not valid.';
  if (!industry) problems.industry = 'Industry is not valid.';
  if (!country) problems.country = 'Country is not valid.';
  const first = Object.values(problems)[0];
  if (first) throw new Invalid(first, problems);
}

/**
 * Try demo: a one-time sign-in link by email to a demo company full of sample books. Nothing is
 * attached to any account until the link is opened (`openRequestedDemo`), which proves the
 * address: an existing account only gets the email, and a new email gets an account with no
 * password, verified when the link is opened.
 */
export async function requestDemo(deps: PublicSiteDeps, body: TryDemoBody) {
  await deps.db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, body.email));
    const userId = existing?.id ?? newId();
    if (!existing) {
      const name = body.email.split('@')[0] ?? 'there';
      await tx.insert(users).values({ id: userId, email: body.email, firstName: name, lastName: '' });
    }
    await tx.insert(demoRequests).values({ id: newId(), email: body.email, userId, companyId: null });
    const token = await issueCode(tx, userId, 'sign-in-link');
    const link = signInLink(deps.config.APP_URL, { email: body.email, token });
    await enqueueEmail(tx, demoLinkEmail(body.email, link));
  });
}

/**
 * Run when a try-demo link is opened, before the session starts: the person's demo company, made
 * now if they have none (one per email), recorded on each of their requests.
 */
export async function openRequestedDemo(deps: PublicSiteDeps, userId: string) {
  const requests = await deps.db.select().from(demoRequests).where(eq(demoRequests.userId, userId));
  if (requests.length === 0) return;
  const existing = requests.find((request) => request.companyId !== null)?.companyId;
  // A demo opened again later still runs up to today.
  if (existing) await topUpDemoCompany(deps.db, ownerContext(userId, existing));
  const companyId = existing ?? (await createDemoCompany(deps.db, userId, deps.config.TRIAL_DAYS));
  await deps.db
    .update(demoRequests)
    .set({ companyId })
    .where(and(eq(demoRequests.userId, userId), isNull(demoRequests.companyId)));
}

function signInLink(appUrl: string, body: SignInLinkBody): string {
  const url = new URL('/auth/sign-in-link', appUrl);
  url.searchParams.set('email', body.email);
  url.searchParams.set('token', body.token);
  return url.toString();
}

/** Stores the message and emails it to the team, when CONTACT_EMAIL is set (else it waits in the table). */
export async function sendContactMessage(
  deps: PublicSiteDeps,
  body: { name: string; email: string; company?: string | undefined; message: string },
) {
  await deps.db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({ id: newId(), ...body, company: body.company ?? null });
    if (deps.config.CONTACT_EMAIL) await enqueueEmail(tx, contactMessageEmail(deps.config.CONTACT_EMAIL, body));
  });
}
