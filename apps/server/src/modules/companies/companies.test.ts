import { auditLog, branches, companies, memberships, paymentMethods, roles, subscriptions } from '@owo/db';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, companyBody, ownerWithCompany, signUpVerified, testAppForFile } from '../../../test/harness.ts';

const test = testAppForFile();

async function companyCount() {
  const [row] = await test.database.db.select({ value: count() }).from(companies);
  return row?.value;
}

describe('setting up a business', () => {
  it('creates the company with owner, Head Office, payment methods and a trial, so the app opens at once', async () => {
    const owner = await signUpVerified(test);
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/companies',
      headers: bearer(owner.token),
      payload: await companyBody(test, { name: 'Ìyá Bọ́lá Foods', tin: '12345678-0001', rcNumber: 'rc 1234567' }),
    });
    expect(response.statusCode).toBe(201);
    const company = response.json().data;
    expect(company).toMatchObject({
      name: 'Ìyá Bọ́lá Foods',
      currency: 'NGN',
      fiscalYearStart: 1,
      tin: '12345678-0001',
      rcNumber: 'RC 1234567',
    });
    expect(company.subscription).toMatchObject({ plan: 'trial', status: 'trialing' });
    expect(company.activeSubscriptionId).toBe(company.subscription._id);

    const db = test.database.db;
    const [role] = await db.select().from(roles).where(eq(roles.companyId, company._id));
    expect(role).toMatchObject({ name: 'Owner', allPermissions: true, editable: false });
    const branchNames = (await db.select().from(branches).where(eq(branches.companyId, company._id))).map(
      (row) => row.name,
    );
    expect(branchNames).toEqual(['Head Office']);
    const methods = (await db.select().from(paymentMethods).where(eq(paymentMethods.companyId, company._id))).map(
      (row) => row.name,
    );
    expect(methods.sort()).toEqual(['Bank Transfer', 'Card', 'Cash', 'Cheque', 'POS']);
    const [membership] = await db.select().from(memberships).where(eq(memberships.companyId, company._id));
    expect(membership?.userId).toBe(owner.user._id);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.companyId, company._id));
    expect(audit).toMatchObject({ action: 'create', entityType: 'company', userId: owner.user._id });

    const me = await test.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { ...bearer(owner.token), 'x-company-id': company._id },
    });
    expect(me.json().data.activeSubscriptionId).toBe(company.activeSubscriptionId);
    expect(me.json().data.companies).toEqual([
      expect.objectContaining({ _id: company._id, name: 'Ìyá Bọ́lá Foods', role: 'Owner', currency: 'NGN' }),
    ]);
  });

  it.each([
    ['a missing name', { name: undefined }, 'Business name is a required field'],
    ['an unknown industry', { industry: '0190a1b2-0000-7000-8000-000000000000' }, 'Industry is not valid.'],
    ['a malformed business type', { businessType: 'retail' }, 'Business type is not valid.'],
    ['a state that is not in Nigeria', { state: 'Texas' }, 'State is not valid.'],
    ['a malformed TIN', { tin: 'TIN-123' }, 'TIN is not valid.'],
    ['an invalid business email', { email: 'accounts at example' }, 'Business email must be a valid email'],
    ['an unknown currency', { currency: 'XYZ' }, 'Currency is not valid.'],
  ])('refuses %s and creates nothing', async (_case, override, message) => {
    const owner = await signUpVerified(test);
    const before = await companyCount();
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/companies',
      headers: bearer(owner.token),
      payload: await companyBody(test, override),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await companyCount()).toBe(before);
  });

  it('needs a signed-in user', async () => {
    const response = await test.app.inject({ method: 'POST', url: '/api/companies', payload: await companyBody(test) });
    expect(response.statusCode).toBe(401);
  });
});

describe('one company never sees another', () => {
  it('lists only my companies', async () => {
    const ada = await ownerWithCompany(test, 'Ada Fabrics');
    const bayo = await ownerWithCompany(test, 'Bayo Pharmacy');
    const list = await test.app.inject({ method: 'GET', url: '/api/companies', headers: bearer(ada.token) });
    expect(list.json().data.map((company: { name: string }) => company.name)).toEqual(['Ada Fabrics']);
    const other = await test.app.inject({
      method: 'GET',
      url: `/api/companies/${bayo.companyId}`,
      headers: bearer(ada.token),
    });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Company not found');
  });

  it("answers another user's company id in x-company-id exactly like one that does not exist", async () => {
    const ada = await ownerWithCompany(test, 'Ada Fabrics Two');
    const bayo = await ownerWithCompany(test, 'Bayo Pharmacy Two');
    const me = (companyId: string) =>
      test.app.inject({
        method: 'GET',
        url: `/api/companies/${companyId}`,
        headers: { ...bearer(ada.token), 'x-company-id': companyId },
      });
    const theirs = await me(bayo.companyId);
    const nobodys = await me('0190a1b2-0000-7000-8000-000000000000');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(nobodys.json());
    const malformed = await me('not-a-uuid');
    expect(malformed.statusCode).toBe(404);
  });

  it("keeps each company's subscription to itself", async () => {
    const ada = await ownerWithCompany(test, 'Ada Fabrics Three');
    const bayo = await ownerWithCompany(test, 'Bayo Pharmacy Three');
    const me = await test.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { ...bearer(ada.token), 'x-company-id': bayo.companyId },
    });
    expect(me.json().data.activeSubscriptionId).toBeNull();
    const [bayoSubscription] = await test.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.companyId, bayo.companyId));
    expect(JSON.stringify(me.json())).not.toContain(bayoSubscription?.id);
  });
});
