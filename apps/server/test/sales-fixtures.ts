import { contacts, employees, newId, products, taxes } from '@owo/db';
import { and, eq } from 'drizzle-orm';
import type { AccountingCompany } from './accounting.ts';
import type { TestApp } from './harness.ts';

/*
 * Customers, priced products and taxes for selling tests, written as their modules keep them, so
 * the invoice tests do not depend on the customer and product forms' rules.
 */

export async function addCustomer(test: TestApp, companyId: string, name: string, branchId: string | null = null) {
  const id = newId();
  await test.database.db.insert(contacts).values({
    companyId,
    id,
    kind: 'customer',
    displayName: name,
    type: 'business',
    companyName: name,
    branchId,
    emails: [`${name.split(' ')[0]?.toLowerCase()}@example.ng`],
  });
  return id;
}

/** A payee of category Employee (New Payee): a contact an expense can be paid to. */
export async function addEmployeePayee(test: TestApp, companyId: string, name: string) {
  const id = newId();
  await test.database.db
    .insert(contacts)
    .values({ companyId, id, kind: 'employee', displayName: name, fullName: name });
  return id;
}

/** One of the staff (People > Employees): the employee a sale or a bill names. */
export async function addEmployee(test: TestApp, companyId: string, name: string, branchId: string | null = null) {
  const id = newId();
  const [firstName = name, ...rest] = name.split(' ');
  await test.database.db.insert(employees).values({
    companyId,
    id,
    firstName,
    lastName: rest.join(' ') || firstName,
    displayName: name,
    gender: 'female',
    phoneNumber: '08030000000',
    dateOfBirth: '1990-01-01',
    branchId,
  });
  return id;
}

export async function setPrice(test: TestApp, companyId: string, productId: string, sellingPrice: number) {
  await test.database.db
    .update(products)
    .set({ sellingPrice })
    .where(and(eq(products.companyId, companyId), eq(products.id, productId)));
}

/** The company's VAT (seeded with the company: 7.5%, posting to VAT Output). */
export async function vatTax(test: TestApp, companyId: string) {
  const rows = await test.database.db
    .select({ id: taxes.id, name: taxes.name })
    .from(taxes)
    .where(and(eq(taxes.companyId, companyId), eq(taxes.kind, 'vat')));
  const [vat] = rows;
  if (!vat) throw new Error('no VAT');
  return vat.id;
}

export async function paymentMethod(company: AccountingCompany, name = 'Bank Transfer') {
  const response = await company.call('GET', '/api/payments/method?limit=100');
  const method = (response.json().data as Array<{ _id: string; name: string }>).find((one) => one.name === name);
  if (!method) throw new Error(`no payment method ${name}: ${response.body}`);
  return method._id;
}
