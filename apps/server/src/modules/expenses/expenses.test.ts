import { todayInLagos } from '@owo/core';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountingCompany,
  accountingCompany,
  anotherCompany,
  rowCounts,
  trialBalanceByCode,
} from '../../../test/accounting.ts';
import { branchMember } from '../../../test/branch-member.ts';
import { type ExpenseSetting, expenseSetting, fuelExpense } from '../../../test/expense-fixtures.ts';
import { addMember, testAppForFile } from '../../../test/harness.ts';
import { addVendor } from '../../../test/purchase-fixtures.ts';
import { addCustomer, addEmployeePayee } from '../../../test/sales-fixtures.ts';
import { addBranch } from '../../../test/stock-fixtures.ts';

/*
 * Expenses (issue 27): a fuel receipt with VAT posts Dr fuel and VAT input, Cr the bank; the list
 * shows the payee's companyName and the payment method and takes the spec's upper-case filters;
 * an edit reverses and posts again; a delete voids and reverses; another company's expense is not
 * found, a branch member sees only their branch, a member without permission is refused, and bad
 * values are refused in words with nothing written.
 */

const test = testAppForFile();
let company: AccountingCompany;
let other: AccountingCompany;
let setting: ExpenseSetting;

const writtenTables = ['documents', 'document_lines', 'journal_entries', 'journal_lines'];

beforeAll(async () => {
  company = await accountingCompany(test);
  other = await anotherCompany(test, company, 'Other Ventures Ltd');
  setting = await expenseSetting(test, company);
});

async function record(price: number | string, extra: Record<string, unknown> = {}) {
  const response = await company.call('POST', '/api/expenses', fuelExpense(setting, price, extra));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

const postings = (expense: {
  journal: { lines: Array<{ account: { code: string }; debit: number; credit: number }> };
}) => Object.fromEntries(expense.journal.lines.map((line) => [line.account.code, line.debit - line.credit]));

describe('recording an expense', () => {
  it('posts a fuel receipt with VAT 7.5%: Dr fuel 10,000 and VAT input 750, Cr bank 10,750', async () => {
    const before = await trialBalanceByCode(company);
    const expense = await record(10_000);
    expect(expense).toMatchObject({
      status: 'paid',
      referenceNo: 'TE-44120',
      subtotal: 10_000,
      taxTotal: 750,
      total: 10_750,
      vendor: { companyName: 'Total Energies Lekki' },
      paymentMethod: { name: 'Bank Transfer' },
      bank: { name: 'Bank Account' },
      taxes: [{ value: 0.075, amount: 750 }],
    });
    expect(expense.number).toMatch(/^EXP-\d{5}$/);
    expect(postings(expense)).toEqual({ '6610': 10_000, '1400': 750, '1050': -10_750 });
    const after = await trialBalanceByCode(company);
    expect(after.totalDebit).toBe(after.totalCredit);
    expect((after.balances['1050'] ?? 0) - (before.balances['1050'] ?? 0)).toBe(-10_750);
    expect((after.balances['1400'] ?? 0) - (before.balances['1400'] ?? 0)).toBe(750);
  });

  it('takes a customer or an employee as the payee (New Payee), and numbers expenses one after another', async () => {
    const customer = await addCustomer(test, company.companyId, 'Bisi Foods');
    const employee = await addEmployeePayee(test, company.companyId, 'Tunde Bakare');
    const line = (price: number) => ({ items: [{ chartofAccount: setting.fuel, price }] });
    const first = await record(500, { vendor: customer, ...line(500) });
    const second = await record(600, { vendor: employee, ...line(600) });
    expect(second.vendor).toMatchObject({ name: 'Tunde Bakare', kind: 'employee' });
    expect(Number(second.number.slice(4))).toBe(Number(first.number.slice(4)) + 1);
    expect(first).toMatchObject({ taxTotal: 0, total: 500 });
  });

  it('adds a New Payee of each category and finds payees of every kind by name', async () => {
    const added = await company.call('POST', '/api/expenses/payees', {
      displayName: 'Musa Driver',
      category: 'employee',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data).toMatchObject({ name: 'Musa Driver', kind: 'employee' });
    const found = await company.call('GET', '/api/expenses/payees?search=musa');
    expect(found.json().data).toEqual([added.json().data]);
    const bad = await company.call('POST', '/api/expenses/payees', { displayName: ' ', category: 'supplier' });
    expect(bad.json().errors).toMatchObject({
      displayName: 'Display name is a required field',
      category: 'Category is not valid.',
    });
    // The bill form's employee picker asks for employees only.
    const employees = await company.call('GET', '/api/expenses/payees?where[kind]=employee');
    expect((employees.json().data as Array<{ kind: string }>).every((one) => one.kind === 'employee')).toBe(true);
    expect(employees.json().data).toContainEqual(added.json().data);
    const vendorsOnly = await company.call('GET', '/api/expenses/payees?search=musa&where[kind]=vendor');
    expect(vendorsOnly.json().data).toEqual([]);
    expect((await company.call('GET', '/api/expenses/payees?where[kind]=friend')).statusCode).toBe(400);
    const paid = await record(1_200, { vendor: added.json().data._id });
    expect(paid.vendor).toMatchObject({ companyName: 'Musa Driver', kind: 'employee' });
  });

  it('refuses missing and bad fields in words, writing nothing', async () => {
    const before = await rowCounts(test, company.companyId, writtenTables);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ vendor: undefined }, 'vendor', 'Payee is a required field'],
      [{ referenceNo: '' }, 'referenceNo', 'Reference number is a required field'],
      [{ date: '2026-02-30' }, 'date', 'Date is not valid.'],
      [{ items: [] }, 'items', 'Add at least one expense line'],
      [{ items: [{ chartofAccount: setting.fuel, price: -5 }] }, 'items.0.price', 'Amounts cannot be negative'],
      [{ items: [{ chartofAccount: setting.fuel, price: 0 }] }, 'items.0.price', 'Amount must be more than 0'],
      [{ items: [{ chartofAccount: setting.fuel, price: '1e400' }] }, 'items.0.price', 'Amount is not valid.'],
      [
        { items: [{ chartofAccount: setting.fuel, price: 1.005 }] },
        'items.0.price',
        'Amounts can have at most 2 decimal places',
      ],
      [
        { items: [{ chartofAccount: setting.fuel, price: 100_000_000_000 }] },
        'items.0.price',
        'Amount can be at most ₦99,999,999,999.99',
      ],
      [{ note: 'x'.repeat(2001) }, 'note', 'Note must be at most 2000 characters'],
    ];
    for (const [change, field, message] of cases) {
      const response = await company.call('POST', '/api/expenses', fuelExpense(setting, 100, change));
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().errors[field], JSON.stringify(change)).toBe(message);
    }
    const notBank = await company.call('POST', '/api/expenses', fuelExpense(setting, 100, { bank: setting.fuel }));
    expect(notBank.json()).toMatchObject({ message: 'Bank must be a bank account' });
    const bankCategory = await company.call(
      'POST',
      '/api/expenses',
      fuelExpense(setting, 100, { items: [{ chartofAccount: setting.bank, price: 100 }] }),
    );
    expect(bankCategory.json().message).toBe('Expense category cannot be a bank account: choose an expense account');
    // Many lines that each fit but together pass the most one amount may be.
    const huge = Array.from({ length: 20 }, () => ({ chartofAccount: setting.fuel, price: 9_999_999_999_999 }));
    const tooMuch = await company.call('POST', '/api/expenses', fuelExpense(setting, 1, { items: huge }));
    expect(tooMuch.statusCode).toBe(400);
    expect(await rowCounts(test, company.companyId, writtenTables)).toEqual(before);
  });
});

