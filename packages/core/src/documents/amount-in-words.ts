import type { Kobo } from '../money.ts';
import { assertKoboInput } from './amount-limit.ts';

/**
 * An amount in words as Nigerian receipts and cheques write it, in British English: 'and' after
 * the hundreds and before a last group under a hundred ('One thousand and five naira only'),
 * hyphens in the tens ('twenty-five'), short-scale billions, no commas between groups, a comma
 * before the kobo. Naira and kobo take no plural. Up to MAX_AMOUNT_KOBO:
 *
 *     250050  -> 'Two thousand five hundred naira, fifty kobo only'
 *     50      -> 'Fifty kobo only'
 *     0       -> 'Zero naira only'
 *
 * A receipt in another currency names that currency's units (currencyWords); a currency not in
 * the list is named by its code, with its hundredths as 'hundredths'.
 */

export interface CurrencyWords {
  major: { one: string; other: string };
  minor: { one: string; other: string };
}

export const currencyWords: Readonly<Record<string, CurrencyWords>> = {
  NGN: { major: { one: 'naira', other: 'naira' }, minor: { one: 'kobo', other: 'kobo' } },
  USD: { major: { one: 'dollar', other: 'dollars' }, minor: { one: 'cent', other: 'cents' } },
  GBP: { major: { one: 'pound', other: 'pounds' }, minor: { one: 'penny', other: 'pence' } },
  EUR: { major: { one: 'euro', other: 'euros' }, minor: { one: 'cent', other: 'cents' } },
  GHS: { major: { one: 'cedi', other: 'cedis' }, minor: { one: 'pesewa', other: 'pesewas' } },
};

const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES = [
  { size: 1_000_000_000, name: 'billion' },
  { size: 1_000_000, name: 'million' },
  { size: 1_000, name: 'thousand' },
];

/** The amount (kobo, or cents of `currency`) in words for a receipt; RangeError if negative. */
export function amountInWords(kobo: Kobo, currency = 'NGN'): string {
  assertKoboInput(kobo, 'The amount');
  const units = currencyWords[currency.toUpperCase()] ?? {
    major: { one: currency.toUpperCase(), other: currency.toUpperCase() },
    minor: { one: 'hundredth', other: 'hundredths' },
  };
  const major = Math.trunc(kobo / 100);
  const minor = kobo % 100;
  const majorText = `${wholeNumberInWords(major)} ${major === 1 ? units.major.one : units.major.other}`;
  const minorText = `${wholeNumberInWords(minor)} ${minor === 1 ? units.minor.one : units.minor.other}`;
  const text = minor === 0 ? majorText : major === 0 ? minorText : `${majorText}, ${minorText}`;
  return `${text.charAt(0).toUpperCase()}${text.slice(1)} only`;
}

/** A whole number from 0 to 999,999,999,999 in words: 1005 -> 'one thousand and five'. */
export function wholeNumberInWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0 || value >= 1_000_000_000_000) {
    throw new RangeError(`Cannot write ${value} in words`);
  }
  if (value === 0) return ONES[0] ?? 'zero';
  const words: string[] = [];
  let rest = value;
  for (const scale of SCALES) {
    const count = Math.trunc(rest / scale.size);
    if (count > 0) words.push(`${belowThousand(count)} ${scale.name}`);
    rest %= scale.size;
  }
  if (rest > 0) words.push(words.length > 0 && rest < 100 ? `and ${belowHundred(rest)}` : belowThousand(rest));
  return words.join(' ');
}

function belowThousand(value: number): string {
  const hundreds = Math.trunc(value / 100);
  const rest = value % 100;
  if (hundreds === 0) return belowHundred(rest);
  const text = `${ONES[hundreds]} hundred`;
  return rest === 0 ? text : `${text} and ${belowHundred(rest)}`;
}

function belowHundred(value: number): string {
  if (value < 20) return ONES[value] ?? '';
  const ones = value % 10;
  const tens = TENS[Math.trunc(value / 10)] ?? '';
  return ones === 0 ? tens : `${tens}-${ONES[ones]}`;
}
