import { newId, stockMovements, stockPositions } from '@owo/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AccountingCompany, accountingCompany, anotherCompany, rowCounts } from '../../../test/accounting.ts';
import { addMember, testAppForFile } from '../../../test/harness.ts';

/*
 * The products list's bulk actions (POST /api/products/batch): archive, unarchive, delete and the
 * bulk edit of spec section 9 (Type, Status, Revenue Category, Tax), up to 100 products at once,
 * all or nothing.
 */

const test = testAppForFile();
let company: AccountingCompany;
let other: AccountingCompany;
const ids: Record<string, string> = {};

const counts = () => rowCounts(test, company.companyId, ['products', 'product_taxes', 'audit_log']);

const batch = (action: string, data: object, as: AccountingCompany = company) =>
  as.call('POST', '/api/products/batch', { action, data });

async function productsNamed(query = '') {
  const response = await company.call('GET', `/api/products?limit=100${query}`);
  return response.json().data as Array<{
    _id: string;
    name: string;
    status: string;
    type: string;
    revenueAccount: { account_code: string };
    tax: Array<{ _id: string }>;
  }>;
}

beforeAll(async () => {
  company = await accountingCompany(test);
  other = await anotherCompany(test, company, 'Other Ventures Ltd');
  for (const [name, extra] of [
    ['Garri 5kg', {}],
    ['Palm oil 5l', {}],
    ['Sugar 1kg', { trackItem: true, lowStock: 2 }],
    ['Tailoring', { type: 'Service' }],
  ] as const) {
    const response = await company.call('POST', '/api/products', { name, price: 1000, ...extra });
    if (response.statusCode !== 201) throw new Error(response.body);
    ids[name] = response.json().data._id;
  }
});

describe('bulk archive and unarchive', () => {
  it('archives the selected products and unarchives them', async () => {
    const selected = [ids['Garri 5kg'], ids['Palm oil 5l']];
    const archived = await batch('archive', { ids: selected });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json()).toEqual({ message: 'Products archived', data: { count: 2 } });
    expect((await productsNamed('&where[status]=Archived')).map((product) => product.name)).toEqual([
      'Garri 5kg',
      'Palm oil 5l',
    ]);
    const back = await batch('unarchive', { ids: selected });
    expect(back.json().message).toBe('Products unarchived');
    expect(await productsNamed('&where[status]=Archived')).toEqual([]);
  });

  it('changes nothing when one id is not the company’s (404)', async () => {
    const theirs = await other.call('POST', '/api/products', { name: 'Theirs', price: 1 });
    const before = await counts();
    const response = await batch('archive', { ids: [ids['Garri 5kg'], theirs.json().data._id] });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Product not found');
    expect(await counts()).toEqual(before);
    expect((await productsNamed('&where[status]=Archived')).length).toBe(0);
  });
});

