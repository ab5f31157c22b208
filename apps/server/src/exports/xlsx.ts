import type { Writable } from 'node:stream';
import { toNaira } from '@owo/core';
import ExcelJS from 'exceljs';
import { instantText } from '../pdf/format.ts';
import { beforeClose, roomIn } from './backpressure.ts';
import {
  type ColumnKind,
  isWide,
  neutralised,
  type ReportCell,
  type ReportRow,
  type ReportTable,
} from './report-table.ts';

/*
 * A report as an Excel workbook of real cells: amounts are numbers in a naira format, dates are
 * date cells, so a bookkeeper can add, filter and pivot at once. Written with exceljs's streaming
 * writer: each row is committed (turned into sheet XML and handed to the zip) as it comes, and the
 * next row waits while the reply has more than it can take (backpressure.ts).
 */

export const nairaFormat = '"₦"#,##0.00;-"₦"#,##0.00';
export const dateFormat = 'dd/mm/yyyy';

type Worksheet = ExcelJS.Worksheet;

/** An amount in naira, a day as the date cell of its midnight (UTC: a sheet has no time zone), or text. */
function cellValue(cell: ReportCell, kind: ColumnKind): ExcelJS.CellValue {
  if (cell === null) return null;
  if (kind === 'amount' && typeof cell === 'number') return toNaira(cell);
  if (kind === 'date' && typeof cell === 'string') return new Date(`${cell}T00:00:00Z`);
  return neutralised(String(cell));
}

/** At most 31 characters, none of \ / ? * [ ] : (Excel's rules for a sheet's name). */
function sheetName(title: string): string {
  return title.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31);
}

/** Company, report, period and whatever narrows it, basis, printed on; then a blank row. */
function titleBlock(table: ReportTable): Array<{ text: string; size?: number; bold?: boolean }> {
  return [
    { text: table.companyName, size: 12, bold: true },
    { text: table.title, size: 14, bold: true },
    { text: table.period },
    ...table.details.map((text) => ({ text })),
    { text: table.basis },
    { text: `Printed on ${instantText(table.printedAt)}` },
    { text: '' },
  ];
}

function addHeadings(sheet: Worksheet, table: ReportTable) {
  const row = sheet.addRow(table.columns.map((column) => neutralised(column.heading)));
  row.eachCell((cell, number) => {
    cell.font = { bold: true };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF1F3F5' } };
    cell.border = { bottom: { style: 'thin' } };
    cell.alignment = { horizontal: table.columns[number - 1]?.kind === 'amount' ? 'right' : 'left', wrapText: true };
  });
  row.commit();
}

function addReportRow(sheet: Worksheet, table: ReportTable, row: ReportRow) {
  const added = sheet.addRow(row.cells.map((cell, index) => cellValue(cell, table.columns[index]?.kind ?? 'text')));
  const bold = row.kind !== 'line';
  table.columns.forEach((column, index) => {
    const cell = added.getCell(index + 1);
    if (bold) cell.font = { bold: true };
    if (row.kind === 'total') cell.border = { top: { style: 'thin' } };
    if (column.kind === 'amount') cell.numFmt = nairaFormat;
    if (column.kind === 'date') cell.numFmt = dateFormat;
    if (index === 0 && row.level > 0) cell.alignment = { indent: row.level };
  });
  added.commit();
}

export async function writeXlsx(table: ReportTable, output: Writable): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Owo';
  workbook.created = table.printedAt;
  const title = titleBlock(table);
  const headingRow = title.length + 1;
  const sheet = workbook.addWorksheet(sheetName(table.title), {
    // The title block and the headings stay in view as the rows scroll.
    views: [{ state: 'frozen', xSplit: 0, ySplit: headingRow }],
    pageSetup: {
      paperSize: 9,
      orientation: isWide(table.columns) ? 'landscape' : 'portrait',
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
    },
  });
  // The streaming writer writes the columns' widths with the sheet's first row: set them first.
  sheet.columns = table.columns.map((column) => ({ width: column.width }));
  for (const line of title) {
    const row = sheet.addRow([neutralised(line.text)]);
    row.getCell(1).font = { bold: line.bold ?? false, size: line.size ?? 11 };
    row.commit();
  }
  addHeadings(sheet, table);
  for await (const row of table.rows) {
    addReportRow(sheet, table, row);
    await roomIn(output);
  }
  sheet.commit();
  await beforeClose(output, workbook.commit());
}
