import { contacts, newId, seedMissingBankDefaults } from '@owo/db';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AccountingCompany, accountingCompany, anotherCompany, rowCounts } from '../../../test/accounting.ts';
import { addBankAccount, ZENITH_NUMBER } from '../../../test/bank.ts';
import { addMember, bearer, testAppForFile } from '../../../test/harness.ts';

/*
 * Bank rules through the API: what every company starts with, adding, changing, ordering and
 * removing rules, and the refusals, in words beside the field, of anything that is not the
 * company's (without telling whether it is someone else's).
 */

interface Rule {
  _id: string;
  name: string;
  matchText: string;
  direction: string;
  amountFrom: number | null;
  amountTo: number | null;
  bankAccount: { _id: string } | null;
  account: { _id: string; account_code: string };
  tax: { _id: string; name: string; rateBasisPoints: number } | null;
  contact: { _id: string; name: string } | null;
  memo: string;
  isActive: boolean;
  position: number;
}

const test = testAppForFile();
let company: AccountingCompany;
let other: AccountingCompany;
let vatTaxId: string;
let customerId: string;
let theirs: { taxId: string; contactId: string; bankId: string; ruleId: string };

async function addContact(of: AccountingCompany, kind: 'customer' | 'vendor' | 'employee', displayName: string) {
  const id = newId();
  await test.database.db.insert(contacts).values({ companyId: of.companyId, id, kind, displayName });
  return id;
}

/** PUT, which the shared call helper does not take. */
const reorder = (of: AccountingCompany, rules: string[]) =>
  test.app.inject({
    method: 'PUT',
    url: '/api/bank/rules/order',
    headers: { ...bearer(of.token), 'x-company-id': of.companyId },
    payload: { rules },
  });

async function rules(of: AccountingCompany) {
  const response = await of.call('GET', '/api/bank/rules');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Rule[];
}

const smsRule = () => ({
  name: 'Zenith SMS',
  matchText: 'sms  alert |ZENITH SMS',
  direction: 'money-out',
  amountFrom: 4,
  amountTo: '100.50',
  account: company.account('7000'),
  memo: 'SMS alert charges',
});

beforeAll(async () => {
  company = await accountingCompany(test);
  other = await anotherCompany(test, company, 'Other Ventures Ltd');
  const taxes = (await company.call('GET', '/api/tax/options')).json().data as Array<{ _id: string; kind: string }>;
  vatTaxId = taxes.find((tax) => tax.kind === 'vat')?._id ?? '';
  customerId = await addContact(company, 'customer', 'Adebayo Stores');
  const otherTaxes = (await other.call('GET', '/api/tax/options')).json().data as Array<{ _id: string }>;
  const otherBank = await addBankAccount(other);
  theirs = {
    taxId: otherTaxes[0]?._id ?? '',
    contactId: await addContact(other, 'customer', 'Their Customer'),
    bankId: otherBank._id,
    ruleId: (await rules(other))[0]?._id ?? '',
  };
});

