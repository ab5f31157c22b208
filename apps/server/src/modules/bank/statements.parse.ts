import {
  findHeaderRow,
  guessColumnMapping,
  type ImportedStatementLine,
  parseOfxStatement,
  parseStatementCsv,
  readCsvRecords,
  type StatementColumnMapping,
  StatementFormatError,
  type StatementImport,
  type StatementRowError,
  statementTooLargeMessage,
  statementTooManyLinesMessage,
} from '@owo/core';
import { Invalid } from '../../errors.ts';

/** A statement file read into lines, before anything is stored. */
export interface ParsedStatement {
  lines: ImportedStatementLine[];
  errors: StatementRowError[];
  /** The period the file covers: the bank's own (OFX) or the first and last line's dates. */
  statementFrom: string | null;
  statementTo: string | null;
  /** The account number the file names (OFX ACCTID), to catch a statement uploaded to the wrong account. */
  accountNumber: string | undefined;
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

/**
 * Everything an import checks before it writes: the size and line limits, the file as a whole,
 * at least one readable line, and the lines cut into batches with the file's repeats of an id left
 * out (an OFX file may repeat a FITID: one line per id is stored, the repeats count as duplicates).
 * Throws Invalid (400) with words for the person; nothing has been written when it does.
 */
export function readStatementFile(
  input: StatementImport,
  limits: StatementLimits,
  batchSize: number,
): StatementToImport {
  const bytes = Buffer.byteLength(input.content, 'utf8');
  if (bytes > limits.maxBytes) throw refuse(statementTooLargeMessage(bytes, limits.maxBytes));
  let statement: ParsedStatement;
  try {
    statement = parseStatementFile(input);
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
 * Reads a CSV or OFX statement with the parsers of packages/core. A CSV without a mapping has its
 * header row and columns guessed. Throws StatementFormatError, with words for the user, when the
 * file as a whole cannot be read.
 */
export function parseStatementFile(input: StatementImport): ParsedStatement {
  if (input.format === 'ofx') {
    const statement = parseOfxStatement(input.content);
    return {
      lines: statement.lines,
      errors: statement.errors,
      statementFrom: statement.startDate ?? firstDate(statement.lines),
      statementTo: statement.endDate ?? lastDate(statement.lines),
      accountNumber: statement.accountId,
    };
  }
  const { mapping, headerRow } = input.mapping ? { mapping: input.mapping, headerRow: undefined } : guessMapping(input);
  const result = parseStatementCsv(input.content, {
    mapping,
    ...(input.dateFormat === undefined ? {} : { dateFormat: input.dateFormat }),
    ...(headerRow === undefined ? {} : { headerRow }),
  });
  return {
    lines: result.lines,
    errors: result.errors,
    statementFrom: firstDate(result.lines),
    statementTo: lastDate(result.lines),
    accountNumber: undefined,
  };
}

function guessMapping(input: StatementImport): { mapping: StatementColumnMapping; headerRow: number } {
  const { records } = readCsvRecords(input.content);
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
