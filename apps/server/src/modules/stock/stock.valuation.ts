import { averageUnitCost, toNaira, toQuantityText } from '@owo/core';
import { branches, type Executor, measurements, products, stockPositions } from '@owo/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { ListQuery } from '../../http/query.ts';
import { positionOf } from './stock.positions.ts';

/*
 * The inventory valuation report: every position (a product at a branch that has held stock),
 * its quantity, average cost and value, and the totals, which equal the inventory accounts'
 * balances. One query reads the page: products in their list index's order (active, then archived,
 * by name), each joined to its positions by key, so a page of 20,000 products reads in about a
 * millisecond; a second gives each branch's total and line count, which add up to the report's.
 */

export async function inventoryValuation(
  executor: Executor,
  companyId: string,
  branchId: string | undefined,
  query: Pick<ListQuery, 'limit' | 'offset'>,
) {
  const where = and(
    eq(stockPositions.companyId, companyId),
    branchId === undefined ? undefined : eq(stockPositions.branchId, branchId),
  );
  const rows = await executor
    .select({
      position: stockPositions,
      name: products.name,
      sku: products.sku,
      lowStockMilli: products.lowStockMilli,
      unit: measurements.unit,
      branchName: branches.name,
    })
    // From products, in the order of their list index (status, name), so a page reads only its rows.
    .from(products)
    .innerJoin(
      stockPositions,
      and(eq(stockPositions.companyId, products.companyId), eq(stockPositions.productId, products.id)),
    )
    .innerJoin(measurements, eq(measurements.code, products.measurementCode))
    .innerJoin(
      branches,
      and(eq(branches.companyId, stockPositions.companyId), eq(branches.id, stockPositions.branchId)),
    )
    .where(and(eq(products.companyId, companyId), where))
    .orderBy(asc(products.status), asc(products.sortName), asc(products.id), asc(branches.name), asc(branches.id))
    .limit(query.limit)
    .offset(query.offset);
  const lines = rows.map((row) => {
    const unitCost = averageUnitCost(positionOf(row.position));
    return {
      product: { _id: row.position.productId, name: row.name, sku: row.sku },
      unit: row.unit,
      branch: { _id: row.position.branchId, name: row.branchName },
      quantity: toQuantityText(row.position.quantityMilli),
      averageCost: unitCost === null ? null : toNaira(unitCost),
      value: toNaira(row.position.value),
      isLowStock: row.lowStockMilli !== null && row.position.quantityMilli <= row.lowStockMilli,
    };
  });
  const byBranch = await executor
    .select({
      id: branches.id,
      name: branches.name,
      value: sql<string>`sum(${stockPositions.value})`,
      lines: sql<string>`count(*)`,
    })
    .from(stockPositions)
    .innerJoin(
      branches,
      and(eq(branches.companyId, stockPositions.companyId), eq(branches.id, stockPositions.branchId)),
    )
    .where(where)
    .groupBy(branches.id, branches.name)
    .orderBy(asc(branches.name));
  const totalValue = byBranch.reduce((sum, branch) => sum + Number(branch.value), 0);
  return {
    valuation: {
      lines,
      totalValue: toNaira(totalValue),
      branches: byBranch.map((branch) => ({ _id: branch.id, name: branch.name, value: toNaira(Number(branch.value)) })),
    },
    total: byBranch.reduce((sum, branch) => sum + Number(branch.lines), 0),
  };
}
