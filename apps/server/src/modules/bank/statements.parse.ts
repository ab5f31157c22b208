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
} from '@owo/core';

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
