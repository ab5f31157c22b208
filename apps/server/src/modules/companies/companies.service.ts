import type { CompanySetup } from '@owo/core';
import {
  branches,
  businessTypes,
  companies,
  countries,
  currencies,
  defaultPaymentMethodNames,
  type Executor,
  enterTenant,
  headOfficeBranchName,
  industries,
  memberships,
  newId,
  paymentMethods,
  roles,
  seedCompanyBankDefaults,
  seedCompanyRoles,
  states,
  subscriptions,
  type Transaction,
} from '@owo/db';
import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import { Invalid, NotFound } from '../../errors.ts';
import { createStarterChart } from '../accounts/index.ts';
import { recordAudit } from '../audit/index.ts';

const OWNER_ROLE = { name: 'Owner', description: 'Full access to everything in the company' };

type SubscriptionRow = typeof subscriptions.$inferSelect;

function subscriptionView(subscription: SubscriptionRow | undefined) {
  if (!subscription) return null;
  return {
    _id: subscription.id,
    plan: subscription.plan,
    status: subscription.status,
    seats: subscription.seats,
    currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
  };
}

/** The companies a person belongs to, with their role and the subscription that opens the app. */
export async function listCompaniesOfUser(db: Executor, userId: string) {
  const rows = await db
    .select({ company: companies, roleName: roles.name })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .innerJoin(roles, and(eq(roles.companyId, memberships.companyId), eq(roles.id, memberships.roleId)))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(companies.name));
  if (rows.length === 0) return [];
  const active = await activeSubscriptions(
    db,
    rows.map((row) => row.company.id),
  );
  return rows.map(({ company, roleName }) => {
    const subscription = active.get(company.id);
    return {
      _id: company.id,
      name: company.name,
      currency: company.currencyCode,
      role: roleName,
      activeSubscriptionId: subscription?.id ?? null,
      subscription: subscriptionView(subscription),
    };
  });
}

async function activeSubscriptions(db: Executor, companyIds: string[]) {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.companyId, companyIds),
        inArray(subscriptions.status, ['trialing', 'active']),
        gt(subscriptions.currentPeriodEnd, new Date()),
      ),
    )
    .orderBy(desc(subscriptions.currentPeriodEnd));
  const byCompany = new Map<string, SubscriptionRow>();
  for (const row of rows) if (!byCompany.has(row.companyId)) byCompany.set(row.companyId, row);
  return byCompany;
}

/** One company, only if the user is a member; otherwise it does not exist for them. */
export async function getCompany(db: Executor, userId: string, companyId: string) {
  const [row] = await db
    .select({ company: companies })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)));
  if (!row) throw new NotFound('Company');
  const subscription = (await activeSubscriptions(db, [companyId])).get(companyId);
  return companyView(row.company, subscription);
}

function companyView(company: typeof companies.$inferSelect, subscription: SubscriptionRow | undefined) {
  return {
    _id: company.id,
    name: company.name,
    businessType: company.businessTypeId,
    industry: company.industryId,
    country: company.countryCode,
    state: company.stateId,
    address: company.address,
    phoneNumber: company.phoneNumber,
    email: company.email,
    tin: company.tin,
    rcNumber: company.rcNumber,
    currency: company.currencyCode,
    fiscalYearStart: company.fiscalYearStartMonth,
    activeSubscriptionId: subscription?.id ?? null,
    subscription: subscriptionView(subscription),
    createdAt: company.createdAt.toISOString(),
  };
}

/** Who sets up a business: a signed-in person, or start-up work acting for one (the demo). */
export interface Founder {
  userId: string;
  requestId: string;
  clientRequestId: string | null;
}

/**
 * Sets up a business in the caller's transaction: the company, an all-permissions Owner role and
 * the owner's membership, a Head Office branch, the usual payment methods, the starter chart of
 * accounts and a trial subscription, so the app opens at once. The transaction acts for the new
 * company from its first row (row-level security, packages/db/src/tenancy.ts).
 */
export async function setupCompany(
  tx: Transaction,
  founder: Founder,
  input: CompanySetup,
  options: { trialDays: number },
) {
  const stateId = await checkReferences(tx, input);
  const companyId = newId();
  await enterTenant(tx, companyId);
  const userId = founder.userId;
  const values = {
    id: companyId,
    name: input.name,
    businessTypeId: input.businessType,
    industryId: input.industry,
    countryCode: input.country,
    stateId,
    address: input.address,
    phoneNumber: input.phoneNumber,
    email: input.email,
    tin: input.tin ?? null,
    rcNumber: input.rcNumber?.toUpperCase() ?? null,
    currencyCode: input.currency,
    fiscalYearStartMonth: input.fiscalYearStart,
    createdBy: userId,
  };
  const [company] = await tx.insert(companies).values(values).returning();
  if (!company) throw new Error('company insert returned nothing');
  const roleId = newId();
  const branchId = newId();
  await tx.insert(roles).values({ companyId, id: roleId, ...OWNER_ROLE, allPermissions: true, editable: false });
  await seedCompanyRoles(tx, companyId);
  await tx.insert(branches).values({ companyId, id: branchId, name: headOfficeBranchName, address: input.address });
  await tx.insert(memberships).values({ companyId, id: newId(), userId, roleId, branchId });
  await tx.insert(paymentMethods).values(defaultPaymentMethodNames.map((name) => ({ companyId, id: newId(), name })));
  await createStarterChart(tx, { companyId });
  await seedCompanyBankDefaults(tx, companyId);
  const now = new Date();
  const [subscription] = await tx
    .insert(subscriptions)
    .values({
      companyId,
      id: newId(),
      plan: 'trial',
      status: 'trialing',
      currentPeriodStart: now,
      currentPeriodEnd: new Date(now.getTime() + options.trialDays * 86_400_000),
    })
    .returning();
  await recordAudit(
    tx,
    { ...founder, companyId },
    { action: 'create', entityType: 'company', entityId: companyId, after: values },
  );
  return companyView(company, subscription);
}

/** Ids from the lookup lists must exist; the state must belong to the country. */
async function checkReferences(db: Executor, input: CompanySetup): Promise<string | null> {
  const problems: Record<string, string> = {};
  const [[businessType], [industry], [country], [currency]] = await Promise.all([
    db.select({ id: businessTypes.id }).from(businessTypes).where(eq(businessTypes.id, input.businessType)),
    db.select({ id: industries.id }).from(industries).where(eq(industries.id, input.industry)),
    db.select({ code: countries.code }).from(countries).where(eq(countries.code, input.country)),
    db.select({ code: currencies.code }).from(currencies).where(eq(currencies.code, input.currency)),
  ]);
  if (!businessType) problems.businessType = 'Business type is not valid.';
  if (!industry) problems.industry = 'Industry is not valid.';
  if (!country) problems.country = 'Country is not valid.';
  if (!currency) problems.currency = 'Currency is not valid.';
  const stateRows = await db.select().from(states).where(eq(states.countryCode, input.country));
  // Countries whose states are not listed take the state as free text.
  const state = stateRows.find((row) => row.id === input.state || row.name.toLowerCase() === input.state.toLowerCase());
  if (stateRows.length > 0 && !state) problems.state = 'State is not valid.';
  const first = Object.values(problems)[0];
  if (first) throw new Invalid(first, problems);
  return state?.id ?? null;
}
