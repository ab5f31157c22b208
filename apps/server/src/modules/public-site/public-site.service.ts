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
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { Conflict, Invalid } from '../../errors.ts';
import { enqueueEmail, enqueueWebhook } from '../../jobs/outbox.ts';
import { contactMessageEmail, demoLinkEmail } from '../../mail/templates.ts';
import { issueCode } from '../auth/one-time-codes.ts';
import { createDemoCompany } from '../demo/demo.service.ts';

export interface PublicSiteDeps {
  db: Database;
  config: Config;
}

const yes = (answer: 'yes' | 'no' | null) => (answer === null ? null : answer === 'yes');

/**
 * Stores a waitlist entry and, when the spreadsheet endpoint is configured, queues the same fields
 * for it in the same transaction (sent after commit, retried until it answers).
 */
export async function joinWaitlist(deps: PublicSiteDeps, body: WaitlistBody) {
  await checkWaitlistReferences(deps.db, body);
  await deps.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: waitlistEntries.id })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.email, body.email));
    if (existing) throw new Conflict("You're already on the Owo waitlist with this email. We'll be in touch soon.");
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
    await tx.insert(waitlistEntries).values(row);
    if (deps.config.WAITLIST_WEBHOOK_URL) {
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
 * Try demo: a demo company full of sample books for this person, and a one-time sign-in link to
 * it by email. A new email gets an account (verified when the link is opened); an existing
 * account gets the demo company beside its own companies.
 */
export async function requestDemo(deps: PublicSiteDeps, body: TryDemoBody) {
  const [existing] = await deps.db.select().from(users).where(eq(users.email, body.email));
  const userId = existing?.id ?? newId();
  if (!existing) {
    const name = body.email.split('@')[0] ?? 'there';
    await deps.db.insert(users).values({ id: userId, email: body.email, firstName: name, lastName: '' });
  }
  const [previous] = await deps.db.select().from(demoRequests).where(eq(demoRequests.userId, userId));
  const companyId = previous?.companyId ?? (await createDemoCompany(deps.db, userId, deps.config.TRIAL_DAYS));
  await deps.db.transaction(async (tx) => {
    await tx.insert(demoRequests).values({ id: newId(), email: body.email, userId, companyId });
    const token = await issueCode(tx, userId, 'sign-in-link');
    const link = signInLink(deps.config.APP_URL, { email: body.email, token });
    await enqueueEmail(tx, demoLinkEmail(body.email, link));
  });
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
