import { type ProductView, toNaira, toQuantityText } from '@owo/core';
import {
  accounts,
  branches,
  contacts,
  type Executor,
  measurements,
  type ProductStatus,
  productCategories,
  products,
  productTaxes,
  stockPositions,
  taxes,
} from '@owo/db';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import { branchOnly } from '../../branch-scope.ts';
import type { RequestContext } from '../../context.ts';
import { Invalid, NotFound } from '../../errors.ts';
import { keptTotal, readPage } from '../../http/long-list.ts';
import { inPageOrder, type ListQuery } from '../../http/query.ts';

/* Products and services as the API answers them: core's productViewSchema. */

const revenue = alias(accounts, 'revenue_account');
const expense = alias(accounts, 'expense_account');
const inventory = alias(accounts, 'inventory_account');

type AccountAlias = typeof revenue | typeof expense | typeof inventory;

const accountOn = (table: AccountAlias, column: AnyPgColumn) =>
  and(eq(table.companyId, products.companyId), eq(table.id, column));

function selectProducts(executor: Executor) {
  const accountColumns = <Table extends AccountAlias>(table: Table) => ({
    id: table.id as Table['id'],
    code: table.code as Table['code'],
    name: table.name as Table['name'],
  });
  return executor
    .select({
      product: products,
      category: { id: productCategories.id, name: productCategories.name },
      measurement: measurements,
      revenue: accountColumns(revenue),
      expense: accountColumns(expense),
      inventory: accountColumns(inventory),
      vendor: { id: contacts.id, name: contacts.displayName },
    })
    .from(products)
    .innerJoin(measurements, eq(measurements.code, products.measurementCode))
    .leftJoin(
      productCategories,
      and(eq(productCategories.companyId, products.companyId), eq(productCategories.id, products.categoryId)),
    )
    .leftJoin(revenue, accountOn(revenue, products.revenueAccountId))
    .leftJoin(expense, accountOn(expense, products.expenseAccountId))
    .leftJoin(inventory, accountOn(inventory, products.inventoryAccountId))
    .leftJoin(contacts, and(eq(contacts.companyId, products.companyId), eq(contacts.id, products.vendorId)));
}

type ProductRow = Awaited<ReturnType<ReturnType<typeof selectProducts>['where']>>[number];
type AccountColumns = { id: string; code: string; name: string } | null;

const accountView = (account: AccountColumns) =>
  account ? { _id: account.id, account_code: account.code, account_name: account.name } : null;

interface Stock {
  quantityMilli: number;
  value: number;
  isLowStock: boolean;
}

async function taxesOf(executor: Executor, companyId: string, productIds: string[]) {
  if (productIds.length === 0) return new Map<string, ProductView['tax']>();
  const rows = await executor
    .select({ productId: productTaxes.productId, id: taxes.id, name: taxes.name, rate: taxes.rateBasisPoints })
    .from(productTaxes)
    .innerJoin(taxes, and(eq(taxes.companyId, productTaxes.companyId), eq(taxes.id, productTaxes.taxId)))
    .where(and(eq(productTaxes.companyId, companyId), inArray(productTaxes.productId, productIds)))
    .orderBy(asc(taxes.name));
  const byProduct = new Map<string, ProductView['tax']>();
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? [];
    list.push({ _id: row.id, name: row.name, rateBasisPoints: row.rate });
    byProduct.set(row.productId, list);
  }
  return byProduct;
}

const lowAt = sql<boolean>`coalesce(bool_or(${stockPositions.quantityMilli} <= ${products.lowStockMilli}), true)`;

/** Quantity, value and the low flag of tracked products over the positions the caller sees. */
async function stockOf(executor: Executor, context: Pick<RequestContext, 'companyId' | 'branchScope'>, ids: string[]) {
  if (ids.length === 0) return new Map<string, Stock>();
  const rows = await executor
    .select({
      productId: products.id,
      quantityMilli: sql<string>`coalesce(sum(${stockPositions.quantityMilli}), 0)`,
      value: sql<string>`coalesce(sum(${stockPositions.value}), 0)`,
      isLowStock: lowAt,
    })
    .from(products)
    .leftJoin(
      stockPositions,
      and(
        eq(stockPositions.companyId, products.companyId),
        eq(stockPositions.productId, products.id),
        branchOnly(context, stockPositions.branchId),
      ),
    )
    .where(and(eq(products.companyId, context.companyId), inArray(products.id, ids), eq(products.trackStock, true)))
    .groupBy(products.id, products.lowStockMilli);
  return new Map(
    rows.map((row) => [
      row.productId,
      { quantityMilli: Number(row.quantityMilli), value: Number(row.value), isLowStock: row.isLowStock },
    ]),
  );
}

