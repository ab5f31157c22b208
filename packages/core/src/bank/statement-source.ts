import type { Kobo } from '../money.ts';

/**
 * One line of a bank statement as Owo stores it, whatever it came from: a CSV or OFX file today, a
 * bank feed later. Amounts are from the bank account's point of view: money in > 0, money out < 0.
 */
export interface ImportedStatementLine {
  /** Business date, YYYY-MM-DD (Africa/Lagos). */
  date: string;
  description: string;
  /** The bank's reference, cheque or session number; '' when the statement has none. */
  reference: string;
  amountKobo: Kobo;
  /** The running balance after this line, when the statement shows one. */
  balanceKobo?: Kobo;
  /**
   * Stable id of the line within its bank account: the bank's own id (OFX FITID) when it gives one,
   * else a hash of the line's content. Importing the same statement twice yields the same ids, so the
   * second import adds nothing.
   */
  externalId: string;
}

/** A statement row that could not be read. `row` is the spreadsheet row, or the transaction's number in OFX. */
export interface StatementRowError {
  row: number;
  message: string;
}

/** The file as a whole cannot be read (not OFX, no header row...). The message is for the user. */
export class StatementFormatError extends Error {
  override name = 'StatementFormatError';
}

/**
 * Where statement lines come from. The file importers are wrapped as sources with
 * `fileStatementSource`; a bank-feed provider (open banking) is added later as another implementation
 * of this interface, so importing, de-duplicating by externalId and matching stay the same. Network
 * code, credentials and retries live in apps/server, never here.
 */
export interface StatementSource {
  /** What the user sees as the origin of the lines, e.g. 'GTBank statement.csv' or 'Bank feed'. */
  readonly name: string;
  /** Lines dated on or after `since` (YYYY-MM-DD), oldest first. */
  fetchLines(since: string): Promise<readonly ImportedStatementLine[]>;
}

/** An already-parsed file as a StatementSource. */
export function fileStatementSource(name: string, lines: readonly ImportedStatementLine[]): StatementSource {
  const sorted = [...lines].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return {
    name,
    fetchLines: async (since) => sorted.filter((line) => line.date >= since),
  };
}
