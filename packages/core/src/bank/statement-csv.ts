import Papa from 'papaparse';
import type { Kobo } from '../money.ts';
import { parseAmountText } from './amount-text.ts';
import { isoDate } from './calendar.ts';
import { withContentIds } from './external-id.ts';
import { type ImportedStatementLine, StatementFormatError, type StatementRowError } from './statement-source.ts';

/** A column by its header text (any case and spacing) or by its zero-based position. */
export type ColumnReference = string | number;

/**
 * Which columns hold what. Amounts come either from one signed `amount` column (optionally with a
 * `direction` column saying DR/CR) or from separate `debit` and `credit` columns.
 */
export interface StatementColumnMapping {
  date: ColumnReference;
  description: ColumnReference;
  reference?: ColumnReference;
  amount?: ColumnReference;
  direction?: ColumnReference;
  debit?: ColumnReference;
  credit?: ColumnReference;
  balance?: ColumnReference;
}

export const statementDateFormats = [
  'DD/MM/YYYY',
  'DD-MM-YYYY',
  'DD-MMM-YYYY',
  'DD MMM YYYY',
  'DD-MMM-YY',
  'DD/MM/YY',
  'YYYY-MM-DD',
] as const;
export type StatementDateFormat = (typeof statementDateFormats)[number];

export interface StatementCsvOptions {
  mapping: StatementColumnMapping;
  /** Guessed from the date column when left out. */
  dateFormat?: StatementDateFormat;
  /** Zero-based record index of the header row; found from the mapping's column names when left out. */
  headerRow?: number;
}

export interface StatementCsvResult {
  lines: ImportedStatementLine[];
  errors: StatementRowError[];
  /** The header row used, -1 when the file has none. */
  headerRow: number;
  dateFormat: StatementDateFormat;
}

// The time after a date ('05/01/2026 14:32', '2026-01-05T14:32:00') is ignored: only the day matters.
const datePatterns: Record<StatementDateFormat, RegExp> = {
  'DD/MM/YYYY': /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?!\d)/,
  'DD-MM-YYYY': /^(\d{1,2})-(\d{1,2})-(\d{4})(?!\d)/,
  'DD-MMM-YYYY': /^(\d{1,2})[-/]([A-Za-z]{3,9})[-/](\d{4})(?!\d)/,
  'DD MMM YYYY': /^(\d{1,2}) +([A-Za-z]{3,9}),? +(\d{4})(?!\d)/,
  'DD-MMM-YY': /^(\d{1,2})[-/]([A-Za-z]{3,9})[-/](\d{2})(?!\d)/,
  'DD/MM/YY': /^(\d{1,2})\/(\d{1,2})\/(\d{2})(?!\d)/,
  'YYYY-MM-DD': /^(\d{4})-(\d{1,2})-(\d{1,2})(?!\d)/,
};

const monthNames = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

function monthNumber(name: string): number | undefined {
  const lower = name.toLowerCase();
  const index = monthNames.findIndex(
    (month) => month === lower || month.slice(0, 3) === lower || (lower === 'sept' && month === 'september'),
  );
  return index === -1 ? undefined : index + 1;
}

/** Reads a date cell in the given format as YYYY-MM-DD, or undefined when it is not one. */
export function parseStatementDate(text: string, format: StatementDateFormat): string | undefined {
  const match = datePatterns[format].exec(text.trim());
  if (!match) return undefined;
  const [, first = '', second = '', third = ''] = match;
  if (format === 'YYYY-MM-DD') return isoDate(Number(first), Number(second), Number(third));
  const month = /\d/.test(second) ? Number(second) : monthNumber(second);
  if (month === undefined) return undefined;
  // Two-digit years are this century's: statements do not go back to the 1960s.
  const year = third.length === 2 ? 2000 + Number(third) : Number(third);
  return isoDate(year, month, Number(first));
}

