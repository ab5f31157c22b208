import {
  findHeaderRow,
  guessColumnMapping,
  type ImportedStatementLine,
  parseOfxStatement,
  parseStatementRows,
  readCsvRecords,
  type StatementColumnMapping,
  type StatementEnd,
  StatementFormatError,
  type StatementImport,
  type StatementRowError,
  statedClosingBalance,
  statementEnd,
  statementTooLargeMessage,
  statementTooManyLinesMessage,
} from '@owo/core';
import { Invalid } from '../../errors.ts';
import { readWorkbookRows } from './statements.xlsx.ts';

/** A statement file read into lines, before anything is stored. */
export interface ParsedStatement {
  lines: ImportedStatementLine[];
  errors: StatementRowError[];
  /** The period the file covers: the bank's own (OFX) or the first and last line's dates. */
  statementFrom: string | null;
  statementTo: string | null;
  /** The account number the file names (OFX ACCTID), to catch a statement uploaded to the wrong account. */
  accountNumber: string | undefined;
  /** The last day and closing balance the file shows, to start a reconciliation from; null without lines. */
  end: StatementEnd | null;
}

/** A statement's rows of cell texts (CSV or the first sheet of an Excel workbook), before mapping. */
export interface StatementRows {
  records: string[][];
  errors: StatementRowError[];
}

/** How large a statement may be (config: STATEMENT_IMPORT_MAX_BYTES, STATEMENT_IMPORT_MAX_LINES). */
export interface StatementLimits {
  maxBytes: number;
  maxLines: number;
}

/** Lines written together in one short transaction, and how many lines of the file they stand for. */
export interface StatementBatch {
  /** The lines to store: each id once, in the order of the file. */
  lines: ImportedStatementLine[];
  /** Lines of the file this batch covers, repeats of an id earlier in the file included. */
  fileLines: number;
}

/** A statement checked whole and cut into batches, before anything is stored. */
export interface StatementToImport extends Omit<ParsedStatement, 'lines'> {
  /** The readable transaction lines of the file. */
  lineCount: number;
  batches: StatementBatch[];
}

const refuse = (message: string) => new Invalid(message, { content: message });

const formatNames: Record<StatementImport['format'], string> = { csv: 'a CSV', xlsx: 'an Excel', ofx: 'an OFX' };

/**
 * Reading a file is pure: whatever a parser throws is about the file's bytes, never about Owo's
 * state. The parsers name the problems they know (StatementFormatError); anything else (a
 * RangeError from a library on input nobody foresaw) is still a bad file, answered 400 in words
 * rather than 500.
 */
async function readingFile<T>(format: StatementImport['format'], read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof StatementFormatError) throw error;
    throw new StatementFormatError(
      `Owo could not read this file as ${formatNames[format]} statement. Export it from your bank again, or save it as CSV.`,
      { cause: error },
    );
  }
}

/**
 * Everything an import checks before it writes: the size and line limits, the file as a whole,
 * at least one readable line, and the lines cut into batches with the file's repeats of an id left
 * out (an OFX file may repeat a FITID: one line per id is stored, the repeats count as duplicates).
 * Throws Invalid (400) with words for the person; nothing has been written when it does.
 */
export async function readStatementFile(
  input: StatementImport,
  limits: StatementLimits,
  batchSize: number,
): Promise<StatementToImport> {
  let statement: ParsedStatement;
  try {
    statement = await parseStatementFile(input, limits);
  } catch (error) {
    if (error instanceof StatementFormatError) throw refuse(error.message);
    throw error;
  }
  const { lines, ...about } = statement;
  if (lines.length === 0) {
    const [first] = statement.errors;
    throw refuse(
      first
        ? `No transaction in the file could be read (row ${first.row}: ${first.message})`
        : 'The file has no transactions',
    );
  }
  if (lines.length > limits.maxLines) throw refuse(statementTooManyLinesMessage(lines.length, limits.maxLines));
  const seen = new Set<string>();
  const batches: StatementBatch[] = [];
  for (let start = 0; start < lines.length; start += batchSize) {
    const part = lines.slice(start, start + batchSize);
    const fresh: ImportedStatementLine[] = [];
    for (const line of part) {
      if (seen.has(line.externalId)) continue;
      seen.add(line.externalId);
      fresh.push(line);
    }
    batches.push({ lines: fresh, fileLines: part.length });
  }
  return { ...about, lineCount: lines.length, batches };
}

