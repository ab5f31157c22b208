import { auditLog } from '@owo/db';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AccountingCompany, accountingCompany, anotherCompany, postJournal } from '../../../test/accounting.ts';
import { addBankAccount, bankRows, GTBANK_NUMBER, journalOf, ZENITH_NUMBER } from '../../../test/bank.ts';
import { addMember, bearer, testAppForFile } from '../../../test/harness.ts';

const test = testAppForFile();
let company: AccountingCompany;
beforeAll(async () => {
  company = await accountingCompany(test);
});

const add = (body: Record<string, unknown>) =>
  company.call('POST', '/api/bank/accounts', {
    type: 'business',
    bankCode: '057',
    accountNumber: ZENITH_NUMBER,
    accountName: 'Chukwu Motors Ltd',
    ...body,
  });

describe('GET /bank/banks', () => {
  it('lists Nigerian banks with their CBN codes to any signed-in user', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/bank/banks', headers: bearer(company.token) });
    expect(response.statusCode).toBe(200);
    const banks = response.json().data as Array<{ code: string; name: string; kind: string }>;
    expect(banks).toContainEqual({ code: '058', name: 'Guaranty Trust Bank (GTBank)', kind: 'commercial' });
    expect(banks).toContainEqual({ code: '50515', name: 'Moniepoint Microfinance Bank', kind: 'digital' });
    expect(banks.map((bank) => bank.name)).toEqual(
      [...banks.map((bank) => bank.name)].sort((a, b) => a.localeCompare(b)),
    );
    expect((await test.app.inject({ method: 'GET', url: '/api/bank/banks' })).statusCode).toBe(401);
  });
});

describe('adding a bank account', () => {
  it('creates its chart account under Bank, flagged isBank, with the bank details', async () => {
    const response = await add({ accountNumber: '1012 345 671' });
    expect(response.statusCode).toBe(201);
    const account = response.json().data;
    expect(account).toEqual({
      _id: expect.any(String),
      account_name: `Zenith Bank - ${ZENITH_NUMBER}`,
      account_code: expect.stringMatching(/^1\d{3}$/),
      currency: null,
      balance: 0,
      bank: {
        type: 'business',
        bankCode: '057',
        bankName: 'Zenith Bank',
        accountNumber: ZENITH_NUMBER,
        accountName: 'Chukwu Motors Ltd',
      },
      lastReconciledDate: null,
      lastReconciledBalance: null,
    });
    const chart = await company.call('GET', `/api/double-entry/chart-of-accounts/${account._id}`);
    expect(chart.json().data).toMatchObject({
      isBank: true,
      account_type: 'Asset',
      sub_category_account: { name: 'Bank' },
      parent_account: { name: 'Current Assets' },
    });
    const audit = await test.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.companyId), eq(auditLog.entityId, account._id)));
    expect(audit.map((row) => [row.action, row.entityType])).toEqual([['create', 'bank-account']]);
  });

  it('takes a digital bank account number that is not a NUBAN (a phone number)', async () => {
    const response = await add({ type: 'personal', bankCode: '999992', accountNumber: '8031234567', currency: 'NGN' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      account_name: 'OPay - 8031234567',
      currency: null,
      bank: { type: 'personal', bankName: 'OPay', accountNumber: '8031234567' },
    });
  });

  it('keeps a foreign currency', async () => {
    const response = await add({ bankCode: '058', accountNumber: GTBANK_NUMBER, currency: 'USD' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ currency: 'USD', bank: { bankCode: '058' } });
  });

  it.each([
    [
      { accountNumber: '1012345672' },
      'accountNumber',
      'This account number does not match the selected bank. Check both.',
    ],
    [{ accountNumber: '101234567' }, 'accountNumber', 'Account number must be 10 digits'],
    [{ accountNumber: '10123456AB' }, 'accountNumber', 'Account number must be 10 digits'],
    [{ accountNumber: undefined }, 'accountNumber', 'Account number is a required field'],
    [{ bankCode: '999' }, 'bankCode', 'Bank is not valid.'],
    [{ type: 'joint' }, 'type', 'Account type is not valid.'],
    [{ accountName: '  ' }, 'accountName', 'Account name is a required field'],
    [{ currency: 'naira' }, 'currency', 'Currency is not valid.'],
    [{ currency: 'XYZ', accountNumber: '0000000000', bankCode: '044' }, 'currency', 'Currency is not valid.'],
  ])('refuses %o with a clear message and writes nothing', async (body, field, message) => {
    const before = await bankRows(test, company.companyId);
    const response = await add(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(response.json().errors?.[field] ?? response.json().message).toBe(message);
    expect(await bankRows(test, company.companyId)).toEqual(before);
  });

  it('refuses the same account twice (409)', async () => {
    const before = await bankRows(test, company.companyId);
    const response = await add({});
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(`Zenith Bank account ${ZENITH_NUMBER} has already been added`);
    expect(await bankRows(test, company.companyId)).toEqual(before);
  });

  it('needs the bank.create permission; a viewer can still list', async () => {
    const { headers } = await addMember(test, company.companyId, ['accounting.view', 'bank.view'], 'Accounts viewer');
    const before = await bankRows(test, company.companyId);
    const refused = await test.app.inject({
      method: 'POST',
      url: '/api/bank/accounts',
      headers,
      payload: { type: 'business', bankCode: '058', accountNumber: '0000000000', accountName: 'X' },
    });
    expect(refused.statusCode).toBe(403);
    expect(await bankRows(test, company.companyId)).toEqual(before);
    const listed = await test.app.inject({ method: 'GET', url: '/api/bank/accounts', headers });
    expect(listed.statusCode).toBe(200);
  });
});

describe('listing bank accounts', () => {
  it('lists every isBank chart account, cash too, with its ledger balance as of a date', async () => {
    const other = await anotherCompany(test, company, 'Listing Ventures');
    const bank = await addBankAccount(other);
    await postJournal(
      other,
      journalOf([
        [bank._id, 750_000, 0],
        [other.account('3000'), 0, 750_000],
      ]),
    );
    const response = await other.call('GET', '/api/bank/accounts?asOf=2026-03-31');
    expect(response.statusCode).toBe(200);
    const accounts = response.json().data as Array<{ account_code: string; balance: number; bank: unknown }>;
    expect(accounts.map((account) => account.account_code)).toEqual([
      '1000',
      '1010',
      '1050',
      bank.account_code,
      '2450',
    ]);
    expect(accounts.find((account) => account.account_code === '1000')).toMatchObject({ bank: null, balance: 0 });
    expect(accounts.find((account) => account.account_code === bank.account_code)).toMatchObject({ balance: 750_000 });
    const earlier = await other.call('GET', `/api/bank/accounts/${bank._id}?asOf=2026-03-30`);
    expect(earlier.json().data).toMatchObject({ _id: bank._id, balance: 0 });
  });

  it("answers 404 for another company's bank account and for an account that is not a bank account", async () => {
    const stranger = await anotherCompany(test, company, 'Stranger Stores');
    const theirs = await addBankAccount(stranger);
    for (const id of [theirs._id, company.account('6100'), 'not-an-id']) {
      const response = await company.call('GET', `/api/bank/accounts/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Bank account not found');
    }
  });
});
