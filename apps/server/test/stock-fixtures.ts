import { newId, products } from '@owo/db';
import type { AccountingCompany } from './accounting.ts';
import type { TestApp } from './harness.ts';

/*
 * Products for stock tests, written straight into `products` as the products module keeps them
 * (tracked goods by default), so stock tests do not depend on the product forms' rules.
 */

export interface ProductFixture {
  name: string;
  /** measurements.code: kg (default), pcs, l... */
  unit?: string;
  type?: 'goods' | 'service';
  trackStock?: boolean;
  /** Thousandths of the unit. */
  lowStockMilli?: number | null;
  inventoryAccountId?: string | null;
}

export async function addProduct(test: TestApp, companyId: string, fixture: ProductFixture): Promise<string> {
  const id = newId();
  const type = fixture.type ?? 'goods';
  await test.database.db.insert(products).values({
    companyId,
    id,
    name: fixture.name,
    type,
    measurementCode: fixture.unit ?? 'kg',
    trackStock: fixture.trackStock ?? type === 'goods',
    lowStockMilli: fixture.lowStockMilli ?? null,
    inventoryAccountId: fixture.inventoryAccountId ?? null,
  });
  return id;
}

/** A second branch of the company, made through the API; answers its id. */
export async function addBranch(company: AccountingCompany, name: string): Promise<string> {
  const response = await company.call('POST', '/api/branches', { name, address: `${name} road` });
  if (response.statusCode !== 201) throw new Error(`branch failed: ${response.body}`);
  return response.json().data._id as string;
}

/** The company's first branch (made at setup). */
export async function firstBranch(company: AccountingCompany): Promise<string> {
  const response = await company.call('GET', '/api/branches');
  const [branch] = response.json().data as Array<{ _id: string }>;
  if (!branch) throw new Error('no branch');
  return branch._id;
}