function productView(row: ProductRow, taxList: ProductView['tax'], stock: Stock | undefined): ProductView {
  const { product } = row;
  const tracked = product.trackStock;
  return {
    _id: product.id,
    name: product.name,
    type: product.type === 'service' ? 'Service' : 'Goods',
    category: row.category ? { _id: row.category.id, name: row.category.name } : null,
    skuNumber: product.sku,
    classificationCode: product.classificationCode,
    unitOfMeasurement: row.measurement,
    price: toNaira(product.sellingPrice),
    revenueAccount: accountView(row.revenue),
    description: product.description,
    tax: taxList,
    purchasePrice: product.purchasePrice === null ? null : toNaira(product.purchasePrice),
    expenseAccount: accountView(row.expense),
    inventoryAccount: accountView(row.inventory),
    lowStock: product.lowStockMilli === null ? null : toQuantityText(product.lowStockMilli),
    trackItem: tracked,
    vendor: row.vendor ? { _id: row.vendor.id, name: row.vendor.name } : null,
    status: product.status === 'archived' ? 'Archive' : 'Active',
    quantityOnHand: tracked ? toQuantityText(stock?.quantityMilli ?? 0) : null,
    value: tracked ? toNaira(stock?.value ?? 0) : null,
    isLowStock: tracked && product.lowStockMilli !== null && (stock?.isLowStock ?? true),
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
  };
}

async function viewsOf(
  executor: Executor,
  context: Pick<RequestContext, 'companyId' | 'branchScope'>,
  rows: ProductRow[],
) {
  const ids = rows.map((row) => row.product.id);
  const [taxList, stock] = await Promise.all([
    taxesOf(executor, context.companyId, ids),
    stockOf(
      executor,
      context,
      rows.filter((row) => row.product.trackStock).map((row) => row.product.id),
    ),
  ]);
  return rows.map((row) => productView(row, taxList.get(row.product.id) ?? [], stock.get(row.product.id)));
}

const listFilterMessage = (name: string) => `${name} is not valid.`;

/** where[status]: Active, or Archive / Archived (the list's tabs). */
function statusOf(value: string | undefined): ProductStatus | undefined {
  if (value === undefined) return undefined;
  const status = value.toLowerCase();
  if (status === 'active') return 'active';
  if (status === 'archive' || status === 'archived') return 'archived';
  throw new Invalid(listFilterMessage('Status'), { 'where.status': listFilterMessage('Status') });
}

function typeFilter(value: string | undefined): SQL | undefined {
  if (value === undefined) return undefined;
  const type = value.toLowerCase();
  if (type === 'goods' || type === 'service') return eq(products.type, type);
  throw new Invalid(listFilterMessage('Type'), { 'where.type': listFilterMessage('Type') });
}

