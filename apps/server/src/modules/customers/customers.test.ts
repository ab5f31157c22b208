import { newId } from '@owo/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AccountingCompany, accountingCompany, anotherCompany, rowCounts } from '../../../test/accounting.ts';
import { branchMember } from '../../../test/branch-member.ts';
import { addMember, testAppForFile } from '../../../test/harness.ts';
import { postAsOwner } from '../../../test/owner-posting.ts';
import { postingTransaction } from '../../ledger/post.ts';
import { systemAccount } from '../../ledger/system-accounts.ts';

/*
 * Customers (/sales/customers) through the API: the New Customer form with the spec's refusals,
 * the list's search and filters, changes, deletion (refused once there are documents), the
 * quick-add dialog, and who may see which customers.
 */

const test = testAppForFile();
let company: AccountingCompany;
let other: AccountingCompany;
let headOffice: string;
let ikeja: string;

const adaeze = (extra: Record<string, unknown> = {}) => ({
  type: 'BUSINESS',
  companyName: 'Adaeze Foods Ltd',
  invoice: 'adf',
  fullName: 'Adaeze Okafor',
  phoneNumber: '0803 123 4567',
  email: 'accounts@adaezefoods.ng, Adaeze@AdaezeFoods.ng',
  officeAddress: '12 Allen Avenue, Ikeja, Lagos',
  billingAddress: 'PO Box 1234, Ikeja',
  subCompanies: 'Adaeze Farms, Adaeze Drinks',
  currency: 'NGN',
  country: 'NG',
  state: 'Lagos',
  branch: headOffice,
  tin: '12345678-0001',
  ...extra,
});

const customers = () => rowCounts(test, company.companyId, ['contacts', 'audit_log']);

async function create(extra: Record<string, unknown> = {}, as: AccountingCompany = company) {
  const response = await as.call('POST', '/api/customer', adaeze(extra));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { _id: string; displayName: string };
}

beforeAll(async () => {
  company = await accountingCompany(test);
  other = await anotherCompany(test, company, 'Other Ventures Ltd');
  headOffice = (await company.call('GET', '/api/branches')).json().data[0]._id;
  ikeja = (
    await company.call('POST', '/api/branches', { name: 'Ikeja', address: '3 Obafemi Awolowo Way, Ikeja' })
  ).json().data._id;
});

