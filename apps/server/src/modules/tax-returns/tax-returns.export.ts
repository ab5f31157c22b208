import { type PreparedTaxReturn, type TaxSourceAmount, toKobo } from '@owo/core';
import type { ReportColumn, ReportRow } from '../../exports/report-table.ts';

/*
 * A filed return as a schedule for the shared CSV and XLSX writers (exports/send.ts): each
 * figure, then the documents behind it; a WHT return's deductions per vendor with TIN, kind of
 * supply and rate, then the credits to claim. Pure: the prepared return (in naira) in, rows out. The
 * PDF is the return form instead (tax-returns.form.ts, pdf/TaxReturnForm.tsx).
 */

export interface ReturnSchedule {
  title: string;
  columns: ReportColumn[];
  rows: ReportRow[];
}

const vatLabels: Array<[keyof NonNullable<PreparedTaxReturn['vat']>['documents'], string]> = [
  ['standardRatedSales', 'Standard-rated sales'],
  ['zeroRatedSales', 'Zero-rated sales'],
  ['exemptSales', 'Exempt sales'],
  ['outputVat', 'Output VAT'],
  ['taxablePurchases', 'Taxable purchases'],
  ['inputVat', 'Input VAT'],
];

const vatColumns: ReportColumn[] = [
  { heading: 'Figure / document', kind: 'text', width: 34 },
  { heading: 'Date', kind: 'date', width: 12 },
  { heading: 'Contact', kind: 'text', width: 28 },
  { heading: 'Amount', kind: 'amount', width: 16 },
];

const documentRow = (row: TaxSourceAmount): ReportRow => ({
  kind: 'line',
  level: 1,
  cells: [`${row.type} ${row.number}`.trim(), row.date, row.contact, toKobo(row.amount)],
});

function vatRows(vat: NonNullable<PreparedTaxReturn['vat']>): ReportRow[] {
  const rows: ReportRow[] = [];
  for (const [figure, label] of vatLabels) {
    rows.push({ kind: 'subtotal', level: 0, cells: [label, null, null, toKobo(vat.figures[figure])] });
    rows.push(...vat.documents[figure].map(documentRow));
  }
  const { figures } = vat;
  rows.push({
    kind: 'line',
    level: 0,
    cells: ['Credit brought forward', null, null, toKobo(figures.creditBroughtForward)],
  });
  rows.push({ kind: 'total', level: 0, cells: ['Net VAT', null, null, toKobo(figures.netVat)] });
  rows.push({
    kind: 'line',
    level: 0,
    cells: ['Credit carried forward', null, null, toKobo(figures.creditCarriedForward)],
  });
  return rows;
}

const whtColumns: ReportColumn[] = [
  { heading: 'Vendor / customer', kind: 'text', width: 30 },
  { heading: 'TIN', kind: 'text', width: 16 },
  { heading: 'Kind of supply', kind: 'text', width: 30 },
  { heading: 'Rate', kind: 'text', width: 8 },
  { heading: 'Amount', kind: 'amount', width: 16 },
];

function whtRows(wht: NonNullable<PreparedTaxReturn['wht']>): ReportRow[] {
  const line = (cells: ReportRow['cells']): ReportRow => ({ kind: 'line', level: 1, cells });
  return [
    { kind: 'heading', level: 0, cells: ['Tax withheld from vendors', null, null, null, null] },
    ...wht.lines.map((row) => line([row.vendor, row.tin || 'TIN missing', row.supply, row.rate, toKobo(row.amount)])),
    ...wht.adjustments.map((row) => line([`Adjustment for ${row.period}`, null, null, null, toKobo(row.total)])),
    { kind: 'total', level: 0, cells: ['Total WHT payable', null, null, null, toKobo(wht.total)] },
    { kind: 'heading', level: 0, cells: ['Tax customers withheld (credits to claim)', null, null, null, null] },
    ...wht.credits.map((row) => line([row.customer, row.tin, null, null, toKobo(row.amount)])),
    { kind: 'total', level: 0, cells: ['Credits to claim', null, null, null, toKobo(wht.creditsTotal)] },
  ];
}

export function returnSchedule(prepared: PreparedTaxReturn): ReturnSchedule {
  if (prepared.vat) return { title: 'VAT return', columns: vatColumns, rows: vatRows(prepared.vat) };
  if (prepared.wht) return { title: 'WHT return', columns: whtColumns, rows: whtRows(prepared.wht) };
  throw new Error('A return holds VAT or WHT figures');
}
