import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountingCompany,
  accountingCompany,
  anotherCompany,
  rowCounts,
  trialBalanceByCode,
} from '../../../test/accounting.ts';
import { addMember, testAppForFile } from '../../../test/harness.ts';
import { addVendor, withholdingTaxNamed } from '../../../test/purchase-fixtures.ts';
import { vatTax } from '../../../test/sales-fixtures.ts';
import { addProduct, firstBranch } from '../../../test/stock-fixtures.ts';

/*
 * Bills through the API (issue 27): a vendor's bill for goods into stock and a service, with VAT
 * recovered and withholding tax to deduct on the service, posted on approval (Dr inventory and
 * the expense and VAT input, Cr payables with the vendor), the branch's average cost moved by the
 * goods' cost; edits reverse and post again, voids take it all back out. Refusals write nothing.
 */

const test = testAppForFile();
let company: AccountingCompany;
let other: AccountingCompany;
let branch: string;
let vendor: string;
let vendorWithoutTin: string;
let cement: string;
let vat: string;
let professionalFees: string;

const billTables = ['documents', 'document_lines', 'journal_entries', 'journal_lines', 'stock_movements'];

beforeAll(async () => {
  company = await accountingCompany(test);
  other = await anotherCompany(test, company, 'Other Ventures Ltd');
  branch = await firstBranch(company);
  vendor = await addVendor(test, company.companyId, 'Dangote Cement Depot', { tin: '12345678-0001' });
  vendorWithoutTin = await addVendor(test, company.companyId, 'Mama Nkechi Supplies');
  cement = await addProduct(test, company.companyId, { name: 'Cement 50kg', unit: 'pcs' });
  vat = await vatTax(test, company.companyId);
  professionalFees = await withholdingTaxNamed(test, company.companyId, 'WHT - Professional');
  // 10 bags already on the shelf at ₦1,000 each.
  const stocked = await company.call('POST', '/api/products/stock', {
    product: cement,
    branch,
    date: '2026-03-01',
    quantity: 10,
    cost: 10_000,
    account: company.account('1050'),
  });
  expect(stocked.statusCode, stocked.body).toBe(201);
});

function billBody(extra: Record<string, unknown> = {}) {
  return {
    vendor,
    branch,
    issueDate: '2026-03-10',
    dueDate: '2099-04-09',
    billNo: 'DCD-7781',
    address: '4 Creek Road, Apapa',
    items: [
      { product: cement, description: 'Cement 50kg bags', quantity: 20, price: 1_300, tax: [{ id: vat }] },
      {
        chartofAccount: company.account('6720'),
        description: 'Site survey',
        quantity: 1,
        price: 100_000,
        tax: [{ id: vat }],
        withholding: professionalFees,
      },
    ],
    note: '  Delivered to the Ikeja yard  ',
    ...extra,
  };
}

async function create(extra: Record<string, unknown> = {}, as = company) {
  const response = await as.call('POST', '/api/expenses/bill', billBody(extra));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

const stockAt = async (product: string) => {
  const response = await company.call('GET', `/api/products/${product}/stock`);
  return response.json().data.branches.find((line: { branch: { _id: string } }) => line.branch._id === branch);
};

describe('a bill for goods and a service, with VAT and withholding tax', () => {
  it('is saved as a draft with its totals worked out, posting nothing', async () => {
    const before = await rowCounts(test, company.companyId, ['journal_entries', 'stock_movements']);
    const bill = await create({ status: 'draft' });
    expect(bill).toMatchObject({
      status: 'draft',
      number: expect.stringMatching(/^BILL-\d{5}$/),
      billNo: 'DCD-7781',
      tin: '12345678-0001',
      vendor: { _id: vendor, name: 'Dangote Cement Depot' },
      note: 'Delivered to the Ikeja yard',
      subtotal: 126_000,
      taxTotal: 9_450,
      total: 135_450,
      amountDue: 0,
      withholdingTotal: 5_000,
      journal: null,
    });
    expect(bill.items[1]).toMatchObject({ withholding: { id: professionalFees, rate: 5 }, total: 100_000 });
    expect(await rowCounts(test, company.companyId, ['journal_entries', 'stock_movements'])).toEqual(before);
  });

  it('posts on approval: Dr inventory, consulting and VAT input, Cr payables; the goods come in at their cost', async () => {
    const draft = await create({ status: 'draft' });
    const trialBefore = await trialBalanceByCode(company);
    const approved = await company.call('POST', `/api/expenses/bill/${draft._id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const bill = approved.json().data;
    expect(bill).toMatchObject({ status: 'unpaid', amountDue: 135_450, total: 135_450 });
    expect(bill.journal.lines).toEqual(
      expect.arrayContaining([
        { account: 'Accounts Payable', debit: 0, credit: 135_450 },
        { account: 'Inventory', debit: 26_000, credit: 0 },
        { account: 'Consulting Fees', debit: 100_000, credit: 0 },
        { account: 'VAT Input', debit: 9_450, credit: 0 },
      ]),
    );
    const trial = await trialBalanceByCode(company);
    expect(trial.totalDebit).toBe(trial.totalCredit);
    expect((trial.balances['2000'] ?? 0) - (trialBefore.balances['2000'] ?? 0)).toBe(-135_450);
    // 10 at ₦1,000 and 20 at ₦1,300: 30 at ₦1,200.
    expect(await stockAt(cement)).toMatchObject({ quantity: '30', value: 36_000, averageCost: 1_200 });
  });
});
