import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT_KOBO, toDecimalString } from '../money.ts';
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
      fc.property(fc.integer({ min: -MAX_AMOUNT_KOBO, max: MAX_AMOUNT_KOBO }), fc.boolean(), (kobo, naira) => {
        const [whole = '', fraction = ''] = toDecimalString(Math.abs(kobo)).split('.');
        const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
        const text = `${naira ? '₦' : ''}${grouped}.${fraction} ${kobo < 0 ? 'DR' : 'CR'}`;
        expect(parseAmountText(text)).toBe(kobo);
      }),
    );
  });

  it.each([
    ['100,000,000,000.00', 'Amounts can be at most ₦99,999,999,999.99'],
    ['90,000,000,000,000.00 DR', 'Amounts can be at most ₦99,999,999,999.99'],
    ['₦999999999999999999999', 'Amounts can be at most ₦99,999,999,999.99'],
  ])('refuses %j, more than one amount may be', (text, message) => {
    expect(() => parseAmountText(text)).toThrow(message);
  });

  it('reads the largest amount one line may carry', () => {
    expect(parseAmountText('99,999,999,999.99')).toBe(MAX_AMOUNT_KOBO);
  });
});
