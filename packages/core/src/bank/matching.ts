import { addKobo, type Kobo } from '../money.ts';
import { dayNumber } from './calendar.ts';

/**
 * A line on either side of a reconciliation. Amounts are from the bank account's side on both:
 * a statement credit (money in) and a ledger debit to the bank account are both > 0.
 */
export interface ReconciliationLine {
  id: string;
  date: string;
  amountKobo: Kobo;
  description: string;
  reference?: string;
}

export interface MatchOptions {
  /** How many days apart a statement line and a ledger line may be dated. Default 3 (weekends, NIP delays). */
  dateWindowDays?: number;
  /** Proposals scoring below this are dropped. Default 0: every same-amount pair in the window is shown. */
  minimumScore?: number;
}

export interface ProposedMatch {
  statementLineId: string;
  ledgerLineId: string;
  /**
   * 0 to 1. Same amount alone scores 0.2, the date up to 0.3 more (same day), the narration up to 0.4
   * and a matching reference 0.5: same amount, same day and reference is 1.
   */
  score: number;
  /** Why, in words for the user: 'Same amount, same day, reference 123 found'. */
  reason: string;
}

// Words every narration carries, which say nothing about who paid or what for.
const noiseWords = new Set(
  (
    'AND AT BANK BY CR DR FOR FROM FT IN INWARD LIMITED LTD MOB MOBILE NGN NIBSS NIP OF ON OUTWARD PAYMENT PLC PMT ' +
    'POS PURCHASE REF REFERENCE THE TO TRANS TRANSFER TRF TRSF TXN USSD VIA WEB'
  ).split(' '),
);

/** Upper-case words of a narration without the noise; numbers lose their leading zeros (0000123 is 123). */
export function narrationWords(text: string): string[] {
  const words = text
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .map((word) => (/^\d+$/.test(word) ? word.replace(/^0+(?=\d)/, '') : word))
    .filter((word) => word.length >= 2 && !noiseWords.has(word));
  return [...new Set(words)];
}

function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  return endA - start <= 1 && endB - start <= 1;
}

/** Narrations cut names short (OLUWASEU) and people misspell them (ADEBAYOO); numbers must be exact. */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  if (/\d/.test(a) || /\d/.test(b)) return false;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length >= 4 && long.startsWith(short)) return true;
  return short.length >= 5 && withinOneEdit(a, b);
}

/**
 * How alike two narrations are, 0 to 1, by the words they share. Mostly the share of the shorter
 * one's words found in the other, since a ledger memo ('Adebayo') is usually much shorter than the
 * bank's narration; a quarter is the overlap of both, so an exact match beats a contained one.
 */
export function narrationSimilarity(a: string, b: string): { score: number; shared: string[] } {
  const wordsA = narrationWords(a);
  const wordsB = narrationWords(b);
  if (wordsA.length === 0 || wordsB.length === 0) return { score: 0, shared: [] };
  const [shorter, longer] = wordsA.length <= wordsB.length ? [wordsA, wordsB] : [wordsB, wordsA];
  const shared = shorter.filter((word) => longer.some((other) => sameWord(word, other)));
  const containment = shared.length / shorter.length;
  const overlap = (2 * shared.length) / (wordsA.length + wordsB.length);
  return { score: 0.75 * containment + 0.25 * overlap, shared };
}

