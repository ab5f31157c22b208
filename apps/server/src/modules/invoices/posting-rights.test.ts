import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AccountingCompany, accountingCompany, rowCounts } from '../../../test/accounting.ts';
import { addMember, testAppForFile } from '../../../test/harness.ts';
import { addCustomer, paymentMethod } from '../../../test/sales-fixtures.ts';
import { addProduct, firstBranch } from '../../../test/stock-fixtures.ts';
import { postingRefusal } from './sales.ledger.ts';

/*
 * Who may post, change or reverse a posted sales document (issue 26): a clerk who may create, edit
 * and delete sales but not approve them can sell at the till, and nothing more. A credit note, a
 * change to a posted receipt and a void all need sales.approve, and a refusal writes nothing.
 */

const test = testAppForFile();
let company: AccountingCompany;
let clerk: (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) => Promise<LightMyRequestResponse>;
let customer: string;
let branch: string;
let advice: string;
let method: string;

const tables = ['documents', 'document_lines', 'journal_entries', 'journal_lines'];

beforeAll(async () => {
  company = await accountingCompany(test);
  branch = await firstBranch(company);
  customer = await addCustomer(test, company.companyId, 'Adaeze Stores');
  advice = await addProduct(test, company.companyId, { name: 'Advice', type: 'service' });
  method = await paymentMethod(company);
  const member = await addMember(test, company.companyId, ['sales.view', 'sales.create', 'sales.edit', 'sales.delete']);
  clerk = (verb, url, payload) =>
    test.app.inject({ method: verb, url, headers: member.headers, ...(payload ? { payload } : {}) });
});

const receiptBody = (price: number) => ({
  customer,
  branch,
  address: '12 Broad Street',
  paymentDate: '2026-03-11',
  paymentMethod: method,
  items: [{ product: advice, description: 'Advice', quantity: 1, price }],
});

describe('a clerk without the sales approve permission', () => {
  it('sells at the till: a sales receipt posts', async () => {
    const receipt = await clerk('POST', '/api/invoices/receipt', receiptBody(1_500));
    expect(receipt.statusCode, receipt.body).toBe(201);
    expect(receipt.json().data.total).toBe(1_500);
  });

  it('cannot rewrite or void a posted sales receipt, and nothing changes', async () => {
    const receipt = await company.call('POST', '/api/invoices/receipt', receiptBody(1_500));
    const id = receipt.json().data._id;
    const before = await rowCounts(test, company.companyId, tables);
    const rewritten = await clerk('PATCH', `/api/invoices/receipt/${id}`, { items: receiptBody(1).items });
    expect(rewritten.statusCode).toBe(403);
    expect(rewritten.json().message).toBe(postingRefusal('Receipt'));
    expect((await clerk('DELETE', `/api/invoices/receipt/${id}`)).statusCode).toBe(403);
    expect(await rowCounts(test, company.companyId, tables)).toEqual(before);
    const kept = await company.call('GET', `/api/invoices/receipt/${id}`);
    expect(kept.json().data).toMatchObject({ total: 1_500, status: 'paid' });
  });

  it('cannot write off a posted invoice with a credit note, nor refund from a bank account', async () => {
    const invoice = await company.call('POST', '/api/invoices', {
      customer,
      branch,
      address: '12 Broad Street',
      date: '2026-03-10',
      dueDate: '2099-04-09',
      status: 'approved',
      items: [{ product: advice, description: 'Advice', quantity: 1, price: 10_000 }],
    });
    expect(invoice.statusCode, invoice.body).toBe(201);
    const before = await rowCounts(test, company.companyId, tables);
    const creditNote = await clerk('POST', '/api/invoices/credit-note', {
      invoice: invoice.json().data._id,
      date: '2026-03-15',
      reason: 'allowance',
      excess: 'refund',
      bank: company.account('1010'),
      items: [{ product: advice, description: 'Written off', quantity: 1, price: 10_000 }],
    });
    expect(creditNote.statusCode).toBe(403);
    expect(creditNote.json().message).toBe(postingRefusal('Credit note'));
    expect(await rowCounts(test, company.companyId, tables)).toEqual(before);
    const unchanged = await company.call('GET', `/api/invoices/${invoice.json().data._id}`);
    expect(unchanged.json().data).toMatchObject({ status: 'unpaid', amountDue: 10_000 });
  });
});