/** The format that reads the most of these date cells (all of them, normally), or undefined. */
export function guessDateFormat(samples: readonly string[]): StatementDateFormat | undefined {
  const filled = samples.map((sample) => sample.trim()).filter((sample) => sample !== '');
  let best: StatementDateFormat | undefined;
  let bestCount = 0;
  for (const format of statementDateFormats) {
    const count = filled.filter((sample) => parseStatementDate(sample, format) !== undefined).length;
    if (count > bestCount) {
      best = format;
      bestCount = count;
    }
  }
  return best;
}

function normaliseHeader(header: string): string {
  return header
    .toLowerCase()
    .replace(/₦|\bngn\b/g, ' ')
    .replace(/[^a-z0-9/]+/g, ' ')
    .replace(/\s*\/\s*/g, '/')
    .trim();
}

type MappedColumn = keyof StatementColumnMapping;

// Exact names first, in order of preference (the transaction date before the value date), then words
// the header merely contains. Seen on GTBank, Zenith, Access, First Bank, UBA and Moniepoint exports.
function names(exact: string, contains: string): { exact: readonly string[]; contains: readonly string[] } {
  return { exact: exact.split('|'), contains: contains === '' ? [] : contains.split('|') };
}

const headerNames: Record<MappedColumn, { exact: readonly string[]; contains: readonly string[] }> = {
  date: names(
    'trans date|transaction date|tran date|txn date|posting date|post date|posted date|booking date|entry date|date|value date',
    'date',
  ),
  description: names(
    'narration|description|transaction details|details|remarks|remark|particulars|narrative|memo',
    'narration|description|remark|detail|particular',
  ),
  reference: names(
    'reference|ref|ref no|reference no|reference number|transaction reference|trans ref|cheque no|chq no|instrument no|document no|doc no',
    'reference|ref|cheque|chq',
  ),
  debit: names('debit|debits|debit amount|withdrawal|withdrawals|money out|paid out|outflow|dr', 'debit|withdrawal'),
  credit: names(
    'credit|credits|credit amount|lodgement|lodgements|lodgment|lodgments|deposit|deposits|money in|paid in|inflow|cr',
    'credit|lodg|deposit',
  ),
  balance: names('balance|running balance|ledger balance|closing balance|available balance|bal', 'balance'),
  amount: names('amount|transaction amount|amt', 'amount'),
  direction: names('dr/cr|cr/dr|debit/credit|credit/debit|d/c|c/d', ''),
};

/**
 * Which of these headers hold what, as far as the names tell. Each header is used once; an `amount`
 * column is only proposed when there are no debit and credit columns. The web form starts from this.
 */
export function guessColumnMapping(headers: readonly string[]): Partial<StatementColumnMapping> {
  const names = headers.map(normaliseHeader);
  const used = new Set<number>();
  const mapping: Partial<StatementColumnMapping> = {};
  const claim = (column: MappedColumn): void => {
    const { exact, contains } = headerNames[column];
    let index = -1;
    for (const name of exact) {
      index = names.findIndex((header, position) => header === name && !used.has(position));
      if (index !== -1) break;
    }
    if (index === -1) {
      index = names.findIndex(
        (header, position) =>
          !used.has(position) && contains.some((word) => header.split(/[ /]/).some((part) => part.startsWith(word))),
      );
    }
    if (index === -1) return;
    used.add(index);
    mapping[column] = headers[index] ?? index;
  };
  for (const column of ['direction', 'date', 'description', 'debit', 'credit', 'balance', 'reference'] as const)
    claim(column);
  if (mapping.debit === undefined && mapping.credit === undefined) claim('amount');
  if (mapping.amount === undefined) delete mapping.direction;
  return mapping;
}

