import type { Kobo } from '../money.ts';

/*
 * Bank rules (docs/bank-rules.md): which statement lines a rule proposes an entry for, and how
 * VAT inside a gross bank amount splits out. Pure, so the server and the forms agree.
 */

export type BankRuleDirection = 'any' | 'money-in' | 'money-out';

/** What of a rule decides whether it matches a line. Amounts in kobo. */
export interface BankRuleCriteria {
  matchText: string;
  direction: BankRuleDirection;
  amountFrom: Kobo | null;
  amountTo: Kobo | null;
  /** Only this bank account's lines; null for all of them. */
  bankAccountId: string | null;
}

/** What of a statement line a rule looks at. `amount`: money in > 0, money out < 0. */
export interface BankRuleLine {
  description: string;
  reference: string;
  amount: Kobo;
  bankAccountId: string;
}

/** One rule may hold several texts, ' | ' between them: 'SMS ALERT | SMS CHARGE'. */
export const MATCH_TEXT_SEPARATOR = '|';

/** The texts of a rule, trimmed, each spaces collapsed and in capitals; empty ones dropped. */
export function matchTexts(matchText: string): string[] {
  return matchText
    .split(MATCH_TEXT_SEPARATOR)
    .map(normalise)
    .filter((text) => text !== '');
}

const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toUpperCase();

/** Letters and digits of any script: what a word is made of. */
const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/**
 * True when `text` is in `haystack` as whole words: 'VAT' is in 'VAT ON SMS ALERT' and
 * 'SMS-VAT', but not in 'PRIVATE LTD'; 'COT' not in 'SCOTT'. Bank narrations are full of
 * names, so a short code matching inside a word would propose wrong entries.
 */
export function containsWords(haystack: string, text: string): boolean {
  const subject = normalise(haystack);
  let from = subject.indexOf(text);
  while (from !== -1) {
    const before = subject[from - 1];
    const after = subject[from + text.length];
    const startsWord = before === undefined || !WORD_CHARACTER.test(before) || !WORD_CHARACTER.test(text[0] ?? '');
    const endsWord = after === undefined || !WORD_CHARACTER.test(after) || !WORD_CHARACTER.test(text.at(-1) ?? '');
    if (startsWord && endsWord) return true;
    from = subject.indexOf(text, from + 1);
  }
  return false;
}

/**
 * Whether a rule matches a statement line: one of its texts is in the description or reference
 * (whole words, any case), the line goes the rule's way, its size (amount without sign) is within
 * the bounds given (both inclusive), and it is on the rule's bank account when the rule names one.
 */
export function bankRuleMatches(rule: BankRuleCriteria, line: BankRuleLine): boolean {
  if (rule.bankAccountId !== null && rule.bankAccountId !== line.bankAccountId) return false;
  if (rule.direction === 'money-in' && line.amount <= 0) return false;
  if (rule.direction === 'money-out' && line.amount >= 0) return false;
  const size = Math.abs(line.amount);
  if (rule.amountFrom !== null && size < rule.amountFrom) return false;
  if (rule.amountTo !== null && size > rule.amountTo) return false;
  return matchTexts(rule.matchText).some(
    (text) => containsWords(line.description, text) || containsWords(line.reference, text),
  );
}

/** The first rule (in the order given: by position) that matches the line. */
export function firstMatchingRule<Rule extends BankRuleCriteria>(
  rules: readonly Rule[],
  line: BankRuleLine,
): Rule | undefined {
  return rules.find((rule) => bankRuleMatches(rule, line));
}

/**
 * The VAT inside a gross amount at a rate in basis points (750 = 7.5%):
 * round half up(gross × rate / (10000 + rate)), in kobo; net is the rest, so net + VAT = gross
 * exactly. Worked in BigInt: gross × rate passes 2^53 for large amounts.
 */
export function splitGrossVat(grossKobo: Kobo, rateBasisPoints: number): { netKobo: Kobo; vatKobo: Kobo } {
  if (!Number.isSafeInteger(grossKobo) || grossKobo < 0) throw new RangeError(`Not a gross amount: ${grossKobo}`);
  if (!Number.isInteger(rateBasisPoints) || rateBasisPoints < 0 || rateBasisPoints > 10_000) {
    throw new RangeError(`Not a rate in basis points: ${rateBasisPoints}`);
  }
  const divisor = BigInt(10_000 + rateBasisPoints);
  // Half up: floor((2 × gross × rate + divisor) / (2 × divisor)).
  const vat = (2n * BigInt(grossKobo) * BigInt(rateBasisPoints) + divisor) / (2n * divisor);
  const vatKobo = Number(vat);
  return { netKobo: grossKobo - vatKobo, vatKobo };
}

/** 750 -> '7.5%'. */
export function rateText(rateBasisPoints: number): string {
  return `${Number((rateBasisPoints / 100).toFixed(2))}%`;
}
