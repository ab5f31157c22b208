import {
  fileSizeText,
  findHeaderRow,
  guessColumnMapping,
  guessDateFormat,
  type ImportedStatementLine,
  parseOfxStatement,
  parseStatementRows,
  readCsvRecords,
  type StatementColumnMapping,
  type StatementDateFormat,
  StatementFormatError,
  type StatementRowError,
  statementImportLimits,
  statementTooLargeMessage,
  statementTooManyLinesMessage,
} from '@owo/core';
import type { StatementFormat } from '../../api/bank.ts';

export const acceptedExtensions = ['.csv', '.xlsx', '.ofx'] as const;
export const onlyCsvOrOfx = 'Only .csv, .xlsx and .ofx files can be imported.';
/** The server's words for an .xls or broken workbook (statements.xlsx.ts), said before the upload for .xls. */
export const unreadableWorkbook = 'This file is not a readable Excel workbook. Save it as .xlsx or CSV and try again.';

/** A statement as rows of cell texts (CSV records, or an Excel sheet's rows read by the server). */
export type StatementRows = readonly (readonly string[])[];
/**
 * The server's limits as it ships (STATEMENT_IMPORT_MAX_BYTES, STATEMENT_IMPORT_MAX_LINES); it
 * refuses beyond its own settings in the same words, so checking here only saves the upload.
 */
export const largestStatementBytes = statementImportLimits.maxBytes;
export const mostStatementLines = statementImportLimits.maxLines;
export const fileSizeLimitText = fileSizeText(largestStatementBytes);

/** Why this file is too large to upload (the server's words), or undefined when it fits. `file` is its text or its size in bytes. */
export function statementFileProblem(file: string | number, lineCount: number): string | undefined {
  const bytes = typeof file === 'number' ? file : new TextEncoder().encode(file).length;
  if (bytes > largestStatementBytes) return statementTooLargeMessage(bytes, largestStatementBytes);
  if (lineCount > mostStatementLines) return statementTooManyLinesMessage(lineCount, mostStatementLines);
  return undefined;
}

const count = new Intl.NumberFormat('en-NG');

/** 'Imported 12,000 of 48,000 lines' while an import's batches are written. */
export function importProgressText(progress: { processedLines: number; totalLines: number }): string {
  return `Imported ${count.format(progress.processedLines)} of ${count.format(progress.totalLines)} lines`;
}

export function statementFormatOf(fileName: string): StatementFormat | undefined {
  const name = fileName.trim().toLowerCase();
  if (name.endsWith('.csv')) return 'csv';
  if (name.endsWith('.xlsx')) return 'xlsx';
  if (name.endsWith('.ofx')) return 'ofx';
  return undefined;
}

/** The columns the person maps, by header name; '' is "not in this file". */
export interface ColumnChoice {
  date: string;
  description: string;
  reference: string;
  /** One signed amount column, or separate debit and credit columns. */
  amountLayout: 'single' | 'split';
  amount: string;
  direction: string;
  debit: string;
  credit: string;
  balance: string;
}

export interface CsvLayout {
  headers: string[];
  choice: ColumnChoice;
  dateFormat: StatementDateFormat | null;
}

const name = (reference: string | number | undefined, headers: readonly string[]): string =>
  reference === undefined ? '' : typeof reference === 'number' ? (headers[reference] ?? '') : reference;

/** The header row (found among the first rows, as banks put a title above it) and a first guess of the mapping. */
export function readCsvLayout(text: string): CsvLayout {
  return readRowsLayout(readCsvRecords(text).records);
}

/** readCsvLayout for rows already read: a CSV file's records or an Excel sheet's rows. */
export function readRowsLayout(records: StatementRows): CsvLayout {
  const headerRow = Math.max(0, findHeaderRow(records));
  const headers = (records[headerRow] ?? []).filter((header) => header !== '');
  const guess = guessColumnMapping(headers);
  const choice: ColumnChoice = {
    date: name(guess.date, headers),
    description: name(guess.description, headers),
    reference: name(guess.reference, headers),
    amountLayout: guess.amount !== undefined ? 'single' : 'split',
    amount: name(guess.amount, headers),
    direction: name(guess.direction, headers),
    debit: name(guess.debit, headers),
    credit: name(guess.credit, headers),
    balance: name(guess.balance, headers),
  };
  const dateColumn = (records[headerRow] ?? []).indexOf(choice.date);
  const samples = records.slice(headerRow + 1, headerRow + 51).map((record) => record[dateColumn] ?? '');
  return { headers, choice, dateFormat: dateColumn === -1 ? null : (guessDateFormat(samples) ?? null) };
}

/** The mapping as the API and the parser take it: only the columns chosen; none without date and description. */
export function toColumnMapping(choice: ColumnChoice): StatementColumnMapping | undefined {
  if (choice.date === '' || choice.description === '') return undefined;
  const mapping: StatementColumnMapping = { date: choice.date, description: choice.description };
  const others =
    choice.amountLayout === 'single'
      ? { reference: choice.reference, balance: choice.balance, amount: choice.amount, direction: choice.direction }
      : { reference: choice.reference, balance: choice.balance, debit: choice.debit, credit: choice.credit };
  const chosen = Object.entries(others).filter(([, value]) => value !== '');
  return { ...Object.fromEntries(chosen), ...mapping };
}

export interface StatementPreview {
  lines: ImportedStatementLine[];
  errors: StatementRowError[];
  /** Why the file as a whole cannot be read with this mapping; the person fixes the mapping. */
  problem?: string;
}

/**
 * Reads the file the way the server will, so the preview shows what will be imported. `content` is
 * an OFX or CSV file's text, or a statement's rows (an Excel sheet as the server read it).
 */
export function previewStatement(
  content: string | StatementRows,
  format: StatementFormat,
  choice: ColumnChoice,
  dateFormat: StatementDateFormat | null,
): StatementPreview {
  try {
    if (format === 'ofx' && typeof content === 'string') {
      const statement = parseOfxStatement(content);
      return { lines: statement.lines, errors: statement.errors };
    }
    const mapping = toColumnMapping(choice);
    if (!mapping) return { lines: [], errors: [], problem: 'Choose the date and description columns.' };
    const rows = typeof content === 'string' ? readCsvRecords(content) : { records: content, errors: [] };
    const result = parseStatementRows(rows.records, { mapping, dateFormat: dateFormat ?? undefined }, rows.errors);
    return { lines: result.lines, errors: result.errors };
  } catch (error) {
    if (error instanceof StatementFormatError) return { lines: [], errors: [], problem: error.message };
    throw error;
  }
}
