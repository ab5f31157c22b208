/**
 * Money is an integer count of kobo. Amounts cross the API as decimal numbers (at most 2 places)
 * and are converted here by their decimal string, never by `x * 100` (1.005 * 100 = 100.49999...).
 */
export type Kobo = number;

const DECIMAL = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/** Parses "1234.5" / 1234.5 / "-0.05" into kobo. Throws on more than 2 decimals or non-numbers. */
export function toKobo(amount: string | number): Kobo {
  const text = typeof amount === 'number' ? numberToPlainString(amount) : amount.trim();
  const match = DECIMAL.exec(text);
  if (!match) throw new RangeError(`Not an amount with at most 2 decimals: ${String(amount)}`);
  const [, sign, naira = '0', kobo = ''] = match;
  const value = Number(naira) * 100 + Number(kobo.padEnd(2, '0'));
  assertSafe(value);
  return sign && value !== 0 ? -value : value;
}

/** True when the value has at most 2 decimals and fits in a safe kobo integer. */
export function isAmount(amount: string | number): boolean {
  try {
    toKobo(amount);
    return true;
  } catch {
    return false;
  }
}

/** Kobo to the decimal string the API sends, e.g. 123456 -> "1234.56". */
export function toDecimalString(kobo: Kobo): string {
  assertInteger(kobo);
  const sign = kobo < 0 ? '-' : '';
  const absolute = Math.abs(kobo);
  const naira = Math.trunc(absolute / 100);
  const rest = String(absolute % 100).padStart(2, '0');
  return `${sign}${naira}.${rest}`;
}

/**
 * The largest figure the API can send (₦9,999,999,999,999.99): beyond 15 significant digits a
 * double no longer holds every 2-decimal amount. Reports sum in SQL numerics and kobo integers,
 * which hold far more; this is the range they must stay in to be sent.
 */
export const MAX_FIGURE_KOBO = 999_999_999_999_999;

/**
 * The most one amount may be (₦99,999,999,999.99, just under ₦100 billion): a line of a journal
 * or document, a statement line, a balance typed in. A document's total has the same limit.
 * Every sum the app shows (a balance, a report total) is exact up to MAX_FIGURE_KOBO, only a
 * hundred maximal documents; so the ledger also bounds what all of a company's entries add up to
 * (MAX_LEDGER_TOTAL_KOBO, ledger.ts), which keeps every report figure in range. A figure past it
 * anyway (data from before that bound) is refused with a message (toNaira), never rounded.
 * docs/ledger.md, "Amount limits".
 */
export const MAX_AMOUNT_KOBO = 9_999_999_999_999;
export const maxAmountText = '₦99,999,999,999.99';
export const amountTooLargeMessage = `Amounts can be at most ${maxAmountText}`;

/**
 * Kobo to the decimal number the API sends in JSON. Exact up to ₦9,999,999,999,999.99; larger
 * amounts throw, because as a double 90000000000000.01 prints as 90000000000000.02.
 */
export function toNaira(kobo: Kobo): number {
  const decimal = toDecimalString(kobo);
  if (Math.abs(kobo) > MAX_FIGURE_KOBO) throw new AmountTooLarge(decimal);
  return Number(decimal);
}

/** A figure too large to send to the kobo as a JSON number: the API answers 422 with this message. */
export class AmountTooLarge extends RangeError {
  constructor(decimal: string) {
    super(`A figure here (${decimal}) is larger than Owo can show exactly (₦9,999,999,999,999.99)`);
  }
}

export function addKobo(...amounts: Kobo[]): Kobo {
  let total = 0;
  for (const amount of amounts) {
    assertInteger(amount);
    total += amount;
  }
  assertSafe(total);
  return total;
}

/**
 * Multiplies kobo by a decimal rate (an exchange rate, a quantity, a tax value like "0.075"),
 * rounding half away from zero. The rate is taken by its decimal string so no float error enters.
 */