/** Reads CSV text into records. Blank lines are kept as records so row numbers match the spreadsheet. */
export function readCsvRecords(text: string): { records: string[][]; errors: StatementRowError[] } {
  const clean = text.replace(/^\uFEFF/, '');
  // Papa guesses the delimiter by how steady the column count is; blank lines upset that guess, so
  // guess without them and then read with them.
  const { delimiter } = Papa.parse(clean, { preview: 50, skipEmptyLines: 'greedy' }).meta;
  const parsed = Papa.parse<string[]>(clean, { delimiter, skipEmptyLines: false });
  const errors = parsed.errors
    .filter((error) => error.code !== 'UndetectableDelimiter')
    .map((error) => ({ row: (error.row ?? 0) + 1, message: error.message }));
  return { records: parsed.data.map((record) => record.map((cell) => cell.trim())), errors };
}

/** The first record (of the first 50) that names a date, a description and an amount column; -1 if none. */
export function findHeaderRow(records: readonly (readonly string[])[]): number {
  return records.slice(0, 50).findIndex((record) => {
    const mapping = guessColumnMapping(record);
    return mapping.date !== undefined && mapping.description !== undefined && hasAmountColumn(mapping);
  });
}

function hasAmountColumn(mapping: Partial<StatementColumnMapping>): boolean {
  return mapping.amount !== undefined || mapping.debit !== undefined || mapping.credit !== undefined;
}

function sameHeader(a: string, b: string): boolean {
  return a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();
}

const summaryRow = /\b(opening|closing|balance|b\/f|c\/f|brought forward|carried forward|totals?|sub ?total)\b/i;

/**
 * Parses a bank statement exported as CSV. Blank rows, rows before the header, repeated headers and
 * summary rows (opening/closing balance, totals, footers) are skipped; a row that looks like a
 * transaction but cannot be read becomes an error with its spreadsheet row number, and the other rows
 * still import. Throws StatementFormatError when the file as a whole does not fit the mapping.
 */
export function parseStatementCsv(text: string, options: StatementCsvOptions): StatementCsvResult {
  const { records, errors } = readCsvRecords(text);
  return parseStatementRows(records, options, errors);
}

/**
 * Parses a statement already read into rows of cell texts: a CSV file's records, or an Excel
 * sheet's rows (apps/server statements.xlsx.ts), so both share one mapping, date guess and reading.
 * `readErrors` are problems found while reading the rows; they are returned with the rest.
 */
