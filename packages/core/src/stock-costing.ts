import { addKobo, formatMoney, type Kobo } from './money.ts';

/**
 * Stock valued at weighted average cost per product and branch, exact to the kobo (issue 13).
 *
 * Quantities are whole thousandths of the product's unit (`quantityMilli`: 2.5 kg is 2500),
 * because a unit allows 3 decimals and a double cannot hold 0.001 exactly. Values are kobo.
 *
 * Behind the kobo value a position keeps `exactValue`, in billionths of a kobo (a bigint: it
 * passes 2^53). Receipts add their cost to it exactly; whatever leaves (an issue, a transfer out,
 * a count down) leaves the proportional share behind, rounded to the billionth:
 *
 *     exact value after = round(quantity after × exact value / quantity)
 *     value (kobo)      = round(exact value), half away from zero
 *     cost              = value before - value after
 *
 * Why two precisions: if the value rounded to the kobo were the basis of the next average, the
 * rounding would feed back into the average and drift by up to half a kobo per receipt (a test
 * found 8 kobo after 300 small movements). Kept to the billionth, each movement adds at most half
 * a billionth of a kobo of error, so the value stays within half a kobo of the true weighted
 * average, while every figure posted to the ledger is a whole kobo. Because each cost is a difference of
 * rounded running values (the largest-remainder method in its cumulative form):
 * - issuing a position in any number of pieces takes exactly its value, each piece within a
 *   kobo of its share, and a receipt adds exactly its cost;
 * - quantity zero means value zero: no remainder is ever left behind on an empty shelf;
 * - an issue never costs less than nothing nor more than the value on hand.
 * Value zero does not mean quantity zero: goods received free are worth nothing.
 *
 * Negative stock (only when the company allows it, `allowNegative`): an issue beyond what is on
 * hand takes the whole value on hand plus the missing quantity at the last known average cost
 * (zero if the product never had stock at that branch), leaving a negative quantity with a
 * negative value. A later receipt first fills the hole: the units that fill it are valued at the
 * receipt's own unit cost, and the difference from what was taken for them is `costCorrection`
 * (posted to cost of sales: positive when the goods cost more than estimated). The rest of the
 * receipt becomes the new position at the receipt's unit cost. A count values what it finds at
 * the last known average too.
 *
 * Many movements in order, over many products and branches: stock-book.ts; the valuation report:
 * stock-valuation.ts.
 */

/** exactValue is kobo × 10^9. */
const EXACT_PER_KOBO = 1_000_000_000n;

/** An average cost as an exact fraction: `exactValue` billionths of a kobo for `quantityMilli`. */
export interface AverageCost {
  exactValue: bigint;
  quantityMilli: number;
}

export interface StockPosition {
  quantityMilli: number;
  /** The value in the books, in kobo: `exactValue` rounded half away from zero. */
  value: Kobo;
  /** The value in billionths of a kobo, the basis of the average (store it as numeric). */
  exactValue: bigint;
  /**
   * The average at the last moment the quantity was not zero (the current one while it is not);
   * null before the product first had stock here. It costs stock sold or counted from zero.
   */
  averageCost: AverageCost | null;
}

/** Names for messages: 'Only 3 pcs of Rice 50kg are in stock at Ikeja'. */
export interface StockNames {
  product: string;
  unit: string;
  branch: string;
}

export interface StockOptions {
  /** The company setting that lets stock go below zero. */
  allowNegative?: boolean;
  names?: StockNames;
}

/** What one movement did to one position. */
export interface PositionChange {
  position: StockPosition;
  quantityChange: number;
  valueChange: Kobo;
  /**
   * For a receipt into negative stock: what the units that filled the hole cost, minus what was
   * taken for them when they were issued. Posted Dr cost of sales / Cr inventory (negative:
   * the other way). Always valueChange = cost received - costCorrection. Zero otherwise.
   */
  costCorrection: Kobo;
}

export type StockRefusalReason = 'shortage' | 'negative-value' | 'nothing-to-revalue' | 'same-branch';

/** A movement the user asked for that cannot be made; the message is for the user as it stands. */
export class StockRefused extends Error {
  constructor(
    readonly reason: StockRefusalReason,
    message: string,
    /** For a shortage: the quantity on hand, and the quantity asked for. */
    readonly onHandMilli?: number,
    readonly requestedMilli?: number,
    /** Which movement of a list was refused (applyStockMovements). */
    readonly movementIndex?: number,
  ) {
    super(message);
    this.name = 'StockRefused';
  }
}

