import type { Kobo } from '../money.ts';
import { parseAmountText } from './amount-text.ts';
import type { ImportedStatementLine } from './statement-source.ts';

/** Where a statement ends: what a reconciliation of it starts from. */
export interface StatementEnd {
  /** The last day the statement covers (YYYY-MM-DD). */
  date: string;
  /** The bank's balance at the end of that day, when the file shows it. */
  balanceKobo?: Kobo;
}

const closingLabel = /\bclosing\s+(?:ledger\s+|book\s+|available\s+)?bal(?:ance)?\b/i;

/**
 * The closing balance a spreadsheet states in words: a 'Closing Balance' cell with the amount in
 * the same cell ('Closing Balance: 1,234.56') or in the next filled cell of its row. Banks print it
 * in the header rows above the table or in a footer below it. Undefined when no row says so.
 */
export function statedClosingBalance(records: readonly (readonly string[])[]): Kobo | undefined {
  for (const cells of records) {
    const labelIndex = cells.findIndex((cell) => closingLabel.test(cell));
    if (labelIndex === -1) continue;
    const label = cells[labelIndex] ?? '';
    const match = closingLabel.exec(label);
    const inline = match ? label.slice(match.index + match[0].length) : '';
    const candidates = [inline.replace(/^[\s:=-]+/, ''), ...cells.slice(labelIndex + 1)];
    for (const candidate of candidates) {
      const amount = readAmount(candidate);
      if (amount !== undefined) return amount;
    }
  }
  return undefined;
}

function readAmount(text: string): Kobo | undefined {
  try {
    return parseAmountText(text);
  } catch {
    return undefined;
  }
}

/**
 * The statement's last day and closing balance: the balance the file states (OFX LEDGERBAL, an
 * Excel 'Closing Balance' cell) when there is one, else the running balance of its last line.
 * Banks list lines oldest first or newest first: the last line is the newest one in the file's own
 * order, so two lines on the last day keep the bank's sequence. Undefined for a file with no lines.
 */
export function statementEnd(
  lines: readonly Pick<ImportedStatementLine, 'date' | 'balanceKobo'>[],
  stated?: { balanceKobo?: Kobo; date?: string },
): StatementEnd | undefined {
  if (lines.length === 0 && stated?.date === undefined) return undefined;
  const first = lines[0];
  const final = lines[lines.length - 1];
  const newestFirst = first !== undefined && final !== undefined && first.date > final.date;
  const last = newestFirst ? first : final;
  const lastLineDate = lines.reduce((latest, line) => (line.date > latest ? line.date : latest), '');
  const date = stated?.date ?? lastLineDate;
  const balanceKobo = stated?.balanceKobo ?? (last?.date === lastLineDate ? last.balanceKobo : undefined);
  return balanceKobo === undefined ? { date } : { date, balanceKobo };
}