/**
 * A CSV file's records or an Excel workbook's first sheet (sent in base64) as rows of cell texts,
 * after the size limit on the file's bytes. Throws StatementFormatError, with words for the user,
 * when it cannot be read.
 */
export async function readStatementRows(
  input: Pick<StatementImport, 'format' | 'content'>,
  limits: StatementLimits,
): Promise<StatementRows> {
  const workbook = input.format === 'xlsx' ? Buffer.from(input.content, 'base64') : undefined;
  const bytes = workbook?.byteLength ?? Buffer.byteLength(input.content, 'utf8');
  if (bytes > limits.maxBytes) throw new StatementFormatError(statementTooLargeMessage(bytes, limits.maxBytes));
  return readingFile(input.format, async () =>
    workbook
      ? { records: await readWorkbookRows(workbook, limits.maxLines), errors: [] }
      : readCsvRecords(input.content),
  );
}

/**
 * Reads a CSV, Excel or OFX statement with the parsers of packages/core; CSV and Excel share one
 * path from their rows of cells. Without a mapping the header row and columns are guessed. Throws
 * StatementFormatError, with words for the user, when the file as a whole cannot be read.
 */
export function parseStatementFile(input: StatementImport, limits: StatementLimits): Promise<ParsedStatement> {
  return readingFile(input.format, () => parseFile(input, limits));
}

async function parseFile(input: StatementImport, limits: StatementLimits): Promise<ParsedStatement> {
  if (input.format === 'ofx') {
    const bytes = Buffer.byteLength(input.content, 'utf8');
    if (bytes > limits.maxBytes) throw new StatementFormatError(statementTooLargeMessage(bytes, limits.maxBytes));
    const statement = parseOfxStatement(input.content);
    return {
      lines: statement.lines,
      errors: statement.errors,
      statementFrom: statement.startDate ?? firstDate(statement.lines),
      statementTo: statement.endDate ?? lastDate(statement.lines),
      accountNumber: statement.accountId,
      end:
        statementEnd(statement.lines, {
          balanceKobo: statement.closingBalance?.amountKobo,
          date: statement.closingBalance?.date ?? statement.endDate,
        }) ?? null,
    };
  }
  const rows = await readStatementRows(input, limits);
  const { mapping, headerRow } = input.mapping
    ? { mapping: input.mapping, headerRow: undefined }
    : guessMapping(rows.records);
  const result = parseStatementRows(
    rows.records,
    {
      mapping,
      ...(input.dateFormat === undefined ? {} : { dateFormat: input.dateFormat }),
      ...(headerRow === undefined ? {} : { headerRow }),
    },
    rows.errors,
  );
  return {
    lines: result.lines,
    errors: result.errors,
    statementFrom: firstDate(result.lines),
    statementTo: lastDate(result.lines),
    accountNumber: undefined,
    end: statementEnd(result.lines, { balanceKobo: statedClosingBalance(rows.records) }) ?? null,
  };
}

function guessMapping(records: readonly (readonly string[])[]): { mapping: StatementColumnMapping; headerRow: number } {
  const headerRow = findHeaderRow(records);
  const guess = headerRow === -1 ? {} : guessColumnMapping(records[headerRow] ?? []);
  if (guess.date === undefined || guess.description === undefined) {
    throw new StatementFormatError(
      'Owo could not find the date, description and amount columns in this file. Choose them and try again.',
    );
  }
  return { mapping: { ...guess, date: guess.date, description: guess.description }, headerRow };
}

function firstDate(lines: readonly ImportedStatementLine[]): string | null {
  return lines.reduce<string | null>((first, line) => (first === null || line.date < first ? line.date : first), null);
}

function lastDate(lines: readonly ImportedStatementLine[]): string | null {
  return lines.reduce<string | null>((last, line) => (last === null || line.date > last ? line.date : last), null);
}
