import type { InventoryValuationView as Valuation } from '@owo/core';
import { todayInLagos, toKobo } from '@owo/core';
import { dayLabel, type ReportRow, type ReportTable } from '../../exports/report-table.ts';

/* The inventory valuation as a file (CSV, XLSX, PDF): one row a product at a branch, and the total. */

const columns: ReportTable['columns'] = [
  { heading: 'Product', kind: 'text', width: 30 },
  { heading: 'SKU', kind: 'text', width: 14 },
  { heading: 'Branch', kind: 'text', width: 18 },
  { heading: 'Quantity', kind: 'text', width: 12 },
  { heading: 'Unit', kind: 'text', width: 8 },
  { heading: 'Average cost', kind: 'amount', width: 16 },
  { heading: 'Value', kind: 'amount', width: 16 },
];

export function valuationTable(
  header: { companyName: string; details: string[]; printedAt: Date },
  valuation: Valuation,
): ReportTable {
  const rows: ReportRow[] = valuation.lines.map((line) => ({
    kind: 'line',
    level: 0,
    cells: [
      line.product.name,
      line.product.sku ?? '',
      line.branch.name,
      line.quantity,
      line.unit,
      line.averageCost === null ? null : toKobo(line.averageCost),
      toKobo(line.value),
    ],
  }));
  rows.push({ kind: 'total', level: 0, cells: ['Total', null, null, null, null, null, toKobo(valuation.totalValue)] });
  return {
    ...header,
    title: 'Inventory valuation',
    period: `As of ${dayLabel(todayInLagos())}`,
    basis: 'Weighted average cost',
    columns,
    rows,
    rowCount: rows.length,
  };
}