export const emptyPosition: StockPosition = Object.freeze({
  quantityMilli: 0,
  value: 0,
  exactValue: 0n,
  averageCost: null,
});

export const defaultStockNames: StockNames = { product: 'this product', unit: 'units', branch: 'this branch' };

const QUANTITY = /^(-)?(\d+)(?:\.(\d{1,3}))?$/;

/** "2.5" / 2.5 -> 2500 thousandths, by the decimal string. Throws on more than 3 decimals. */
export function toQuantityMilli(quantity: string | number): number {
  const text = typeof quantity === 'number' ? String(quantity) : quantity.trim();
  const match = QUANTITY.exec(text);
  if (!match) throw new RangeError(`Not a quantity with at most 3 decimals: ${String(quantity)}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const milli = Number(whole) * 1000 + Number(fraction.padEnd(3, '0'));
  assertWhole(milli, 'Quantity');
  return sign && milli !== 0 ? -milli : milli;
}

/** 2500 -> "2.5", 3000 -> "3", -1 -> "-0.001". */
export function toQuantityText(quantityMilli: number): string {
  assertWhole(quantityMilli, 'Quantity');
  const sign = quantityMilli < 0 ? '-' : '';
  const absolute = Math.abs(quantityMilli);
  const fraction = String(absolute % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  const whole = Math.trunc(absolute / 1000);
  return fraction ? `${sign}${whole}.${fraction}` : `${sign}${whole}`;
}

/** The average cost of one whole unit in kobo, rounded; null before the first receipt. */
export function averageUnitCost(position: StockPosition): Kobo | null {
  const average = averageOf(position);
  return average ? toKobo(exactValueAt(1000, average)) : null;
}

/** Adds stock bought, counted in or moved in: `cost` is the total in kobo for `quantityMilli`. */
export function receiveStock(position: StockPosition, quantityMilli: number, cost: Kobo): PositionChange {
  assertPositive(quantityMilli);
  assertWhole(cost, 'Cost');
  if (cost < 0) throw new RangeError(`Cost cannot be negative: ${cost}`);
  if (position.quantityMilli >= 0) {
    const exactValue = position.exactValue + BigInt(cost) * EXACT_PER_KOBO;
    return changeTo(position, position.quantityMilli + quantityMilli, exactValue);
  }
  return receiveIntoShortage(position, quantityMilli, cost);
}

/** Sells, consumes or sends away stock; the cost is `-valueChange`. */
export function issueStock(position: StockPosition, quantityMilli: number, options: StockOptions = {}): PositionChange {
  assertPositive(quantityMilli);
  if (quantityMilli > position.quantityMilli && !options.allowNegative) {
    throw shortage(position.quantityMilli, quantityMilli, options.names ?? defaultStockNames);
  }
  const quantityAfter = position.quantityMilli - quantityMilli;
  return changeTo(position, quantityAfter, exactValueAt(quantityAfter, averageOf(position)));
}

/**
 * Sets the counted quantity: the difference leaves or arrives at the average cost (the last
 * known one when there is no stock), so a count never changes the average.
 */
export function countStock(position: StockPosition, countedQuantityMilli: number): PositionChange {
  assertWhole(countedQuantityMilli, 'Counted quantity');
  if (countedQuantityMilli < 0) throw new RangeError(`A count cannot be negative: ${countedQuantityMilli}`);
  return changeTo(position, countedQuantityMilli, exactValueAt(countedQuantityMilli, averageOf(position)));
}

/** Sets the value of the stock on hand without changing its quantity (a write-down or up). */
export function revalueStock(
  position: StockPosition,
  newValue: Kobo,
  names: StockNames = defaultStockNames,
): PositionChange {
  assertWhole(newValue, 'Value');
  if (position.quantityMilli <= 0) {
    throw new StockRefused('nothing-to-revalue', `There is no ${names.product} in stock at ${names.branch} to revalue`);
  }
  if (newValue < 0) {
    throw new StockRefused(
      'negative-value',
      `The value of ${names.product} at ${names.branch} cannot be less than ${formatMoney(0)}`,
    );
  }
  return changeTo(position, position.quantityMilli, BigInt(newValue) * EXACT_PER_KOBO);
}

/** What a transfer did: the value leaving one branch is the value arriving at the other. */
export interface TransferChange {
  leaving: PositionChange;
  arriving: PositionChange;
  value: Kobo;
}

/**
 * Moves stock between branches of one product. The value leaving is taken at the sending
 * branch's average and arrives as the receiving branch's cost, so no profit or loss is made; only
 * a receiving branch short of stock may show a cost correction for what it sold before.
 */
export function transferStock(
  from: StockPosition,
  to: StockPosition,
  quantityMilli: number,
  options: StockOptions = {},
): TransferChange {
  const leaving = issueStock(from, quantityMilli, options);
  const value = costTakenOut(leaving);
  return { leaving, arriving: receiveStock(to, quantityMilli, value), value };
}

/** 'Only 3 pcs of Rice 50kg are in stock at Ikeja'; 'No Rice 50kg is in stock at Ikeja'. */
export function shortageMessage(onHandMilli: number, names: StockNames): string {
  if (onHandMilli <= 0) return `No ${names.product} is in stock at ${names.branch}`;
  const verb = onHandMilli <= 1000 ? 'is' : 'are';
  return `Only ${toQuantityText(onHandMilli)} ${names.unit} of ${names.product} ${verb} in stock at ${names.branch}`;
}

function shortage(onHandMilli: number, requestedMilli: number, names: StockNames): StockRefused {
  return new StockRefused('shortage', shortageMessage(onHandMilli, names), onHandMilli, requestedMilli);
}

/**
 * The receipt's units fill the hole first. Each filling unit is valued at the receipt's own unit
 * cost, not the estimate it was issued at; the gap between them is the cost correction.
 */
function receiveIntoShortage(position: StockPosition, quantityMilli: number, cost: Kobo): PositionChange {
  const quantityAfter = position.quantityMilli + quantityMilli;
  // Still short, what is left of the hole stays at its estimate; else the rest is at the receipt's cost.
  const average =
    quantityAfter <= 0 ? averageOf(position) : { exactValue: BigInt(cost) * EXACT_PER_KOBO, quantityMilli };
  const change = changeTo(position, quantityAfter, exactValueAt(quantityAfter, average));
  return { ...change, costCorrection: cost - change.valueChange };
}

function changeTo(position: StockPosition, quantityAfter: number, exactValue: bigint): PositionChange {
  assertWhole(quantityAfter, 'Quantity');
  const value = toKobo(exactValue);
  const averageCost = quantityAfter === 0 ? position.averageCost : { exactValue, quantityMilli: quantityAfter };
  return {
    position: { quantityMilli: quantityAfter, value, exactValue, averageCost },
    quantityChange: quantityAfter - position.quantityMilli,
    valueChange: addKobo(value, -position.value),
    costCorrection: 0,
  };
}

/** The average stock is valued at: the position's own, or the last known when it is empty. */
function averageOf(position: StockPosition): AverageCost | null {
  if (position.quantityMilli === 0) return position.averageCost;
  return { exactValue: position.exactValue, quantityMilli: position.quantityMilli };
}

/** quantity × average, to the billionth of a kobo. */
function exactValueAt(quantityMilli: number, average: AverageCost | null): bigint {
  if (!average || quantityMilli === 0) return 0n;
  return divideRounded(BigInt(quantityMilli) * average.exactValue, BigInt(average.quantityMilli));
}

function toKobo(exactValue: bigint): Kobo {
  const value = Number(divideRounded(exactValue, EXACT_PER_KOBO));
  assertWhole(value, 'Value');
  return value === 0 ? 0 : value;
}

/** Rounds half away from zero, so a shortage is valued as the mirror image of a stock. */
function divideRounded(numerator: bigint, divisor: bigint): bigint {
  const negative = numerator < 0n !== divisor < 0n;
  const top = numerator < 0n ? -numerator : numerator;
  const bottom = divisor < 0n ? -divisor : divisor;
  const quotient = (top * 2n + bottom) / (bottom * 2n);
  return negative ? -quotient : quotient;
}

/** The cost of what an issue took out; `0 - x`, not `-x`, so that nothing taken is 0 and not -0. */
export function costTakenOut(change: PositionChange): Kobo {
  return 0 - change.valueChange;
}

function assertPositive(quantityMilli: number): void {
  assertWhole(quantityMilli, 'Quantity');
  if (quantityMilli <= 0) throw new RangeError(`Quantity must be more than zero: ${quantityMilli}`);
}

function assertWhole(value: number, what: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be a safe whole number: ${value}`);
}
