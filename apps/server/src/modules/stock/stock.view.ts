import { averageUnitCost, toNaira, toQuantityText } from '@owo/core';
import {
  branches,
  type Executor,
  measurements,
  products,
  stockDocuments,
  type stockMovementKinds,
  stockMovements,
  stockPositions,
} from '@owo/db';
import { and, asc, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { branchOnly } from '../../branch-scope.ts';
import type { RequestContext } from '../../context.ts';
import { NotFound } from '../../errors.ts';
import type { ListQuery } from '../../http/query.ts';
import { positionOf } from './stock.positions.ts';
import { STOCK_DOCUMENT } from './stock.service.ts';

/* Stock as the API answers it: documents, a product's movements and positions, the valuation. Quantities are text ('2.5'), money naira. */

type Scoped = Pick<RequestContext, 'companyId' | 'branchScope'>;

const fromBranch = alias(branches, 'from_branch');
const toBranch = alias(branches, 'to_branch');

const movementColumns = {
  id: stockMovements.id,
  date: stockMovements.date,
  kind: stockMovements.kind,
  productId: stockMovements.productId,
  productName: products.name,
  branchId: stockMovements.branchId,
  branchName: branches.name,
  documentId: stockMovements.documentId,
  documentType: sql<string>`coalesce(${stockDocuments.kind}, ${stockMovements.documentType})`,
  reference: sql<string>`coalesce(${stockDocuments.reference}, '')`,
  reason: sql<string>`coalesce(${stockDocuments.reason}, '')`,
  quantityChangeMilli: stockMovements.quantityChangeMilli,
  valueChange: stockMovements.valueChange,
  costCorrection: stockMovements.costCorrection,
  quantityAfterMilli: stockMovements.quantityAfterMilli,
  valueAfter: stockMovements.valueAfter,
};

function selectMovements<Extra extends Record<string, SQL>>(executor: Executor, extra: Extra) {
  return executor
    .select({ ...movementColumns, ...extra })
    .from(stockMovements)
    .innerJoin(
      products,
      and(eq(products.companyId, stockMovements.companyId), eq(products.id, stockMovements.productId)),
    )
    .innerJoin(
      branches,
      and(eq(branches.companyId, stockMovements.companyId), eq(branches.id, stockMovements.branchId)),
    )
    .leftJoin(
      stockDocuments,
      and(
        eq(stockDocuments.companyId, stockMovements.companyId),
        eq(stockMovements.documentType, STOCK_DOCUMENT),
        eq(stockDocuments.id, stockMovements.documentId),
      ),
    );
}

type MovementRow = { [Key in keyof typeof movementColumns]: unknown } & {
  id: string;
  date: string;
  kind: (typeof stockMovementKinds)[number];
  productId: string;
  productName: string;
  branchId: string;
  branchName: string;
  documentId: string;
  documentType: string;
  reference: string;
  reason: string;
  quantityChangeMilli: number;
  valueChange: number;
  costCorrection: number;
  quantityAfterMilli: number;
  valueAfter: number;
};

function movementView(row: MovementRow) {
  return {
    _id: row.id,
    date: row.date,
    kind: row.kind,
    product: { _id: row.productId, name: row.productName },
    branch: { _id: row.branchId, name: row.branchName },
    document: { _id: row.documentId, type: row.documentType, reference: row.reference, reason: row.reason },
    quantityChange: toQuantityText(row.quantityChangeMilli),
    valueChange: toNaira(row.valueChange),
    costCorrection: toNaira(row.costCorrection),
    quantityAfter: toQuantityText(row.quantityAfterMilli),
    valueAfter: toNaira(row.valueAfter),
  };
}

/**
 * A product's movements, newest first, with the running quantity and value across branches: a
 * window sum over every movement the caller sees, taken before the page is cut.
 */
export async function listProductMovements(executor: Executor, context: Scoped, productId: string, query: ListQuery) {
  await assertProduct(executor, context.companyId, productId);
  const where = and(
    eq(stockMovements.companyId, context.companyId),
    eq(stockMovements.productId, productId),
    branchOnly(context, stockMovements.branchId),
  );
  const rows = await selectMovements(executor, {
    runningQuantity: sql<string>`sum(${stockMovements.quantityChangeMilli}) over (order by ${stockMovements.id})`,
    runningValue: sql<string>`sum(${stockMovements.valueChange}) over (order by ${stockMovements.id})`,
    total: sql<string>`count(*) over ()`,
  })
    .where(where)
    .orderBy(desc(stockMovements.id))
    .limit(query.limit)
    .offset(query.offset);
  const total = rows[0] ? Number(rows[0].total) : await countMovements(executor, where);
  const movements = rows.map((row) => ({
    ...movementView(row as MovementRow),
    runningQuantity: toQuantityText(Number(row.runningQuantity)),
    runningValue: toNaira(Number(row.runningValue)),
  }));
  return { movements, total };
}

async function countMovements(executor: Executor, where: SQL | undefined) {
  const [row] = await executor.select({ total: sql<string>`count(*)` }).from(stockMovements).where(where);
  return Number(row?.total ?? 0);
}

async function assertProduct(executor: Executor, companyId: string, productId: string) {
  const [product] = await executor
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.companyId, companyId), eq(products.id, productId)));
  if (!product) throw new NotFound('Product');
}

