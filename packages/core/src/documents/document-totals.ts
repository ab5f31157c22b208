import { allocate, type Kobo, MAX_AMOUNT_KOBO, multiplyKobo } from '../money.ts';
import { toQuantityMilli, toQuantityText } from '../stock-costing.ts';
import { assertKoboInput, DocumentAmountTooLarge, withinAmountLimit } from './amount-limit.ts';

/**
 * The totals of a sales document (invoice, estimate, sales receipt, credit note), exactly as spec
 * section 4 "Sales totals" says, in kobo. One implementation, used by the form (what it shows) and
 * by the server (what it stores and posts), so the two always agree to the kobo.
 *
 *     line amount         = quantity × unit price, rounded half away from zero to the kobo
 *     subtotal            = Σ line amounts
 *     line discount       = value discount: its share of the discount by line amount (largest remainder)
 *                           percentage discount: that percent of the line amount, rounded per line
 *     discounted amount   = line amount − line discount
 *     line tax (per tax)  = tax rate × discounted amount, rounded per line and per tax
 *     tax                 = Σ line taxes;  discount = Σ line discounts
 *     total               = subtotal + tax − discount  (never below 0: see the discount cap)
 *
 * Rounding per line (not once per document) is the spec's wording, and it keeps each line whole on
 * its own: a credit note that credits a whole line, or a line moved to another document, carries
 * exactly the same figures. The cost is that a document's VAT can differ from "7.5% of the taxed
 * lines' sum" by up to half a kobo per line, as in any invoicing system that taxes line by line.
 * A value discount is one figure the user gives, so it is split and not rounded per line.
 *
 * Currency. Every figure above is in the document's currency, including a value discount: the
 * user types it on the document, in the document's currency, and it is spread over the lines like
 * any other figure. The exchange rate is the home currency per one unit of the document's currency
 * (an invoice in USD at 1550.25 means ₦1,550.25 per $1; 1 when the document is in the home
 * currency), and "multiplied by the exchange rate on invoices" (spec section 4) is how the
 * discount, like every other figure, becomes a home-currency figure. A discount saved in settings
 * with a naira value is converted into the document's currency by the caller before it comes
 * here (homeToDocumentCurrency).
 *
 * Home currency figures (`home`) are what the ledger posts. Each is never converted and rounded
 * on its own: the document's total is converted once, then allocated by the largest-remainder
 * method over the lines' discounted amounts and their taxes, and the discount is converted once
 * and allocated over the lines' discounts. So, in the home currency too, the lines and taxes add up
 * to the total to the kobo and an invoice's posting balances.
 */

/** A tax on a line: the rate as basis points (7.5% is 750), as the tax settings keep it. */
export interface LineTax {
  id: string;
  rateBasisPoints: number;
}

interface LineFigures {
  /** Kobo for one unit (or one unit of measure) of the document's currency. */
  unitPrice: Kobo;
  taxes?: readonly LineTax[];
}

/** A document line: the quantity as thousandths (2.5 kg is 2500, as stock uses) or as a decimal. */
export type TotalsLineInput = LineFigures &
  ({ quantityMilli: number; quantity?: never } | { quantity: string | number; quantityMilli?: never });

export type DocumentDiscount =
  | { type: 'none' }
  /** An amount, in kobo of the document's currency, spread over the lines by line amount. */
  | { type: 'value'; amount: Kobo }
  /** A percentage of every line: 10% is 1000 basis points. */
  | { type: 'percentage'; basisPoints: number };

export interface DocumentTotalsInput {
  lines: readonly TotalsLineInput[];
  discount?: DocumentDiscount | null;
  /** Home currency per one unit of the document's currency, as a decimal string; default '1'. */
  exchangeRate?: string;
}

export interface TaxAmount {
  id: string;
  amount: Kobo;
}

export interface LineTotals {
  /** quantity × unit price */
  amount: Kobo;
  discount: Kobo;
  /** amount − discount: what the line's taxes are charged on */
  discountedAmount: Kobo;
  /** One per tax on the line, in the line's order. */
  taxes: TaxAmount[];
}

export interface TotalsFigures {
  lines: LineTotals[];
  /** Per tax, the sum over the lines that carry it, in the order the taxes are first seen. */
  taxes: TaxAmount[];
  subtotal: Kobo;
  discount: Kobo;
  tax: Kobo;
  total: Kobo;
}

