import {
  findHeaderRow,
  guessColumnMapping,
  guessDateFormat,
  type ImportedStatementLine,
  parseOfxStatement,
  parseStatementCsv,
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

export const acceptedExtensions = ['.csv', '.ofx'] as const;
export const onlyCsvOrOfx = 'Only .csv and .ofx files can be imported.';
/**
 * The server's limits as it ships (STATEMENT_IMPORT_MAX_BYTES, STATEMENT_IMPORT_MAX_LINES); it
 * refuses beyond its own settings in the same words, so checking here only saves the upload.
 */
export const largestStatementBytes = statementImportLimits.maxBytes;
export const mostStatementLines = statementImportLimits.maxLines;

/** Why this file is too large to upload (the server's words), or undefined when it fits. */
export function statementFileProblem(text: string, lineCount: number): string | undefined {
  const bytes = new TextEncoder().encode(text).length;
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
  const { records } = readCsvRecords(text);
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

/** Reads the file the way the server will, so the preview shows what will be imported. */
export function previewStatement(
  text: string,
  format: StatementFormat,
  choice: ColumnChoice,
  dateFormat: StatementDateFormat | null,
): StatementPreview {
  try {
    if (format === 'ofx') {
      const statement = parseOfxStatement(text);
      return { lines: statement.lines, errors: statement.errors };
    }
    const mapping = toColumnMapping(choice);
    if (!mapping) return { lines: [], errors: [], problem: 'Choose the date and description columns.' };
    const result = parseStatementCsv(text, { mapping, dateFormat: dateFormat ?? undefined });
    return { lines: result.lines, errors: result.errors };
  } catch (error) {
    if (error instanceof StatementFormatError) return { lines: [], errors: [], problem: error.message };
    throw error;
  }
}
