import type { ProductCategory } from '@owo/core';
import { newId, productCategories, products, type Transaction } from '@owo/db';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import { Conflict, NotFound } from '../../errors.ts';
import { recordAudit } from '../audit/index.ts';

/* Product categories (New/Edit Category): a name and a description, the name unique in the company. */

const ENTITY = 'product-category';

export const categoryMessages = {
  duplicate: (name: string) => `A category named ${name} already exists`,
  inUse: (name: string, used: number) =>
    `${name} has ${used} product${used === 1 ? '' : 's'} in it: move ${used === 1 ? 'it' : 'them'} to another category first`,
} as const;

async function checkNameFree(tx: Transaction, companyId: string, name: string, exceptId?: string) {
  const [clash] = await tx
    .select({ id: productCategories.id })
    .from(productCategories)
    .where(
      and(
        eq(productCategories.companyId, companyId),
        sql`lower(${productCategories.name}) = lower(${name})`,
        exceptId ? ne(productCategories.id, exceptId) : undefined,
      ),
    );
  if (clash) throw new Conflict(categoryMessages.duplicate(name));
}

async function lockCategory(tx: Transaction, companyId: string, id: string) {
  const [row] = await tx
    .select()
    .from(productCategories)
    .where(and(eq(productCategories.companyId, companyId), eq(productCategories.id, id)))
    .for('update');
  if (!row) throw new NotFound('Category');
  return row;
}

export async function createCategory(tx: Transaction, context: RequestContext, input: ProductCategory) {
  const { companyId } = context;
  await checkNameFree(tx, companyId, input.name);
  const id = newId();
  await tx.insert(productCategories).values({ companyId, id, ...input });
  await recordAudit(tx, context, { action: 'create', entityType: ENTITY, entityId: id, after: input });
  return { id };
}

export async function updateCategory(
  tx: Transaction,
  context: RequestContext,
  input: { categoryId: string; change: ProductCategory },
) {
  const { companyId } = context;
  const before = await lockCategory(tx, companyId, input.categoryId);
  await checkNameFree(tx, companyId, input.change.name, input.categoryId);
  await tx
    .update(productCategories)
    .set(input.change)
    .where(and(eq(productCategories.companyId, companyId), eq(productCategories.id, input.categoryId)));
  await recordAudit(tx, context, {
    action: 'update',
    entityType: ENTITY,
    entityId: input.categoryId,
    before,
    after: input.change,
  });
  return { id: input.categoryId };
}

/** A category with products keeps them from losing it silently: the person moves them first. */
export async function deleteCategory(tx: Transaction, context: RequestContext, input: { categoryId: string }) {
  const { companyId } = context;
  const before = await lockCategory(tx, companyId, input.categoryId);
  const [used] = await tx
    .select({ value: count() })
    .from(products)
    .where(and(eq(products.companyId, companyId), eq(products.categoryId, input.categoryId)));
  if (used && used.value > 0) throw new Conflict(categoryMessages.inUse(before.name, used.value));
  await tx
    .delete(productCategories)
    .where(and(eq(productCategories.companyId, companyId), eq(productCategories.id, input.categoryId)));
  await recordAudit(tx, context, { action: 'delete', entityType: ENTITY, entityId: input.categoryId, before });
}