export function parseStatementRows(
  records: readonly (readonly string[])[],
  options: StatementCsvOptions,
  readErrors: readonly StatementRowError[] = [],
): StatementCsvResult {
  const errors = [...readErrors];
  const { mapping } = options;
  const usesAmount = mapping.amount !== undefined;
  if (usesAmount && (mapping.debit !== undefined || mapping.credit !== undefined)) {
    throw new StatementFormatError('Choose either an amount column or debit and credit columns, not both.');
  }
  if (!hasAmountColumn(mapping))
    throw new StatementFormatError('Choose an amount column, or debit and credit columns.');

  const headerRow = options.headerRow ?? locateHeaderRow(records, mapping);
  const header = records[headerRow] ?? [];
  const column = (reference: ColumnReference | undefined): number => {
    if (reference === undefined) return -1;
    if (typeof reference === 'number') return reference;
    return header.findIndex((cell) => sameHeader(cell, reference));
  };
  const missing = Object.values(mapping).filter(
    (reference): reference is string => typeof reference === 'string' && column(reference) === -1,
  );
  if (missing.length > 0) throw new StatementFormatError(`The file has no column named ${missing.join(', ')}.`);
  const columns = {
    date: column(mapping.date),
    description: column(mapping.description),
    reference: column(mapping.reference),
    amount: column(mapping.amount),
    direction: column(mapping.direction),
    debit: column(mapping.debit),
    credit: column(mapping.credit),
    balance: column(mapping.balance),
  };

  const body = records.map((cells, index) => ({ cells, row: index + 1 })).slice(headerRow + 1);
  const dateFormat =
    options.dateFormat ?? guessDateFormat(body.slice(0, 200).map(({ cells }) => cells[columns.date] ?? ''));
  if (dateFormat === undefined) throw new StatementFormatError('The date column has no dates in a format Owo reads.');

  const lines: Omit<ImportedStatementLine, 'externalId'>[] = [];
  for (const { cells, row } of body) {
    if (cells.every((cell) => cell === '')) continue;
    if (isRepeatedHeader(cells, header)) continue;
    const cell = (index: number): string => (index < 0 ? '' : (cells[index] ?? ''));
    const isSummary = cells.some((value) => summaryRow.test(value));
    const dateText = cell(columns.date);
    const date = parseStatementDate(dateText, dateFormat);
    try {
      if (date === undefined) {
        // Title lines, totals and footers have no date; a row with an amount but no date is an error.
        if (isSummary || !hasAmount(() => readAmount(cell, columns, usesAmount))) continue;
        throw new RangeError(dateText === '' ? 'The row has no date' : `"${dateText}" is not a ${dateFormat} date`);
      }
      const amountKobo = readAmount(cell, columns, usesAmount);
      if (amountKobo === undefined) {
        if (isSummary) continue;
        throw new RangeError('The row has no amount');
      }
      const balanceKobo = parseAmountText(cell(columns.balance));
      lines.push({
        date,
        description: cell(columns.description).replace(/\s+/g, ' '),
        reference: cell(columns.reference),
        amountKobo,
        ...(balanceKobo === undefined ? {} : { balanceKobo }),
      });
    } catch (error) {
      errors.push({ row, message: error instanceof Error ? error.message : String(error) });
    }
  }
  errors.sort((a, b) => a.row - b.row);
  return { lines: withContentIds(lines, 'csv'), errors, headerRow, dateFormat };
}

/** Exports that paginate repeat the header on every page. */
function isRepeatedHeader(cells: readonly string[], header: readonly string[]): boolean {
  return (
    header.length > 0 &&
    cells.length === header.length &&
    cells.every((cell, index) => sameHeader(cell, header[index] ?? ''))
  );
}

function hasAmount(read: () => Kobo | undefined): boolean {
  try {
    return read() !== undefined;
  } catch {
    return false;
  }
}

function locateHeaderRow(records: readonly (readonly string[])[], mapping: StatementColumnMapping): number {
  const named = Object.values(mapping).filter((reference): reference is string => typeof reference === 'string');
  if (named.length === 0) return -1;
  const index = records
    .slice(0, 50)
    .findIndex((record) => named.every((name) => record.some((cell) => sameHeader(cell, name))));
  if (index === -1) throw new StatementFormatError(`No row of the file has the columns ${named.join(', ')}.`);
  return index;
}

/** Money in > 0, money out < 0; undefined when the row has no amount at all (or only zeros). */
function readAmount(
  cell: (index: number) => string,
  columns: { amount: number; direction: number; debit: number; credit: number },
  usesAmount: boolean,
): Kobo | undefined {
  if (usesAmount) {
    const amount = parseAmountText(cell(columns.amount));
    if (amount === undefined || amount === 0) return undefined;
    const direction = cell(columns.direction).toUpperCase();
    if (direction === '') return amount;
    if (['DR', 'D', 'DEBIT'].includes(direction)) return -Math.abs(amount);
    if (['CR', 'C', 'CREDIT'].includes(direction)) return Math.abs(amount);
    throw new RangeError(`"${cell(columns.direction)}" is neither DR nor CR`);
  }
  // Some banks print debits as negative numbers in the debit column: the column says which way it went.
  const debit = Math.abs(parseAmountText(cell(columns.debit)) ?? 0);
  const credit = Math.abs(parseAmountText(cell(columns.credit)) ?? 0);
  if (debit !== 0 && credit !== 0) throw new RangeError('The row has both a debit and a credit');
  if (debit === 0 && credit === 0) return undefined;
  return credit - debit;
}