describe('bulk edit', () => {
  it('warns when nothing is chosen to edit, or nothing to change to, writing nothing', async () => {
    const before = await counts();
    const noField = await batch('edit', { ids: [ids['Garri 5kg']] });
    expect(noField.statusCode).toBe(400);
    expect(noField.json().errors['data.attribute']).toBe('Edit cannot be empty. Please select what you want to edit');
    const noValue = await batch('edit', { ids: [ids['Garri 5kg']], attribute: 'type', value: '' });
    expect(noValue.json().errors['data.value']).toBe('Please select what you want to change to');
    const badValue = await batch('edit', { ids: [ids['Garri 5kg']], attribute: 'type', value: 'Food' });
    expect(badValue.json().errors['data.value']).toBe('Type is not valid.');
    const none = await batch('archive', { ids: [] });
    expect(none.json().errors['data.ids']).toBe('Please select a product');
    const many = await batch('archive', { ids: Array.from({ length: 101 }, () => newId()) });
    expect(many.json().errors['data.ids']).toBe('You can change at most 100 products at a time');
    expect(await counts()).toEqual(before);
  });

  it('changes the type, status, revenue account and taxes of every selected product', async () => {
    const selected = [ids['Garri 5kg'], ids['Palm oil 5l']];
    const tax = (await company.call('GET', '/api/tax?limit=100')).json().data[0]._id;
    for (const [attribute, value] of [
      ['type', 'Service'],
      ['status', 'Archive'],
      ['revenueAccount', company.account('4500')],
      ['tax', [tax]],
    ] as const) {
      const response = await batch('edit', { ids: selected, attribute, value });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().message).toBe('Changes applied');
    }
    const edited = (await productsNamed()).filter((product) => selected.includes(product._id));
    for (const product of edited) {
      expect(product).toMatchObject({
        type: 'Service',
        status: 'Archive',
        revenueAccount: { account_code: '4500' },
        tax: [{ _id: tax }],
      });
    }
    // NIL: an empty tax list takes the taxes off.
    await batch('edit', { ids: selected, attribute: 'tax', value: [] });
    expect((await productsNamed()).find((product) => product._id === selected[0])?.tax).toEqual([]);
  });

  it('refuses a revenue account that is not income, and tracked goods made a service (409)', async () => {
    const before = await counts();
    const account = await batch('edit', {
      ids: [ids.Tailoring],
      attribute: 'revenueAccount',
      value: company.account('1000'),
    });
    expect(account.statusCode).toBe(400);
    expect(account.json().errors['data.value']).toBe('Revenue account: 1000 Cash on Hand is not an income account');
    const service = await batch('edit', {
      ids: [ids['Sugar 1kg'], ids.Tailoring],
      attribute: 'type',
      value: 'Service',
    });
    expect(service.statusCode).toBe(409);
    expect(service.json().message).toBe('Sugar 1kg track stock: only goods can be tracked, so turn tracking off first');
    expect(await counts()).toEqual(before);
  });
});

describe('bulk delete', () => {
  it('keeps every selected product when one has stock movements (409 naming it)', async () => {
    const sugar = ids['Sugar 1kg'] ?? '';
    const [branch] = (await company.call('GET', '/api/branches')).json().data;
    await test.database.db.insert(stockPositions).values({
      companyId: company.companyId,
      productId: sugar,
      branchId: branch._id,
      quantityMilli: 1000,
      value: 90_000,
      exactValue: '90000000000000',
    });
    await test.database.db.insert(stockMovements).values({
      companyId: company.companyId,
      id: newId(),
      productId: sugar,
      branchId: branch._id,
      kind: 'receipt',
      date: '2026-03-01',
      documentType: 'stock-document',
      documentId: newId(),
      quantityChangeMilli: 1000,
      valueChange: 90_000,
      quantityAfterMilli: 1000,
      valueAfter: 90_000,
    });
    const before = await counts();
    const response = await batch('delete', { ids: [ids.Tailoring, sugar] });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Sugar 1kg cannot be deleted: it has stock movements or posted entries. Archive instead',
    );
    expect(await counts()).toEqual(before);
  });

  it('deletes products never used; deleting needs sales.delete, editing sales.edit', async () => {
    const editor = await addMember(test, company.companyId, ['sales.view', 'sales.edit']);
    const call = (action: string) =>
      test.app.inject({
        method: 'POST',
        url: '/api/products/batch',
        headers: editor.headers,
        payload: { action, data: { ids: [ids.Tailoring] } },
      });
    expect((await call('delete')).statusCode).toBe(403);
    expect((await call('archive')).statusCode).toBe(200);
    const response = await batch('delete', { ids: [ids.Tailoring, ids['Garri 5kg']] });
    expect(response.json()).toEqual({ message: 'Products deleted', data: { count: 2 } });
    expect((await productsNamed()).map((product) => product.name)).toEqual(['Palm oil 5l', 'Sugar 1kg']);
  });
});
