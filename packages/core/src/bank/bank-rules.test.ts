import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT_KOBO } from '../money.ts';
import { type BankRuleCriteria, bankRuleMatches, containsWords, matchTexts, splitGrossVat } from './bank-rules.ts';

describe('splitGrossVat', () => {
  it.each([
    // gross kobo, rate, VAT kobo: 7.5% VAT inside ₦537.50 is ₦37.50; inside ₦1,000.00 it is ₦69.77 (6976.74 up).
    [53_750, 750, 3_750],
    [100_000, 750, 6_977],
    [1, 750, 0],
    [15, 750, 1],
    [0, 750, 0],
    [100_000, 0, 0],
    [100_000, 10_000, 50_000],
  ])('splits %i kobo at %i basis points: VAT %i', (gross, rate, vat) => {
    expect(splitGrossVat(gross, rate)).toEqual({ netKobo: gross - vat, vatKobo: vat });
  });

  it('adds back up to the gross, to the kobo, with VAT = round half up(gross × rate / (10000 + rate))', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_AMOUNT_KOBO }), fc.integer({ min: 0, max: 10_000 }), (gross, rate) => {
        const { netKobo, vatKobo } = splitGrossVat(gross, rate);
        expect(netKobo + vatKobo).toBe(gross);
        expect(Number.isSafeInteger(vatKobo) && vatKobo >= 0 && netKobo >= 0).toBe(true);
        // The formula in exact integers: VAT is the nearest whole kobo, halves going up.
        const twice = 2n * BigInt(gross) * BigInt(rate);
        const divisor = BigInt(10_000 + rate);
        const remainder = twice - 2n * BigInt(vatKobo) * divisor;
        expect(remainder >= -divisor && remainder < divisor).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });

  it('refuses what is not an amount or a rate', () => {
    expect(() => splitGrossVat(-1, 750)).toThrow(RangeError);
    expect(() => splitGrossVat(1.5, 750)).toThrow(RangeError);
    expect(() => splitGrossVat(100, 10_001)).toThrow(RangeError);
  });
});

describe('bank rule matching', () => {
  const rule = (overrides: Partial<BankRuleCriteria> = {}): BankRuleCriteria => ({
    matchText: 'SMS ALERT | sms charge',
    direction: 'any',
    amountFrom: null,
    amountTo: null,
    bankAccountId: null,
    ...overrides,
  });
  const line = (description: string, amount = -400, reference = '', bankAccountId = 'gtb') => ({
    description,
    amount,
    reference,
    bankAccountId,
  });

  it('reads alternatives split by |, tidied', () => {
    expect(matchTexts(' sms  alert| SMS CHARGE |  ')).toEqual(['SMS ALERT', 'SMS CHARGE']);
  });

  it.each([
    ['VAT ON SMS ALERT', 'VAT', true],
    ['SMS-VAT 0.30', 'VAT', true],
    ['TRF FROM PRIVATE VENTURES LTD', 'VAT', false],
    ['COT CHARGE MARCH', 'COT', true],
    ['TRANSFER TO SCOTT ADEYEMI', 'COT', false],
    ['sms alert charges', 'SMS ALERT', true],
    ['NIP/CHG 10.75', 'NIP/CHG', true],
  ])('finds %s with %s as whole words: %s', (haystack, text, found) => {
    expect(containsWords(haystack, text)).toBe(found);
  });

  it('matches by text in the description or the reference, any case', () => {
    expect(bankRuleMatches(rule(), line('Sms Alert Charges Mar'))).toBe(true);
    expect(bankRuleMatches(rule(), line('MONTHLY FEE', -400, 'SMS CHARGE/0331'))).toBe(true);
    expect(bankRuleMatches(rule(), line('TRANSFER TO ADA'))).toBe(false);
  });

  it('keeps to its direction, bounds (inclusive, on the size) and bank account', () => {
    expect(bankRuleMatches(rule({ direction: 'money-out' }), line('SMS ALERT', 400))).toBe(false);
    expect(bankRuleMatches(rule({ direction: 'money-in' }), line('SMS ALERT', 400))).toBe(true);
    expect(bankRuleMatches(rule({ amountFrom: 400, amountTo: 400 }), line('SMS ALERT', -400))).toBe(true);
    expect(bankRuleMatches(rule({ amountFrom: 401 }), line('SMS ALERT', -400))).toBe(false);
    expect(bankRuleMatches(rule({ amountTo: 399 }), line('SMS ALERT', -400))).toBe(false);
    expect(bankRuleMatches(rule({ bankAccountId: 'zenith' }), line('SMS ALERT'))).toBe(false);
    expect(bankRuleMatches(rule({ bankAccountId: 'gtb' }), line('SMS ALERT'))).toBe(true);
  });
});
