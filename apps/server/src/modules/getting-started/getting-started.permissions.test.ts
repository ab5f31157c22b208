import { beforeAll, describe, expect, it } from 'vitest';
import { type AccountingCompany, accountingCompany } from '../../../test/accounting.ts';
import { addMember, testAppForFile } from '../../../test/harness.ts';
import { addCustomer, paymentMethod, vatTax } from '../../../test/sales-fixtures.ts';
import { addProduct, firstBranch } from '../../../test/stock-fixtures.ts';

/*
 * The checklist follows the member (issue 26): a clerk who sells sees the business's first jobs,
 * 'Send your first invoice' and 'Record a payment', and no step that would end on a page their
 * role cannot open; the owner sees every step; the first jobs tick as the company does them.
 */

const test = testAppForFile();
let company: AccountingCompany;

beforeAll(async () => {
  company = await accountingCompany(test);
});

interface Step {
  key: string;
  title: string;
  text: string;
  done: boolean;
}

async function stepsOf(headers: Record<string, string>) {
  const response = await test.app.inject({ method: 'GET', url: '/api/getting-started', headers });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as { steps: Step[] }).steps;
}

const ownerHeaders = () => ({ authorization: `Bearer ${company.token}`, 'x-company-id': company.companyId });
const titles = (steps: Step[]) => steps.map((step) => step.title);
const doneTitles = (steps: Step[]) => steps.filter((step) => step.done).map((step) => step.title);

describe('the getting-started steps follow what the member may do', () => {
  it('shows the owner every step, the first jobs among them', async () => {
    expect(titles(await stepsOf(ownerHeaders()))).toEqual([
      'Add your bank account',
      'Enter your opening balances',
      'Send your first invoice',
      'Record a payment',
      'Import a bank statement',
      'Reconcile your bank account',
      'Write your first journal',
    ]);
  });

  it('shows a sales clerk their first jobs and none of the bank or accounting steps', async () => {
    const clerk = await addMember(test, company.companyId, ['sales.view', 'sales.create', 'sales.edit'], 'Sales');
    expect(titles(await stepsOf(clerk.headers))).toEqual(['Send your first invoice', 'Record a payment']);
  });

  it('does not ask a member who may only look at the bank to add a bank account', async () => {
    const viewer = await addMember(test, company.companyId, ['bank.view', 'reports.view'], 'Viewer');
    expect(await stepsOf(viewer.headers)).toEqual([]);
    const banker = await addMember(test, company.companyId, ['bank.view', 'bank.create'], 'Banker');
    expect(titles(await stepsOf(banker.headers))).toEqual(['Add your bank account', 'Import a bank statement']);
  });

  it('asks for opening balances only of a member who may approve journals, as saving them needs', async () => {
    const bookkeeper = await addMember(test, company.companyId, ['accounting.view', 'accounting.create'], 'Clerk');
    expect(titles(await stepsOf(bookkeeper.headers))).toEqual(['Write your first journal']);
    const accountant = await addMember(test, company.companyId, [
      'accounting.view',
      'accounting.create',
      'accounting.approve',
    ]);
    expect(titles(await stepsOf(accountant.headers))).toEqual([
      'Enter your opening balances',
      'Write your first journal',
    ]);
  });
});

describe('the first jobs tick as the company does them', () => {
  it('ticks the invoice once one is approved, and the payment once money is received', async () => {
    const clerk = await addMember(test, company.companyId, ['sales.view', 'sales.create', 'sales.edit'], 'Sales');
    const branch = await firstBranch(company);
    const customer = await addCustomer(test, company.companyId, 'Adaeze Stores');
    const consulting = await addProduct(test, company.companyId, { name: 'Consulting', type: 'service' });
    const vat = await vatTax(test, company.companyId);
    const invoiceBody = (status: string) => ({
      customer,
      branch,
      address: '12 Broad Street, Lagos',
      date: '2026-03-10',
      dueDate: '2099-04-09',
      items: [{ product: consulting, description: 'Advisory', quantity: 1, price: 20_000, tax: [{ id: vat }] }],
      status,
    });

    // A draft is not sent: nothing is owed yet.
    const draft = await company.call('POST', '/api/invoices', invoiceBody('draft'));
    expect(draft.statusCode, draft.body).toBe(201);
    expect(doneTitles(await stepsOf(clerk.headers))).toEqual([]);

    const approved = await company.call('POST', '/api/invoices', invoiceBody('approved'));
    expect(approved.statusCode, approved.body).toBe(201);
    expect(doneTitles(await stepsOf(clerk.headers))).toEqual(['Send your first invoice']);

    const paid = await company.call('POST', '/api/payments', {
      customer,
      branch,
      paymentDate: '2026-03-20',
      bank: company.account('1050'),
      paymentMethod: await paymentMethod(company),
      reference: 'TRF-1',
      amountReceived: 21_500,
      items: [{ id: approved.json().data._id }],
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(doneTitles(await stepsOf(clerk.headers))).toEqual(['Send your first invoice', 'Record a payment']);

    // The owner's list ticks the same two, and only those: the books have nothing else yet.
    expect(doneTitles(await stepsOf(ownerHeaders()))).toEqual(['Send your first invoice', 'Record a payment']);
  });
});