/** Where a product's stock is: each branch the caller sees that ever held it. */
export async function getProductStock(executor: Executor, context: Scoped, productId: string) {
  const [product] = await executor
    .select({
      id: products.id,
      name: products.name,
      unit: measurements.unit,
      trackStock: products.trackStock,
      lowStockMilli: products.lowStockMilli,
    })
    .from(products)
    .innerJoin(measurements, eq(measurements.code, products.measurementCode))
    .where(and(eq(products.companyId, context.companyId), eq(products.id, productId)));
  if (!product) throw new NotFound('Product');
  const rows = await executor
    .select({ position: stockPositions, branchName: branches.name })
    .from(stockPositions)
    .innerJoin(
      branches,
      and(eq(branches.companyId, stockPositions.companyId), eq(branches.id, stockPositions.branchId)),
    )
    .where(
      and(
        eq(stockPositions.companyId, context.companyId),
        eq(stockPositions.productId, productId),
        branchOnly(context, stockPositions.branchId),
      ),
    )
    .orderBy(asc(branches.name));
  const low = product.lowStockMilli;
  const lines = rows.map(({ position: row, branchName }) => {
    const unitCost = averageUnitCost(positionOf(row));
    return {
      branch: { _id: row.branchId, name: branchName },
      quantity: toQuantityText(row.quantityMilli),
      value: toNaira(row.value),
      averageCost: unitCost === null ? null : toNaira(unitCost),
      isLowStock: low !== null && row.quantityMilli <= low,
    };
  });
  return {
    product: {
      _id: product.id,
      name: product.name,
      unit: product.unit,
      trackItem: product.trackStock,
      lowStock: low === null ? null : toQuantityText(low),
    },
    quantity: toQuantityText(rows.reduce((sum, { position }) => sum + position.quantityMilli, 0)),
    value: toNaira(rows.reduce((sum, { position }) => sum + position.value, 0)),
    branches: lines,
  };
}

/** One stock document with what it moved, as its POST answers it. */
export async function getStockDocument(executor: Executor, context: Scoped, documentId: string) {
  const [document] = await executor
    .select({
      document: stockDocuments,
      fromName: fromBranch.name,
      toName: toBranch.name,
    })
    .from(stockDocuments)
    .innerJoin(
      fromBranch,
      and(eq(fromBranch.companyId, stockDocuments.companyId), eq(fromBranch.id, stockDocuments.branchId)),
    )
    .leftJoin(
      toBranch,
      and(eq(toBranch.companyId, stockDocuments.companyId), eq(toBranch.id, stockDocuments.toBranchId)),
    )
    .where(and(eq(stockDocuments.companyId, context.companyId), eq(stockDocuments.id, documentId)));
  if (!document) throw new NotFound('Stock document');
  const rows = await selectMovements(executor, {})
    .where(
      and(
        eq(stockMovements.companyId, context.companyId),
        eq(stockMovements.documentType, STOCK_DOCUMENT),
        eq(stockMovements.documentId, documentId),
      ),
    )
    .orderBy(asc(stockMovements.id));
  const { document: row } = document;
  return {
    _id: row.id,
    kind: row.kind,
    date: row.date,
    branch: { _id: row.branchId, name: document.fromName },
    toBranch: row.toBranchId && document.toName ? { _id: row.toBranchId, name: document.toName } : null,
    reference: row.reference,
    reason: row.reason,
    entry: row.entryId ? { _id: row.entryId } : null,
    movements: rows.map((movement) => movementView(movement as MovementRow)),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Transfers, newest first; a branch-limited member sees those from or to their branch. */
export async function listTransfers(executor: Executor, context: Scoped, query: ListQuery) {
  const scope = context.branchScope;
  const where = and(
    eq(stockDocuments.companyId, context.companyId),
    eq(stockDocuments.kind, 'transfer'),
    scope === null ? undefined : or(eq(stockDocuments.branchId, scope), eq(stockDocuments.toBranchId, scope)),
  );
  const moved = sql<string>`(select count(*) from ${stockMovements} moved
    where moved.company_id = ${stockDocuments.companyId} and moved.document_type = ${STOCK_DOCUMENT}
      and moved.document_id = ${stockDocuments.id} and moved.kind = 'transfer-out')`;
  const value = sql<string>`(select coalesce(-sum(moved.value_change), 0) from ${stockMovements} moved
    where moved.company_id = ${stockDocuments.companyId} and moved.document_type = ${STOCK_DOCUMENT}
      and moved.document_id = ${stockDocuments.id} and moved.kind = 'transfer-out')`;
  const rows = await executor
    .select({
      document: stockDocuments,
      fromName: fromBranch.name,
      toName: toBranch.name,
      items: moved,
      value,
      total: sql<string>`count(*) over ()`,
    })
    .from(stockDocuments)
    .innerJoin(
      fromBranch,
      and(eq(fromBranch.companyId, stockDocuments.companyId), eq(fromBranch.id, stockDocuments.branchId)),
    )
    .innerJoin(
      toBranch,
      and(eq(toBranch.companyId, stockDocuments.companyId), eq(toBranch.id, stockDocuments.toBranchId)),
    )
    .where(where)
    .orderBy(desc(stockDocuments.date), desc(stockDocuments.id))
    .limit(query.limit)
    .offset(query.offset);
  const transfers = rows.map(({ document, fromName, toName, items, value: moved }) => ({
    _id: document.id,
    date: document.date,
    note: document.reference,
    fromBranch: { _id: document.branchId, name: fromName },
    toBranch: { _id: document.toBranchId ?? '', name: toName },
    items: Number(items),
    value: toNaira(Number(moved)),
    createdAt: document.createdAt.toISOString(),
  }));
  return { transfers, total: Number(rows[0]?.total ?? 0) };
}
