import {
  type AccountType,
  type ProductBatch,
  type ProductCreate,
  type ProductUpdate,
  productMessages,
  toKobo,
  toQuantityMilli,
  toQuantityText,
} from '@owo/core';
import {
  accounts,
  contacts,
  journalLines,
  measurements,
  newId,
  productCategories,
  products,
  productTaxes,
  stockMovements,
  stockPositions,
  type Transaction,
  taxes,
} from '@owo/db';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import { Conflict, Invalid, NotFound } from '../../errors.ts';
import { systemAccount } from '../../ledger/system-accounts.ts';
import { selectAccounts } from '../accounts/accounts.view.ts';
import { recordAudit } from '../audit/audit.service.ts';

/*
 * Products and services (/sales/products): the catalogue every sale and purchase line names. A
 * product's stock (quantity on hand per branch, valued at weighted average cost) is written by
 * the stock module; here only what the product is.
 */

const ENTITY = 'product';

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

const invalid = (field: string, message: string) => new Invalid(message, { [field]: message });

type Row = typeof products.$inferSelect;
type Values = Omit<typeof products.$inferInsert, 'companyId' | 'id' | 'createdAt' | 'updatedAt' | 'importKey'>;

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

async function checkSkuFree(tx: Transaction, companyId: string, sku: string, exceptId?: string) {
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

const statusOf = (status: 'Active' | 'Archive' | undefined) => (status === 'Archive' ? 'archived' : 'active');
const typeOf = (type: 'Goods' | 'Service') => (type === 'Service' ? 'service' : 'goods');
const milliOf = (lowStock: string | null | undefined) =>
  lowStock === undefined || lowStock === null ? null : toQuantityMilli(lowStock);

/** The product whole as it will be stored: the rules that span fields, then every reference. */
async function checkValues(tx: Transaction, companyId: string, values: Values, changed: Partial<Values>) {
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

async function defaultRevenueAccount(tx: Transaction, companyId: string, type: 'goods' | 'service') {
  return (await systemAccount(tx, companyId, type === 'service' ? 'service-revenue' : 'sales')).id;
}

async function setTaxes(tx: Transaction, companyId: string, productId: string, taxIds: readonly string[]) {
  await tx
    .delete(productTaxes)
    .where(and(eq(productTaxes.companyId, companyId), eq(productTaxes.productId, productId)));
  if (taxIds.length) {
    await tx.insert(productTaxes).values(taxIds.map((taxId) => ({ companyId, productId, taxId })));
  }
}

export async function createProduct(
  tx: Transaction,
  context: RequestContext,
  input: ProductCreate,
  importKey: string | null = null,
) {
  const { companyId } = context;
  const type = typeOf(input.type);
  const trackStock = type === 'goods' && (input.trackItem ?? false);
  const values: Values = {
    name: input.name,
    type,
    categoryId: input.category ?? null,
    sku: input.skuNumber ?? null,
    measurementCode: input.unitOfMeasurement,
    sellingPrice: toKobo(input.price),
    revenueAccountId: input.revenueAccount ?? (await defaultRevenueAccount(tx, companyId, type)),
    description: input.description ?? '',
    purchasePrice:
      input.purchasePrice === undefined || input.purchasePrice === null ? null : toKobo(input.purchasePrice),
    expenseAccountId: input.expenseAccount ?? null,
    inventoryAccountId:
      input.inventoryAccount ?? (trackStock ? (await systemAccount(tx, companyId, 'inventory')).id : null),
    lowStockMilli: milliOf(input.lowStock),
    trackStock,
    vendorId: input.vendor ?? null,
    status: statusOf(input.status),
  };
  await checkValues(tx, companyId, values, {
    ...values,
    revenueAccountId: input.revenueAccount ?? null,
    inventoryAccountId: input.inventoryAccount ?? null,
  });
  const taxIds = await checkTaxes(tx, companyId, input.tax ?? []);
  if (values.sku) await checkSkuFree(tx, companyId, values.sku);
  const id = newId();
  await tx.insert(products).values({ companyId, id, ...values, importKey });
  await setTaxes(tx, companyId, id, taxIds);
  await recordAudit(tx, context, { action: 'create', entityType: ENTITY, entityId: id, after: { ...values, taxIds } });
  return { id };
}

export async function lockProducts(tx: Transaction, companyId: string, ids: readonly string[]) {
  const rows = await tx
    .select()
    .from(products)
    .where(and(eq(products.companyId, companyId), inArray(products.id, [...ids])))
    .orderBy(products.id)
    .for('update');
  if (rows.length !== new Set(ids).size) throw new NotFound('Product');
  return rows;
}

async function lockProduct(tx: Transaction, companyId: string, id: string) {
  const [row] = await lockProducts(tx, companyId, [id]);
  if (!row) throw new NotFound('Product');
  return row;
}

/** Quantity on hand over every branch, thousandths. */
async function onHandMilli(tx: Transaction, companyId: string, productId: string) {
  const [row] = await tx
    .select({ quantity: sql<string>`coalesce(sum(${stockPositions.quantityMilli}), 0)` })
    .from(stockPositions)
    .where(and(eq(stockPositions.companyId, companyId), eq(stockPositions.productId, productId)));
  return Number(row?.quantity ?? 0);
}

const given = <T>(value: T | undefined, before: T) => (value === undefined ? before : value);

function changedValues(before: Row, change: ProductUpdate): Values {
  const type = change.type ? typeOf(change.type) : before.type;
  return {
    name: change.name ?? before.name,
    type,
    categoryId: given(change.category, before.categoryId),
    sku: given(change.skuNumber, before.sku),
    measurementCode: change.unitOfMeasurement ?? before.measurementCode,
    sellingPrice: change.price === undefined ? before.sellingPrice : toKobo(change.price),
    revenueAccountId: given(change.revenueAccount, before.revenueAccountId),
    description: change.description ?? before.description,
    purchasePrice:
      change.purchasePrice === undefined
        ? before.purchasePrice
        : change.purchasePrice === null
          ? null
          : toKobo(change.purchasePrice),
    expenseAccountId: given(change.expenseAccount, before.expenseAccountId),
    inventoryAccountId: given(change.inventoryAccount, before.inventoryAccountId),
    lowStockMilli: change.lowStock === undefined ? before.lowStockMilli : milliOf(change.lowStock),
    trackStock: change.trackItem ?? before.trackStock,
    vendorId: given(change.vendor, before.vendorId),
    status: change.status ? statusOf(change.status) : before.status,
  };
}

/** Stock on hand is valued on the inventory account: tracking stops only when the shelf is empty. */
async function checkTrackingOff(tx: Transaction, companyId: string, before: Row) {
  const onHand = await onHandMilli(tx, companyId, before.id);
  if (onHand !== 0) {
    const [unit] = await tx.select().from(measurements).where(eq(measurements.code, before.measurementCode));
    throw new Conflict(productServiceMessages.stockOnHand(before.name, toQuantityText(onHand), unit?.unit ?? ''));
  }
}

/** PATCH: only the fields sent change; the product is checked whole as it will be. */
export async function updateProduct(
  tx: Transaction,
  context: RequestContext,
  input: { productId: string; change: ProductUpdate },
) {
  const { companyId } = context;
  const { productId, change } = input;
  const before = await lockProduct(tx, companyId, productId);
  const values = changedValues(before, change);
  if (values.trackStock && values.inventoryAccountId === null) {
    values.inventoryAccountId = (await systemAccount(tx, companyId, 'inventory')).id;
  }
  if (values.revenueAccountId === null) {
    values.revenueAccountId = await defaultRevenueAccount(tx, companyId, values.type ?? 'goods');
  }
  const changed = Object.fromEntries(
    Object.entries(values).filter(([key, value]) => value !== before[key as keyof Row]),
  ) as Partial<Values>;
  await checkValues(tx, companyId, values, changed);
  if (before.trackStock && !values.trackStock) await checkTrackingOff(tx, companyId, before);
  const taxIds = change.tax === undefined ? undefined : await checkTaxes(tx, companyId, change.tax);
  if (values.sku && values.sku.toLowerCase() !== (before.sku ?? '').toLowerCase()) {
    await checkSkuFree(tx, companyId, values.sku, productId);
  }
  await tx
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(products.companyId, companyId), eq(products.id, productId)));
  if (taxIds) await setTaxes(tx, companyId, productId, taxIds);
  await recordAudit(tx, context, {
    action: 'update',
    entityType: ENTITY,
    entityId: productId,
    before,
    after: { ...values, ...(taxIds ? { taxIds } : {}) },
  });
  return { id: productId };
}

