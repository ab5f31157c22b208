import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIRST_BUSINESS_DATE, isBusinessDate, LAST_BUSINESS_DATE } from '../dates.ts';
import { ledgerMessages, MAX_LEDGER_TOTAL_KOBO } from '../ledger.ts';
import { AmountTooLarge, MAX_AMOUNT_KOBO, MAX_FIGURE_KOBO, toNaira } from '../money.ts';
import { amount, isoDate } from './fields.ts';

/*
 * The bounds every document and journal inherits from the shared fields (issue 26, "Bad input
 * never breaks the books"): business dates from 2000 to 2099, and amounts small enough that no
 * report can reach a figure it cannot send.
 */

function firstMessage(result: { success: boolean; error?: { issues: Array<{ message: string }> } }) {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('a business date', () => {
  const invoiceDate = isoDate('Invoice date');
  const outOfRange = 'Invoice date must be between 1 January 2000 and 31 December 2099';

  it.each([
    ['2000-01-01', undefined],
    ['2026-03-16', undefined],
    ['2099-12-31', undefined],
    ['1999-12-31', outOfRange],
    ['1899-06-30', outOfRange],
    ['2100-01-01', outOfRange],
    ['9999-12-31', outOfRange],
    ['2026-02-30', 'Invoice date is not valid.'],
    ['16/03/2026', 'Invoice date is not valid.'],
  ])('%s: %s', (date, message) => {
    expect(firstMessage(invoiceDate.safeParse(date))).toBe(message);
  });

  it('is taken exactly when it is a real day from 2000 to 2099, for any day of years 1 to 9999', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true }),
        (moment) => {
          const day = moment.toISOString().slice(0, 10);
          const inRange = day >= FIRST_BUSINESS_DATE && day <= LAST_BUSINESS_DATE;
          expect(isBusinessDate(day)).toBe(inRange);
          expect(isoDate('Date').safeParse(day).success).toBe(inRange);
        },
      ),
    );
  });
});

describe('the amount bounds', () => {
  it('refuse one amount past ₦99,999,999,999.99, naming the field', () => {
    expect(amount('Unit price').safeParse('99999999999.99').success).toBe(true);
    expect(firstMessage(amount('Unit price').safeParse('100000000000'))).toBe(
      'Unit price can be at most ₦99,999,999,999.99',
    );
  });

  it('keep every report figure within what the API can send, with room for entries checked at once', () => {
    // Reversals are never refused and can at most double the entries' total (ledger.ts).
    const racing = 20;
    expect(2 * (MAX_LEDGER_TOTAL_KOBO + racing * MAX_AMOUNT_KOBO)).toBeLessThanOrEqual(MAX_FIGURE_KOBO);
    expect(toNaira(2 * MAX_LEDGER_TOTAL_KOBO)).toBe(6_000_000_000_000);
    expect(() => toNaira(MAX_FIGURE_KOBO + 1)).toThrow(AmountTooLarge);
    expect(ledgerMessages.ledgerFull).toContain('₦3,000,000,000,000.00');
  });
});
