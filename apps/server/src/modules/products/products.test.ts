import { contacts, newId, stockMovements, stockPositions } from '@owo/db';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AccountingCompany, accountingCompany, anotherCompany, rowCounts } from '../../../test/accounting.ts';
import { branchMember } from '../../../test/branch-member.ts';
import { addMember, testAppForFile } from '../../../test/harness.ts';

/*
 * Products and services (/sales/products) through the API: the catalogue's fields and rules of
 * spec sections 3 and 5, categories, measurements, archive and the bulk actions.
 */

const test = testAppForFile();
let company: AccountingCompany;
let other: AccountingCompany;
let firstBranch: string;

const TABLES = ['products', 'product_taxes', 'product_categories', 'audit_log'] as const;
const counts = () => rowCounts(test, company.companyId, TABLES);

const rice = (extra: Record<string, unknown> = {}) => ({
  name: 'Mama Gold Rice 50kg',
  skuNumber: 'RICE-50',
  price: '62500.50',
  description: 'Parboiled rice',
  ...extra,
});

async function created(body: object, as: AccountingCompany = company) {
  const response = await as.call('POST', '/api/products', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { _id: string; name: string } & Record<string, unknown>;
}

async function firstTaxId(as: AccountingCompany) {
  const response = await as.call('GET', '/api/tax?limit=100');
  return (response.json().data as Array<{ _id: string; name: string }>)[0]?._id ?? '';
}

async function vendorOf(as: AccountingCompany, name: string) {
  const id = newId();
  await test.database.db.insert(contacts).values({ companyId: as.companyId, id, kind: 'vendor', displayName: name });
  return id;
}

/** Stock on hand at a branch, as the stock module will leave it: a position and the movement that made it. */
async function stockUp(productId: string, branchId: string, quantityMilli: number, value: number) {
  await test.database.db.insert(stockPositions).values({
    companyId: company.companyId,
    productId,
    branchId,
    quantityMilli,
    value,
    exactValue: String(BigInt(value) * 1_000_000_000n),
  });
  await test.database.db.insert(stockMovements).values({
    companyId: company.companyId,
    id: newId(),
    productId,
    branchId,
    kind: 'receipt',
    date: '2026-03-01',
    documentType: 'stock-document',
    documentId: newId(),
    quantityChangeMilli: quantityMilli,
    valueChange: value,
    quantityAfterMilli: quantityMilli,
    valueAfter: value,
  });
}

beforeAll(async () => {
  company = await accountingCompany(test);
  other = await anotherCompany(test, company, 'Other Ventures Ltd');
  const branches = await company.call('GET', '/api/branches');
  firstBranch = branches.json().data[0]._id;
});

describe('creating a product', () => {
  it('adds goods in Kilogram on the Sales account by default, price kept in kobo and answered in naira', async () => {
    const response = await company.call('POST', '/api/products', rice());
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      message: 'Product created',
      data: {
        name: 'Mama Gold Rice 50kg',
        type: 'Goods',
        skuNumber: 'RICE-50',
        unitOfMeasurement: { code: 'kg', name: 'Kilogram' },
        price: 62500.5,
        revenueAccount: { account_code: '4000', account_name: 'Sales' },
        status: 'Active',
        trackItem: false,
        quantityOnHand: null,
        isLowStock: false,
        tax: [],
      },
    });
  });

  it('adds a service on Service Revenue', async () => {
    const data = await created({ name: 'Delivery within Lagos', type: 'Service', price: 3000 });
    expect(data).toMatchObject({ type: 'Service', revenueAccount: { account_code: '4010' } });
  });

  it('adds tracked goods with every field: category, taxes, vendor, accounts, low stock', async () => {
    const category = await company.call('POST', '/api/products/categories', {
      name: 'Groceries',
      description: 'Food items',
    });
    expect(category.statusCode, category.body).toBe(201);
    const tax = await firstTaxId(company);
    const vendor = await vendorOf(company, 'Dangote Flour Mills');
    const data = await created({
      name: 'Golden Penny Semovita 10kg',
      category: category.json().data._id,
      type: 'Goods',
      skuNumber: 'SEMO-10',
      unitOfMeasurement: 'bag',
      price: 9500,
      purchasePrice: '8200.25',
      revenueAccount: company.account('4000'),
      expenseAccount: company.account('5000'),
      tax: [tax, tax],
      lowStock: '2.5',
      trackItem: true,
      vendor,
    });
    expect(data).toMatchObject({
      category: { name: 'Groceries' },
      unitOfMeasurement: { code: 'bag', name: 'Bag' },
      purchasePrice: 8200.25,
      expenseAccount: { account_code: '5000' },
      inventoryAccount: { account_code: '1200', account_name: 'Inventory' },
      tax: [{ _id: tax }],
      lowStock: '2.5',
      trackItem: true,
      vendor: { name: 'Dangote Flour Mills' },
      quantityOnHand: '0',
      value: 0,
      // Never stocked: nothing on hand is under any low stock.
      isLowStock: true,
    });
  });

  it('refuses every bad input with its label, writing nothing', async () => {
    const before = await counts();
    const cases: Array<[object, string, string]> = [
      [{ price: 100 }, 'name', 'Name is a required field'],
      [{ name: 'Beans' }, 'price', 'Selling Price is a required field'],
      [{ name: 'Beans', price: '' }, 'price', 'Selling Price is a required field'],
      [{ name: 'Beans', price: -5 }, 'price', 'Amounts cannot be negative'],
      [{ name: 'Beans', price: '10.555' }, 'price', 'Amounts can have at most 2 decimal places'],
      [{ name: 'Beans', price: 10, type: 'Food' }, 'type', 'Type is not valid.'],
      [
        { name: 'Beans', price: 10, trackItem: true },
        'lowStock',
        'Low stock is a required field when Track item is on',
      ],
      [
        { name: 'Beans', price: 10, trackItem: true, lowStock: '1.2345' },
        'lowStock',
        'Low stock must be a quantity with at most 3 decimal places',
      ],
      [{ name: 'Beans', price: 10, lowStock: '-1' }, 'lowStock', 'Low stock is not valid.'],
      [
        { name: 'Cleaning', price: 10, type: 'Service', trackItem: true, lowStock: 1 },
        'trackItem',
        'Only goods can be tracked: a service has no stock',
      ],
      [{ name: 'Beans', price: 10, category: 'abc' }, 'category', 'Category is not valid.'],
      [{ name: 'Beans', price: 10, status: 'Gone' }, 'status', 'Status is not valid.'],
      [
        { name: 'Beans', price: 10, unitOfMeasurement: 'furlong' },
        'unitOfMeasurement',
        'Unit of measurement is not valid.',
      ],
      [
        { name: 'Beans', price: 10, revenueAccount: company.account('1000') },
        'revenueAccount',
        'Revenue account: 1000 Cash on Hand is not an income account',
      ],
      [
        { name: 'Beans', price: 10, expenseAccount: company.account('4000') },
        'expenseAccount',
        'Expense account: 4000 Sales is not an expense account',
      ],
      [
        { name: 'Beans', price: 10, inventoryAccount: company.account('5000') },
        'inventoryAccount',
        'Inventory account: 5000 Cost of Sales is not an asset account',
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await company.call('POST', '/api/products', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors?.[field], JSON.stringify(body)).toBe(message);
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses another company’s category, tax, account and vendor as not valid', async () => {
    const before = await counts();
    const theirCategory = await other.call('POST', '/api/products/categories', { name: 'Theirs', description: 'x' });
    const cases: Array<[object, string]> = [
      [{ category: theirCategory.json().data._id }, 'category'],
      [{ tax: [await firstTaxId(other)] }, 'tax'],
      [{ revenueAccount: other.account('4000') }, 'revenueAccount'],
      [{ vendor: await vendorOf(other, 'Their vendor') }, 'vendor'],
    ];
    for (const [extra, field] of cases) {
      const response = await company.call('POST', '/api/products', { name: 'Beans', price: 10, ...extra });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errors?.[field]).toMatch(/is not valid\.$/);
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses a SKU the company has, in any case, with 409 naming it', async () => {
    const before = await counts();
    const response = await company.call('POST', '/api/products', rice({ name: 'Other rice', skuNumber: 'rice-50' }));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('A product with the SKU rice-50 already exists');
    expect(await counts()).toEqual(before);
    // Another company may use the same SKU.
    await created(rice(), other);
  });
});

describe('reading products', () => {
  it('lists by name with paging, filters by part of the name, status, type and category', async () => {
    const all = await company.call('GET', '/api/products?limit=2&page=1');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().pageInfo).toMatchObject({ page: 1, limit: 2, total: 3, nextPage: 2 });
    expect(all.json().data.map((product: { name: string }) => product.name)).toEqual([
      'Delivery within Lagos',
      'Golden Penny Semovita 10kg',
    ]);
    const byName = await company.call('GET', '/api/products?name=GOLD');
    expect(byName.json().data.map((product: { name: string }) => product.name)).toEqual([
      'Golden Penny Semovita 10kg',
      'Mama Gold Rice 50kg',
    ]);
    // The name filter reads its index as the table's owner (migration 0013): still this company's only.
    const ours = byName.json().data.map((product: { _id: string }) => product._id);
    const theirs = (await other.call('GET', '/api/products?name=GOLD')).json().data;
    expect(theirs.filter((product: { _id: string }) => ours.includes(product._id))).toEqual([]);
    const services = await company.call('GET', '/api/products?where[type]=Service');
    expect(services.json().data).toHaveLength(1);
    const categories = await company.call('GET', '/api/products/categories');
    const grocery = categories.json().data[0]._id;
    const inCategory = await company.call('GET', `/api/products?where[category]=${grocery}`);
    expect(inCategory.json().data.map((product: { name: string }) => product.name)).toEqual([
      'Golden Penny Semovita 10kg',
    ]);
    const archived = await company.call('GET', '/api/products?where[status]=Archived');
    expect(archived.json().data).toEqual([]);
    const wrong = await company.call('GET', '/api/products?where[status]=Sold');
    expect(wrong.statusCode).toBe(400);
  });

  it('answers the units of measurement, Kilogram among them', async () => {
    const response = await company.call('GET', '/api/products/measurements');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(expect.arrayContaining([{ code: 'kg', name: 'Kilogram', unit: 'kg' }]));
  });

  it('shows quantity on hand and value over branches, and flags low stock', async () => {
    const product = await created({
      name: 'Peak Milk 400g',
      price: 2500,
      trackItem: true,
      lowStock: 10,
      unitOfMeasurement: 'pcs',
    });
    const second = await company.call('POST', '/api/branches', { name: 'Ikeja', address: '12 Allen Avenue' });
    await stockUp(product._id, firstBranch, 24_000, 4_800_000);
    await stockUp(product._id, second.json().data._id, 6_500, 1_300_000);
    const detail = await company.call('GET', `/api/products/${product._id}`);
    expect(detail.json().data).toMatchObject({
      quantityOnHand: '30.5',
      value: 61_000,
      isLowStock: true,
      branches: [
        { branch: { name: 'Head Office' }, quantity: '24', value: 48_000, isLowStock: false },
        { branch: { name: 'Ikeja' }, quantity: '6.5', value: 13_000, isLowStock: true },
      ],
    });
    const listed = await company.call('GET', '/api/products?name=peak');
    expect(listed.json().data[0]).toMatchObject({ quantityOnHand: '30.5', isLowStock: true });
  });

  it('lets a member limited to a branch read the catalogue with their branch’s stock, but not change it', async () => {
    const member = await branchMember(test, company.companyId, firstBranch, [
      'sales.view',
      'sales.create',
      'sales.edit',
    ]);
    const listed = await member.call('GET', '/api/products?name=peak');
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data[0]).toMatchObject({ quantityOnHand: '24', value: 48_000, isLowStock: false });
    const refused = await member.call('POST', '/api/products', { name: 'Beans', price: 10 });
    expect(refused.statusCode).toBe(403);
  });

  it('another company’s product is not found; no sales permission is refused', async () => {
    const theirs = (await other.call('GET', '/api/products')).json().data[0]._id;
    for (const [method, url] of [
      ['GET', `/api/products/${theirs}`],
      ['PATCH', `/api/products/${theirs}`],
      ['DELETE', `/api/products/${theirs}`],
      ['PATCH', `/api/products/${theirs}/archive`],
    ] as const) {
      const response = await company.call(method, url, method === 'PATCH' ? { name: 'Mine now' } : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().message).toBe('Product not found');
    }
    const viewer = await addMember(test, company.companyId, ['accounting.view']);
    const refused = await test.app.inject({ method: 'GET', url: '/api/products', headers: viewer.headers });
    expect(refused.statusCode).toBe(403);
    const reader = await addMember(test, company.companyId, ['sales.view']);
    const cannotAdd = await test.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: reader.headers,
      payload: { name: 'Beans', price: 10 },
    });
    expect(cannotAdd.statusCode).toBe(403);
  });
});