describe('a new company', () => {
  it('has a VAT 7.5% tax from the reference rates, first among its taxes', async () => {
    const response = await company.call('GET', '/api/tax/options');
    expect(response.statusCode).toBe(200);
    expect(response.json().data[0]).toEqual({ _id: vatTaxId, name: 'VAT 7.5%', kind: 'vat', rateBasisPoints: 750 });
  });

  it("has suggested rules for Nigerian banks' charges, VAT first, money out only", async () => {
    const seeded = await rules(company);
    expect(seeded.map((rule) => [rule.name, rule.matchText, rule.account.account_code])).toEqual([
      ['VAT on bank charges', 'VAT', '1400'],
      ['SMS alert charges', 'SMS ALERT | SMS CHARGE | SMS NOTIFICATION', '7000'],
      ['Stamp duty and EMTL', 'STAMP DUTY | EMTL | ELECTRONIC MONEY TRANSFER LEVY', '7000'],
      ['Commission on turnover (COT)', 'COT | COMMISSION ON TURNOVER', '7000'],
      ['Account maintenance fee', 'MAINTENANCE FEE | ACCT MAINT | AMF', '7000'],
      ['Transfer fees', 'NIP CHARGE | TRANSFER FEE | NIP FEE', '7000'],
    ]);
    expect(seeded.every((rule) => rule.direction === 'money-out' && rule.isActive)).toBe(true);
    expect(seeded.map((rule) => rule.position)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(seeded[0]?.amountTo).toBe(50_000);
  });
});

describe('bank rules', () => {
  it('are added last, with their texts tidied and amounts in naira', async () => {
    const response = await company.call('POST', '/api/bank/rules', smsRule());
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({
      name: 'Zenith SMS',
      matchText: 'SMS ALERT | ZENITH SMS',
      direction: 'money-out',
      amountFrom: 4,
      amountTo: 100.5,
      bankAccount: null,
      account: { account_code: '7000' },
      tax: null,
      contact: null,
      memo: 'SMS alert charges',
      isActive: true,
      position: 6,
    });
  });

  it('are changed field by field, with a bank account, VAT and a customer', async () => {
    const zenith = await addBankAccount(company, { bankCode: '057', accountNumber: ZENITH_NUMBER });
    const created = (await company.call('POST', '/api/bank/rules', smsRule())).json().data as Rule;
    const response = await company.call('PATCH', `/api/bank/rules/${created._id}`, {
      bankAccount: zenith._id,
      account: company.account('1100'),
      tax: vatTaxId,
      contact: customerId,
      amountFrom: null,
      memo: '',
      isActive: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      name: 'Zenith SMS',
      bankAccount: { _id: zenith._id },
      account: { account_code: '1100' },
      tax: { _id: vatTaxId, name: 'VAT 7.5%', rateBasisPoints: 750 },
      contact: { _id: customerId, name: 'Adebayo Stores', kind: 'customer' },
      amountFrom: null,
      amountTo: 100.5,
      memo: '',
      isActive: false,
    });
    const cleared = await company.call('PATCH', `/api/bank/rules/${created._id}`, {
      account: company.account('7000'),
      bankAccount: null,
      tax: '',
      contact: null,
    });
    expect(cleared.json().data).toMatchObject({ bankAccount: null, tax: null, contact: null, name: 'Zenith SMS' });
  });

  it('are reordered: the listed first, the rest after in their order', async () => {
    const before = await rules(company);
    const last = before.at(-1) as Rule;
    const third = before[2] as Rule;
    const response = await reorder(company, [last._id, third._id]);
    expect(response.statusCode, response.body).toBe(200);
    const after = response.json().data as Rule[];
    const rest = before.filter((rule) => rule._id !== last._id && rule._id !== third._id);
    expect(after.map((rule) => rule._id)).toEqual([last._id, third._id, ...rest.map((rule) => rule._id)]);
    expect(after.map((rule) => rule.position)).toEqual(after.map((_rule, index) => index));
  });

  it('are deleted, and stay deleted (404 after)', async () => {
    const created = (await company.call('POST', '/api/bank/rules', smsRule())).json().data as Rule;
    const deleted = await company.call('DELETE', `/api/bank/rules/${created._id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe('Bank rule deleted');
    expect((await company.call('GET', `/api/bank/rules/${created._id}`)).statusCode).toBe(404);
    expect((await company.call('DELETE', `/api/bank/rules/${created._id}`)).statusCode).toBe(404);
  });
});

describe('a bank rule is refused', () => {
  const refused = async (body: object, field: string, message: string, method: 'POST' | 'PATCH' = 'POST') => {
    const before = await rowCounts(test, company.companyId, ['bank_rules', 'audit_log']);
    const url = method === 'POST' ? '/api/bank/rules' : `/api/bank/rules/${(await rules(company))[1]?._id}`;
    const response = await company.call(method, url, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors?.[field]).toBe(message);
    expect(await rowCounts(test, company.companyId, ['bank_rules', 'audit_log'])).toEqual(before);
  };

  it.each([
    [{ name: '' }, 'name', 'Name is a required field'],
    [{ name: 'X', account: undefined }, 'account', 'Account is a required field'],
    [{ matchText: ' | ' }, 'matchText', 'Text to match needs some text besides |'],
    [{ matchText: undefined }, 'matchText', 'Text to match is a required field'],
    [{ direction: 'sideways' }, 'direction', 'Direction is not valid.'],
    [{ amountFrom: 100, amountTo: 99.99 }, 'amountTo', 'Amount to must be at least Amount from'],
    [{ amountFrom: 'lots' }, 'amountFrom', 'Amount from is not valid.'],
    [{ account: 'abc' }, 'account', 'Account is not valid.'],
  ])('for %o, naming the field by its label', async (change, field, message) => {
    await refused({ ...smsRule(), ...change }, field, message);
  });

  it("for another company's account, tax, contact or bank account, as if they did not exist", async () => {
    await refused({ ...smsRule(), account: other.account('7000') }, 'account', 'Account is not valid.');
    await refused({ ...smsRule(), tax: theirs.taxId }, 'tax', 'Tax is not valid.');
    await refused({ ...smsRule(), contact: theirs.contactId }, 'contact', 'Contact is not valid.');
    await refused({ ...smsRule(), bankAccount: theirs.bankId }, 'bankAccount', 'Bank account is not valid.');
    await refused({ ...smsRule(), tax: newId() }, 'tax', 'Tax is not valid.');
    await refused(
      { ...smsRule(), contact: await addContact(company, 'employee', 'Staff') },
      'contact',
      'Contact is not valid.',
    );
    await refused({ bankAccount: company.account('7000') }, 'bankAccount', 'Bank account is not valid.', 'PATCH');
  });

  it('for receivables or payables without the customer or vendor', async () => {
    await refused(
      { ...smsRule(), account: company.account('1100') },
      'contact',
      'Choose the customer for an entry to Accounts Receivable',
    );
    await refused(
      { account: company.account('2000') },
      'contact',
      'Choose the vendor for an entry to Accounts Payable',
      'PATCH',
    );
  });

  it('when stored bounds and a changed bound cross', async () => {
    const created = (await company.call('POST', '/api/bank/rules', smsRule())).json().data as Rule;
    const response = await company.call('PATCH', `/api/bank/rules/${created._id}`, { amountFrom: 500 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ amountTo: 'Amount to must be at least Amount from' });
  });

  it("for another company's rule: 404 to read, change, delete; 400 to reorder", async () => {
    const url = `/api/bank/rules/${theirs.ruleId}`;
    for (const [method, payload] of [['GET'], ['PATCH', { name: 'Mine now' }], ['DELETE']] as const) {
      const response = await company.call(method, url, payload);
      expect(response.statusCode, `${method} ${response.body}`).toBe(404);
      expect(response.json().message).toBe('Bank rule not found');
    }
    const reordered = await reorder(company, [theirs.ruleId]);
    expect(reordered.statusCode).toBe(400);
    expect(reordered.json().message).toBe('Rules is not valid.');
    expect((await rules(other))[0]?.name).toBe('VAT on bank charges');
  });

  it('for a member who may only look', async () => {
    const viewer = await addMember(test, company.companyId, ['accounting.view', 'bank.view']);
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      test.app.inject({ method, url, headers: viewer.headers, ...(payload ? { payload } : {}) });
    expect((await call('GET', '/api/bank/rules')).statusCode).toBe(200);
    expect((await call('POST', '/api/bank/rules', smsRule())).statusCode).toBe(403);
  });
});

describe('the contact options', () => {
  it("list the company's customers and vendors only, by name", async () => {
    const vendor = await addContact(company, 'vendor', 'Dangote Supplies');
    const all = (await company.call('GET', '/api/contacts/options')).json().data as Array<{ _id: string }>;
    const ids = all.map((contact) => contact._id);
    expect(ids).toContain(customerId);
    expect(ids).toContain(vendor);
    expect(ids).not.toContain(theirs.contactId);
    const vendors = (await company.call('GET', '/api/contacts/options?kind=vendor')).json().data;
    expect(vendors).toEqual([{ _id: vendor, name: 'Dangote Supplies', kind: 'vendor' }]);
  });
});

describe('at start, companies set up before bank rules', () => {
  const countOf = async (table: 'bank_rules' | 'taxes', companyId: string) =>
    (await rowCounts(test, companyId, [table]))[table];

  it('get the VAT tax and the suggested rules', async () => {
    const older = await anotherCompany(test, company, 'Older Ventures Ltd');
    await test.database.db.execute(sql`delete from bank_rules where company_id = ${older.companyId}`);
    await test.database.db.execute(sql`delete from taxes where company_id = ${older.companyId}`);
    await seedMissingBankDefaults(test.database.db);
    expect(await countOf('bank_rules', older.companyId)).toBe(6);
    expect((await older.call('GET', '/api/tax/options')).json().data).toMatchObject([
      { name: 'VAT 7.5%', kind: 'vat', rateBasisPoints: 750 },
    ]);
    await seedMissingBankDefaults(test.database.db);
    expect(await countOf('bank_rules', older.companyId)).toBe(6);
    expect(await countOf('taxes', older.companyId)).toBe(1);
  });

  it('but rules a person deleted do not come back', async () => {
    // This company's audit log holds its rule changes: it has had rules, so none are added.
    await test.database.db.execute(sql`delete from bank_rules where company_id = ${company.companyId}`);
    await seedMissingBankDefaults(test.database.db);
    expect(await countOf('bank_rules', company.companyId)).toBe(0);
  });
});