export interface DocumentTotals extends TotalsFigures {
  /** The rate used, as given ('1' by default). */
  exchangeRate: string;
  /**
   * A value discount larger than the subtotal, cut down to it (so the total does not go below 0).
   * The form can say so; `discount` is the amount actually taken.
   */
  discountCapped: boolean;
  /** The same figures in the home currency, adding up exactly (see the note at the top). */
  home: TotalsFigures;
}

const EXCHANGE_RATE = /^\d+(?:\.\d+)?$/;

/** The totals of a sales document; throws DocumentAmountTooLarge past MAX_AMOUNT_KOBO, RangeError on bad input. */
export function documentTotals(input: DocumentTotalsInput): DocumentTotals {
  const exchangeRate = (input.exchangeRate ?? '1').trim();
  if (!EXCHANGE_RATE.test(exchangeRate) || !/[1-9]/.test(exchangeRate)) {
    throw new RangeError(`The exchange rate must be a decimal number more than 0: ${input.exchangeRate}`);
  }
  const amounts = input.lines.map((line, index) => lineAmount(line, index));
  const subtotal = sumWithinLimit(amounts, 'The subtotal');

  const { discounts, capped } = lineDiscounts(amounts, subtotal, input.discount ?? { type: 'none' });
  const discountedAmounts = amounts.map((amount, index) => amount - (discounts[index] ?? 0));
  const lineTaxes = input.lines.map((line, index) =>
    taxesOnLine(line.taxes ?? [], discountedAmounts[index] ?? 0, index),
  );

  const lines: LineTotals[] = amounts.map((amount, index) => ({
    amount,
    discount: discounts[index] ?? 0,
    discountedAmount: discountedAmounts[index] ?? 0,
    taxes: lineTaxes[index] ?? [],
  }));
  const figures = figuresOf(lines, subtotal, 'The tax', 'The total');
  return {
    ...figures,
    exchangeRate,
    discountCapped: capped,
    home: homeFigures(figures, exchangeRate),
  };
}

/** quantity × unit price, rounded half away from zero to the kobo (what a form row shows). */
export function lineAmount(line: TotalsLineInput, index = 0): Kobo {
  const figure = `Line ${index + 1}'s`;
  assertKoboInput(line.unitPrice, `${figure} unit price`);
  const quantityMilli = line.quantityMilli ?? toQuantityMilli(line.quantity ?? '');
  if (!Number.isSafeInteger(quantityMilli) || quantityMilli < 0) {
    throw new RangeError(`${figure} quantity must not be negative: ${quantityMilli / 1000}`);
  }
  // Checked before multiplying, so a huge line is refused with the limit's message, not an overflow.
  const exact = BigInt(quantityMilli) * BigInt(line.unitPrice);
  if (exact > BigInt(MAX_AMOUNT_KOBO) * 1000n + 499n) {
    throw new DocumentAmountTooLarge(`${figure} amount`, Number(exact / 1000n));
  }
  return multiplyKobo(line.unitPrice, toQuantityText(quantityMilli));
}

/**
 * A home-currency amount in the document's currency: home ÷ rate, rounded half away from zero. For
 * a value discount saved in settings in naira, used on a document in another currency.
 */
export function homeToDocumentCurrency(homeKobo: Kobo, exchangeRate: string): Kobo {
  if (!Number.isSafeInteger(homeKobo)) throw new RangeError(`Kobo must be a safe integer: ${homeKobo}`);
  const match = /^(\d+)(?:\.(\d+))?$/.exec(exchangeRate.trim());
  const units = match ? BigInt(`${match[1]}${match[2] ?? ''}`) : 0n;
  if (units === 0n) throw new RangeError(`The exchange rate must be a decimal number more than 0: ${exchangeRate}`);
  const scale = 10n ** BigInt(match?.[2]?.length ?? 0);
  // home × 10^scale / units, half away from zero.
  const numerator = BigInt(Math.abs(homeKobo)) * scale;
  const quotient = (numerator * 2n + units) / (units * 2n);
  if (quotient > BigInt(MAX_AMOUNT_KOBO))
    throw new DocumentAmountTooLarge('The amount in the document currency', Number(quotient));
  const kobo = Number(quotient);
  return homeKobo < 0 && kobo !== 0 ? -kobo : kobo;
}

