import { type AccountType, productMessages, toQuantityMilli } from '@owo/core';
import { accounts, contacts, measurements, productCategories, products, type Transaction, taxes } from '@owo/db';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { Conflict, Invalid } from '../../errors.ts';
import { systemAccount } from '../../ledger/system-accounts.ts';
import { selectAccounts } from '../accounts/index.ts';

/*
 * What a product must be before it is stored (products.service.ts, products-batch.service.ts): its
 * accounts of the right type, every reference it names the company's, its SKU free.
 */

export const ENTITY = 'product';

export const productServiceMessages = {
  duplicateSku: (sku: string) => `A product with the SKU ${sku} already exists`,
  notValid: (label: string) => `${label} is not valid.`,
  wrongAccount: (label: string, code: string, name: string, wanted: string) =>
    `${label}: ${code} ${name} is not ${wanted} account`,
  inactiveAccount: (code: string, name: string) => `${code} ${name} is inactive`,
  inUse: (names: string) =>
    `${names} cannot be deleted: ${names.includes(',') ? 'they have' : 'it has'} stock movements or posted entries. Archive instead`,
  stockOnHand: (name: string, quantity: string, unit: string) =>
    `${name} has ${quantity} ${unit} on hand: tracking can be turned off only when none is left`,
  trackedToService: (names: string) => `${names} track stock: only goods can be tracked, so turn tracking off first`,
} as const;

export const invalid = (field: string, message: string) => new Invalid(message, { [field]: message });

export type Row = typeof products.$inferSelect;
export type Values = Omit<typeof products.$inferInsert, 'companyId' | 'id' | 'createdAt' | 'updatedAt' | 'importKey'>;

/** What each account field must be: revenue an income account, expense an expense, inventory an asset. */
const accountRules = {
  revenueAccountId: { field: 'revenueAccount', label: 'Revenue account', type: 'Income', wanted: 'an income' },
  expenseAccountId: { field: 'expenseAccount', label: 'Expense account', type: 'Expense', wanted: 'an expense' },
  inventoryAccountId: { field: 'inventoryAccount', label: 'Inventory account', type: 'Asset', wanted: 'an asset' },
} as const satisfies Record<string, { field: string; label: string; type: AccountType; wanted: string }>;

type AccountKey = keyof typeof accountRules;

export async function checkProductAccount(tx: Transaction, companyId: string, key: AccountKey, accountId: string) {
  const rule = accountRules[key];
  const [row] = await selectAccounts(tx).where(and(eq(accounts.companyId, companyId), eq(accounts.id, accountId)));
  if (!row) throw invalid(rule.field, productServiceMessages.notValid(rule.label));
  const { account, parent } = row;
  if (parent.accountType !== rule.type) {
    throw invalid(rule.field, productServiceMessages.wrongAccount(rule.label, account.code, account.name, rule.wanted));
  }
  if (!account.isActive) throw invalid(rule.field, productServiceMessages.inactiveAccount(account.code, account.name));
}

async function exists(query: Promise<unknown[]>, field: string, label: string) {
  const rows = await query;
  if (rows.length === 0) throw invalid(field, productServiceMessages.notValid(label));
}

async function checkCategory(tx: Transaction, companyId: string, id: string) {
  await exists(
    tx
      .select({ id: productCategories.id })
      .from(productCategories)
      .where(and(eq(productCategories.companyId, companyId), eq(productCategories.id, id))),
    'category',
    'Category',
  );
}

async function checkMeasurement(tx: Transaction, code: string) {
  await exists(
    tx.select({ code: measurements.code }).from(measurements).where(eq(measurements.code, code)),
    'unitOfMeasurement',
    'Unit of measurement',
  );
}

async function checkVendor(tx: Transaction, companyId: string, id: string) {
  await exists(
    tx
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.companyId, companyId), eq(contacts.id, id), eq(contacts.kind, 'vendor'))),
    'vendor',
    'Vendor',
  );
}

export async function checkTaxes(tx: Transaction, companyId: string, ids: readonly string[], field = 'tax') {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const found = await tx
    .select({ id: taxes.id })
    .from(taxes)
    .where(and(eq(taxes.companyId, companyId), inArray(taxes.id, unique)));
  if (found.length !== unique.length) throw invalid(field, productServiceMessages.notValid('Tax'));
  return unique;
}

export async function checkSkuFree(tx: Transaction, companyId: string, sku: string, exceptId?: string) {
  const [clash] = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.companyId, companyId),
        sql`lower(${products.sku}) = lower(${sku})`,
        exceptId ? ne(products.id, exceptId) : undefined,
      ),
    );
  if (clash) throw new Conflict(productServiceMessages.duplicateSku(sku));
}

export const statusOf = (status: 'Active' | 'Archive' | undefined) => (status === 'Archive' ? 'archived' : 'active');
export const typeOf = (type: 'Goods' | 'Service') => (type === 'Service' ? 'service' : 'goods');
export const milliOf = (lowStock: string | null | undefined) =>
  lowStock === undefined || lowStock === null ? null : toQuantityMilli(lowStock);

/** The product whole as it will be stored: the rules that span fields, then every reference. */
export async function checkValues(tx: Transaction, companyId: string, values: Values, changed: Partial<Values>) {
  if (values.trackStock && values.type === 'service') throw invalid('trackItem', productMessages.trackServices);
  if (values.trackStock && values.lowStockMilli === null) throw invalid('lowStock', productMessages.lowStockRequired);
  if (changed.categoryId) await checkCategory(tx, companyId, changed.categoryId);
  if (changed.measurementCode) await checkMeasurement(tx, changed.measurementCode);
  if (changed.vendorId) await checkVendor(tx, companyId, changed.vendorId);
  for (const key of Object.keys(accountRules) as AccountKey[]) {
    const accountId = changed[key];
    if (accountId) await checkProductAccount(tx, companyId, key, accountId);
  }
}

export async function defaultRevenueAccount(tx: Transaction, companyId: string, type: 'goods' | 'service') {
  return (await systemAccount(tx, companyId, type === 'service' ? 'service-revenue' : 'sales')).id;
}
