import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountingCompany,
  accountingCompany,
  anotherCompany,
  rowCounts,
  trialBalanceByCode,
} from '../../../test/accounting.ts';
import { type ExpenseSetting, expenseSetting, fuelExpense } from '../../../test/expense-fixtures.ts';
import { addMember, testAppForFile } from '../../../test/harness.ts';
import { pngImage } from '../../../test/images.ts';
import { addBranch } from '../../../test/stock-fixtures.ts';

/*
 * Many expenses at once (create-bulk-expense; the list's bulk edit), receipts on an expense, and
 * approval by amount: all or nothing with errors by row, each edited expense reversed and posted
 * again, a photo kept with its expense, and an expense above its maker's limit waiting, posting
 * nothing, until someone whose limit covers it approves.
 */

const test = testAppForFile();
let company: AccountingCompany;
let other: AccountingCompany;
let setting: ExpenseSetting;

beforeAll(async () => {
  company = await accountingCompany(test);
  other = await anotherCompany(test, company, 'Other Ventures Ltd');
  setting = await expenseSetting(test, company);
});

const ids = (response: { json(): { data: Array<{ _id: string }> } }) => response.json().data.map((row) => row._id);

describe('bulk create', () => {
  it('saves all rows in one call, or none with the row named', async () => {
    const before = await rowCounts(test, company.companyId, ['documents', 'journal_entries']);
    const bad = await company.call('POST', '/api/expenses/bulk', {
      expenses: [fuelExpense(setting, 100), fuelExpense(setting, 200), fuelExpense(setting, 300, { date: '' })],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Expense 3: Date is a required field');
    const unknownBank = await company.call('POST', '/api/expenses/bulk', {
      expenses: [fuelExpense(setting, 100), fuelExpense(setting, 200, { bank: setting.fuel })],
    });
    expect(unknownBank.json().message).toBe('Expense 2: Bank must be a bank account');
    expect(await rowCounts(test, company.companyId, ['documents', 'journal_entries'])).toEqual(before);
    const tooMany = await company.call('POST', '/api/expenses/bulk', {
      expenses: Array.from({ length: 501 }, () => fuelExpense(setting, 1)),
    });
    expect(tooMany.json().message).toBe('Save at most 500 expenses at once');
    const saved = await company.call('POST', '/api/expenses/bulk', {
      expenses: Array.from({ length: 30 }, (_, index) =>
        fuelExpense(setting, 1_000 + index, { referenceNo: `B-${index}` }),
      ),
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().data.created).toBe(30);
    const balance = await trialBalanceByCode(company);
    expect(balance.totalDebit).toBe(balance.totalCredit);
  });
});

describe('bulk edit', () => {
  it('changes the tax, the category and the store for real, each reversed and posted again', async () => {
    const made = await company.call('POST', '/api/expenses/bulk', {
      expenses: [fuelExpense(setting, 10_000), fuelExpense(setting, 20_000)],
    });
    const [first, second] = made.json().data.ids as string[];
    const before = await trialBalanceByCode(company);
    const nil = await company.call('PATCH', '/api/expenses/bulk', { ids: [first, second], change: { tax: 'NIL' } });
    expect(nil.statusCode, nil.body).toBe(200);
    expect(nil.json().data.changed).toBe(2);
    const after = await trialBalanceByCode(company);
    expect((after.balances['1400'] ?? 0) - (before.balances['1400'] ?? 0)).toBe(-2_250);
    expect((after.balances['1050'] ?? 0) - (before.balances['1050'] ?? 0)).toBe(2_250);
    const again = await company.call('PATCH', '/api/expenses/bulk', { ids: [first], change: { tax: 'NIL' } });
    expect(again.json().data.changed).toBe(0);
    const rent = company.account('6100');
    await company.call('PATCH', '/api/expenses/bulk', { ids: [first], change: { category: rent } });
    const store = await addBranch(company, 'Yaba');
    await company.call('PATCH', '/api/expenses/bulk', { ids: [first], change: { branch: store } });
    const read = (await company.call('GET', `/api/expenses/${first}`)).json().data;
    expect(read).toMatchObject({ total: 10_000, branch: { _id: store }, items: [{ chartofAccount: { _id: rent } }] });
    expect(read.journal.lines.map((line: { account: { code: string } }) => line.account.code).sort()).toEqual([
      '1050',
      '6100',
    ]);
  });

  it('refuses an empty change, two at once, more than 100, and another company’s expense', async () => {
    const empty = await company.call('PATCH', '/api/expenses/bulk', { ids: [setting.fuel], change: {} });
    expect(empty.json().message).toBe('Edit cannot be empty. Please select what you want to edit');
    const made = await company.call('POST', '/api/expenses', fuelExpense(setting, 50));
    const id = made.json().data._id;
    const tooMany = await company.call('PATCH', '/api/expenses/bulk', {
      ids: Array.from({ length: 101 }, () => id),
      change: { tax: 'NIL' },
    });
    expect(tooMany.json().message).toBe('You can edit at most 100 expenses at once');
    const foreign = await other.call('PATCH', '/api/expenses/bulk', { ids: [id], change: { tax: 'NIL' } });
    expect(foreign.statusCode).toBe(404);
  });

  it('deletes a selection: posted ones voided and reversed', async () => {
    const made = await company.call('POST', '/api/expenses/bulk', {
      expenses: [fuelExpense(setting, 700), fuelExpense(setting, 800)],
    });
    const chosen = made.json().data.ids as string[];
    const removed = await company.call('POST', '/api/expenses/bulk-delete', { ids: chosen });
    expect(removed.json().data).toEqual({ deleted: 0, voided: 2 });
    const listed = ids(await company.call('GET', '/api/expenses?limit=1000'));
    expect(listed.filter((id) => chosen.includes(id))).toEqual([]);
  });
});

describe('receipts', () => {
  it('keeps a photo with its expense: upload, list, download, remove; refuses other files', async () => {
    const expense = (await company.call('POST', '/api/expenses', fuelExpense(setting, 5_000))).json().data;
    const png = await pngImage(4, 4);
    const upload = (content: Buffer, name: string, url = `/api/expenses/${expense._id}/attachments`, as = company) => {
      const boundary = 'ExpenseBoundary';
      return test.app.inject({
        method: 'POST',
        url,
        headers: {
          authorization: `Bearer ${as.token}`,
          'x-company-id': as.companyId,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload: Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n\r\n`),
          content,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
    };
    const added = await upload(png, 'fuel receipt.png');
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data).toMatchObject({ fileName: 'fuel receipt.png', contentType: 'image/png' });
    expect((await upload(png, 'again.png')).statusCode).toBe(200);
    const refused = await upload(Buffer.from('<html><script>alert(1)</script></html>'), 'receipt.png');
    expect(refused.json().message).toBe('Attach a photo (JPEG, PNG, WebP, HEIC) or a PDF');
    const listed = await company.call('GET', `/api/expenses/${expense._id}/attachments`);
    expect(listed.json().data).toHaveLength(1);
    const attachmentId = added.json().data._id;
    const file = await company.call('GET', `/api/expenses/${expense._id}/attachments/${attachmentId}/file`);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(png)).toBe(true);
    const elsewhere = (await company.call('POST', '/api/expenses', fuelExpense(setting, 10))).json().data._id;
    expect((await company.call('GET', `/api/expenses/${elsewhere}/attachments/${attachmentId}/file`)).statusCode).toBe(
      404,
    );
    expect((await upload(png, 'x.png', undefined, other)).statusCode).toBe(404);
    expect((await other.call('GET', `/api/expenses/${expense._id}/attachments`)).statusCode).toBe(404);
    const gone = await company.call('DELETE', `/api/expenses/${expense._id}/attachments/${attachmentId}`);
    expect(gone.statusCode).toBe(200);
    expect((await company.call('GET', `/api/expenses/${expense._id}/attachments`)).json().data).toEqual([]);
  });
});

describe('approval by amount', () => {
  it('holds an expense above the maker’s limit, posting nothing, until an approver posts it', async () => {
    const clerk = await addMember(test, company.companyId, ['expenses.view', 'expenses.create'], 'Clerk');
    const limits = await test.app.inject({
      method: 'PUT',
      url: `/api/roles/${clerk.roleId}/approval-limits`,
      headers: { authorization: `Bearer ${company.token}`, 'x-company-id': company.companyId },
      payload: { expense: 20_000 },
    });
    expect(limits.statusCode, limits.body).toBe(200);
    const asClerk = (method: 'GET' | 'POST', url: string, payload?: object) =>
      test.app.inject({ method, url, headers: clerk.headers, ...(payload ? { payload } : {}) });
    const small = await asClerk('POST', '/api/expenses', fuelExpense(setting, 10_000));
    expect(small.json().data.status).toBe('paid');
    const before = await trialBalanceByCode(company);
    const big = await asClerk('POST', '/api/expenses', fuelExpense(setting, 50_000));
    expect(big.statusCode, big.body).toBe(201);
    expect(big.json()).toMatchObject({
      message: 'Expense saved: it waits for approval',
      data: { status: 'awaiting-approval', journal: { lines: [] } },
    });
    expect((await trialBalanceByCode(company)).balances).toEqual(before.balances);
    const id = big.json().data._id;
    const byClerk = await asClerk('POST', `/api/expenses/${id}/approve`);
    expect(byClerk.statusCode).toBe(403);
    const approved = await company.call('POST', `/api/expenses/${id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'paid', total: 53_750 });
    const after = await trialBalanceByCode(company);
    expect((after.balances['1050'] ?? 0) - (before.balances['1050'] ?? 0)).toBeCloseTo(-53_750, 2);
    const twice = await company.call('POST', `/api/expenses/${id}/approve`);
    expect(twice.json().message).toBe('Only an expense awaiting approval can be approved or rejected');
    // The shared approval call rejects one that waits: it is voided, nothing posted.
    const another = await asClerk('POST', '/api/expenses', fuelExpense(setting, 60_000));
    const rejected = await company.call(
      'PATCH',
      `/api/merchant/approve/${another.json().data._id}?state=expense&action=reject`,
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data).toMatchObject({ status: 'void', journal: { lines: [] } });
  });
});