/** Basis points as the decimal multiplyKobo takes: 750 -> '0.0750'. */
function basisPointsToRate(basisPoints: number, what: string): string {
  if (!Number.isSafeInteger(basisPoints) || basisPoints < 0 || basisPoints > 10_000) {
    throw new RangeError(`${what} must be whole basis points from 0 to 10000 (0% to 100%): ${basisPoints}`);
  }
  return `${Math.trunc(basisPoints / 10_000)}.${String(basisPoints % 10_000).padStart(4, '0')}`;
}

function lineDiscounts(
  amounts: readonly Kobo[],
  subtotal: Kobo,
  discount: DocumentDiscount,
): { discounts: Kobo[]; capped: boolean } {
  switch (discount.type) {
    case 'none':
      return { discounts: amounts.map(() => 0), capped: false };
    case 'percentage': {
      const rate = basisPointsToRate(discount.basisPoints, 'A percentage discount');
      return { discounts: amounts.map((amount) => multiplyKobo(amount, rate)), capped: false };
    }
    case 'value': {
      assertKoboInput(discount.amount, 'The discount');
      const taken = Math.min(discount.amount, subtotal);
      // With no lines, or only lines of 0, there is nothing to discount.
      const discounts = subtotal === 0 ? amounts.map(() => 0) : allocate(taken, amounts);
      return { discounts, capped: taken < discount.amount };
    }
    default:
      throw new RangeError(`Unknown discount type: ${(discount as { type: unknown }).type}`);
  }
}

function taxesOnLine(taxes: readonly LineTax[], discountedAmount: Kobo, index: number): TaxAmount[] {
  const seen = new Set<string>();
  return taxes.map((tax) => {
    if (seen.has(tax.id)) throw new RangeError(`Line ${index + 1} has the same tax twice (${tax.id})`);
    seen.add(tax.id);
    return { id: tax.id, amount: multiplyKobo(discountedAmount, basisPointsToRate(tax.rateBasisPoints, 'A tax rate')) };
  });
}

/** Subtotal, discount, tax, total and per-tax sums of lines; checks each against the limit. */
function figuresOf(lines: LineTotals[], subtotal: Kobo, taxFigure: string, totalFigure: string): TotalsFigures {
  const discount = lines.reduce((sum, line) => sum + line.discount, 0);
  const byTax = new Map<string, Kobo>();
  for (const line of lines) {
    for (const tax of line.taxes) byTax.set(tax.id, (byTax.get(tax.id) ?? 0) + tax.amount);
  }
  const taxes = [...byTax].map(([id, amount]) => ({ id, amount: withinAmountLimit(amount, `${taxFigure} (${id})`) }));
  const tax = sumWithinLimit(
    taxes.map((entry) => entry.amount),
    taxFigure,
  );
  const total = withinAmountLimit(subtotal + tax - discount, totalFigure);
  return { lines, taxes, subtotal, discount, tax, total };
}

/**
 * The figures in the home currency: the total and the discount are each converted once; the total
 * is split over the lines' discounted amounts and taxes, the discount over the lines' discounts.
 */
function homeFigures(document: TotalsFigures, exchangeRate: string): TotalsFigures {
  const homeTotal = withinAmountLimit(multiplyKobo(document.total, exchangeRate), 'The total in the home currency');
  const homeDiscount = multiplyKobo(document.discount, exchangeRate);

  const weights = document.lines.flatMap((line) => [line.discountedAmount, ...line.taxes.map((tax) => tax.amount)]);
  const parts = weights.length > 0 ? allocate(homeTotal, weights) : [];
  const discountWeights = document.lines.map((line) => line.discount);
  const discounts = document.discount > 0 ? allocate(homeDiscount, discountWeights) : [];

  let next = 0;
  const lines = document.lines.map((line, index) => {
    const discountedAmount = parts[next++] ?? 0;
    const taxes = line.taxes.map((tax) => ({ id: tax.id, amount: parts[next++] ?? 0 }));
    const discount = discounts[index] ?? 0;
    return { amount: discountedAmount + discount, discount, discountedAmount, taxes };
  });
  const subtotal = sumWithinLimit(
    lines.map((line) => line.amount),
    'The subtotal in the home currency',
  );
  return figuresOf(lines, subtotal, 'The tax in the home currency', 'The total in the home currency');
}

function sumWithinLimit(amounts: readonly Kobo[], figure: string): Kobo {
  let sum = 0;
  for (const amount of amounts) sum = withinAmountLimit(sum + amount, figure);
  return sum;
}
