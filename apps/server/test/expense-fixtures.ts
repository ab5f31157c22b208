import type { AccountingCompany } from './accounting.ts';
import type { TestApp } from './harness.ts';
import { addVendor } from './purchase-fixtures.ts';
import { paymentMethod, vatTax } from './sales-fixtures.ts';
import { firstBranch } from './stock-fixtures.ts';

/*
 * What an expense names, for expense tests: a vendor (purchase-fixtures.ts),
 * the first branch, the bank account (1050), fuel (6610), VAT and a payment method.
 */

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
