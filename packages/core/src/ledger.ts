import { amountTooLargeMessage, formatMoney, type Kobo, MAX_AMOUNT_KOBO, maxAmountText } from './money.ts';

/**
 * The most a company's entries may add up to (their debits, as the reports count them: an entry
 * reversed on its own day is out of them with its reversal) before post() refuses another entry:
 * ₦3,000,000,000,000.00. Why this bounds every report: each report figure (a balance, a total, a
 * period's movement) adds some lines' debits and takes away some lines' credits, so it can never
 * exceed all the debits (credits total the same). Reversals are never refused, so a mistake can
 * always be undone; each cancels one entry once, so they can at most double the total, to ₦6
 * trillion. What is left below the ₦9,999,999,999,999.99 a report can send (MAX_FIGURE_KOBO) is
 * room for entries checked at the same moment on PostgreSQL, before either commits: twenty
 * maximal ones (a process holds ten connections). Before this bound, 101 maximal sales receipts a
 * clerk could make put seven of the owner's reports past what they can send, until voided.
 * ₦3 trillion is centuries of postings for an SME turning over ₦1 billion a year.
 */
export const MAX_LEDGER_TOTAL_KOBO = 300_000_000_000_000;

/**
 * The rules every journal entry obeys, in one place: the journal form, the API's body schema and
 * the server's post() all ask this function, so they refuse the same entries with the same words.
 */
export const ledgerMessages = {
  twoLines: 'A journal needs at least two lines',
  balanced: 'Debits and credits must be equal',
  oneSide: 'A line has either a debit or a credit, not both',
  noAmount: 'A line needs a debit or a credit',
  negative: 'Amounts cannot be negative',
  decimals: 'Amounts can have at most 2 decimal places',
  tooLarge: amountTooLargeMessage,
  totalTooLarge: `A journal can total at most ${maxAmountText}`,
  ledgerFull: `The company's entries can add up to at most ${formatMoney(MAX_LEDGER_TOTAL_KOBO)}, so that every report stays exact to the kobo. Void entries made in error to make room`,
} as const;

/** The five account types; the database's list (packages/db accounts table) is the same. */
export const accountTypes = ['Asset', 'Liability', 'Equity', 'Income', 'Expense'] as const;
export type AccountType = (typeof accountTypes)[number];

export interface EntryLineAmounts {
  debit: Kobo;
  credit: Kobo;
}

export interface EntryProblem {
  /** Where the problem is, as the form and the API's `errors` name it: ['lines'] or ['lines', 2]. */
  path: Array<string | number>;
  message: string;
}

/** What is wrong with an entry's lines; empty when it can be posted. */
export function entryProblems(lines: readonly EntryLineAmounts[]): EntryProblem[] {
  const problems: EntryProblem[] = [];
  lines.forEach((line, index) => {
    if (!Number.isSafeInteger(line.debit) || !Number.isSafeInteger(line.credit) || line.debit < 0 || line.credit < 0) {
      problems.push({ path: ['lines', index], message: ledgerMessages.negative });
    } else if (line.debit > MAX_AMOUNT_KOBO || line.credit > MAX_AMOUNT_KOBO) {
      problems.push({ path: ['lines', index], message: ledgerMessages.tooLarge });
    } else if (line.debit > 0 && line.credit > 0) {
      problems.push({ path: ['lines', index], message: ledgerMessages.oneSide });
    } else if (line.debit === 0 && line.credit === 0) {
      problems.push({ path: ['lines', index], message: ledgerMessages.noAmount });
    }
  });
  if (lines.length < 2) problems.push({ path: ['lines'], message: ledgerMessages.twoLines });
  else if (problems.length === 0 && totalOf(lines, 'debit') !== totalOf(lines, 'credit')) {
    problems.push({ path: ['lines'], message: ledgerMessages.balanced });
  } else if (problems.length === 0 && totalOf(lines, 'debit') > MAX_AMOUNT_KOBO) {
    problems.push({ path: ['lines'], message: ledgerMessages.totalTooLarge });
  }
  return problems;
}

export function totalOf(lines: readonly EntryLineAmounts[], side: 'debit' | 'credit'): Kobo {
  let total = 0;
  for (const line of lines) total += line[side];
  if (!Number.isSafeInteger(total)) throw new RangeError('Entry total is too large');
  return total;
}

/**
 * Which way an account's balance normally runs. Assets and expenses grow with debits; liabilities,
 * equity and income with credits. Balances are shown positive in the normal direction.
 */
export function isDebitNormal(accountType: AccountType): boolean {
  return accountType === 'Asset' || accountType === 'Expense';
}

/** A debit-minus-credit amount shown the way the account's type reads it. */
export function signedForType(debitMinusCredit: Kobo, accountType: AccountType): Kobo {
  const value = isDebitNormal(accountType) ? debitMinusCredit : -debitMinusCredit;
  return value === 0 ? 0 : value;
}
