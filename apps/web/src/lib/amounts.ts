import { addKobo, type Kobo, toKobo } from '@owo/core';

/** What a money input holds: a number, a numeric string while typing, or '' when empty. */
export type AmountValue = number | string | null | undefined;

/**
 * Kobo of an input's value. Empty or unreadable input counts as nothing, so totals stay live
 * while someone types; the shared schema reports what is wrong on submit.
 */
export function amountToKobo(value: AmountValue): Kobo {
  if (value === null || value === undefined || value === '') return 0;
  try {
    return toKobo(value);
  } catch {
    return 0;
  }
}

export interface SidedAmounts {
  debit?: AmountValue;
  credit?: AmountValue;
}

export interface EntryTotals {
  debit: Kobo;
  credit: Kobo;
  /** Debits minus credits: zero when the entry balances. */
  difference: Kobo;
}

/** Live totals of a journal's lines, in whole kobo, never by adding floats. */
export function entryTotals(lines: readonly SidedAmounts[]): EntryTotals {
  const debit = addKobo(...lines.map((line) => amountToKobo(line.debit)));
  const credit = addKobo(...lines.map((line) => amountToKobo(line.credit)));
  return { debit, credit, difference: addKobo(debit, -credit) };
}