export async function setProductsStatus(
  tx: Transaction,
  context: RequestContext,
  input: { productIds: readonly string[]; status: 'active' | 'archived' },
) {
  const { companyId } = context;
  const rows = await lockProducts(tx, companyId, input.productIds);
  await tx
    .update(products)
    .set({ status: input.status, updatedAt: new Date() })
    .where(and(eq(products.companyId, companyId), inArray(products.id, [...input.productIds])));
  for (const before of rows) {
    await recordAudit(tx, context, {
      action: 'update',
      entityType: ENTITY,
      entityId: before.id,
      before: { status: before.status },
      after: { status: input.status },
    });
  }
}

/** Names of the products that stock movements or journal lines name: those are kept (archived instead). */
async function productsInUse(tx: Transaction, companyId: string, rows: Row[]) {
  const ids = rows.map((row) => row.id);
  const [moved, posted] = await Promise.all([
    tx
      .selectDistinct({ id: stockMovements.productId })
      .from(stockMovements)
      .where(and(eq(stockMovements.companyId, companyId), inArray(stockMovements.productId, ids))),
    tx
      .selectDistinct({ id: journalLines.productId })
      .from(journalLines)
      .where(and(eq(journalLines.companyId, companyId), inArray(journalLines.productId, ids))),
  ]);
  const used = new Set([...moved, ...posted].map((row) => row.id));
  return rows.filter((row) => used.has(row.id)).map((row) => row.name);
}