/** The name filter reads the trigram index on sort_name (the lower-cased name): a part of a name anywhere finds it. */
function nameFilter(value: string | undefined): SQL | undefined {
  const text = value?.trim().toLowerCase();
  if (!text) return undefined;
  const pattern = `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  // Through the trigram index (migration 0013: row-level security keeps LIKE off indexes).
  return sql`${products.id} in (select tenant_products_matching(${pattern}))`;
}

export interface ProductFilters {
  name?: string;
  status?: string;
  type?: string;
  category?: string;
}

/** The list's filters: name, status, type and category. */
function listFilter(companyId: string, filters: ProductFilters): SQL | undefined {
  const status = statusOf(filters.status);
  return and(
    eq(products.companyId, companyId),
    nameFilter(filters.name),
    status ? eq(products.status, status) : undefined,
    typeFilter(filters.type),
    filters.category ? eq(products.categoryId, filters.category) : undefined,
  );
}

/** The total of the list's filters: kept (list_counts) when only the status filter is used. */
async function productTotal(executor: Executor, companyId: string, where: SQL | undefined, filters: ProductFilters) {
  if (!filters.name?.trim() && !filters.type && !filters.category) {
    const status = statusOf(filters.status);
    return keptTotal(executor, companyId, 'products', status ? [status] : undefined);
  }
  const [total] = await executor.select({ value: count() }).from(products).where(where);
  return total?.value ?? 0;
}

export async function listProducts(
  executor: Executor,
  context: Pick<RequestContext, 'companyId' | 'branchScope'>,
  query: ListQuery,
  filters: ProductFilters,
) {
  const where = listFilter(context.companyId, filters);
  const total = await productTotal(executor, context.companyId, where, filters);
  const page = await readPage(query, total, (direction, limit, offset) =>
    executor
      .select({ id: products.id })
      .from(products)
      .where(where)
      .orderBy(direction(products.sortName), direction(products.id))
      .limit(limit)
      .offset(offset),
  );
  const ids = page.map((row) => row.id);
  const rows =
    ids.length === 0
      ? []
      : await selectProducts(executor).where(and(eq(products.companyId, context.companyId), inArray(products.id, ids)));
  const ordered = inPageOrder(ids, rows, (row) => row.product.id);
  return { products: await viewsOf(executor, context, ordered), total };
}

async function branchStock(executor: Executor, context: Pick<RequestContext, 'companyId' | 'branchScope'>, id: string) {
  const rows = await executor
    .select({
      branchId: branches.id,
      branchName: branches.name,
      quantityMilli: stockPositions.quantityMilli,
      value: stockPositions.value,
      lowStockMilli: products.lowStockMilli,
    })
    .from(stockPositions)
    .innerJoin(
      branches,
      and(eq(branches.companyId, stockPositions.companyId), eq(branches.id, stockPositions.branchId)),
    )
    .innerJoin(
      products,
      and(eq(products.companyId, stockPositions.companyId), eq(products.id, stockPositions.productId)),
    )
    .where(
      and(
        eq(stockPositions.companyId, context.companyId),
        eq(stockPositions.productId, id),
        branchOnly(context, stockPositions.branchId),
      ),
    )
    .orderBy(asc(branches.name));
  return rows.map((row) => ({
    branch: { _id: row.branchId, name: row.branchName },
    quantity: toQuantityText(row.quantityMilli),
    value: toNaira(row.value),
    isLowStock: row.lowStockMilli !== null && row.quantityMilli <= row.lowStockMilli,
  }));
}

export async function getProductView(
  executor: Executor,
  context: Pick<RequestContext, 'companyId' | 'branchScope'>,
  id: string,
): Promise<ProductView> {
  const rows = await selectProducts(executor).where(
    and(eq(products.companyId, context.companyId), eq(products.id, id)),
  );
  const [view] = await viewsOf(executor, context, rows);
  if (!view) throw new NotFound('Product');
  return { ...view, branches: view.trackItem ? await branchStock(executor, context, id) : [] };
}

export async function listMeasurements(executor: Executor) {
  return executor
    .select({ code: measurements.code, name: measurements.name, unit: measurements.unit })
    .from(measurements)
    .orderBy(asc(measurements.name));
}

/** Every product the list's filters select, for an export: read 1,000 at a time, each read after the last row of the one before. */
export async function* productsForExport(
  read: <T>(work: (executor: Executor) => Promise<T>) => Promise<T>,
  context: Pick<RequestContext, 'companyId' | 'branchScope'>,
  filters: ProductFilters,
) {
  const pageSize = 1000;
  let after: { sortName: string; id: string } | undefined;
  for (;;) {
    const { views, last, count } = await read(async (executor) => {
      const rows = await selectProducts(executor)
        .where(
          and(
            listFilter(context.companyId, filters),
            after && sql`(${products.sortName}, ${products.id}) > (${after.sortName}, ${after.id})`,
          ),
        )
        .orderBy(asc(products.sortName), asc(products.id))
        .limit(pageSize);
      return { views: await viewsOf(executor, context, rows), last: rows.at(-1)?.product, count: rows.length };
    });
    yield* views;
    after = last && { sortName: last.sortName, id: last.id };
    if (count < pageSize) return;
  }
}
