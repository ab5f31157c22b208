import type { Kobo } from '@owo/core';

/*
 * One shape for every report that leaves the app as a file (issue 11, "Exports"): a title block and
 * a table. The CSV, XLSX and PDF writers print any ReportTable; a report only says how its data
 * becomes rows (report-tables.ts, ledger-rows.ts). Aging, sales and payroll reports will reuse it.
 */

/** What a column holds, which decides how each writer prints its cells. */
export type ColumnKind = 'text' | 'date' | 'amount';

export interface ReportColumn {
  heading: string;
  kind: ColumnKind;
  /** Width in characters in a spreadsheet; in a PDF, the column's share of the page's width. */
  width: number;
}

/** Headings and totals print bold; a total also has a rule above it. */
export type ReportRowKind = 'heading' | 'line' | 'subtotal' | 'total';

/**
 * A cell, read by its column's kind: text; a date as YYYY-MM-DD; an amount as kobo (a number, so
 * that a spreadsheet can add it up). Null is a blank cell.
 */
export type ReportCell = string | Kobo | null;

export interface ReportRow {
  kind: ReportRowKind;
  /** Indent of the first cell: 0 section, 1 sub category, 2 account. */
  level: number;
  /** One per column. */
  cells: ReportCell[];
}

/** Everything but the rows: what a writer prints before the first row. */
export interface ReportHeader {
  title: string;
  companyName: string;
  /** '1 Jan 2026 - 31 Mar 2026', 'As of 31 Mar 2026'. */
  period: string;
  /** What else narrows the report, one a line: 'Branch: Ikeja', 'Account: 1000 Cash on Hand'. */
  details: string[];
  /** 'Accrual basis'. */
  basis: string;
  printedAt: Date;
  columns: ReportColumn[];
}

export interface ReportTable extends ReportHeader {
  /** An array, or rows read from the database as the file is written (the general ledger). */
  rows: Iterable<ReportRow> | AsyncIterable<ReportRow>;
  /** How many rows there will be, when known before reading them: a PDF refuses too many. */
  rowCount?: number;
}

export const accrualBasis = 'Accrual basis';

/** A table too wide for a portrait page (a ledger, twelve months side by side): printed landscape. */
export function isWide(columns: readonly ReportColumn[]): boolean {
  return columns.reduce((characters, column) => characters + column.width, 0) > 120;
}

/**
 * Text a spreadsheet could take for a formula (=, +, -, @, or a tab or carriage return before one)
 * gets a leading apostrophe, so an account or memo named '=HYPERLINK(...)' is shown, never run
 * (OWASP, "CSV injection"). Only text: amounts are numbers and are written as numbers.
 */
export function neutralised(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-03-31' -> '31 Mar 2026', as the statements' column headings print a day. */
export function dayLabel(date: string): string {
  const [year, month, day] = date.split('-');
  return `${Number(day)} ${monthNames[Number(month) - 1]} ${year}`;
}

/** A period with either end open: '1 Jan 2026 - 31 Mar 2026', 'Up to 31 Mar 2026', 'All dates'. */
export function rangeLabel(from: string | undefined, to: string | undefined): string {
  if (from && to) return `${dayLabel(from)} - ${dayLabel(to)}`;
  if (from) return `From ${dayLabel(from)}`;
  if (to) return `Up to ${dayLabel(to)}`;
  return 'All dates';
}

/** The same range in a file name: '2026-01-01 to 2026-03-31', 'to 2026-03-31', or nothing. */
export function rangeInFileName(from: string | undefined, to: string | undefined): string {
  return [from, to ? `to ${to}` : undefined].filter(Boolean).join(' ');
}

/**
 * A download's name without its extension: 'Ada Stores - Profit and loss 2026-01-01 to 2026-03-31'.
 * Characters no file system takes (a company named 'A/B Ltd') become spaces.
 */
export function exportFileName(companyName: string, ...parts: string[]): string {
  const name = [companyName, parts.filter(Boolean).join(' ')].filter(Boolean).join(' - ');
  const safe = [...name].map((character) => (character < ' ' || '\\/:*?"<>|'.includes(character) ? ' ' : character));
  return safe.join('').replace(/\s+/g, ' ').trim();
}
