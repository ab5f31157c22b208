import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addKobo,
  allocate,
  formatMoney,
  isAmount,
  MAX_AMOUNT_KOBO,
  multiplyKobo,
  percentOf,
  toDecimalString,
  toKobo,
  toNaira,
} from './money.ts';

const MAX_SAFE = Number.MAX_SAFE_INTEGER;
/** The largest kobo count a JSON number can carry exactly: 15 significant digits, ₦9,999,999,999,999.99. */
const MAX_JSON_KOBO = 999_999_999_999_999;
const RUNS = { numRuns: 300 };

// Reference implementations on BigInt digits, written differently from money.ts on purpose.

/** Exact decimal text of a kobo count, by slicing its digits. */
function referenceDecimal(kobo: bigint): string {
  const sign = kobo < 0n ? '-' : '';
  const digits = (kobo < 0n ? -kobo : kobo).toString().padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** en-NG naira display built by hand: sign, ₦, thousands separated by commas, 2 decimals. */
function referenceNaira(kobo: bigint): string {
  const decimal = referenceDecimal(kobo);
  const negative = decimal.startsWith('-');
  const [naira = '', fraction = ''] = decimal.replace('-', '').split('.');
  const grouped = naira.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}₦${grouped}.${fraction}`;
}

/** numerator / divisor (divisor > 0) rounded half away from zero: truncate, then step outwards on a remainder of half or more. */
function referenceDivide(numerator: bigint, divisor: bigint): bigint {
  const quotient = numerator / divisor;
  const remainder = numerator % divisor;
  const size = remainder < 0n ? -remainder : remainder;
  if (size * 2n < divisor) return quotient;
  return numerator < 0n ? quotient - 1n : quotient + 1n;
}

function absolute(value: bigint): bigint {
  return value < 0n ? -value : value;
}

/** A decimal rate as text with its exact value as units / 10^scale. */
const rateArbitrary = fc
  .record({
    negative: fc.boolean(),
    whole: fc.oneof(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 100_000 })),
    fraction: fc.array(fc.integer({ min: 0, max: 9 }), { maxLength: 8 }).map((digits) => digits.join('')),
  })
  .map(({ negative, whole, fraction }) => ({
    text: `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`,
    units: BigInt(`${whole}${fraction}`) * (negative ? -1n : 1n),
    divisor: 10n ** BigInt(fraction.length),
  }));

const anyKobo = fc.integer({ min: -9e15, max: 9e15 });
const everydayKobo = fc.integer({ min: -100_000_000_00, max: 100_000_000_00 });

describe('toKobo', () => {
  it.each<[string | number, number]>([
    ['0', 0],
    [0, 0],
    ['0.07', 7],
    [0.07, 7], // 0.07 * 100 = 7.000000000000001
    [1.1, 110], // 1.1 * 100 = 110.00000000000001
    ['1.1', 110],
    [19.99, 1999], // 19.99 * 100 = 1998.9999999999998
    [4.35, 435], // 4.35 * 100 = 434.99999999999994
    [1.13, 113],
    [8.2, 820],
    ['1234567.89', 123456789],
    [1234567.89, 123456789],
    ['100', 10000],
    [100, 10000],
    ['12.5', 1250],
    ['0012.30', 1230],
    ['-12.5', -1250],
    [-12.5, -1250],
    ['-0.05', -5],
    [-19.99, -1999],
    ['-0.00', 0],
    ['-0', 0],
    [-0, 0],
    [' 12.50 ', 1250],
    ['\t7\n', 700],
    ['90071992547409.91', MAX_SAFE],
    ['-90071992547409.91', -MAX_SAFE],
  ])('reads %j as %d kobo', (amount, kobo) => {
    expect(toKobo(amount)).toBe(kobo);
  });

  it.each<[string | number]>([
    ['1.005'],
    [1.005],
    [1.015],
    ['0.001'],
    [0.1 + 0.2], // 0.30000000000000004: refused, not silently rounded
    [1e-7],
    [''],
    ['   '],
    ['abc'],
    ['1,000.00'],
    ['1 000'],
    ['.5'],
    ['5.'],
    ['+5'],
    ['--1'],
    ['- 1'],
    ['1e3'],
    ['0x10'],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    ['90071992547409.92'],
    [1e20],
  ])('refuses %j', (amount) => {
    expect(() => toKobo(amount)).toThrow(RangeError);
  });
});

describe('isAmount', () => {
  it.each<[string | number, boolean]>([
    ['12.34', true],
    [12.3, true],
    ['-0.00', true],
    [' 5 ', true],
    ['1.005', false],
    [1.005, false],
    ['abc', false],
    ['', false],
    [Number.NaN, false],
    [1e20, false],
  ])('%j -> %s', (amount, expected) => {
    expect(isAmount(amount)).toBe(expected);
  });
});

describe('toDecimalString and toNaira', () => {
  it.each<[number, string, number]>([
    [0, '0.00', 0],
    [5, '0.05', 0.05],
    [-5, '-0.05', -0.05],
    [100, '1.00', 1],
    [-100, '-1.00', -1],
    [150, '1.50', 1.5],
    [123456, '1234.56', 1234.56],
    [-123456789, '-1234567.89', -1234567.89],
    [MAX_JSON_KOBO, '9999999999999.99', 9999999999999.99],
  ])('%d kobo is %s, or %d in JSON', (kobo, text, naira) => {
    expect(toDecimalString(kobo)).toBe(text);
    expect(toNaira(kobo)).toBe(naira);
  });

  it('writes the largest safe kobo count exactly', () => {
    expect(toDecimalString(MAX_SAFE)).toBe('90071992547409.91');
    expect(toDecimalString(-MAX_SAFE)).toBe('-90071992547409.91');
  });

  it.each([[1.5], [Number.NaN], [MAX_SAFE + 1]])('refuses %d kobo', (kobo) => {
    expect(() => toDecimalString(kobo)).toThrow(RangeError);
    expect(() => toNaira(kobo)).toThrow(RangeError);
  });

  it('refuses amounts a JSON number cannot carry to the kobo instead of sending a wrong one', () => {
    // 90000000000000.01 as a double prints as 90000000000000.02.
    expect(() => toNaira(9_000_000_000_000_001)).toThrow(RangeError);
    expect(() => toNaira(-(MAX_JSON_KOBO + 1))).toThrow(RangeError);
    expect(toDecimalString(9_000_000_000_000_001)).toBe('90000000000000.01');
  });

  it('property: toKobo(toDecimalString(k)) === k for every kobo count in ±9e15', () => {
    fc.assert(
      fc.property(anyKobo, (kobo) => {
        const text = toDecimalString(kobo);
        expect(text).toBe(referenceDecimal(BigInt(kobo)));
        expect(toKobo(text)).toBe(kobo);
      }),
      RUNS,
    );
  });

  it('property: toNaira(k) survives JSON and reads back as the same kobo', () => {
    fc.assert(
      fc.property(fc.oneof(everydayKobo, fc.integer({ min: -MAX_JSON_KOBO, max: MAX_JSON_KOBO })), (kobo) => {
        const { amount } = JSON.parse(JSON.stringify({ amount: toNaira(kobo) })) as { amount: number };
        expect(toKobo(amount)).toBe(kobo);
        expect(String(amount)).toBe(String(Number(referenceDecimal(BigInt(kobo)))));
      }),
      RUNS,
    );
  });
});

describe('the most one amount may be', () => {
  it('property: a hundred of them, summed, still travel as JSON exactly to the kobo', () => {
    const amounts = fc.array(fc.integer({ min: -MAX_AMOUNT_KOBO, max: MAX_AMOUNT_KOBO }), { maxLength: 100 });
    fc.assert(
      fc.property(amounts, (kobo) => {
        const total = addKobo(...kobo);
        expect(BigInt(total)).toBe(kobo.reduce((sum, amount) => sum + BigInt(amount), 0n));
        const { amount } = JSON.parse(JSON.stringify({ amount: toNaira(total) })) as { amount: number };
        expect(toKobo(amount)).toBe(total);
      }),
      RUNS,
    );
  });

  it('past a hundred, a figure is refused with words rather than rounded', () => {
    expect(() => toNaira(101 * MAX_AMOUNT_KOBO)).toThrow(/larger than Owo can show exactly/);
  });
});

describe('addKobo', () => {
  it('adds kobo without float drift: 0.10 + 0.20 is 0.30', () => {
    expect(toDecimalString(addKobo(toKobo('0.10'), toKobo('0.20')))).toBe('0.30');
    expect(toDecimalString(addKobo(toKobo(0.1), toKobo(0.2), toKobo(0.3)))).toBe('0.60');
  });

  it.each<[number[], number]>([
    [[], 0],
    [[1999], 1999],
    [[10, 20, -5], 25],
    [[-100, 100], 0],
    [[MAX_SAFE - 1, 1], MAX_SAFE],
  ])('addKobo(%j) = %d', (amounts, total) => {
    expect(addKobo(...amounts)).toBe(total);
  });

  it('refuses fractions of a kobo and totals past the safe range', () => {
    expect(() => addKobo(1, 1.5)).toThrow(RangeError);
    expect(() => addKobo(MAX_SAFE, 1)).toThrow(RangeError);
    expect(() => addKobo(-MAX_SAFE, -1)).toThrow(RangeError);
  });

  /** A 2-decimal amount written the ways clients send it ("12.50", "12.5", "12", 12.5), with its exact kobo. */
  const amountArbitrary = fc
    .record({
      negative: fc.boolean(),
      naira: fc.integer({ min: 0, max: 10_000_000_000 }),
      kobo: fc.integer({ min: 0, max: 99 }),
      style: fc.constantFrom('padded', 'short', 'number'),
    })
    .map(({ negative, naira, kobo, style }) => {
      const padded = `${negative ? '-' : ''}${naira}.${String(kobo).padStart(2, '0')}`;
      const short = padded.replace(/\.?0+$/, '') || '0';
      const written: string | number = style === 'padded' ? padded : style === 'short' ? short : Number(padded);
      return { written, exact: BigInt(naira * 100 + kobo) * (negative ? -1n : 1n) };
    });

  it('property: summing many 2-decimal amounts by kobo equals the exact decimal sum', () => {
    fc.assert(
      fc.property(fc.array(amountArbitrary, { maxLength: 60 }), (amounts) => {
        const exactSum = amounts.reduce((sum, { exact }) => sum + exact, 0n);
        const total = addKobo(...amounts.map(({ written }) => toKobo(written)));
        expect(toDecimalString(total)).toBe(referenceDecimal(exactSum));
      }),
      RUNS,
    );
  });

  it('property: addKobo is commutative and associative', () => {
    const term = fc.integer({ min: -1e15, max: 1e15 });
    fc.assert(
      fc.property(term, term, term, (a, b, c) => {
        expect(addKobo(a, b)).toBe(addKobo(b, a));
        expect(addKobo(addKobo(a, b), c)).toBe(addKobo(a, addKobo(b, c)));
        expect(addKobo(a, b, c)).toBe(addKobo(c, a, b));
      }),
      RUNS,
    );
  });

  it('property: the order of a long list does not change its total', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1e12, max: 1e12 }), { maxLength: 80 }), (amounts) => {
        const sorted = [...amounts].sort((a, b) => a - b);
        expect(addKobo(...sorted)).toBe(addKobo(...amounts));
        expect(addKobo(...[...amounts].reverse())).toBe(addKobo(...amounts));
      }),
      RUNS,
    );
  });
});

describe('multiplyKobo', () => {
  it.each<[number, string | number, number]>([
    [1000, '0.075', 75], // 7.5% VAT on ₦10.00
    [1000, 0.075, 75],
    [10000, '1', 10000],
    [10000, 1, 10000],
    [2500, 3, 7500], // a quantity
    [100, '1500.25', 150025], // an exchange rate
    [5, '0.5', 3], // 2.5 -> 3
    [-5, '0.5', -3], // -2.5 -> -3, away from zero
    [5, '-0.5', -3],
    [3, '0.5', 2], // 1.5 -> 2
    [-3, '0.5', -2],
    [1, '0.5', 1],
    [-1, '0.5', -1],
    [1, '0.49', 0],
    [-1, '0.49', 0],
    [12345, '1.5', 18518], // 18517.5
    [-12345, '1.5', -18518],
    [1999, '2.5', 4998], // 4997.5
    [1000, '0.3333333333333333333', 333],
    [1000, ' 0.075 ', 75],
    [100, '0', 0],
    [-100, '0', 0],
    [1000, 1e-7, 0],
  ])('multiplyKobo(%d, %j) = %d', (kobo, rate, expected) => {
    expect(multiplyKobo(kobo, rate)).toBe(expected);
  });

  it.each<[number, string | number]>([
    [1.5, '1'],
    [100, 'abc'],
    [100, '1e3'],
    [100, '.5'],
    [100, ''],
    [100, Number.NaN],
    [MAX_SAFE, '2'],
  ])('refuses multiplyKobo(%d, %j)', (kobo, rate) => {
    expect(() => multiplyKobo(kobo, rate)).toThrow(RangeError);
  });

  it('property: multiplying by 1 changes nothing', () => {
    fc.assert(
      fc.property(anyKobo, fc.constantFrom<string | number>('1', 1, '1.000', '1.0000000000'), (kobo, one) => {
        expect(multiplyKobo(kobo, one)).toBe(kobo);
      }),
      RUNS,
    );
  });

  it('property: matches a BigInt reference rounding half away from zero', () => {
    fc.assert(
      fc.property(fc.oneof(everydayKobo, anyKobo), rateArbitrary, (kobo, rate) => {
        const expected = referenceDivide(BigInt(kobo) * rate.units, rate.divisor);
        if (absolute(expected) > BigInt(MAX_SAFE)) {
          expect(() => multiplyKobo(kobo, rate.text)).toThrow(RangeError);
        } else {
          expect(multiplyKobo(kobo, rate.text)).toBe(Number(expected));
        }
      }),
      RUNS,
    );
  });

  it('property: a rate given as a number is taken by its decimal value, not its binary one', () => {
    fc.assert(
      fc.property(everydayKobo, rateArbitrary, (kobo, rate) => {
        expect(multiplyKobo(kobo, Number(rate.text))).toBe(multiplyKobo(kobo, rate.text));
      }),
      RUNS,
    );
  });

  it('property: rounding is symmetric, so a refund is the negative of its sale', () => {
    fc.assert(
      fc.property(everydayKobo, rateArbitrary, (kobo, rate) => {
        expect(multiplyKobo(-kobo, rate.text)).toBe(-multiplyKobo(kobo, rate.text) + 0);
      }),
      RUNS,
    );
  });
});

describe('percentOf', () => {
  it.each<[number, string | number, number]>([
    [10000, 7.5, 750], // VAT 7.5% of ₦100.00
    [10000, '7.5', 750],
    [1000, '7.5', 75],
    [100000, 5, 5000], // WHT 5%
    [100000, 10, 10000],
    [333, '7.5', 25], // 24.975
    [-333, '7.5', -25],
    [10, 5, 1], // 0.5 -> 1
    [-10, 5, -1],
    [9, 5, 0], // 0.45
    [-9, 5, 0],
    [12345, 100, 12345],
    [12345, '0', 0],
    [0, 7.5, 0],
  ])('percentOf(%d, %j) = %d', (kobo, percent, expected) => {
    expect(percentOf(kobo, percent)).toBe(expected);
  });

  it('refuses a fraction of a kobo and a percentage that is not a number', () => {
    expect(() => percentOf(1.5, 10)).toThrow(RangeError);
    expect(() => percentOf(100, 'ten')).toThrow(RangeError);
  });

  it('property: equals the BigInt reference of kobo * percent / 100, half away from zero', () => {
    fc.assert(
      fc.property(fc.oneof(everydayKobo, anyKobo), rateArbitrary, (kobo, percent) => {
        const expected = referenceDivide(BigInt(kobo) * percent.units, 100n * percent.divisor);
        if (absolute(expected) > BigInt(MAX_SAFE)) {
          expect(() => percentOf(kobo, percent.text)).toThrow(RangeError);
        } else {
          expect(percentOf(kobo, percent.text)).toBe(Number(expected));
        }
      }),
      RUNS,
    );
  });
});

describe('formatMoney', () => {
  it.each<[number, string]>([
    [123456789, '₦1,234,567.89'],
    [0, '₦0.00'],
    [5, '₦0.05'],
    [100, '₦1.00'],
    [150, '₦1.50'],
    [100000, '₦1,000.00'],
    [-5, '-₦0.05'],
    [-123456789, '-₦1,234,567.89'],
    [MAX_JSON_KOBO, '₦9,999,999,999,999.99'],
    [9_000_000_000_000_001, '₦90,000,000,000,000.01'],
    [MAX_SAFE, '₦90,071,992,547,409.91'],
    [-MAX_SAFE, '-₦90,071,992,547,409.91'],
  ])('formatMoney(%d) = %s', (kobo, text) => {
    expect(formatMoney(kobo)).toBe(text);
  });

  it.each<[number, string, string]>([
    [123456, 'USD', 'US$1,234.56'],
    [123456, 'GBP', '£1,234.56'],
    [-123450, 'EUR', '-€1,234.50'],
  ])('formatMoney(%d, %s) = %s', (kobo, currency, text) => {
    expect(formatMoney(kobo, currency)).toBe(text);
  });

  it('property: shows every kobo count in ±9e15 exactly, grouped by thousands', () => {
    fc.assert(
      fc.property(fc.oneof(everydayKobo, anyKobo), (kobo) => {
        expect(formatMoney(kobo)).toBe(referenceNaira(BigInt(kobo)));
      }),
      RUNS,
    );
  });
});

describe('allocate', () => {
  it.each<[number, number[], number[]]>([
    [1000, [3000, 2000, 5000], [300, 200, 500]], // a discount spread over invoice lines
    [100, [1, 1, 1], [34, 33, 33]],
    [1000, [1, 1, 1], [334, 333, 333]],
    [100000, [1, 1, 1], [33334, 33333, 33333]], // three installments
    [2, [1, 1, 1], [1, 1, 0]], // equal remainders: the earlier part gets the kobo
    [10, [1, 2], [3, 7]], // 3.33 / 6.67: the larger remainder gets the kobo
    [7, [1], [7]],
    [100, [0, 5, 0], [0, 100, 0]],
    [100, [0, 0, 0], [34, 33, 33]], // all-zero weights split evenly
    [0, [0, 0], [0, 0]],
    [0, [1, 2, 3], [0, 0, 0]],
    [-100, [1, 1, 1], [-34, -33, -33]],
    [-1000, [3000, 2000, 5000], [-300, -200, -500]],
    [-1, [1, 1], [-1, 0]],
    [-5, [0, 0], [-3, -2]],
  ])('allocate(%d, %j) = %j', (total, weights, parts) => {
    const result = allocate(total, weights);
    expect(result).toEqual(parts);
    expect(result.some((part) => Object.is(part, -0))).toBe(false);
  });

  it('splits a payroll total in proportion to salaries, to the kobo', () => {
    const salaries = [toKobo('150000.00'), toKobo('85000.50'), toKobo('62499.99')];
    const pension = allocate(toKobo('29750.05'), salaries);
    expect(addKobo(...pension)).toBe(toKobo('29750.05'));
    expect(pension.map(toDecimalString)).toEqual(['15000.00', '8500.05', '6250.00']);
  });

  it.each<[number, number[]]>([
    [100, []],
    [100, [-1, 2]],
    [100, [1.5, 1]],
    [100, [Number.NaN]],
    [1.5, [1, 1]],
  ])('refuses allocate(%d, %j)', (total, weights) => {
    expect(() => allocate(total, weights)).toThrow(RangeError);
  });

  const weightArbitrary = fc.oneof(
    fc.constant(0),
    fc.integer({ min: 1, max: 10 }),
    fc.integer({ min: 0, max: 1_000_000_000 }),
    fc.integer({ min: 0, max: MAX_SAFE }),
  );

  it('property: parts add up exactly to the total and each is within 1 kobo of its exact share', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -1_000_000, max: 1_000_000 }), anyKobo),
        fc.array(weightArbitrary, { minLength: 1, maxLength: 30 }),
        (total, weights) => {
          const parts = allocate(total, weights);
          expect(parts).toHaveLength(weights.length);
          expect(parts.reduce((sum, part) => sum + BigInt(part), 0n)).toBe(BigInt(total));

          const allZero = weights.every((weight) => weight === 0);
          const shares = allZero ? weights.map(() => 1n) : weights.map(BigInt);
          const shareSum = shares.reduce((sum, share) => sum + share, 0n);
          parts.forEach((part, index) => {
            expect(Number.isSafeInteger(part)).toBe(true);
            expect(Object.is(part, -0)).toBe(false);
            if (part !== 0) expect(Math.sign(part)).toBe(Math.sign(total));
            // |part - total * share / shareSum| < 1, kept in integers
            const error = BigInt(part) * shareSum - BigInt(total) * (shares[index] ?? 0n);
            expect(absolute(error) < shareSum).toBe(true);
          });
        },
      ),
      RUNS,
    );
  });
});
