import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AmountTooLarge, MAX_AMOUNT_KOBO, multiplyKobo, percentOf } from '../money.ts';
import { DocumentAmountTooLarge } from './amount-limit.ts';
import {
  type DocumentDiscount,
  type DocumentTotals,
  type DocumentTotalsInput,
  documentTotals,
  homeToDocumentCurrency,
  lineAmount,
  type TotalsFigures,
  type TotalsLineInput,
} from './document-totals.ts';

const RUNS = { numRuns: 300 };
const vat = { id: 'vat', rateBasisPoints: 750 };
const levy = { id: 'levy', rateBasisPoints: 500 };
const zeroRated = { id: 'zero', rateBasisPoints: 0 };
/** Naira to kobo for readable examples: naira(1_500) is ₦1,500.00. */
const naira = (amount: number) => Math.round(amount * 100);
const line = (quantity: string | number, unitPrice: number, taxes = [vat]): TotalsLineInput => ({
  quantity,
  unitPrice,
  taxes,
});

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/** Every way the figures must add up, in one currency. */
function expectAddsUp(figures: TotalsFigures): void {
  expect(sum(figures.lines.map((entry) => entry.amount))).toBe(figures.subtotal);
  expect(sum(figures.lines.map((entry) => entry.discount))).toBe(figures.discount);
  for (const entry of figures.lines) expect(entry.amount - entry.discount).toBe(entry.discountedAmount);
  for (const tax of figures.taxes) {
    const perLine = figures.lines.flatMap((entry) => entry.taxes.filter((lineTax) => lineTax.id === tax.id));
    expect(sum(perLine.map((lineTax) => lineTax.amount))).toBe(tax.amount);
  }
  expect(sum(figures.taxes.map((tax) => tax.amount))).toBe(figures.tax);
  expect(figures.total).toBe(figures.subtotal + figures.tax - figures.discount);
  expect(figures.total).toBeGreaterThanOrEqual(0);
  const parts = figures.lines.flatMap((entry) => [entry.discountedAmount, ...entry.taxes.map((tax) => tax.amount)]);
  expect(sum(parts)).toBe(figures.total);
}

describe('lineAmount', () => {
  it.each<[string | number, number, number]>([
    [2, naira(1_500), naira(3_000)],
    ['2.5', naira(1_200.5), naira(3_001.25)],
    ['0.333', 100, 33], // 33.3 kobo
    ['0.005', 100, 1], // 0.5 kobo rounds half away from zero
    ['0.004', 100, 0],
    ['1.001', naira(999.99), 100_099], // 100,098.999 kobo
    [0, naira(10), 0],
  ])('quantity %s × %d kobo = %d kobo', (quantity, unitPrice, amount) => {
    expect(lineAmount({ quantity, unitPrice })).toBe(amount);
  });

  it('takes thousandths as stock does: 2500 is 2.5 units', () => {
    expect(lineAmount({ quantityMilli: 2500, unitPrice: naira(1_200.5) })).toBe(naira(3_001.25));
  });

  it('refuses negative quantities and prices, fractions of a kobo and more than 3 decimals', () => {
    expect(() => lineAmount({ quantity: -1, unitPrice: 100 })).toThrow(RangeError);
    expect(() => lineAmount({ quantityMilli: -1000, unitPrice: 100 })).toThrow(RangeError);
    expect(() => lineAmount({ quantity: 1, unitPrice: -100 })).toThrow(RangeError);
    expect(() => lineAmount({ quantity: 1, unitPrice: 10.5 })).toThrow(RangeError);
    expect(() => lineAmount({ quantity: '1.0001', unitPrice: 100 })).toThrow(RangeError);
    expect(() => lineAmount({ quantity: '', unitPrice: 100 })).toThrow(RangeError);
  });
});