describe('changing a product', () => {
  it('changes only the fields sent and records the change', async () => {
    const product = await created({ name: 'Indomie Chicken 70g', price: 150, skuNumber: 'INDO-70' });
    const response = await company.call('PATCH', `/api/products/${product._id}`, {
      price: '165',
      description: 'Carton of 40',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Product updated',
      data: { name: 'Indomie Chicken 70g', price: 165, description: 'Carton of 40', skuNumber: 'INDO-70' },
    });
    const audit = await test.database.db.execute(
      sql`select action from audit_log where company_id = ${company.companyId} and entity_id = ${product._id} order by id`,
    );
    expect((audit as unknown as { rows: Array<{ action: string }> }).rows.map((row) => row.action)).toEqual([
      'create',
      'update',
    ]);
  });

  it('refuses a SKU another product has, turning tracking on without low stock, and a service tracked', async () => {
    const product = await created({ name: 'Bournvita 500g', price: 3200 });
    const before = await counts();
    const clash = await company.call('PATCH', `/api/products/${product._id}`, { skuNumber: 'Indo-70' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('A product with the SKU Indo-70 already exists');
    const noLow = await company.call('PATCH', `/api/products/${product._id}`, { trackItem: true });
    expect(noLow.statusCode).toBe(400);
    expect(noLow.json().errors.lowStock).toBe('Low stock is a required field when Track item is on');
    const service = await company.call('PATCH', `/api/products/${product._id}`, {
      type: 'Service',
      trackItem: true,
      lowStock: 1,
    });
    expect(service.json().errors.trackItem).toBe('Only goods can be tracked: a service has no stock');
    expect(await counts()).toEqual(before);
  });

  it('refuses to stop tracking while stock is on hand (409), and to delete a product with movements', async () => {
    const [peak] = (await company.call('GET', '/api/products?name=peak')).json().data;
    const stop = await company.call('PATCH', `/api/products/${peak._id}`, { trackItem: false });
    expect(stop.statusCode).toBe(409);
    expect(stop.json().message).toBe(
      'Peak Milk 400g has 30.5 pcs on hand: tracking can be turned off only when none is left',
    );
    const remove = await company.call('DELETE', `/api/products/${peak._id}`);
    expect(remove.statusCode).toBe(409);
    expect(remove.json().message).toBe(
      'Peak Milk 400g cannot be deleted: it has stock movements or posted entries. Archive instead',
    );
  });

  it('archives and unarchives one product', async () => {
    const [peak] = (await company.call('GET', '/api/products?name=peak')).json().data;
    const archived = await company.call('PATCH', `/api/products/${peak._id}/archive`);
    expect(archived.json()).toMatchObject({ message: 'Product archived', data: { status: 'Archive' } });
    const listed = await company.call('GET', '/api/products?where[status]=Archived');
    expect(listed.json().data.map((product: { name: string }) => product.name)).toEqual(['Peak Milk 400g']);
    const back = await company.call('PATCH', `/api/products/${peak._id}/unarchive`);
    expect(back.json()).toMatchObject({ message: 'Product unarchived', data: { status: 'Active' } });
  });

  it('deletes a product never used, with its taxes', async () => {
    const product = await created({ name: 'Sample sachet', price: 0, tax: [await firstTaxId(company)] });
    const response = await company.call('DELETE', `/api/products/${product._id}`);
    expect(response.json()).toEqual({ message: 'Product deleted' });
    expect((await company.call('GET', `/api/products/${product._id}`)).statusCode).toBe(404);
  });
});

describe('categories', () => {
  it('requires a name and a description, refuses a name the company has, and changes one', async () => {
    const before = await counts();
    const empty = await company.call('POST', '/api/products/categories', { name: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({
      name: 'Name is a required field',
      description: 'Description is a required field',
    });
    const clash = await company.call('POST', '/api/products/categories', { name: 'GROCERIES', description: 'Again' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('A category named GROCERIES already exists');
    expect(await counts()).toEqual(before);
    const drinks = await company.call('POST', '/api/products/categories', {
      name: 'Drinks',
      description: 'Soft drinks',
    });
    const edited = await company.call('PATCH', `/api/products/categories/${drinks.json().data._id}`, {
      name: 'Beverages',
      description: 'Soft drinks and juice',
    });
    expect(edited.json()).toMatchObject({ message: 'Category updated', data: { name: 'Beverages', products: 0 } });
    const removed = await company.call('DELETE', `/api/products/categories/${drinks.json().data._id}`);
    expect(removed.json()).toEqual({ message: 'Category deleted' });
  });

  it('keeps a category with products (409); another company’s is not found', async () => {
    const [groceries] = (await company.call('GET', '/api/products/categories')).json().data;
    const refused = await company.call('DELETE', `/api/products/categories/${groceries._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Groceries has 1 product in it: move it to another category first');
    const theirs = (await other.call('GET', '/api/products/categories')).json().data[0]._id;
    const response = await company.call('PATCH', `/api/products/categories/${theirs}`, { name: 'x', description: 'y' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Category not found');
  });
});
