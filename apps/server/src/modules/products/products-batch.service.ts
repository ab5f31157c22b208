import type { ProductBatch } from '@owo/core';
import { journalLines, products, stockMovements, stockPositions, type Transaction } from '@owo/db';
import { and, eq, inArray } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import { Conflict, Invalid } from '../../errors.ts';
import { recordAudit } from '../audit/index.ts';
import {
  checkProductAccount,
  checkTaxes,
  ENTITY,
  invalid,
  productServiceMessages,
  type Row,
  statusOf,
  typeOf,
  type Values,
} from './products.checks.ts';
import { lockProducts, setTaxes } from './products.service.ts';

/* Many products at once (spec section 9): archive, unarchive, delete, or one field to one value. */

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
