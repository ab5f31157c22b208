import { contacts, newId } from '@owo/db';
import type { AccountingCompany } from './accounting.ts';
import type { TestApp } from './harness.ts';
import { paymentMethod, vatTax } from './sales-fixtures.ts';
import { firstBranch } from './stock-fixtures.ts';

/*
 * What an expense names, for expense tests: a vendor (written as the contacts module keeps one),
 * the first branch, the bank account (1050), fuel (6610), VAT and a payment method.
 */

export async function addVendor(test: TestApp, companyId: string, name: string, branchId: string | null = null) {
  const id = newId();
  await test.database.db.insert(contacts).values({
    companyId,
    id,
    kind: 'vendor',
    displayName: name,
    type: 'business',
    companyName: name,
    branchId,
    emails: [`${name.split(' ')[0]?.toLowerCase()}@example.ng`],
  });
  return id;
}

export interface ExpenseSetting {
  vendor: string;
  branch: string;
  bank: string;
  fuel: string;
  vat: string;
  method: string;
}

export async function expenseSetting(test: TestApp, company: AccountingCompany): Promise<ExpenseSetting> {
  return {
    vendor: await addVendor(test, company.companyId, 'Total Energies Lekki'),
    branch: await firstBranch(company),
    bank: company.account('1050'),
    fuel: company.account('6610'),
    vat: await vatTax(test, company.companyId),
    method: await paymentMethod(company),
  };
}

/** A fuel expense body: one line of `price` with VAT unless told otherwise. */
export function fuelExpense(setting: ExpenseSetting, price: number | string, extra: Record<string, unknown> = {}) {
  return {
    vendor: setting.vendor,
    branch: setting.branch,
    date: '2026-05-04',
    referenceNo: 'TE-44120',
    paymentMethod: setting.method,
    bank: setting.bank,
    items: [
      { chartofAccount: setting.fuel, description: 'Petrol for the delivery van', price, tax: [{ id: setting.vat }] },
    ],
    ...extra,
  };
}
