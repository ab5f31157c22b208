import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocatePayment,
  homeSettled,
  type InvoiceToSettle,
  PaymentRefused,
  type PaymentToAllocate,
} from './payment-allocation.ts';

const RUNS = { numRuns: 300 };
/** Naira to kobo for readable examples: naira(1_500) is ₦1,500.00. */
const naira = (amount: number) => Math.round(amount * 100);

function refusalOf(action: () => unknown): PaymentRefused {
  try {
    action();
  } catch (error) {
    if (error instanceof PaymentRefused) return error;
    throw error;
  }
  throw new Error('expected the payment to be refused');
}

describe('allocatePayment', () => {
  it('one invoice paid with more than is due: capped at the amount due, the excess is credit', () => {
    const result = allocatePayment({
      amountReceived: naira(4_000),
      invoices: [{ id: 'inv-1', amountDue: naira(3_869.99) }],
    });
    expect(result).toEqual({
      invoices: [
        { id: 'inv-1', cash: 386_999, withholdingTax: 0, settled: 386_999, amountDueAfter: 0, paidInFull: true },
      ],
      cashApplied: 386_999,
      withholdingTax: 0,
      settled: 386_999,
      excess: 13_001,
    });
  });

  it('an amount typed above the amount due is capped too, and the rest is credit', () => {
    const result = allocatePayment({
      amountReceived: naira(1_200),
      invoices: [{ id: 'inv-1', amountDue: naira(1_000), amount: naira(1_200) }],
    });
    expect(result).toMatchObject({ cashApplied: naira(1_000), excess: naira(200) });
  });

  it('a part payment with tax withheld, then the rest', () => {
    // ₦100,000 + VAT ₦7,500 = ₦107,500. The customer withholds 5% of ₦100,000 and pays ₦50,000.
    const first = allocatePayment({
      amountReceived: naira(50_000),
      invoices: [{ id: 'inv-1', amountDue: naira(107_500), withholdingTax: naira(5_000) }],
    });
    expect(first.invoices[0]).toEqual({
      id: 'inv-1',
      cash: naira(50_000),
      withholdingTax: naira(5_000),
      settled: naira(55_000),
      amountDueAfter: naira(52_500),
      paidInFull: false,
    });
    expect(first).toMatchObject({ cashApplied: naira(50_000), withholdingTax: naira(5_000), excess: 0 });

    const rest = allocatePayment({
      amountReceived: naira(52_500),
      invoices: [{ id: 'inv-1', amountDue: naira(52_500) }],
    });
    expect(rest.invoices[0]).toMatchObject({ settled: naira(52_500), amountDueAfter: 0, paidInFull: true });
  });

  it('tax withheld is taken first: the cash on its invoice is capped at what is left', () => {
    const result = allocatePayment({
      amountReceived: naira(1_000),
      invoices: [{ id: 'inv-1', amountDue: naira(1_000), withholdingTax: naira(50) }],
    });
    expect(result.invoices[0]).toMatchObject({ cash: naira(950), withholdingTax: naira(50), paidInFull: true });
    expect(result.excess).toBe(naira(50));
  });

  it('invoices without an amount take what is left of the cash, in the order given', () => {
    const result = allocatePayment({
      amountReceived: naira(1_000),
      invoices: [
        { id: 'oldest', amountDue: naira(300) },
        { id: 'middle', amountDue: naira(500) },
        { id: 'newest', amountDue: naira(400) },
      ],
    });
    expect(result.invoices.map((invoice) => invoice.cash)).toEqual([naira(300), naira(500), naira(200)]);
    expect(result.invoices.map((invoice) => invoice.paidInFull)).toEqual([true, true, false]);
    expect(result.excess).toBe(0);
  });

  it('invoices given an amount are served first, wherever they are in the list', () => {
    const result = allocatePayment({
      amountReceived: naira(450),
      invoices: [
        { id: 'a', amountDue: naira(500) },
        { id: 'b', amountDue: naira(500), amount: naira(100) },
      ],
    });
    expect(result.invoices.map((invoice) => invoice.cash)).toEqual([naira(350), naira(100)]);
  });

  it('refuses amounts on invoices that add up to more than was received', () => {
    const refusal = refusalOf(() =>
      allocatePayment({
        amountReceived: naira(500),
        invoices: [
          { id: 'a', amountDue: naira(400), amount: naira(400) },
          { id: 'b', amountDue: naira(400), amount: naira(200) },
        ],
      }),
    );
    expect(refusal.reason).toBe('applied-over-received');
    expect(refusal.message).toBe('The payments on the invoices (₦600.00) are more than the amount received (₦500.00)');
  });

  it('refuses more tax withheld than is due, and an invoice listed twice', () => {
    const over = refusalOf(() =>
      allocatePayment({
        amountReceived: 0,
        invoices: [{ id: 'a', number: 'INV-00042', amountDue: naira(100), withholdingTax: naira(100.01) }],
      }),
    );
    expect(over).toMatchObject({ reason: 'withholding-over-due', invoiceId: 'a' });
    expect(over.message).toBe('The tax withheld on INV-00042 (₦100.01) is more than its amount due (₦100.00)');

    const twice = refusalOf(() =>
      allocatePayment({
        amountReceived: 100,
        invoices: [
          { id: 'a', amountDue: 100 },
          { id: 'a', amountDue: 100 },
        ],
      }),
    );
    expect(twice.reason).toBe('duplicate-invoice');
  });

  it('refuses negative amounts and fractions of a kobo', () => {
    expect(() => allocatePayment({ amountReceived: -1, invoices: [] })).toThrow(RangeError);
    expect(() => allocatePayment({ amountReceived: 1, invoices: [{ id: 'a', amountDue: 1.5 }] })).toThrow(RangeError);
    expect(() => allocatePayment({ amountReceived: 1, invoices: [{ id: 'a', amountDue: 1, amount: -1 }] })).toThrow(
      RangeError,
    );
  });

  it('a payment on no invoice is all credit (a prepayment)', () => {
    expect(allocatePayment({ amountReceived: naira(10), invoices: [] })).toEqual({
      invoices: [],
      cashApplied: 0,
      withholdingTax: 0,
      settled: 0,
      excess: naira(10),
    });
  });

  const invoiceArbitrary = fc
    .record({
      amountDue: fc.oneof(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 1_000_000_000 })),
      amount: fc.option(fc.integer({ min: 0, max: 1_200_000_000 }), { nil: undefined }),
      withholdingPercent: fc.integer({ min: 0, max: 100 }),
    })
    .map(
      ({ amountDue, amount, withholdingPercent }): Omit<InvoiceToSettle, 'id'> => ({
        amountDue,
        ...(amount === undefined ? {} : { amount }),
        withholdingTax: Math.floor((amountDue * withholdingPercent) / 100),
      }),
    );
  const paymentArbitrary: fc.Arbitrary<PaymentToAllocate> = fc.record({
    amountReceived: fc.oneof(fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 0, max: 3_000_000_000 })),
    invoices: fc
      .array(invoiceArbitrary, { maxLength: 8 })
      .map((invoices) => invoices.map((invoice, index) => ({ ...invoice, id: `inv-${index}` }))),
  });

  it('property: never more than due on an invoice, and applied + excess = cash received + tax withheld', () => {
    let refused = 0;
    fc.assert(
      fc.property(paymentArbitrary, (payment) => {
        const capped = payment.invoices.map((invoice) =>
          invoice.amount === undefined
            ? 0
            : Math.min(invoice.amount, invoice.amountDue - (invoice.withholdingTax ?? 0)),
        );
        const asked = capped.reduce((sum, amount) => sum + amount, 0);
        if (asked > payment.amountReceived) {
          refused += 1;
          expect(refusalOf(() => allocatePayment(payment)).reason).toBe('applied-over-received');
          return;
        }
        const result = allocatePayment(payment);
        const withheld = payment.invoices.reduce((sum, invoice) => sum + (invoice.withholdingTax ?? 0), 0);
        result.invoices.forEach((settlement, index) => {
          const invoice = payment.invoices[index];
          if (!invoice) throw new Error('missing invoice');
          expect(settlement.id).toBe(invoice.id);
          expect(settlement.cash).toBeGreaterThanOrEqual(0);
          expect(settlement.settled).toBe(settlement.cash + settlement.withholdingTax);
          expect(settlement.settled).toBeLessThanOrEqual(invoice.amountDue);
          expect(settlement.amountDueAfter).toBe(invoice.amountDue - settlement.settled);
          if (invoice.amount !== undefined) expect(settlement.cash).toBe(capped[index]);
          // Credit is left over only once every invoice without an amount is paid in full.
          if (invoice.amount === undefined && result.excess > 0) expect(settlement.paidInFull).toBe(true);
        });
        expect(result.excess).toBeGreaterThanOrEqual(0);
        expect(result.cashApplied + result.excess).toBe(payment.amountReceived);
        expect(result.settled + result.excess).toBe(payment.amountReceived + withheld);
        expect(result.withholdingTax).toBe(withheld);
      }),
      RUNS,
    );
    expect(refused).toBeLessThan(RUNS.numRuns);
  });
});

describe('homeSettled', () => {
  it.each([
    [
      'part of an invoice, at its rate',
      { settled: 3_333, due: 10_000, homeDue: 15_500_000, exchangeRate: '1550.25' },
      5_166_983,
    ],
    [
      'the last of it: exactly what is left, whatever the rounding',
      { settled: 6_667, due: 6_667, homeDue: 10_333_017, exchangeRate: '1550.25' },
      10_333_017,
    ],
    ['naira', { settled: 500, due: 1_000, homeDue: 1_000, exchangeRate: '1' }, 500],
  ])('%s', (_case, invoice, expected) => {
    expect(homeSettled(invoice)).toBe(expected);
  });
});
