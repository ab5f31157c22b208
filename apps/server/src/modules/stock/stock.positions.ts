import type { StockLine, StockPosition } from '@owo/core';
import { type Executor, stockPositions } from '@owo/db';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';

/*
 * Stock positions, the costing's state per product and branch (packages/db/src/tables/stock.ts):
 * locked for the length of a movement's transaction, and written back with what the costing made
 * of them. Exact values are numeric in the database and bigint here.
 */

export interface PositionKey {
  productId: string;
  branchId: string;
}

type PositionRow = typeof stockPositions.$inferSelect;

/** A fixed order (product, then branch) for every writer, so two movements never wait on each other in a circle. */
function byProductThenBranch(first: PositionKey, second: PositionKey): number {
  return first.productId.localeCompare(second.productId) || first.branchId.localeCompare(second.branchId);
}

function distinctKeys(keys: readonly PositionKey[]): PositionKey[] {
  const seen = new Map(keys.map((key) => [`${key.productId}/${key.branchId}`, key]));
  return [...seen.values()].sort(byProductThenBranch);
}

export function positionOf(row: PositionRow): StockPosition {
  const hasAverage = row.averageExactValue !== null && row.averageQuantityMilli !== null;
  return {
    quantityMilli: row.quantityMilli,
    value: row.value,
    exactValue: BigInt(row.exactValue),
    averageCost: hasAverage
      ? { exactValue: BigInt(row.averageExactValue ?? '0'), quantityMilli: row.averageQuantityMilli ?? 0 }
      : null,
  };
}

/**
 * Locks the positions a movement touches, making the missing ones first (empty), in product then
 * branch order. A position made by a concurrent movement is waited for and then read as it left it.
 */
export async function lockPositions(executor: Executor, companyId: string, keys: readonly PositionKey[]) {
  const ordered = distinctKeys(keys);
  if (ordered.length === 0) return [];
  await executor
    .insert(stockPositions)
    .values(ordered.map((key) => ({ companyId, ...key })))
    .onConflictDoNothing();
  const productIds = [...new Set(ordered.map((key) => key.productId))];
  const branchIds = [...new Set(ordered.map((key) => key.branchId))];
  const rows = await executor
    .select()
    .from(stockPositions)
    .where(
      and(
        eq(stockPositions.companyId, companyId),
        inArray(stockPositions.productId, productIds),
        inArray(stockPositions.branchId, branchIds),
      ),
    )
    .orderBy(asc(stockPositions.productId), asc(stockPositions.branchId))
    .for('update');
  // The product and branch lists may pair up positions this movement does not touch: leave them out.
  const wanted = new Set(ordered.map((key) => `${key.productId}/${key.branchId}`));
  return rows
    .filter((row) => wanted.has(`${row.productId}/${row.branchId}`))
    .map((row): StockLine => ({ productId: row.productId, branchId: row.branchId, position: positionOf(row) }));
}

/** Writes back the positions the costing left, one statement per position. */
export async function writePositions(executor: Executor, companyId: string, lines: readonly StockLine[]) {
  for (const { productId, branchId, position } of lines) {
    await executor
      .update(stockPositions)
      .set({
        quantityMilli: position.quantityMilli,
        value: position.value,
        exactValue: position.exactValue.toString(),
        averageExactValue: position.averageCost?.exactValue.toString() ?? null,
        averageQuantityMilli: position.averageCost?.quantityMilli ?? null,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(stockPositions.companyId, companyId),
          eq(stockPositions.productId, productId),
          eq(stockPositions.branchId, branchId),
        ),
      );
  }
}
