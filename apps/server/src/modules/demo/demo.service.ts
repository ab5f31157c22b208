import { hash } from '@node-rs/argon2';
import { type Database, industries, memberships, newId, referenceId, users } from '@owo/db';
import { eq } from 'drizzle-orm';
import { setupCompany } from '../companies/index.ts';
import { fillDemoCompany, ownerContext, topUpDemoCompany } from './demo-data.ts';

export const DEMO_EMAIL = 'demo@owo.ng';
export const DEMO_PASSWORD = 'owo-demo-2026';

/**
 * A demo user and company so a fresh `npm start` opens on something real. Made once: an existing
 * demo user keeps what a person changed in it, and only gets the months since it was last opened.
 */
export async function ensureDemoCompany(
  db: Database,
  trialDays: number,
): Promise<{ email: string; password: string; created: boolean }> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_EMAIL));
  if (existing) {
    const owned = await db
      .select({ companyId: memberships.companyId })
      .from(memberships)
      .where(eq(memberships.userId, existing.id));
    for (const { companyId } of owned) await topUpDemoCompany(db, ownerContext(existing.id, companyId));
    return { email: DEMO_EMAIL, password: DEMO_PASSWORD, created: false };
  }
  const userId = newId();
  await db.insert(users).values({
    id: userId,
    email: DEMO_EMAIL,
    passwordHash: await hash(DEMO_PASSWORD),
    firstName: 'Adunni',
    lastName: 'Bakare',
    phoneNumber: '08031234567',
    emailVerifiedAt: new Date(),
    termsAcceptedAt: new Date(),
  });
  await createDemoCompany(db, userId, trialDays);
  return { email: DEMO_EMAIL, password: DEMO_PASSWORD, created: true };
}

/** "Adunni Stores Ltd", a Lagos retailer with three months of books up to today, owned by the given user. */
export async function createDemoCompany(db: Database, userId: string, trialDays: number): Promise<string> {
  const [retail] = await db.select().from(industries).where(eq(industries.name, 'Retail and Supermarkets'));
  const founder = { userId, requestId: '', clientRequestId: null };
  const setup = {
    name: 'Adunni Stores Ltd',
    businessType: referenceId('business-type', 'Private Limited Company (Ltd)'),
    industry: retail?.id ?? referenceId('industry', 'Other'),
    country: 'NG',
    state: 'Lagos',
    address: '14 Adeola Odeku Street, Victoria Island, Lagos',
    phoneNumber: '08031234567',
    email: 'accounts@adunnistores.ng',
    tin: '12345678-0001',
    rcNumber: 'RC1234567',
    currency: 'NGN',
    fiscalYearStart: 1,
  } as const;
  const company = await db.transaction((tx) =>
    setupCompany(tx, founder, setup, { trialDays: Math.max(trialDays, 365) }),
  );
  await fillDemoCompany(db, ownerContext(userId, company._id));
  return company._id;
}
