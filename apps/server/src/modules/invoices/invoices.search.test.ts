import { beforeAll, describe, expect, it } from 'vitest';
import { type AccountingCompany, accountingCompany, anotherCompany } from '../../../test/accounting.ts';
import { addMember, testAppForFile } from '../../../test/harness.ts';
import { addCustomer, setPrice } from '../../../test/sales-fixtures.ts';
import { addProduct, firstBranch } from '../../../test/stock-fixtures.ts';

/*
 * Global search finds sales documents (issue 14 with issue 10's one search registry): by number
 * however it is typed, by PO number, by the customer's name and by total; never another company's,
 * and only for members who may see sales.
 */

const test = testAppForFile();
let company: AccountingCompany;
let other: AccountingCompany;
const numbers: Record<string, string> = {};

beforeAll(async () => {
  company = await accountingCompany(test);
  other = await anotherCompany(test, company, 'Other Ventures Ltd');
  for (const owner of [company, other]) {
    const branch = await firstBranch(owner);
    const customer = await addCustomer(test, owner.companyId, 'Balogun Stores Ltd');
    const fan = await addProduct(test, owner.companyId, { name: 'Standing fan', type: 'service' });
    await setPrice(test, owner.companyId, fan, 2_500_000);
    const body = {
      customer,
      branch,
      address: '21 Balogun Street, Lagos',
      date: '2026-03-10',
      dueDate: '2099-04-09',
      purchaseNo: 'PO-778',
      items: [{ product: fan, description: 'Standing fan', quantity: 2, price: 25_000 }],
      bank: [{ name: 'GTBank', accountNo: '0123456789', accountName: 'Owner Ltd' }],
    };
    const invoice = await owner.call('POST', '/api/invoices', body);
    expect(invoice.statusCode, invoice.body).toBe(201);
    const estimate = await owner.call('POST', '/api/invoices/estimate', {
      customer,
      branch,
      address: body.address,
      validFrom: '2026-03-01',
      validTill: '2026-03-31',
      items: [{ product: fan, description: 'Standing fan', quantity: 1, price: 25_000 }],
      bank: body.bank,
    });
    expect(estimate.statusCode, estimate.body).toBe(201);
    if (owner === company) {
      numbers.invoice = invoice.json().data.invoiceNumber;
      numbers.estimate = estimate.json().data.estimateNumber;
    }
  }
});

interface Result {
  title: string;
  path: string;
  subtitle: string;
}

async function found(as: AccountingCompany, typed: string) {
  const response = await as.call('GET', `/api/search?q=${encodeURIComponent(typed)}`);
  expect(response.statusCode, response.body).toBe(200);
  const groups = response.json().data.groups as Array<{ kind: string; results: Result[] }>;
  return groups.find((group) => group.kind === 'sales-document')?.results ?? [];
}

describe('global search over sales documents', () => {
  it('finds an invoice by its number however it is typed, first among the rest', async () => {
    expect(numbers.invoice).toBe('INV-00001');
    for (const typed of ['INV-00001', 'inv1', 'INV-1', 'inv 00001']) {
      const results = await found(company, typed);
      expect(
        results.map((result) => result.title),
        typed,
      ).toEqual(['INV-00001']);
      expect(results[0]?.path).toMatch(/^\/sales\/invoice\/[0-9a-f-]{36}$/);
    }
    // Digits alone find every kind with that number: the invoice and the estimate.
    expect((await found(company, '1')).map((result) => result.title).sort()).toEqual(['EST-00001', 'INV-00001']);
  });

  it("finds documents by the customer's name, the PO number and the total, with where each opens", async () => {
    const byName = await found(company, 'balogun');
    expect(byName.map((result) => result.title).sort()).toEqual(['EST-00001', 'INV-00001']);
    expect(byName.find((result) => result.title === 'EST-00001')?.path).toMatch(/edit-estimate\?id=/);
    expect(byName.find((result) => result.title === 'INV-00001')?.subtitle).toBe(
      'Invoice · Balogun Stores Ltd · Awaiting approval',
    );
    expect((await found(company, 'PO-778')).map((result) => result.title)).toEqual(['INV-00001']);
    expect((await found(company, '50,000')).map((result) => result.title)).toEqual(['INV-00001']);
    expect(await found(company, 'Chukwu')).toEqual([]);
  });

  it("never shows another company's documents, nor sales to a member who may not see them", async () => {
    // The other company has the same customer and numbers: each sees only its own.
    const ours = await found(company, 'balogun');
    const theirs = await found(other, 'balogun');
    expect(ours).toHaveLength(2);
    expect(theirs).toHaveLength(2);
    expect(ours.map((result) => result.path).some((path) => theirs.some((their) => their.path === path))).toBe(false);
    const bookkeeper = await addMember(test, company.companyId, ['accounting.view']);
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/search?q=INV-00001',
      headers: bookkeeper.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const groups = response.json().data.groups as Array<{ kind: string }>;
    expect(groups.map((group) => group.kind)).not.toContain('sales-document');
  });
});
