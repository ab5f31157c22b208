import { type ProductCreate, type ProductUpdate, toKobo, toQuantityText } from '@owo/core';
import { measurements, newId, products, productTaxes, stockPositions, type Transaction } from '@owo/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import { Conflict, NotFound } from '../../errors.ts';
import { systemAccount } from '../../ledger/system-accounts.ts';
import { recordAudit } from '../audit/index.ts';
import {
  checkSkuFree,
  checkTaxes,
  checkValues,
  defaultRevenueAccount,
  ENTITY,
  milliOf,
  productServiceMessages,
  type Row,
  statusOf,
  typeOf,
  type Values,
} from './products.checks.ts';

/*
 * Products and services (/sales/products): the catalogue every sale and purchase line names. A
 * product's stock (quantity on hand per branch, valued at weighted average cost) is written by
 * the stock module; here only what the product is.
 */

export async function setTaxes(tx: Transaction, companyId: string, productId: string, taxIds: readonly string[]) {
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
    classificationCode: input.classificationCode ?? null,
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
    classificationCode: given(change.classificationCode, before.classificationCode),
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