describe('adding a customer', () => {
  it('keeps every field of the New Customer form, the emails as a list and the type lower-case', async () => {
    const before = await customers();
    const response = await company.call('POST', '/api/customer', adaeze());
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      message: 'Customer created successfully',
      data: {
        type: 'business',
        customerType: 'business',
        displayName: 'Adaeze Foods Ltd',
        companyName: 'Adaeze Foods Ltd',
        invoice: 'ADF',
        fullName: 'Adaeze Okafor',
        phoneNumber: '0803 123 4567',
        email: ['accounts@adaezefoods.ng', 'adaeze@adaezefoods.ng'],
        officeAddress: '12 Allen Avenue, Ikeja, Lagos',
        billingAddress: 'PO Box 1234, Ikeja',
        subCompanies: ['Adaeze Farms', 'Adaeze Drinks'],
        currency: 'NGN',
        country: 'NG',
        state: { name: 'Lagos' },
        branch: { _id: headOffice, name: expect.any(String) },
        tin: '12345678-0001',
        active: true,
        balance: 0,
      },
    });
    expect(await customers()).toEqual({ contacts: (before.contacts ?? 0) + 1, audit_log: (before.audit_log ?? 0) + 1 });
  });

  it('shows an individual by their full name', async () => {
    const person = await create({ type: 'individual', companyName: 'Chidi Stores', fullName: 'Chidi Eze' });
    expect(person.displayName).toBe('Chidi Eze');
  });

  it("answers 'Please fill all required fields' with each missing field's message, writing nothing", async () => {
    const before = await customers();
    const response = await company.call('POST', '/api/customer', { type: 'BUSINESS' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Please fill all required fields',
      errors: {
        companyName: 'Company name is a required field',
        invoice: 'Invoice is a required field',
        fullName: 'Full name is a required field',
        phoneNumber: 'Phone number is a required field',
        email: 'Email is a required field',
        officeAddress: 'Office address is a required field',
        branch: 'Branch is a required field',
      },
    });
    expect(await customers()).toEqual(before);
  });

  it.each([
    [{ email: 'not-an-email' }, 'email.0', 'Email must be a valid email'],
    [{ email: 'a@b.ng, broken' }, 'email.1', 'Email must be a valid email'],
    [{ email: '' }, 'email', 'Email is a required field'],
    [{ phoneNumber: '0803' }, 'phoneNumber', 'Phone number must be at least 7 characters'],
    [{ phoneNumber: 'call me' }, 'phoneNumber', 'Phone number is not valid.'],
    [{ tin: '123' }, 'tin', 'TIN is not valid.'],
    [{ type: 'PARTNER' }, 'type', 'Customer type is not valid.'],
    [{ currency: 'NAIRA' }, 'currency', 'Currency is not valid.'],
    [{ branch: 'head office' }, 'branch', 'Branch is not valid.'],
    [{ companyName: '   ' }, 'companyName', 'Company name is a required field'],
  ])('refuses %o with the field message, writing nothing', async (change, field, message) => {
    const before = await customers();
    const response = await company.call('POST', '/api/customer', adaeze(change));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe('Please fill all required fields');
    expect(response.json().errors[field]).toBe(message);
    expect(await customers()).toEqual(before);
  });

  it('refuses lookups that are not there: another company’s branch, an unknown currency or state', async () => {
    const before = await customers();
    const otherBranch = (await other.call('GET', '/api/branches')).json().data[0]._id;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ branch: otherBranch }, 'branch'],
      [{ currency: 'XYZ' }, 'currency'],
      [{ state: 'Atlantis' }, 'state'],
      [{ industry: newId() }, 'industry'],
    ];
    for (const [change, field] of cases) {
      const response = await company.call('POST', '/api/customer', adaeze(change));
      expect(response.statusCode, response.body).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual([field]);
    }
    expect(await customers()).toEqual(before);
  });

  it('adds one customer for a replayed POST with the same Idempotency-Key', async () => {
    const headers = {
      authorization: `Bearer ${company.token}`,
      'x-company-id': company.companyId,
      'idempotency-key': 'customer-kemi-1',
    };
    const body = adaeze({ companyName: 'Kemi Textiles', email: 'kemi@textiles.ng' });
    const first = await test.app.inject({ method: 'POST', url: '/api/customer', headers, payload: body });
    const before = await customers();
    const again = await test.app.inject({ method: 'POST', url: '/api/customer', headers, payload: body });
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().data._id).toBe(first.json().data._id);
    expect(await customers()).toEqual(before);
  });
});

