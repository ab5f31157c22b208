import { accounts, branches, companies, type Executor, measurements, products } from '@owo/db';
import { and, eq, inArray } from 'drizzle-orm';
import { Invalid, NotFound } from '../../errors.ts';

/*
 * What a stock document names, checked before anything moves: the products (tracked goods of the
 * company), the branches and the account on the other side. Another company's ids read as unknown
 * (404), never as theirs.
 */

export const stockServiceMessages = {
  service: (name: string) => `${name} is a service: only goods have stock`,
  notTracked: (name: string) => `${name} is not tracked: turn on Track item to keep its stock`,
  paidFrom: 'Paid from must be a bank account, Accounts Payable or Opening Balance Equity',
  foreignAccount: (code: string, name: string, currency: string) =>
    `${code} ${name} is kept in ${currency}: stock is paid for in the home currency`,
  inactive: (code: string, name: string) => `${code} ${name} is inactive`,
} as const;

export interface StockProduct {
  id: string;
  name: string;
  unit: string;
  inventoryAccountId: string | null;
  lowStockMilli: number | null;
}

/** The products, each a tracked good of the company; `fieldOf(index)` names where each was sent. */
export async function trackedProducts(
  executor: Executor,
  companyId: string,
  productIds: readonly string[],
  fieldOf: (index: number) => string,
): Promise<Map<string, StockProduct>> {
  const ids = [...new Set(productIds)];
  const rows = await executor
    .select({
      id: products.id,
      name: products.name,
      type: products.type,
      trackStock: products.trackStock,
      unit: measurements.unit,
      inventoryAccountId: products.inventoryAccountId,
      lowStockMilli: products.lowStockMilli,
    })
    .from(products)
    .innerJoin(measurements, eq(measurements.code, products.measurementCode))
    .where(and(eq(products.companyId, companyId), inArray(products.id, ids)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const errors: Record<string, string> = {};
  productIds.forEach((productId, index) => {
    const row = byId.get(productId);
    if (!row) throw new NotFound('Product');
    if (row.type !== 'goods') errors[fieldOf(index)] ??= stockServiceMessages.service(row.name);
    else if (!row.trackStock) errors[fieldOf(index)] ??= stockServiceMessages.notTracked(row.name);
  });
  const first = Object.values(errors)[0];
  if (first) throw new Invalid(first, errors);
  return new Map(rows.map(({ type: _type, trackStock: _tracked, ...product }) => [product.id, product]));
}

/** The branches' names; an unknown branch (or another company's) is not found. */
export async function branchNames(executor: Executor, companyId: string, branchIds: readonly string[]) {
  const ids = [...new Set(branchIds)];
  const rows = await executor
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .where(and(eq(branches.companyId, companyId), inArray(branches.id, ids)));
  if (rows.length !== ids.length) throw new NotFound('Branch');
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The account stock is paid from or owed to: a bank account in the home currency, Accounts Payable, or Opening Balance Equity. */
export async function paidFromAccount(executor: Executor, companyId: string, accountId: string, field = 'account') {
  const [account] = await executor
    .select()
    .from(accounts)
    .where(and(eq(accounts.companyId, companyId), eq(accounts.id, accountId)));
  if (!account) throw new NotFound('Account');
  const invalid = (message: string) => new Invalid(message, { [field]: message });
  const allowed = account.isBank || account.systemKey === 'payables' || account.systemKey === 'opening-balance-equity';
  if (!allowed) throw invalid(stockServiceMessages.paidFrom);
  if (account.currencyCode !== null)
    throw invalid(stockServiceMessages.foreignAccount(account.code, account.name, account.currencyCode));
  if (!account.isActive) throw invalid(stockServiceMessages.inactive(account.code, account.name));
  return account;
}

export async function allowsNegativeStock(executor: Executor, companyId: string): Promise<boolean> {
  const [company] = await executor
    .select({ allowNegativeStock: companies.allowNegativeStock })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company?.allowNegativeStock ?? false;
}