describe('documentTotals: hand-worked documents', () => {
  it('two products, a 10% discount and VAT at 7.5%', () => {
    // Rice: 2 × ₦1,500.00 = ₦3,000.00; less 10% ₦300.00 = ₦2,700.00; VAT ₦202.50.
    // Oil: 3 × ₦333.33 = ₦999.99; less 10% ₦100.00 (99.999 rounded) = ₦899.99; VAT ₦67.50 (67.49925).
    // Subtotal ₦3,999.99 + VAT ₦270.00 − discount ₦400.00 = ₦3,869.99.
    const totals = documentTotals({
      lines: [line(2, naira(1_500)), line(3, naira(333.33))],
      discount: { type: 'percentage', basisPoints: 1000 },
    });
    expect(totals.lines).toEqual([
      { amount: 300_000, discount: 30_000, discountedAmount: 270_000, taxes: [{ id: 'vat', amount: 20_250 }] },
      { amount: 99_999, discount: 10_000, discountedAmount: 89_999, taxes: [{ id: 'vat', amount: 6_750 }] },
    ]);
    expect(totals).toMatchObject({
      subtotal: 399_999,
      discount: 40_000,
      tax: 27_000,
      total: 386_999,
      taxes: [{ id: 'vat', amount: 27_000 }],
      exchangeRate: '1',
      discountCapped: false,
    });
    // In the home currency at rate 1 every figure is the same.
    const { exchangeRate, discountCapped, home, ...document } = totals;
    expect(home).toEqual(document);
  });

  it('a value discount that does not divide evenly: ₦1.00 over three lines of ₦100.00', () => {
    // 100 kobo / 3 = 33.33 each, equal remainders: the first line takes the spare kobo.
    // VAT: 7.5% of ₦99.66 = 747.45 -> 747; of ₦99.67 = 747.525 -> 748.
    const totals = documentTotals({
      lines: [line(1, naira(100)), line(1, naira(100)), line(1, naira(100))],
      discount: { type: 'value', amount: naira(1) },
    });
    expect(totals.lines.map((entry) => entry.discount)).toEqual([34, 33, 33]);
    expect(totals.lines.map((entry) => entry.taxes[0]?.amount)).toEqual([747, 748, 748]);
    expect(totals).toMatchObject({ subtotal: 30_000, discount: 100, tax: 2_243, total: 32_143 });
  });

  it('a value discount goes by line amount, the spare kobo to the larger remainder', () => {
    // ₦0.50 over ₦200.00 and ₦100.00: 33.33 and 16.67 -> 33 and 17.
    const totals = documentTotals({
      lines: [line(1, naira(200), []), line(1, naira(100), [])],
      discount: { type: 'value', amount: 50 },
    });
    expect(totals.lines.map((entry) => entry.discount)).toEqual([33, 17]);
    expect(totals.total).toBe(29_950);
  });

  it('several taxes on a line, each on the discounted amount, totalled in first-seen order', () => {
    const totals = documentTotals({
      lines: [line(1, naira(1_000), [levy, vat]), line(2, naira(250), [vat, zeroRated])],
      discount: { type: 'percentage', basisPoints: 500 },
    });
    // Line 1: ₦1,000 − 5% = ₦950: levy 5% ₦47.50, VAT ₦71.25. Line 2: ₦500 − 5% = ₦475: VAT ₦35.63 (35.625).
    expect(totals.lines[0]?.taxes).toEqual([
      { id: 'levy', amount: 4_750 },
      { id: 'vat', amount: 7_125 },
    ]);
    expect(totals.lines[1]?.taxes).toEqual([
      { id: 'vat', amount: 3_563 },
      { id: 'zero', amount: 0 },
    ]);
    expect(totals.taxes).toEqual([
      { id: 'levy', amount: 4_750 },
      { id: 'vat', amount: 10_688 },
      { id: 'zero', amount: 0 },
    ]);
    expect(totals).toMatchObject({ subtotal: 150_000, discount: 7_500, tax: 15_438, total: 157_938 });
  });

  it('a value discount larger than the subtotal is capped at it, so the total is 0, not negative', () => {
    const totals = documentTotals({ lines: [line(1, naira(80))], discount: { type: 'value', amount: naira(100) } });
    expect(totals).toMatchObject({ subtotal: 8_000, discount: 8_000, tax: 0, total: 0, discountCapped: true });
    expect(totals.lines[0]).toEqual({
      amount: 8_000,
      discount: 8_000,
      discountedAmount: 0,
      taxes: [{ id: 'vat', amount: 0 }],
    });
  });

  it('a 100% discount leaves nothing to tax', () => {
    const totals = documentTotals({
      lines: [line(3, naira(10))],
      discount: { type: 'percentage', basisPoints: 10_000 },
    });
    expect(totals).toMatchObject({ subtotal: 3_000, discount: 3_000, tax: 0, total: 0 });
  });

  it('no lines: everything is 0', () => {
    const totals = documentTotals({ lines: [], discount: { type: 'value', amount: naira(5) } });
    expect(totals).toMatchObject({ lines: [], taxes: [], subtotal: 0, discount: 0, tax: 0, total: 0 });
    expect(totals.home).toMatchObject({ lines: [], subtotal: 0, total: 0 });
  });

  it('a foreign-currency invoice: home figures are converted once and split, so the posting balances', () => {
    // $10.00 with VAT at 7.5% and $5.55 untaxed, at ₦1,550.25 to the dollar.
    // Total $16.30 × 1550.25 = ₦25,269.075 -> ₦25,269.08, split over $10.00, $0.75 and $5.55.
    const totals = documentTotals({ lines: [line(1, 1_000), line(1, 555, [])], exchangeRate: '1550.25' });
    expect(totals).toMatchObject({ subtotal: 1_555, tax: 75, total: 1_630 });
    expect(totals.home.total).toBe(2_526_908);
    expect(totals.home.lines).toEqual([
      { amount: 1_550_250, discount: 0, discountedAmount: 1_550_250, taxes: [{ id: 'vat', amount: 116_269 }] },
      { amount: 860_389, discount: 0, discountedAmount: 860_389, taxes: [] },
    ]);
    expect(totals.home).toMatchObject({ subtotal: 2_410_639, tax: 116_269, total: 2_526_908 });
  });

  it('converting each line on its own would not add up; splitting the converted total does', () => {
    // Three lines of 1 kobo at 1.5: each alone is 1.5 -> 2, 6 in all; the total 3 × 1.5 = 4.5 -> 5.
    const totals = documentTotals({ lines: [line(1, 1, []), line(1, 1, []), line(1, 1, [])], exchangeRate: '1.5' });
    expect(totals.home.lines.map((entry) => entry.amount)).toEqual([2, 2, 1]);
    expect(totals.home.total).toBe(5);
    expect(totals.home.subtotal).toBe(5);
  });

  it('a value discount is in the document currency and converted with everything else', () => {
    // $100.00 less a $10.00 discount at 1500: the discount is ₦15,000.00 at home.
    const totals = documentTotals({
      lines: [line(1, 10_000, [])],
      discount: { type: 'value', amount: 1_000 },
      exchangeRate: '1500',
    });
    expect(totals.home).toMatchObject({ subtotal: 15_000_000, discount: 1_500_000, total: 13_500_000 });
  });

  it('homeToDocumentCurrency turns a naira discount from settings into the document currency', () => {
    expect(homeToDocumentCurrency(naira(15_000), '1500')).toBe(1_000); // ₦15,000 = $10.00
    expect(homeToDocumentCurrency(naira(1_000), '1550.25')).toBe(65); // $0.645 -> $0.65
    expect(homeToDocumentCurrency(naira(1_000), '1')).toBe(naira(1_000));
    expect(() => homeToDocumentCurrency(100, '0')).toThrow(RangeError);
  });

  it('refuses bad rates, percentages and taxes with a RangeError', () => {
    const lines = [line(1, 100)];
    for (const exchangeRate of ['0', '0.000', '-1', 'abc', '1e3', '']) {
      expect(() => documentTotals({ lines, exchangeRate })).toThrow(RangeError);
    }
    expect(() => documentTotals({ lines, discount: { type: 'percentage', basisPoints: 10_001 } })).toThrow(RangeError);
    expect(() => documentTotals({ lines, discount: { type: 'percentage', basisPoints: 12.5 } })).toThrow(RangeError);
    expect(() => documentTotals({ lines, discount: { type: 'value', amount: -1 } })).toThrow(RangeError);
    expect(() => documentTotals({ lines: [line(1, 100, [vat, vat])] })).toThrow('Line 1 has the same tax twice');
    expect(() => documentTotals({ lines: [line(1, 100, [{ id: 'x', rateBasisPoints: -5 }])] })).toThrow(RangeError);
  });

  it('refuses a figure past the most one amount may be, as AmountTooLarge with the limit in words', () => {
    const tooLarge = (action: () => unknown) => {
      try {
        action();
      } catch (error) {
        expect(error).toBeInstanceOf(DocumentAmountTooLarge);
        expect(error).toBeInstanceOf(AmountTooLarge);
        return (error as Error).message;
      }
      throw new Error('expected AmountTooLarge');
    };
    expect(tooLarge(() => documentTotals({ lines: [line(2, MAX_AMOUNT_KOBO)] }))).toBe(
      "Line 1's amount (199,999,999,999.98) is too large. Amounts can be at most ₦99,999,999,999.99",
    );
    expect(tooLarge(() => documentTotals({ lines: [line(1, MAX_AMOUNT_KOBO, []), line(1, 1, [])] }))).toMatch(
      /^The subtotal/,
    );
    expect(tooLarge(() => documentTotals({ lines: [line(1, MAX_AMOUNT_KOBO)] }))).toMatch(/^The total/);
    // $100 million at ₦1,550 is ₦155 billion: fine as a dollar figure, too large at home.
    expect(tooLarge(() => documentTotals({ lines: [line(1, 10_000_000_000, [])], exchangeRate: '1550' }))).toMatch(
      /^The total in the home currency/,
    );
    expect(tooLarge(() => documentTotals({ lines: [line(1, MAX_AMOUNT_KOBO + 1, [])] }))).toMatch(/unit price/);
    // Exactly the limit is allowed.
    expect(documentTotals({ lines: [line(1, MAX_AMOUNT_KOBO, [])] }).total).toBe(MAX_AMOUNT_KOBO);
  });
});

