import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountingCompany,
  accountingCompany,
  anotherCompany,
  postJournal,
  rowCounts,
} from '../../../test/accounting.ts';
import { journalOf } from '../../../test/bank.ts';
import { addMember, testAppForFile } from '../../../test/harness.ts';

/*
 * Who sees and changes tax returns and payments (issue 29): another company never sees them (404),
 * a member who may only view cannot file or pay, and a refusal writes nothing.
 */

const test = testAppForFile();
let company: AccountingCompany;
let other: AccountingCompany;
let paymentId: string;

beforeAll(async () => {
  company = await accountingCompany(test);
  other = await anotherCompany(test, company, 'Other Ventures Ltd');
  await postJournal(
    company,
    journalOf(
      [
        [company.account('1050'), 750, 0],
        [company.account('2100'), 0, 750],
      ],
      { date: '2026-03-10', reference: 'VAT on March sales' },
    ),
  );
  const filed = await company.call('POST', '/api/tax/returns', { type: 'vat', period: '2026-03', reference: 'NRS-1' });
  expect(filed.statusCode, filed.body).toBe(201);
  const paid = await company.call('POST', '/api/tax/payments', {
    return: filed.json().data._id,
    bank: company.account('1050'),
    date: '2026-04-20',
    amount: 500,
    reference: 'RRR-1',
  });
  expect(paid.statusCode, paid.body).toBe(201);
  paymentId = paid.json().data._id;
});

describe('access', () => {
  it("never shows another company's return or payment, and a viewer cannot file or pay", async () => {
    const list = await company.call('GET', '/api/tax/returns?limit=50');
    const [mine] = list.json().data as Array<{ _id: string }>;
    expect((await other.call('GET', `/api/tax/returns/${mine?._id}`)).statusCode).toBe(404);
    expect((await other.call('DELETE', `/api/tax/returns/${mine?._id}`)).statusCode).toBe(404);
    expect((await other.call('GET', '/api/tax/returns')).json().data).toEqual([]);
    expect((await other.call('GET', `/api/tax/payments/${paymentId}`)).statusCode).toBe(404);
    expect((await other.call('PATCH', `/api/tax/payments/${paymentId}`, { amount: 1 })).statusCode).toBe(404);
    const viewer = await addMember(test, company.companyId, ['tax.view']);
    const before = await rowCounts(test, company.companyId, ['tax_returns', 'tax_payments', 'journal_entries']);
    const filed = await test.app.inject({
      method: 'POST',
      url: '/api/tax/returns',
      headers: viewer.headers,
      payload: { type: 'wht', period: '2026-05', reference: 'X' },
    });
    expect(filed.statusCode).toBe(403);
    expect(await rowCounts(test, company.companyId, ['tax_returns', 'tax_payments', 'journal_entries'])).toEqual(
      before,
    );
  });
});
