import { contacts, products } from '@owo/db';
import { and, count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AccountingCompany, accountingCompany, anotherCompany } from '../../test/accounting.ts';
import { testAppForFile } from '../../test/harness.ts';

/*
 * The long lists' totals come from list_counts, kept by triggers (migration 0014), and their pages
 * past the middle are read from the end (long-list.ts). Whatever mix of creates, status changes and
 * deletes the customers and products go through, every list's total is the real count of its rows
 * and its pages, read one by one, are the whole list in order.
 */

const test = testAppForFile();
let company: AccountingCompany;
let other: AccountingCompany;

beforeAll(async () => {
  company = await accountingCompany(test);
  other = await anotherCompany(test, company, 'Other Ventures Ltd');
  // Another company's rows must never count towards this one's totals.
  await other.call('POST', '/api/customer/quick-add', { displayName: 'Their Customer' });
  await other.call('POST', '/api/products', { name: 'Their Product', price: 100 });
});

type Operation =
  | { kind: 'add customer' | 'add product'; name: string }
  | { kind: 'deactivate customer' | 'reactivate customer' | 'delete customer'; pick: number }
  | { kind: 'archive product' | 'unarchive product' | 'delete product'; pick: number };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({
    kind: fc.constantFrom('add customer' as const, 'add product' as const),
    name: fc.string({ minLength: 1, maxLength: 8 }).map((name) => name.replace(/[^a-z]/gi, 'x')),
  }),
  fc.record({
    kind: fc.constantFrom(
      'deactivate customer' as const,
      'reactivate customer' as const,
      'delete customer' as const,
      'archive product' as const,
      'unarchive product' as const,
      'delete product' as const,
    ),
    pick: fc.nat(),
  }),
);

let added = 0;

async function ids(path: string): Promise<string[]> {
  const response = await company.call('GET', `${path}${path.includes('?') ? '&' : '?'}limit=10000`);
  return (response.json().data as Array<{ _id: string }>).map((row) => row._id);
}

async function apply(step: Operation) {
  added += 1;
  if ('name' in step) {
    const response =
      step.kind === 'add customer'
        ? await company.call('POST', '/api/customer/quick-add', { displayName: `${step.name} ${added}` })
        : await company.call('POST', '/api/products', { name: `${step.name} ${added}`, price: 500 });
    expect(response.statusCode, response.body).toBe(201);
    return;
  }
  const customer = step.kind.endsWith('customer');
  const all = await ids(customer ? '/api/customer' : '/api/products');
  const id = all[step.pick % Math.max(all.length, 1)];
  if (!id) return;
  if (step.kind === 'delete customer') await company.call('DELETE', `/api/customer/${id}`);
  else if (step.kind === 'delete product') await company.call('DELETE', `/api/products/${id}`);
  else if (customer)
    await company.call('PATCH', `/api/customer/${id}`, { active: step.kind === 'reactivate customer' });
  else await company.call('PATCH', `/api/products/${id}/${step.kind === 'archive product' ? 'archive' : 'unarchive'}`);
}

/** The real number of rows, read as the tables' owner. */
async function realCount(table: typeof contacts | typeof products, where: ReturnType<typeof and>) {
  const [row] = await test.database.db.select({ value: count() }).from(table).where(where);
  return row?.value ?? 0;
}

/** Every page of a list, read with a small page size, joined, is the whole list in order. */
async function expectPagesToMatch(path: string, total: number) {
  const whole = await ids(path);
  expect(whole).toHaveLength(total);
  const limit = 3;
  const paged: string[] = [];
  for (let page = 1; page <= Math.ceil(total / limit) + 1; page += 1) {
    const response = await company.call('GET', `${path}${path.includes('?') ? '&' : '?'}limit=${limit}&page=${page}`);
    expect(response.json().pageInfo.total, path).toBe(total);
    paged.push(...(response.json().data as Array<{ _id: string }>).map((row) => row._id));
  }
  expect(paged).toEqual(whole);
}

async function expectListsToAddUp() {
  const customer = and(eq(contacts.companyId, company.companyId), eq(contacts.kind, 'customer'));
  const product = eq(products.companyId, company.companyId);
  const lists: Array<[string, number]> = [
    ['/api/customer', await realCount(contacts, customer)],
    ['/api/customer?where[active]=true', await realCount(contacts, and(customer, eq(contacts.active, true)))],
    ['/api/customer?where[active]=false', await realCount(contacts, and(customer, eq(contacts.active, false)))],
    ['/api/products', await realCount(products, product)],
    ['/api/products?where[status]=Active', await realCount(products, and(product, eq(products.status, 'active')))],
    ['/api/products?where[status]=Archived', await realCount(products, and(product, eq(products.status, 'archived')))],
  ];
  for (const [path, total] of lists) await expectPagesToMatch(path, total);
  // A search answers its page and total in one statement: its pages too add up to the whole.
  const searched = await ids('/api/customer?search=x');
  await expectPagesToMatch('/api/customer?search=x', searched.length);
}

describe('the totals and pages of long lists', () => {
  it('stay true to the rows through any mix of adds, status changes and deletes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 12 }), async (steps) => {
        for (const step of steps) await apply(step);
        await expectListsToAddUp();
      }),
      { numRuns: 6 },
    );
  });
});
