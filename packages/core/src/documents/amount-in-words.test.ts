import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AmountTooLarge, MAX_AMOUNT_KOBO } from '../money.ts';
import { amountInWords, wholeNumberInWords } from './amount-in-words.ts';

/** Reads words back into a number, written independently of amountInWords to check it. */
function readWords(text: string): number {
  const small: Record<string, number> = {};
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'
    .split(' ')
    .forEach((word, index) => {
      small[word] = index;
    });
  'twenty thirty forty fifty sixty seventy eighty ninety'.split(' ').forEach((word, index) => {
    small[word] = (index + 2) * 10;
  });
  const scales: Record<string, number> = { thousand: 1e3, million: 1e6, billion: 1e9 };
  let total = 0;
  let group = 0;
  for (const word of text.toLowerCase().split(/[\s-]+/)) {
    if (word === 'and' || word === '') continue;
    if (word === 'hundred') group *= 100;
    else if (word in scales) {
      total += group * (scales[word] ?? 0);
      group = 0;
    } else if (word in small) group += small[word] ?? 0;
    else throw new Error(`not a number word: ${word}`);
  }
  return total + group;
}

describe('amountInWords', () => {
  it.each<[number, string]>([
    [250_050, 'Two thousand five hundred naira, fifty kobo only'],
    [50, 'Fifty kobo only'],
    [1, 'One kobo only'],
    [0, 'Zero naira only'],
    [100, 'One naira only'],
    [100_500, 'One thousand and five naira only'],
    [10_100_000, 'One hundred and one thousand naira only'],
    [1_000_000_100, 'Ten million and one naira only'],
    [100_000_000, 'One million naira only'],
    [12_345_678, 'One hundred and twenty-three thousand four hundred and fifty-six naira, seventy-eight kobo only'],
    [386_999, 'Three thousand eight hundred and sixty-nine naira, ninety-nine kobo only'],
    [
      MAX_AMOUNT_KOBO,
      'Ninety-nine billion nine hundred and ninety-nine million nine hundred and ninety-nine thousand nine hundred and ninety-nine naira, ninety-nine kobo only',
    ],
  ])('%d kobo: %s', (kobo, words) => {
    expect(amountInWords(kobo)).toBe(words);
  });

  it("names another currency's units, singular and plural", () => {
    expect(amountInWords(101, 'USD')).toBe('One dollar, one cent only');
    expect(amountInWords(250_050, 'usd')).toBe('Two thousand five hundred dollars, fifty cents only');
    expect(amountInWords(201, 'GBP')).toBe('Two pounds, one penny only');
    expect(amountInWords(1_002, 'XAF')).toBe('Ten XAF, two hundredths only');
  });

  it('refuses negative amounts, fractions and amounts past the limit', () => {
    expect(() => amountInWords(-100)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
    expect(() => amountInWords(MAX_AMOUNT_KOBO + 1)).toThrow(AmountTooLarge);
  });

  it('property: the words read back as the amount', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: MAX_AMOUNT_KOBO })),
        (kobo) => {
          const text = amountInWords(kobo);
          expect(text).toMatch(/^[A-Z][a-z -]+(, [a-z -]+)? only$/);
          const [nairaPart = '', koboPart = ''] = text.replace(/ only$/, '').split(', ');
          const naira = Math.trunc(kobo / 100);
          if (naira > 0 || kobo === 0) {
            expect(nairaPart.endsWith(' naira')).toBe(true);
            expect(readWords(nairaPart.replace(/ naira$/, ''))).toBe(naira);
          }
          if (kobo % 100 > 0) {
            const words = (naira > 0 ? koboPart : nairaPart).replace(/ kobo$/, '');
            expect(readWords(words)).toBe(kobo % 100);
          }
          expect(readWords(wholeNumberInWords(naira))).toBe(naira);
        },
      ),
      { numRuns: 500 },
    );
  });
});