describe('the list', () => {
  it('filters by status, period (upper-case), custom range and store', async () => {
    const today = todayInLagos();
    const store = await addBranch(company, 'Ajah');
    const ajah = await record(2_000, { date: today, branch: store, referenceNo: 'AJ-1' });
    const list = async (query: string) => {
      const response = await company.call('GET', `/api/expenses?limit=100&${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as Array<{ _id: string; referenceNo: string }>;
    };
    expect((await list('where[status]=PAID')).map((row) => row._id)).toContain(ajah._id);
    expect((await list('where[status]=AWAITING-APPROVAL')).map((row) => row._id)).not.toContain(ajah._id);
    expect((await list('where[period]=THIS_MONTH')).map((row) => row._id)).toEqual([ajah._id]);
    expect((await list(`where[branch]=${store}`)).map((row) => row._id)).toEqual([ajah._id]);
    const may = await list('range[startDate]=2026-05-01&range[endDate]=2026-05-31');
    expect(may.length).toBeGreaterThanOrEqual(3);
    expect(may.map((row) => row._id)).not.toContain(ajah._id);
    const bad = await company.call('GET', '/api/expenses?where[status]=LOST');
    expect(bad.json()).toMatchObject({ message: 'Status is not valid.' });
    expect((await company.call('GET', '/api/expenses?where[period]=FOREVER')).statusCode).toBe(400);
    const paged = await company.call('GET', '/api/expenses?limit=2&page=1');
    expect(paged.json().pageInfo).toMatchObject({ page: 1, limit: 2, nextPage: 2 });

    // The export takes the list's filters: the Ajah store's one expense, as CSV and as Excel.
    const csv = await company.call('GET', `/api/expenses/export?format=csv&where[branch]=${store}`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename=".*Expenses.*\.csv"/);
    const [, table = ''] = csv.body.split(/(?=Number,Date,Payee)/);
    const rows = table.trim().split('\r\n');
    expect(rows[0]).toBe(
      'Number,Date,Payee,Category,Reference,Payment method,Paid from,Store,Status,Currency,Subtotal,Tax,Total',
    );
    expect(rows.slice(1)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${ajah.number},${today},Total Energies Lekki,[^,]+,AJ-1,Bank Transfer,Bank Account,Ajah,Paid,NGN,2000(\\.00)?,150(\\.00)?,2150(\\.00)?$`,
        ),
      ),
    ]);
    const xlsx = await test.app.inject({
      method: 'GET',
      url: '/api/expenses/export?format=xlsx&where[period]=THIS_MONTH',
      headers: { authorization: `Bearer ${company.token}`, 'x-company-id': company.companyId },
    });
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const cells: string[] = [];
    book.worksheets[0]?.eachRow((row) => cells.push(String(row.getCell(1).value)));
    expect(cells).toContain(ajah.number);
    const elsewhere = await other.call('GET', '/api/expenses/export?format=csv');
    expect(elsewhere.body).not.toContain(ajah.number);
  });
});

