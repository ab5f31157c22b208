import { auditLog } from '@owo/db';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountingCompany,
  accountingCompany,
  journalBody,
  postJournal,
  writtenRows,
} from '../../../test/accounting.ts';
import { testAppForFile } from '../../../test/harness.ts';

const test = testAppForFile();
let company: AccountingCompany;
beforeAll(async () => {
  company = await accountingCompany(test);
});

const chart = '/api/double-entry/chart-of-accounts';

async function subCategoryId(name: string): Promise<string> {
  const response = await company.call('GET', '/api/double-entry/sub-category-accounts?limit=100');
  const found = (response.json().data as Array<{ _id: string; name: string }>).find((item) => item.name === name);
  if (!found) throw new Error(`no sub category ${name}`);
  return found._id;
}

describe('adding an account', () => {
  it('files it under a sub category with the next free code, and audits it', async () => {
    const response = await company.call('POST', chart, {
      account_name: 'Moniepoint POS',
      sub_category_account: await subCategoryId('Bank'),
      description: 'Card takings',
      isBank: true,
      balance: 0,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: 'Account created',
      data: {
        account_code: '1460',
        account_name: 'Moniepoint POS',
        isBank: true,
        isSystem: false,
        account_type: 'Asset',
      },
    });
    const [audit] = await test.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.companyId), eq(auditLog.entityId, response.json().data._id)));
    expect(audit).toMatchObject({ action: 'create', entityType: 'account', after: { account_name: 'Moniepoint POS' } });
  });

  it.each([
    [
      'a taken name, in any case',
      { account_name: 'rent', sub: 'Premises and Utilities' },
      409,
      'An account named rent already exists',
    ],
    [
      'a taken code',
      { account_name: 'Rent 2', account_code: '6100', sub: 'Premises and Utilities' },
      409,
      'Account code 6100 is already used',
    ],
    [
      'a currency where the sub category has none',
      { account_name: 'Dollar rent', currency: 'USD', sub: 'Premises and Utilities' },
      400,
      'Premises and Utilities accounts cannot have a currency',
    ],
    [
      'an unknown currency',
      { account_name: 'Cedi cash', currency: 'XYZ', sub: 'Cash and Cash Equivalents' },
      400,
      'Currency is not valid.',
    ],
    [
      'the bank flag on an expense',
      { account_name: 'Bank rent', isBank: true, sub: 'Premises and Utilities' },
      400,
      'Only cash, bank and card accounts can be bank accounts',
    ],
    ['an unknown sub category', { account_name: 'Lost', sub: null }, 400, 'Account category is not valid.'],
  ] as const)('refuses %s', async (_case, fields, status, message) => {
    const { sub, ...body } = fields;
    const before = await writtenRows(test, company.companyId);
    const response = await company.call('POST', chart, {
      ...body,
      sub_category_account: sub ? await subCategoryId(sub) : company.companyId,
    });
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
    expect(await writtenRows(test, company.companyId)).toEqual(before);
  });

  it('takes a currency where the sub category allows one', async () => {
    const response = await company.call('POST', chart, {
      account_name: 'Domiciliary Account (USD)',
      sub_category_account: await subCategoryId('Bank'),
      currency: 'USD',
      isBank: true,
    });
    expect(response.json().data).toMatchObject({ currency: 'USD', isBank: true });
  });
});

describe('changing an account', () => {
  it('changes only the fields sent, and audits before and after', async () => {
    const id = company.account('6230');
    const response = await company.call('PATCH', `${chart}/${id}`, { description: 'Google Workspace, Canva' });
    expect(response.json().data).toMatchObject({
      account_name: 'Subscriptions and Software',
      description: 'Google Workspace, Canva',
    });
    const rows = await test.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, company.companyId), eq(auditLog.entityId, id)));
    expect(rows[0]).toMatchObject({
      action: 'update',
      before: { description: '' },
      after: { description: 'Google Workspace, Canva' },
    });
  });

  it('keeps a system account active and of its type, and an account with postings of its type', async () => {
    const inactive = await company.call('PATCH', `${chart}/${company.account('1100')}`, { isActive: false });
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().message).toBe('Accounts Receivable is a system account and stays active');
    const retyped = await company.call('PATCH', `${chart}/${company.account('2100')}`, {
      sub_category_account: await subCategoryId('Other Income'),
    });
    expect(retyped.json().message).toBe('VAT Output is a system account and keeps its type');
    await postJournal(
      company,
      journalBody(company, [
        ['6610', 100, 0],
        ['1000', 0, 100],
      ]),
    );
    const moved = await company.call('PATCH', `${chart}/${company.account('6610')}`, {
      sub_category_account: await subCategoryId('Bank'),
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe(
      'Fuel and Vehicle Running Costs has postings and keeps its type (Expense); create a new account and merge instead',
    );
    const sameType = await company.call('PATCH', `${chart}/${company.account('6610')}`, {
      sub_category_account: await subCategoryId('Staff Costs'),
    });
    expect(sameType.json().data.sub_category_account.name).toBe('Staff Costs');
  });

  it('in bulk sets the sub category or description of many accounts at once, all or none', async () => {
    const accounts = [company.account('6700'), company.account('6710')];
    const response = await company.call('PATCH', `${chart}/bulk-edit`, {
      accounts,
      description: 'Professional services',
    });
    expect(response.json()).toMatchObject({ message: 'Changes applied' });
    expect(response.json().data.map((account: { description: string }) => account.description)).toEqual([
      'Professional services',
      'Professional services',
    ]);
    const before = await writtenRows(test, company.companyId);
    const refused = await company.call('PATCH', `${chart}/bulk-edit`, {
      accounts: [company.account('6700'), company.account('2110')],
      sub_category_account: await subCategoryId('Other Expenses'),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('WHT Payable is a system account and keeps its type');
    expect(await writtenRows(test, company.companyId)).toEqual(before);
  });
});