describe('documentTotals: properties', () => {
  const taxesArbitrary = fc.subarray([vat, levy, zeroRated, { id: 'odd', rateBasisPoints: 333 }]);
  const lineArbitrary: fc.Arbitrary<TotalsLineInput> = fc.record({
    quantityMilli: fc.oneof(
      { arbitrary: fc.integer({ min: 0, max: 5_000 }), weight: 4 },
      { arbitrary: fc.integer({ min: 0, max: 1_000_000 }), weight: 1 },
    ),
    unitPrice: fc.oneof(
      { arbitrary: fc.integer({ min: 0, max: 10_000 }), weight: 2 },
      { arbitrary: fc.integer({ min: 0, max: 10_000_000 }), weight: 2 },
      { arbitrary: fc.integer({ min: 0, max: 1_000_000_000 }), weight: 1 },
    ),
    taxes: taxesArbitrary,
  });
  const discountArbitrary: fc.Arbitrary<DocumentDiscount> = fc.oneof(
    fc.constant({ type: 'none' as const }),
    fc.record({ type: fc.constant('value' as const), amount: fc.integer({ min: 0, max: 2_000_000_000 }) }),
    fc.record({ type: fc.constant('value' as const), amount: fc.integer({ min: 0, max: 1_000 }) }),
    fc.record({ type: fc.constant('percentage' as const), basisPoints: fc.integer({ min: 0, max: 10_000 }) }),
  );
  /** Rates such as '1', '1550.25', '0.00065', '1.5', '2000'. */
  const rateArbitrary = fc
    .tuple(fc.integer({ min: 1, max: 300_000 }), fc.integer({ min: 0, max: 6 }))
    .filter(([units, scale]) => scale >= 2 || units <= 3_000)
    .map(([units, scale]) => {
      const digits = String(units).padStart(scale + 1, '0');
      return scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
    });
  const documentArbitrary = fc.record({
    lines: fc.array(lineArbitrary, { maxLength: 12 }),
    discount: discountArbitrary,
    exchangeRate: fc.oneof(fc.constant('1'), rateArbitrary),
  });

  /**
   * The totals, or undefined when a figure is past the limit, which only the home subtotal or total
   * of a large document at a large rate can be here (the lines are kept small in their own currency).
   */
  function totalsOf(input: DocumentTotalsInput): DocumentTotals | undefined {
    try {
      return documentTotals(input);
    } catch (error) {
      if (!(error instanceof DocumentAmountTooLarge)) throw error;
      const document = documentTotals({ ...input, exchangeRate: '1' });
      // The largest home figure, the subtotal or the total, converted on its own (up to 1.5 kobo a part apart).
      const largest = multiplyKobo(Math.max(document.subtotal, document.total), input.exchangeRate ?? '1');
      expect(largest).toBeGreaterThan(MAX_AMOUNT_KOBO - 100);
      return undefined;
    }
  }

  it('property: lines add up to the subtotal, discount, each tax and the total, which is never below 0', () => {
    fc.assert(
      fc.property(documentArbitrary, (input) => {
        const totals = totalsOf(input);
        if (!totals) return;
        expectAddsUp(totals);
        expect(totals.discount).toBeLessThanOrEqual(totals.subtotal);
        if (input.discount.type === 'value') {
          expect(totals.discount).toBe(Math.min(input.discount.amount, totals.subtotal));
          expect(totals.discountCapped).toBe(input.discount.amount > totals.subtotal);
        }
      }),
      RUNS,
    );
  });

  it('property: a percentage discount and each tax are that percent of each line, rounded per line', () => {
    fc.assert(
      fc.property(documentArbitrary, (input) => {
        const totals = totalsOf(input);
        if (!totals) return;
        totals.lines.forEach((entry, index) => {
          if (input.discount.type === 'percentage') {
            expect(entry.discount).toBe(percentOf(entry.amount, input.discount.basisPoints / 100));
          }
          const taxes = input.lines[index]?.taxes ?? [];
          expect(entry.taxes).toEqual(
            taxes.map((tax) => ({ id: tax.id, amount: percentOf(entry.discountedAmount, tax.rateBasisPoints / 100) })),
          );
        });
      }),
      RUNS,
    );
  });

  it('property: a value discount gives each line its share by line amount, within 1 kobo', () => {
    fc.assert(
      fc.property(documentArbitrary, (input) => {
        const totals = totalsOf(input);
        if (!totals || input.discount.type !== 'value' || totals.subtotal === 0) return;
        for (const entry of totals.lines) {
          // |line discount − discount × amount / subtotal| < 1, in integers
          const error =
            BigInt(entry.discount) * BigInt(totals.subtotal) - BigInt(totals.discount) * BigInt(entry.amount);
          expect(error < BigInt(totals.subtotal) && -error < BigInt(totals.subtotal)).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('property: home figures add up to the converted total and each is within 1.5 kobo of its own conversion', () => {
    fc.assert(
      fc.property(documentArbitrary, (input) => {
        const totals = totalsOf(input);
        if (!totals) return;
        const { home } = totals;
        expectAddsUp(home);
        expect(home.total).toBe(multiplyKobo(totals.total, input.exchangeRate));
        expect(home.discount).toBe(multiplyKobo(totals.discount, input.exchangeRate));
        const [whole = '', fraction = ''] = input.exchangeRate.split('.');
        const units = BigInt(whole + fraction);
        const scale = 10n ** BigInt(fraction.length);
        const near = (homePart: number, part: number) => {
          const error = BigInt(homePart) * scale - BigInt(part) * units;
          expect((error < 0n ? -error : error) * 2n <= 3n * scale).toBe(true);
        };
        totals.lines.forEach((entry, index) => {
          const homeLine = home.lines[index];
          if (!homeLine) throw new Error('home line missing');
          near(homeLine.discountedAmount, entry.discountedAmount);
          near(homeLine.discount, entry.discount);
          entry.taxes.forEach((tax, taxIndex) => {
            near(homeLine.taxes[taxIndex]?.amount ?? Number.NaN, tax.amount);
          });
          expect(homeLine.taxes.map((tax) => tax.id)).toEqual(entry.taxes.map((tax) => tax.id));
        });
        expect(home.taxes.map((tax) => tax.id)).toEqual(totals.taxes.map((tax) => tax.id));
        if (input.exchangeRate === '1') {
          const { exchangeRate, discountCapped, home: _home, ...document } = totals;
          expect(home).toEqual(document);
        }
      }),
      RUNS,
    );
  });

  it('property: with no value discount a line is the same alone as in its document (a credit note credits it exactly)', () => {
    const noValueDiscount = documentArbitrary.filter((input) => input.discount.type !== 'value');
    fc.assert(
      fc.property(noValueDiscount, (input) => {
        const totals = totalsOf(input);
        if (!totals) return;
        input.lines.forEach((entry, index) => {
          const alone = totalsOf({ ...input, lines: [entry] });
          if (!alone) throw new Error('a line alone is smaller than its document');
          expect(alone.lines[0]).toEqual(totals.lines[index]);
        });
      }),
      RUNS,
    );
  });

  it('property: the quantity as a decimal and as thousandths give the same line', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 100_000_000 }), (milli, price) => {
        const decimal = (milli / 1000).toFixed(3);
        expect(lineAmount({ quantity: decimal, unitPrice: price })).toBe(
          lineAmount({ quantityMilli: milli, unitPrice: price }),
        );
      }),
      RUNS,
    );
  });
});