export function multiplyKobo(kobo: Kobo, rate: string | number): Kobo {
  assertInteger(kobo);
  const { units, scale } = parseDecimal(typeof rate === 'number' ? numberToPlainString(rate) : rate);
  const product = BigInt(kobo) * units;
  const divisor = 10n ** BigInt(scale);
  return bigintToSafeNumber(divideRoundingHalfAwayFromZero(product, divisor));
}

/** A percentage of an amount: percentOf(10000, 7.5) = 750 kobo. */
export function percentOf(kobo: Kobo, percent: string | number): Kobo {
  assertInteger(kobo);
  const { units, scale } = parseDecimal(typeof percent === 'number' ? numberToPlainString(percent) : percent);
  const product = BigInt(kobo) * units;
  return bigintToSafeNumber(divideRoundingHalfAwayFromZero(product, 100n * 10n ** BigInt(scale)));
}

/**
 * Splits a total into parts proportional to integer weights (usually kobo amounts) by the
 * largest-remainder method, so the parts always add up to the total exactly. Ties in remainder go
 * to the earlier part. All-zero weights split evenly.
 */
export function allocate(total: Kobo, weights: readonly number[]): Kobo[] {
  assertInteger(total);
  if (weights.length === 0) throw new RangeError('allocate needs at least one weight');
  if (weights.some((weight) => !Number.isSafeInteger(weight) || weight < 0)) {
    throw new RangeError('allocate weights must be whole numbers, not negative');
  }
  const bigWeights = weights.map(BigInt);
  const weightSum = bigWeights.reduce((sum, weight) => sum + weight, 0n);
  if (weightSum === 0n)
    return allocate(
      total,
      weights.map(() => 1),
    );
  const absolute = BigInt(Math.abs(total));
  const parts = bigWeights.map((weight) => (absolute * weight) / weightSum);
  const byRemainder = bigWeights
    .map((weight, index) => ({ index, remainder: (absolute * weight) % weightSum }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  let left = absolute - parts.reduce((sum, part) => sum + part, 0n);
  for (const { index } of byRemainder) {
    if (left === 0n) break;
    parts[index] = (parts[index] ?? 0n) + 1n;
    left -= 1n;
  }
  const sign = total < 0 ? -1 : 1;
  return parts.map((part) => (part === 0n ? 0 : sign * Number(part)));
}

const nairaFormat = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: 'NGN',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * en-NG display of kobo: ₦1,234,567.89. Other currencies by ISO code. Intl is given the decimal
 * string, not a number, so amounts past 15 digits show to the kobo.
 */
export function formatMoney(kobo: Kobo, currency = 'NGN'): string {
  const decimal = toDecimalString(kobo) as `${number}`;
  if (currency === 'NGN') return nairaFormat.format(decimal);
  return new Intl.NumberFormat('en-NG', { style: 'currency', currency }).format(decimal);
}

function parseDecimal(text: string): { units: bigint; scale: number } {
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) throw new RangeError(`Not a decimal number: ${text}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const units = BigInt(whole + fraction) * (sign ? -1n : 1n);
  return { units, scale: fraction.length };
}

function divideRoundingHalfAwayFromZero(numerator: bigint, divisor: bigint): bigint {
  const negative = numerator < 0n;
  const absolute = negative ? -numerator : numerator;
  const quotient = (absolute * 2n + divisor) / (divisor * 2n);
  return negative ? -quotient : quotient;
}

/** Numbers like 1e-7 print in exponent form; money never needs more than 15 significant digits. */
function numberToPlainString(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  const text = String(value);
  if (!/e/i.test(text)) return text;
  return value.toFixed(20).replace(/\.?0+$/, '');
}

function bigintToSafeNumber(value: bigint): Kobo {
  const number = Number(value);
  assertSafe(number);
  return number === 0 ? 0 : number;
}

function assertInteger(kobo: Kobo): void {
  if (!Number.isSafeInteger(kobo)) throw new RangeError(`Kobo must be a safe integer: ${kobo}`);
}

function assertSafe(kobo: Kobo): void {
  if (!Number.isSafeInteger(kobo)) throw new RangeError(`Amount is too large: ${kobo}`);
}