describe('the customer list', () => {
  beforeAll(async () => {
    await create({
      companyName: 'Zenith Motors',
      fullName: 'Bola Ade',
      email: 'bola@zenithmotors.ng',
      phoneNumber: '0812 555 0000',
      branch: ikeja,
      currency: 'USD',
    });
  });

  const names = async (query: string) => {
    const response = await company.call('GET', `/api/customer?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data as Array<{ displayName: string }>).map((one) => one.displayName);
  };

  it('lists by name with paging', async () => {
    const response = await company.call('GET', '/api/customer?limit=2&page=1');
    expect(response.json().data.map((one: { displayName: string }) => one.displayName)).toEqual([
      'Adaeze Foods Ltd',
      'Chidi Eze',
    ]);
    expect(response.json().pageInfo).toEqual({ page: 1, prevPage: null, nextPage: 2, limit: 2, total: 4 });
  });

  it('searches names, contact names, emails and phone numbers, in any case', async () => {
    expect(await names('search=zenith')).toEqual(['Zenith Motors']);
    expect(await names('search=BOLA')).toEqual(['Zenith Motors']);
    expect(await names('search=bola@zenithmotors')).toEqual(['Zenith Motors']);
    expect(await names('search=adaeze%20foods')).toEqual(['Adaeze Foods Ltd']);
    expect(await names('search=0812%20555')).toEqual(['Zenith Motors']);
    expect(await names('search=100%25')).toEqual([]);
  });

  it('filters by type, branch, currency and active', async () => {
    expect(await names('where[type]=INDIVIDUAL')).toEqual(['Chidi Eze']);
    expect(await names(`where[branch]=${ikeja}`)).toEqual(['Zenith Motors']);
    expect(await names('where[currency]=usd')).toEqual(['Zenith Motors']);
    expect(await names('where[active]=false')).toEqual([]);
    const refused = await company.call('GET', '/api/customer?where[active]=maybe');
    expect(refused.statusCode).toBe(400);
  });

  it('never shows another company’s customers', async () => {
    const response = await other.call('GET', '/api/customer');
    expect(response.json().data).toEqual([]);
    // The search reads its index as the table's owner (migration 0013): still this company's only.
    const searched = await other.call('GET', '/api/customer?search=zenith');
    expect(searched.json().data).toEqual([]);
  });
});

describe('changing and deleting a customer', () => {
  it('changes only the fields sent, and recomputes the name shown', async () => {
    const customer = await create({ companyName: 'Old Name Ltd', email: 'old@name.ng' });
    const response = await company.call('PATCH', `/api/customer/${customer._id}`, { companyName: 'New Name Ltd' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      displayName: 'New Name Ltd',
      companyName: 'New Name Ltd',
      email: ['old@name.ng'],
      invoice: 'ADF',
    });
    const refused = await company.call('PATCH', `/api/customer/${customer._id}`, { email: 'nope' });
    expect(refused.statusCode).toBe(400);
    expect((await company.call('GET', `/api/customer/${customer._id}`)).json().data.email).toEqual(['old@name.ng']);
  });

  it('deletes a customer without documents, and several at once', async () => {
    const one = await create({ companyName: 'Delete Me One', email: 'one@delete.ng' });
    const two = await create({ companyName: 'Delete Me Two', email: 'two@delete.ng' });
    const three = await create({ companyName: 'Delete Me Three', email: 'three@delete.ng' });
    const single = await company.call('DELETE', `/api/customer/${one._id}`);
    expect(single.json()).toEqual({ message: 'Customer deleted successfully' });
    const bulk = await company.call('DELETE', '/api/customer', { ids: [two._id, three._id] });
    expect(bulk.json()).toEqual({ message: '2 customers deleted successfully' });
    expect((await company.call('GET', `/api/customer/${two._id}`)).statusCode).toBe(404);
  });

  it('refuses to delete a customer with documents (409) and makes it inactive instead', async () => {
    const customer = await create({ companyName: 'Has Invoices Ltd', email: 'ap@hasinvoices.ng' });
    await postingTransaction(test.database.db, company.companyId, async (tx) => {
      const receivables = await systemAccount(tx, company.companyId, 'receivables');
      await postAsOwner(tx, {
        companyId: company.companyId,
        date: '2026-03-10',
        memo: 'Invoice INV-00001',
        sourceType: 'invoice',
        sourceId: newId(),
        createdBy: company.userId,
        lines: [
          { accountId: receivables.id, debit: 250_000, credit: 0, contactId: customer._id },
          { accountId: company.account('4000'), debit: 0, credit: 250_000, contactId: customer._id },
        ],
      });
    });
    const before = await customers();
    const refused = await company.call('DELETE', `/api/customer/${customer._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Has Invoices Ltd cannot be deleted: there are documents');
    expect(refused.json().message).toContain('inactive');
    const bulk = await company.call('DELETE', '/api/customer', { ids: [customer._id] });
    expect(bulk.statusCode).toBe(409);
    expect(await customers()).toEqual(before);
    const details = await company.call('GET', `/api/customer/${customer._id}`);
    expect(details.json().data.balance).toBe(2500);
    const inactive = await company.call('PATCH', `/api/customer/${customer._id}`, { active: false });
    expect(inactive.json().data.active).toBe(false);
    const listed = await company.call('GET', '/api/customer?where[active]=false');
    expect(listed.json().data.map((one: { displayName: string }) => one.displayName)).toEqual(['Has Invoices Ltd']);
  });

  it('answers 404 for another company’s customer, changing nothing', async () => {
    const customer = await create({ companyName: 'Mine Only', email: 'mine@only.ng' });
    for (const [method, url, body] of [
      ['GET', `/api/customer/${customer._id}`, undefined],
      ['PATCH', `/api/customer/${customer._id}`, { companyName: 'Stolen' }],
      ['DELETE', `/api/customer/${customer._id}`, undefined],
      ['DELETE', '/api/customer', { ids: [customer._id] }],
    ] as const) {
      const response = await other.call(method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().message).toBe('Customer not found');
    }
    expect((await company.call('GET', `/api/customer/${customer._id}`)).json().data.companyName).toBe('Mine Only');
  });
});

describe('quick-add and permissions', () => {
  it('quick-adds an individual with a display name, in naira by default', async () => {
    const response = await company.call('POST', '/api/customer/quick-add', {
      displayName: 'Mama Nkechi',
      contactName: 'Nkechi Obi',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({
      type: 'individual',
      displayName: 'Mama Nkechi',
      fullName: 'Nkechi Obi',
      currency: 'NGN',
      branch: { _id: headOffice },
    });
    const missing = await company.call('POST', '/api/customer/quick-add', { displayName: '' });
    expect(missing.json().errors).toEqual({ displayName: 'Display name is a required field' });
  });

  it('refuses a member without the sales permissions (403)', async () => {
    const viewer = await addMember(test, company.companyId, ['sales.view']);
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      test.app.inject({ method, url, headers: viewer.headers, ...(payload ? { payload } : {}) });
    expect((await call('GET', '/api/customer')).statusCode).toBe(200);
    expect((await call('POST', '/api/customer', adaeze())).statusCode).toBe(403);
    const nobody = await addMember(test, company.companyId, ['accounting.view']);
    const list = await test.app.inject({ method: 'GET', url: '/api/customer', headers: nobody.headers });
    expect(list.statusCode).toBe(403);
  });

  it("keeps a branch-limited member to their branch's customers", async () => {
    const cashier = await branchMember(test, company.companyId, ikeja, [
      'sales.view',
      'sales.create',
      'sales.edit',
      'sales.delete',
    ]);
    const listed = await cashier.call('GET', '/api/customer?limit=100');
    expect(listed.json().data.map((one: { displayName: string }) => one.displayName)).toEqual(['Zenith Motors']);
    const headOfficeCustomer = (await company.call('GET', '/api/customer?search=adaeze%20foods')).json().data[0];
    expect((await cashier.call('GET', `/api/customer/${headOfficeCustomer._id}`)).statusCode).toBe(404);
    expect(
      (await cashier.call('PATCH', `/api/customer/${headOfficeCustomer._id}`, { companyName: 'X' })).statusCode,
    ).toBe(404);
    const elsewhere = await cashier.call(
      'POST',
      '/api/customer',
      adaeze({ companyName: 'Ikeja Only', email: 'i@o.ng', branch: headOffice }),
    );
    expect(elsewhere.statusCode).toBe(400);
    const own = await cashier.call(
      'POST',
      '/api/customer',
      adaeze({ companyName: 'Ikeja Only', email: 'i@o.ng', branch: ikeja }),
    );
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json().data.branch._id).toBe(ikeja);
  });
});