function referenceKey(reference: string | undefined): string | undefined {
  const key = (reference ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');
  const trimmed = /^\d+$/.test(key) ? key.replace(/^0+(?=\d)/, '') : key;
  return trimmed.length >= 3 ? trimmed : undefined;
}

/** A reference of one line found as the other's reference, as one of its words, or inside its text (INV-00042). */
function referenceFound(line: ReconciliationLine, other: ReconciliationLine): string | undefined {
  const key = referenceKey(line.reference);
  if (key === undefined) return undefined;
  if (referenceKey(other.reference) === key) return line.reference?.trim();
  const text = `${other.description} ${other.reference ?? ''}`;
  if (narrationWords(text).includes(key)) return line.reference?.trim();
  const compact = text.toUpperCase().replace(/[^A-Z0-9]/g, '');
  if (/[A-Z]/.test(key) && key.length >= 5 && compact.includes(key)) return line.reference?.trim();
  return undefined;
}

function assertUniqueIds(lines: readonly ReconciliationLine[], side: string): void {
  if (new Set(lines.map((line) => line.id)).size !== lines.length)
    throw new RangeError(`${side} line ids must be unique`);
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Proposes one-to-one matches between statement lines and ledger lines: equal amounts (to the kobo,
 * same sign), dates at most `dateWindowDays` apart, best reference or narration likeness first. The
 * pairs are taken greedily from the highest score, so each proposal is the best one left for both of
 * its lines and the user can see why; no line is used twice. Ties go to the closer date, then to the
 * smaller ids, so the same lines in any order give the same proposals. Zero amounts are never matched.
 */
export function proposeMatches(
  statementLines: readonly ReconciliationLine[],
  ledgerLines: readonly ReconciliationLine[],
  options: MatchOptions = {},
): ProposedMatch[] {
  const window = options.dateWindowDays ?? 3;
  if (!Number.isInteger(window) || window < 0)
    throw new RangeError('dateWindowDays must be a whole number, not negative');
  const minimumScore = options.minimumScore ?? 0;
  assertUniqueIds(statementLines, 'Statement');
  assertUniqueIds(ledgerLines, 'Ledger');

  const ledgerByAmount = new Map<Kobo, { line: ReconciliationLine; day: number }[]>();
  for (const line of ledgerLines) {
    if (line.amountKobo === 0) continue;
    const group = ledgerByAmount.get(line.amountKobo) ?? [];
    group.push({ line, day: dayNumber(line.date) });
    ledgerByAmount.set(line.amountKobo, group);
  }

  const candidates: { match: ProposedMatch; gap: number }[] = [];
  for (const statement of statementLines) {
    if (statement.amountKobo === 0) continue;
    const day = dayNumber(statement.date);
    for (const { line: ledger, day: ledgerDay } of ledgerByAmount.get(statement.amountKobo) ?? []) {
      const gap = Math.abs(day - ledgerDay);
      if (gap > window) continue;
      const match = score(statement, ledger, gap, window);
      if (match.score >= minimumScore) candidates.push({ match, gap });
    }
  }
  candidates.sort(
    (a, b) =>
      b.match.score - a.match.score ||
      a.gap - b.gap ||
      compareText(a.match.statementLineId, b.match.statementLineId) ||
      compareText(a.match.ledgerLineId, b.match.ledgerLineId),
  );

  const usedStatement = new Set<string>();
  const usedLedger = new Set<string>();
  const matches: ProposedMatch[] = [];
  for (const { match } of candidates) {
    if (usedStatement.has(match.statementLineId) || usedLedger.has(match.ledgerLineId)) continue;
    usedStatement.add(match.statementLineId);
    usedLedger.add(match.ledgerLineId);
    matches.push(match);
  }
  return matches;
}

function score(statement: ReconciliationLine, ledger: ReconciliationLine, gap: number, window: number): ProposedMatch {
  const reference = referenceFound(statement, ledger) ?? referenceFound(ledger, statement);
  const narration = narrationSimilarity(statement.description, ledger.description);
  // A document number is better evidence than shared names: names repeat, references do not.
  const evidence = reference === undefined ? 0.8 * narration.score : 1;
  const closeness = 1 - gap / (window + 1);
  const reasons = ['Same amount', gap === 0 ? 'same day' : gap === 1 ? '1 day apart' : `${gap} days apart`];
  if (reference !== undefined) reasons.push(`reference ${reference} found`);
  else if (narration.shared.length > 0) reasons.push(`narration shares ${narration.shared.slice(0, 3).join(', ')}`);
  return {
    statementLineId: statement.id,
    ledgerLineId: ledger.id,
    score: Math.round((0.2 + 0.3 * closeness + 0.5 * evidence) * 1000) / 1000,
    reason: reasons.join(', '),
  };
}

/** The sum of the lines' amounts, to show the difference left in a manual match. */
export function totalKobo(lines: readonly { amountKobo: Kobo }[]): Kobo {
  return lines.reduce((sum, line) => addKobo(sum, line.amountKobo), 0);
}

/**
 * True when a manual one-to-many or many-to-one match balances: one statement line for three invoice
 * payments, or one ledger transfer the bank split in two. Both sides need at least one line.
 */
export function sumsMatch(
  statementLines: readonly { amountKobo: Kobo }[],
  ledgerLines: readonly { amountKobo: Kobo }[],
): boolean {
  return statementLines.length > 0 && ledgerLines.length > 0 && totalKobo(statementLines) === totalKobo(ledgerLines);
}
