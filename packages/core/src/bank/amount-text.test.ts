import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toDecimalString } from '../money.ts';
import { parseAmountText } from './amount-text.ts';

describe('parseAmountText', () => {
  it.each<[string, number | undefined]>([
    ['1,234.56', 123456],
    ['1234.56', 123456],
    ['₦1,234.56', 123456],
    ['₦ 1,234.56', 123456],
    ['NGN 1,234.56', 123456],
    ['NGN1,234.56', 123456],
    ['N1,234.56', 123456],
    ['1,234.56 NGN', 123456],
    ['(1,234.56)', -123456],
    ['(₦1,234.56)', -123456],
    ['-1,234.56', -123456],
    ['-₦1,234.56', -123456],
    ['₦-1,234.56', -123456],
    ['1,234.56-', -123456],
    ['1,234.56 DR', -123456],
    ['1,234.56DR', -123456],
    ['1,234.56 Dr.', -123456],
    ['1,234.56 CR', 123456],
    ['+50.00', 5000],
    ['1,000,000', 100000000],
    ['0.75', 75],
    ['.75', 75],
    ['5.', 500],
    ['1.230', 123],
    ['1.2300', 123],
    ['0.00', 0],
    ['\u00a01,234.56\u00a0', 123456],
    ['', undefined],
    ['   ', undefined],
    ['-', undefined],
    ['--', undefined],
  ])('reads %j as %s kobo', (text, kobo) => {
    expect(parseAmountText(text)).toBe(kobo);
  });

  it.each([
    ['abc', 'is not an amount'],
    ['12,34', 'is not an amount'],
    ['1,2345.00', 'is not an amount'],
    ['1.234,56', 'is not an amount'],
    ['--5', 'is not an amount'],
    ['1.235', 'more than 2 decimal places'],
    ['N', 'is not an amount'],
    ['USD 5.00', 'is not an amount'],
  ])('refuses %j', (text, message) => {
    expect(() => parseAmountText(text)).toThrow(message);
  });

  it('reads back any amount printed with thousands separators, a naira sign and DR/CR', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), fc.boolean(), (kobo, naira) => {
        const [whole = '', fraction = ''] = toDecimalString(Math.abs(kobo)).split('.');
        const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
        const text = `${naira ? '₦' : ''}${grouped}.${fraction} ${kobo < 0 ? 'DR' : 'CR'}`;
        expect(parseAmountText(text)).toBe(kobo);
      }),
    );
  });
});
