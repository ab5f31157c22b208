import { contacts, newId, taxes } from '@owo/db';
import { and, eq } from 'drizzle-orm';
import type { TestApp } from './harness.ts';

/*
 * Vendors and withholding taxes for buying tests (bills, payments made, purchase orders), written
 * as their modules keep them, so those tests do not depend on the vendor form's rules.
 */

export async function addVendor(
  test: TestApp,
  companyId: string,
  name: string,
  options: { tin?: string | null; branchId?: string | null } = {},
) {
  const id = newId();
  await test.database.db.insert(contacts).values({
    companyId,
    id,
    kind: 'vendor',
    displayName: name,
    type: 'business',
    companyName: name,
    branchId: options.branchId ?? null,
    tin: options.tin ?? null,
    emails: [`${name.split(' ')[0]?.toLowerCase()}@example.ng`],
  });
  return id;
}

/** One of the withholding taxes every company is seeded with, by the start of its name ('WHT - Services'). */
export async function withholdingTaxNamed(test: TestApp, companyId: string, name: string) {
  const rows = await test.database.db
    .select({ id: taxes.id, name: taxes.name })
    .from(taxes)
    .where(and(eq(taxes.companyId, companyId), eq(taxes.kind, 'withholding')));
  const found = rows.find((row) => row.name.startsWith(name));
  if (!found) throw new Error(`no withholding tax ${name}: ${rows.map((row) => row.name).join(', ')}`);
  return found.id;
}
