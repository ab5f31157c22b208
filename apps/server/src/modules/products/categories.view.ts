import { type Executor, productCategories, products } from '@owo/db';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { NotFound } from '../../errors.ts';
import type { ListQuery } from '../../http/query.ts';

/* Product categories as the API answers them: each with the number of products in it. */

const productCount = sql<number>`(select count(*)::integer from ${products}
  where ${products.companyId} = ${productCategories.companyId} and ${products.categoryId} = ${productCategories.id})`;

function selectCategories(executor: Executor) {
  return executor.select({ category: productCategories, products: productCount }).from(productCategories);
}

type CategoryRow = { category: typeof productCategories.$inferSelect; products: number };

const categoryView = ({ category, products: used }: CategoryRow) => ({
  _id: category.id,
  name: category.name,
  description: category.description,
  products: Number(used),
  createdAt: category.createdAt.toISOString(),
});

export async function listCategories(executor: Executor, companyId: string, query: ListQuery) {
  const where = eq(productCategories.companyId, companyId);
  const [rows, [total]] = await Promise.all([
    selectCategories(executor)
      .where(where)
      .orderBy(sql`lower(${productCategories.name})`, asc(productCategories.id))
      .limit(query.limit)
      .offset(query.offset),
    executor.select({ value: count() }).from(productCategories).where(where),
  ]);
  return { categories: rows.map(categoryView), total: total?.value ?? 0 };
}

export async function getCategoryView(executor: Executor, companyId: string, id: string) {
  const [row] = await selectCategories(executor).where(
    and(eq(productCategories.companyId, companyId), eq(productCategories.id, id)),
  );
  if (!row) throw new NotFound('Category');
  return categoryView(row);
}
