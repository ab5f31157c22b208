import { findHeaderRow, StatementFormatError, statementTooManyLinesMessage } from '@owo/core';
import ExcelJS from 'exceljs';

/*
 * Excel statements (.xlsx, how GTBank, Access, Zenith, First Bank and UBA export) read into the same
 * rows of cell texts a CSV file gives, so column mapping, date guessing, preview and import are the
 * CSV path's (parseStatementRows in packages/core). Only the first sheet is read.
 */

export const unreadableWorkbookMessage =
  'This file is not a readable Excel workbook. Save it as .xlsx or CSV and try again.';

/** Rows above and below the table (titles, account details, totals) allowed on top of the line limit. */
const SURROUNDING_ROWS = 1000;

/** An .xlsx file is a zip archive; the old binary .xls (and anything else) is not. */
function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/**
 * The first sheet's rows as cell texts, row N of the sheet at index N − 1 (so row numbers in
 * errors are the spreadsheet's). Throws StatementFormatError for a file that is not a workbook, has
 * no sheet, or has far more rows than a statement may have lines.
 */
export async function readWorkbookRows(bytes: Uint8Array, maxLines: number): Promise<string[][]> {
  if (!isZip(bytes)) throw new StatementFormatError(unreadableWorkbookMessage);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as never);
  } catch {
    throw new StatementFormatError(unreadableWorkbookMessage);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new StatementFormatError(unreadableWorkbookMessage);
  if (sheet.actualRowCount > maxLines + SURROUNDING_ROWS) {
    throw new StatementFormatError(statementTooManyLinesMessage(sheet.actualRowCount, maxLines));
  }
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, columnNumber) => {
      cells[columnNumber - 1] = cellText(cell);
    });
    rows[rowNumber - 1] = Array.from(cells, (cell) => cell ?? '');
  });
  return datesFromSerials(Array.from(rows, (row) => row ?? []));
}

/** What the person sees in the cell, in the forms the statement parser reads. */
export function cellText(cell: ExcelJS.Cell): string {
  // A merged range shows its value once; repeating it in every cell would fill other columns.
  if (cell.type === ExcelJS.ValueType.Merge) return '';
  // A cell may hold NUL (written _x0000_ in the file): Excel shows nothing for it, and PostgreSQL
  // cannot store it, so a line holding one would stop the import halfway.
  return valueText(cell.value, cell.numFmt).replaceAll('\u0000', '').trim();
}

function valueText(value: ExcelJS.CellValue, numberFormat: string | undefined): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return dateText(value);
  if (typeof value === 'number') return numberText(value, numberFormat);
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('error' in value) return '';
  if ('result' in value) return valueText(value.result as ExcelJS.CellValue, numberFormat);
  if ('text' in value) return typeof value.text === 'string' ? value.text : valueText(value.text, numberFormat);
  return '';
}

/**
 * exceljs gives a date cell as the UTC instant of its day's midnight (the sheet has no zone), so
 * the UTC calendar fields are the day written in the cell, wherever the server runs.
 */
function dateText(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/**
 * A number as decimal text with no binary noise: 15 significant digits, as Excel itself shows
 * (0.1 + 0.2 is 0.3, not 0.30000000000000004); then, when the cell's format shows a fixed number
 * of decimals ('#,##0.00'), rounded half away from zero to them on the decimal digits, never by
 * float arithmetic. 1234.5 stays '1234.5'.
 */
export function numberText(value: number, numberFormat?: string): string {
  if (!Number.isFinite(value)) return '';
  const plain = plainDecimal(Number(value.toPrecision(15)));
  const shown = /0\.(0+)(?![0#])/.exec(numberFormat ?? '')?.[1]?.length;
  return shown === undefined ? plain : roundDecimalText(plain, shown);
}

/** 1e-7 and 1e21 written out in digits, as a decimal string. */
function plainDecimal(value: number): string {
  const text = String(value);
  if (!/e/i.test(text)) return text;
  return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
}

/** Rounds a decimal string half away from zero to `places` decimals, digit by digit. */
export function roundDecimalText(text: string, places: number): string {
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) return text;
  const [, sign = '', whole = '', fraction = ''] = match;
  if (fraction.length <= places) return text;
  let digits = BigInt(whole + fraction.slice(0, places));
  if ((fraction[places] ?? '0') >= '5') digits += 1n;
  const padded = digits.toString().padStart(places + 1, '0');
  const result = places === 0 ? padded : `${padded.slice(0, -places)}.${padded.slice(-places)}`;
  return digits === 0n ? result : `${sign}${result}`;
}

/** Day 0 of Excel's (1900) date system; serials from 61 on count days from here. */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;
// 1 January 1950 to 31 December 2099: what a serial in a statement's date column can be.
const FIRST_SERIAL = 18_264;
const LAST_SERIAL = 73_050;

/**
 * Some exports write dates as bare serial numbers (46027) in cells without a date format. Under
 * the header row, a number in a column whose heading names a date becomes that calendar date.
 */
function datesFromSerials(rows: string[][]): string[][] {
  const headerRow = findHeaderRow(rows);
  if (headerRow === -1) return rows;
  const dateColumns = (rows[headerRow] ?? []).flatMap((header, index) => (/date/i.test(header) ? [index] : []));
  return rows.map((cells, index) =>
    index <= headerRow
      ? cells
      : cells.map((cell, column) => (dateColumns.includes(column) ? serialDateText(cell) : cell)),
  );
}

function serialDateText(cell: string): string {
  if (!/^\d{5}(?:\.\d+)?$/.test(cell)) return cell;
  const serial = Math.floor(Number(cell));
  if (serial < FIRST_SERIAL || serial > LAST_SERIAL) return cell;
  return dateText(new Date(EXCEL_EPOCH_MS + serial * DAY_MS));
}
