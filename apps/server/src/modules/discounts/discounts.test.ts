import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AccountingCompany, accountingCompany, anotherCompany, rowCounts } from '../../../test/accounting.ts';
import { addMember, testAppForFile } from '../../../test/harness.ts';

/*
 * Discounts (/settings/discounts) and payment methods through the API: adding, changing and
 * removing them, with the spec's labels in every refusal.
 */

const test = testAppForFile();
let company: AccountingCompany;
let other: AccountingCompany;

const easter = () => ({
  name: 'Easter sale',
  code: 'EASTER10',
  type: 'percentage',
  value: 10,
  startDate: '2026-04-01',
  endDate: '2026-04-30',
  maxRedemptions: 100,
});

beforeAll(async () => {
  company = await accountingCompany(test);
  other = await anotherCompany(test, company, 'Other Ventures Ltd');
});

describe('discounts', () => {
  it('adds a percentage discount on Sales Discounts by default, with 0 redemptions', async () => {
    const response = await company.call('POST', '/api/discounts', easter());
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      message: 'Discount created',
      data: {
        name: 'Easter sale',
        code: 'EASTER10',
        type: 'percentage',
        discountType: 'percentage',
        value: 10,
        startDate: '2026-04-01',
        endDate: '2026-04-30',
        maxRedemptions: 100,
        redemptions: 0,
        chartofAccount: { account_name: 'Sales Discounts' },
      },
    });
  });

  it('keeps a value discount in kobo and answers it in naira', async () => {
    const response = await company.call('POST', '/api/discounts', {
      name: 'Loyal customer',
      code: 'LOYAL',
      type: 'value',
      value: '1500.50',
      chartofAccount: company.account('4110'),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ value: 1500.5, startDate: null, endDate: null, maxRedemptions: null });
    const stored = await test.database.db.execute(
      sql`select amount from discounts where company_id = ${company.companyId} and code = 'LOYAL'`,
    );
    expect(Number((stored as unknown as { rows: Array<{ amount: number }> }).rows[0]?.amount)).toBe(150050);
  });

  it('lists them by name, read with 1000', async () => {
    const response = await company.call('GET', '/api/discounts');
    expect(response.json().data.map((one: { code: string }) => one.code)).toEqual(['EASTER10', 'LOYAL']);
    expect(response.json().pageInfo).toMatchObject({ limit: 1000, total: 2 });
  });

  it('refuses an end date before the start date, over 100%, and missing fields, keeping nothing', async () => {
    const before = await rowCounts(test, company.companyId, ['discounts']);
    const dates = await company.call('POST', '/api/discounts', { ...easter(), code: 'X', endDate: '2026-03-31' });
    expect(dates.statusCode).toBe(400);
    expect(dates.json().errors).toEqual({ endDate: 'Discount End Date cannot be before Discount Start Date' });
    const percent = await company.call('POST', '/api/discounts', { ...easter(), code: 'X', value: 120 });
    expect(percent.json().errors).toEqual({ value: 'A percentage discount cannot be more than 100%' });
    const empty = await company.call('POST', '/api/discounts', {});
    expect(empty.json().errors).toMatchObject({
      name: 'Discount name is a required field',
      code: 'Discount code is a required field',
      type: 'Discount Type is a required field',
      value: 'Value is a required field',
    });
    expect(await rowCounts(test, company.companyId, ['discounts'])).toEqual(before);
  });

  it('refuses a negative or huge value and names past their length, keeping nothing', async () => {
    const before = await rowCounts(test, company.companyId, ['discounts']);
    const refusals: Array<[object, Record<string, string>]> = [
      [{ type: 'value', value: -500 }, { value: 'Amounts cannot be negative' }],
      [{ type: 'value', value: 0 }, { value: 'Value must be more than 0' }],
      [{ type: 'value', value: '1e9' }, { value: 'Value is not valid.' }],
      [{ name: 'x'.repeat(10_000) }, { name: 'Discount name must be at most 120 characters' }],
      [{ code: 'X'.repeat(10_000) }, { code: 'Discount code must be at most 40 characters' }],
      [{ maxRedemptions: -1 }, { maxRedemptions: 'Number of redemptions must be at least 1' }],
    ];
    for (const [change, errors] of refusals) {
      const response = await company.call('POST', '/api/discounts', { ...easter(), code: 'HUGE', ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().errors).toEqual(errors);
    }
    expect(await rowCounts(test, company.companyId, ['discounts'])).toEqual(before);
  });

  it('refuses a code the company has (any case) with 409', async () => {
    const response = await company.call('POST', '/api/discounts', { ...easter(), code: 'easter10' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('A discount with the code easter10 already exists');
  });

  it('refuses a balance-sheet account, and another company’s', async () => {
    const asset = await company.call('POST', '/api/discounts', {
      ...easter(),
      code: 'A1',
      chartofAccount: company.account('1000'),
    });
    expect(asset.json().errors.chartofAccount).toMatch(/is an asset account: a discount posts to an income account/);
    const theirs = await company.call('POST', '/api/discounts', {
      ...easter(),
      code: 'A2',
      chartofAccount: other.account('4110'),
    });
    expect(theirs.json().errors).toEqual({ chartofAccount: 'Discount account is not valid.' });
  });

  it('changes only the fields sent, checking the dates against the stored ones', async () => {
    const [easterSale] = (await company.call('GET', '/api/discounts')).json().data;
    const refused = await company.call('PATCH', `/api/discounts/${easterSale._id}`, { endDate: '2026-03-01' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ endDate: 'Discount End Date cannot be before Discount Start Date' });
    const changed = await company.call('PATCH', `/api/discounts/${easterSale._id}`, {
      value: 12.5,
      maxRedemptions: null,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({
      value: 12.5,
      maxRedemptions: null,
      name: 'Easter sale',
      endDate: '2026-04-30',
    });
  });

  it('another company’s discount is not found; a member without settings permissions is refused', async () => {
    const [easterSale] = (await company.call('GET', '/api/discounts')).json().data;
    expect((await other.call('GET', `/api/discounts/${easterSale._id}`)).statusCode).toBe(404);
    expect((await other.call('PATCH', `/api/discounts/${easterSale._id}`, { name: 'Mine' })).statusCode).toBe(404);
    expect((await other.call('DELETE', `/api/discounts/${easterSale._id}`)).statusCode).toBe(404);
    const viewer = await addMember(test, company.companyId, ['settings.view'], 'Settings viewer');
    const list = await test.app.inject({ method: 'GET', url: '/api/discounts', headers: viewer.headers });
    expect(list.statusCode).toBe(200);
    const create = await test.app.inject({
      method: 'POST',
      url: '/api/discounts',
      headers: viewer.headers,
      payload: easter(),
    });
    expect(create.statusCode).toBe(403);
    const remove = await test.app.inject({
      method: 'DELETE',
      url: `/api/discounts/${easterSale._id}`,
      headers: viewer.headers,
    });
    expect(remove.statusCode).toBe(403);
  });

  it('deletes one, recording it in the audit log', async () => {
    const [easterSale] = (await company.call('GET', '/api/discounts')).json().data;
    const response = await company.call('DELETE', `/api/discounts/${easterSale._id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect((await company.call('GET', `/api/discounts/${easterSale._id}`)).statusCode).toBe(404);
    const audit = await test.database.db.execute(
      sql`select action from audit_log where company_id = ${company.companyId} and entity_type = 'discount' order by created_at`,
    );
    expect((audit as unknown as { rows: Array<{ action: string }> }).rows.map((row) => row.action)).toEqual([
      'create',
      'create',
      'update',
      'delete',
    ]);
  });
});

describe('payment methods', () => {
  const methods = async (of: AccountingCompany) =>
    (await of.call('GET', '/api/payments/method')).json().data as Array<{
      _id: string;
      name: string;
      description: string;
    }>;

  it('adds, changes and deletes one; a name the company has is refused (409)', async () => {
    const added = await company.call('POST', '/api/payments/method', { name: 'Opay', description: 'Opay wallet' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data).toMatchObject({ name: 'Opay', description: 'Opay wallet' });
    const twice = await company.call('POST', '/api/payments/method', { name: 'opay' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('A payment method named opay already exists');
    const id = added.json().data._id;
    const changed = await company.call('PATCH', `/api/payments/method/${id}`, { name: 'OPay' });
    expect(changed.json().data).toMatchObject({ name: 'OPay', description: 'Opay wallet' });
    expect((await company.call('GET', `/api/payments/method/${id}`)).json().data.name).toBe('OPay');
    expect((await company.call('DELETE', `/api/payments/method/${id}`)).statusCode).toBe(200);
    expect((await methods(company)).some((method) => method._id === id)).toBe(false);
  });

  it('requires a name', async () => {
    const response = await company.call('POST', '/api/payments/method', { name: ' ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ name: 'Name is a required field' });
  });

  it('refuses a name or description past its length, keeping nothing', async () => {
    const before = await rowCounts(test, company.companyId, ['payment_methods']);
    const long = await company.call('POST', '/api/payments/method', { name: 'x'.repeat(10_000) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({ name: 'Name must be at most 60 characters' });
    const [mine] = await methods(company);
    const described = await company.call('PATCH', `/api/payments/method/${mine?._id}`, {
      description: 'x'.repeat(10_000),
    });
    expect(described.statusCode).toBe(400);
    expect(described.json().errors).toEqual({ description: 'Description must be at most 300 characters' });
    expect(await rowCounts(test, company.companyId, ['payment_methods'])).toEqual(before);
    expect((await methods(company)).find((method) => method._id === mine?._id)).toEqual(mine);
  });

  it('keeps the last one', async () => {
    const all = await methods(other);
    for (const method of all.slice(1)) {
      expect((await other.call('DELETE', `/api/payments/method/${method._id}`)).statusCode).toBe(200);
    }
    const last = await other.call('DELETE', `/api/payments/method/${all[0]?._id}`);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe('This is the only payment method: add another before deleting it');
  });

  it('another company’s is not found; changing needs settings.edit', async () => {
    const [theirs] = await methods(other);
    expect((await company.call('GET', `/api/payments/method/${theirs?._id}`)).statusCode).toBe(404);
    expect((await company.call('PATCH', `/api/payments/method/${theirs?._id}`, { name: 'X' })).statusCode).toBe(404);
    expect((await company.call('DELETE', `/api/payments/method/${theirs?._id}`)).statusCode).toBe(404);
    expect((await methods(other)).some((method) => method._id === theirs?._id && method.name !== 'X')).toBe(true);
    const seller = await addMember(test, company.companyId, ['sales.view'], 'Seller');
    const [mine] = await methods(company);
    const list = await test.app.inject({ method: 'GET', url: '/api/payments/method', headers: seller.headers });
    expect(list.statusCode).toBe(200);
    const patch = await test.app.inject({
      method: 'PATCH',
      url: `/api/payments/method/${mine?._id}`,
      headers: seller.headers,
      payload: { name: 'X' },
    });
    expect(patch.statusCode).toBe(403);
    // The settings page's own readers load its list too.
    const settingsViewer = await addMember(test, company.companyId, ['settings.view'], 'Office settings');
    const settingsList = await test.app.inject({
      method: 'GET',
      url: '/api/payments/method',
      headers: settingsViewer.headers,
    });
    expect(settingsList.statusCode).toBe(200);
  });
});
