import { type ProductView, productCsvColumns, toKobo } from '@owo/core';
import type { ReportCell, ReportColumn, ReportRow } from '../../exports/report-table.ts';

/* The products export (GET /products/export): the upload's columns, then status and stock. */

export const exportColumns: ReportColumn[] = [
  ...productCsvColumns.map((column) => ({
    heading: column.heading,
    kind: column.field === 'price' || column.field === 'purchasePrice' ? ('amount' as const) : ('text' as const),
    width: column.field === 'description' ? 30 : 16,
  })),
  { heading: 'Status', kind: 'text', width: 10 },
  { heading: 'Quantity on Hand', kind: 'text', width: 14 },
  { heading: 'Value', kind: 'amount', width: 16 },
];

/** A product's cells, in productCsvColumns' order (the upload reads them back), then status and stock. */
function exportCells(product: ProductView): ReportCell[] {
  const byField: Record<string, ReportCell> = {
    name: product.name,
    type: product.type,
    skuNumber: product.skuNumber,
    category: product.category?.name ?? null,
    unitOfMeasurement: product.unitOfMeasurement?.code ?? null,
    price: toKobo(product.price),
    purchasePrice: product.purchasePrice === null ? null : toKobo(product.purchasePrice),
    description: product.description,
    trackItem: product.trackItem ? 'Yes' : 'No',
    lowStock: product.lowStock,
    revenueAccount: product.revenueAccount?.account_code ?? null,
    tax: product.tax.map((tax) => tax.name).join('; '),
  };
  return [
    ...productCsvColumns.map((column) => byField[column.field] ?? null),
    product.status,
    product.quantityOnHand,
    product.value === null ? null : toKobo(product.value),
  ];
}

export async function* exportRows(products: AsyncIterable<ProductView>): AsyncIterable<ReportRow> {
  for await (const product of products) yield { kind: 'line', level: 0, cells: exportCells(product) };
}