const namesText = (names: readonly string[]) =>
  names.length > 3 ? `${names.slice(0, 3).join(', ')} and ${names.length - 3} more` : names.join(', ');

export async function deleteProducts(
  tx: Transaction,
  context: RequestContext,
  input: { productIds: readonly string[] },
) {
  const { companyId } = context;
  const rows = await lockProducts(tx, companyId, input.productIds);
  const used = await productsInUse(tx, companyId, rows);
  if (used.length) throw new Conflict(productServiceMessages.inUse(namesText(used)));
  const ids = rows.map((row) => row.id);
  // A position with no movement is an empty shelf that was never used; it goes with the product.
  await tx
    .delete(stockPositions)
    .where(and(eq(stockPositions.companyId, companyId), inArray(stockPositions.productId, ids)));
  await tx.delete(products).where(and(eq(products.companyId, companyId), inArray(products.id, ids)));
  for (const before of rows) {
    await recordAudit(tx, context, { action: 'delete', entityType: ENTITY, entityId: before.id, before });
  }
}

/** The bulk edit (spec section 9): one field of every selected product to one value. */
async function editProducts(tx: Transaction, context: RequestContext, batch: ProductBatch['data']) {
  const { companyId } = context;
  const rows = await lockProducts(tx, companyId, batch.ids);
  const { attribute, value } = batch;
  if (attribute === 'tax') {
    const taxIds = await checkTaxes(tx, companyId, value as string[], 'data.value');
    for (const row of rows) await setTaxes(tx, companyId, row.id, taxIds);
    for (const row of rows) {
      await recordAudit(tx, context, { action: 'update', entityType: ENTITY, entityId: row.id, after: { taxIds } });
    }
    return;
  }
  let set: Partial<Values>;
  if (attribute === 'type') {
    const type = typeOf(value as 'Goods' | 'Service');
    const tracked = rows.filter((row) => row.trackStock);
    if (type === 'service' && tracked.length) {
      throw new Conflict(productServiceMessages.trackedToService(namesText(tracked.map((row) => row.name))));
    }
    set = { type };
  } else if (attribute === 'status') {
    set = { status: statusOf(value as 'Active' | 'Archive') };
  } else {
    const accountId = value as string;
    try {
      await checkProductAccount(tx, companyId, 'revenueAccountId', accountId);
    } catch (error) {
      if (error instanceof Invalid) throw invalid('data.value', error.message);
      throw error;
    }
    set = { revenueAccountId: accountId };
  }
  await tx
    .update(products)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(products.companyId, companyId), inArray(products.id, [...batch.ids])));
  for (const row of rows) {
    const before = Object.fromEntries(Object.keys(set).map((key) => [key, row[key as keyof Row]]));
    await recordAudit(tx, context, { action: 'update', entityType: ENTITY, entityId: row.id, before, after: set });
  }
}

export const batchMessages = {
  archive: 'Products archived',
  unarchive: 'Products unarchived',
  delete: 'Products deleted',
  edit: 'Changes applied',
} as const;

export async function runProductBatch(tx: Transaction, context: RequestContext, batch: ProductBatch) {
  const productIds = [...new Set(batch.data.ids.map((id) => id.toLowerCase()))];
  if (batch.action === 'archive') await setProductsStatus(tx, context, { productIds, status: 'archived' });
  else if (batch.action === 'unarchive') await setProductsStatus(tx, context, { productIds, status: 'active' });
  else if (batch.action === 'delete') await deleteProducts(tx, context, { productIds });
  else await editProducts(tx, context, { ...batch.data, ids: productIds });
  return { message: batchMessages[batch.action], count: productIds.length };
}