describe('changing and deleting', () => {
  it('reverses and posts again on edit, and voids with a reversal on delete', async () => {
    const expense = await record(4_000);
    const edited = await company.call('PATCH', `/api/expenses/${expense._id}`, {
      items: [{ chartofAccount: setting.fuel, description: 'Diesel', price: 8_000, tax: [{ id: setting.vat }] }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ total: 8_600, referenceNo: 'TE-44120', status: 'paid' });
    expect(postings(edited.json().data)).toEqual({ '6610': 8_000, '1400': 600, '1050': -8_600 });
    const before = await trialBalanceByCode(company);
    const deleted = await company.call('DELETE', `/api/expenses/${expense._id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const after = await trialBalanceByCode(company);
    expect((after.balances['1050'] ?? 0) - (before.balances['1050'] ?? 0)).toBe(8_600);
    expect(after.totalDebit).toBe(after.totalCredit);
    const listed = await company.call('GET', '/api/expenses?limit=100');
    expect(listed.json().data.map((row: { _id: string }) => row._id)).not.toContain(expense._id);
    const voids = await company.call('GET', '/api/expenses?limit=100&where[status]=VOID');
    expect(voids.json().data.map((row: { _id: string }) => row._id)).toContain(expense._id);
    const again = await company.call('PATCH', `/api/expenses/${expense._id}`, { note: 'late' });
    expect(again.json()).toMatchObject({ message: 'A void expense cannot be changed' });
  });
});

describe('who may see and change an expense', () => {
  it('answers 404 for another company’s expense and refuses its vendor', async () => {
    const expense = await record(1_000);
    for (const [method, payload] of [['GET'], ['PATCH', { note: 'x' }], ['DELETE']] as const) {
      const response = await other.call(method, `/api/expenses/${expense._id}`, payload);
      expect(response.statusCode).toBe(404);
    }
    const theirs = await addVendor(test, other.companyId, 'Their Vendor');
    const refused = await company.call('POST', '/api/expenses', fuelExpense(setting, 100, { vendor: theirs }));
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Payee not found');
  });

  it('keeps a branch member to their branch, and refuses a member without permission', async () => {
    const ikeja = await addBranch(company, 'Ikeja');
    const inIkeja = await record(1_500, { branch: ikeja });
    const member = await branchMember(test, company.companyId, setting.branch, ['expenses.view', 'expenses.create']);
    expect((await member.call('GET', `/api/expenses/${inIkeja._id}`)).statusCode).toBe(404);
    const seen = await member.call('GET', '/api/expenses?limit=100');
    expect(seen.json().data.map((row: { branch: { _id: string } }) => row.branch._id)).not.toContain(ikeja);
    const own = await member.call('POST', '/api/expenses', fuelExpense(setting, 300));
    expect(own.statusCode, own.body).toBe(201);
    // A posted expense changes the books: voiding it needs expenses.approve.
    const voiding = await member.call('DELETE', `/api/expenses/${own.json().data._id}`);
    expect(voiding.statusCode).toBe(403);
    const viewer = await addMember(test, company.companyId, ['expenses.view'], 'Viewer');
    const refused = await test.app.inject({
      method: 'POST',
      url: '/api/expenses',
      headers: viewer.headers,
      payload: fuelExpense(setting, 300),
    });
    expect(refused.statusCode).toBe(403);
    const editor = await addMember(test, company.companyId, ['expenses.view', 'expenses.edit'], 'Editor');
    const edit = await test.app.inject({
      method: 'PATCH',
      url: `/api/expenses/${own.json().data._id}`,
      headers: editor.headers,
      payload: { note: 'changed' },
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toMatch(/approve expenses/);
  });
});
