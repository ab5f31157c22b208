import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BillToPay, planVendorPayment, VendorPaymentRefused, withholdingOnPayment } from './vendor-payment.ts';

const naira = (amount: number) => Math.round(amount * 100);

const bill = (overrides: Partial<BillToPay>): BillToPay => ({
  id: 'b1',
  number: 'BILL-00001',
  total: naira(107_500),
  amountDue: naira(107_500),
  withholdingTotal: naira(5_000),
  withheldBefore: 0,
  amount: naira(107_500),
  ...overrides,
});

function refusalOf(action: () => unknown): VendorPaymentRefused {
  try {
    action();
  } catch (error) {
    if (error instanceof VendorPaymentRefused) return error;
    throw error;
  }
  throw new Error('expected the payment to be refused');
}

describe('withholdingOnPayment', () => {
  it.each([
    ['paid in full at once: all the tax', bill({}), naira(5_000)],
    ['half paid: half the tax', bill({ amount: naira(53_750) }), naira(2_500)],
    ['a third paid: rounded to the kobo', bill({ total: 300, amountDue: 300, withholdingTotal: 10, amount: 100 }), 3],
    [
      'the final payment takes what is left, whatever the rounding',
      bill({ total: 300, amountDue: 100, withholdingTotal: 10, withheldBefore: 6, amount: 100 }),
      4,
    ],
    ['no withholding on the bill', bill({ withholdingTotal: 0, amount: naira(1_000) }), 0],
    [
      'never more than is left',
      bill({ total: 300, amountDue: 200, withholdingTotal: 10, withheldBefore: 10, amount: 100 }),
      0,
    ],
  ])('%s', (_, given, expected) => {
    expect(withholdingOnPayment(given)).toBe(expected);
  });

  it('over any sequence of partial payments, the tax withheld adds up to the bill’s exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000_000 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.array(fc.integer({ min: 1, max: 1_000 }), { minLength: 1, maxLength: 8 }),
        (total, basisPoints, weights) => {
          const withholdingTotal = Math.round((total * basisPoints) / 10_000);
          let amountDue = total;
          let withheldBefore = 0;
          const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
          for (const [index, weight] of weights.entries()) {
            const last = index === weights.length - 1;
            const amount = last ? amountDue : Math.min(Math.floor((total * weight) / weightSum), amountDue);
            if (amount <= 0) continue;
            const tax = withholdingOnPayment({ total, amountDue, withholdingTotal, withheldBefore, amount });
            expect(tax).toBeGreaterThanOrEqual(0);
            expect(tax).toBeLessThanOrEqual(amount);
            withheldBefore += tax;
            amountDue -= amount;
          }
          expect(amountDue).toBe(0);
          expect(withheldBefore).toBe(withholdingTotal);
        },
      ),
    );
  });
});

describe('planVendorPayment', () => {
  it('two bills, tax withheld on the service bill only: the bank pays the rest', () => {
    const goods = bill({
      id: 'g',
      number: 'BILL-1',
      total: naira(53_750),
      amountDue: naira(53_750),
      withholdingTotal: 0,
      amount: naira(53_750),
    });
    const service = bill({ id: 's', number: 'BILL-2' });
    const plan = planVendorPayment({ total: naira(161_250), bills: [goods, service] });
    expect(plan).toEqual({
      bills: [
        {
          id: 'g',
          settled: naira(53_750),
          withholdingTax: 0,
          cash: naira(53_750),
          amountDueAfter: 0,
          paidInFull: true,
        },
        {
          id: 's',
          settled: naira(107_500),
          withholdingTax: naira(5_000),
          cash: naira(102_500),
          amountDueAfter: 0,
          paidInFull: true,
        },
      ],
      amountPaid: naira(161_250),
      withholdingTax: naira(5_000),
      advance: 0,
      cashOut: naira(156_250),
    });
  });

  it('a total above the bills: the excess is an advance to the vendor, paid out of the bank', () => {
    const plan = planVendorPayment({ total: naira(110_000), bills: [bill({})] });
    expect(plan.advance).toBe(naira(2_500));
    expect(plan.cashOut).toBe(naira(105_000));
  });

  it.each([
    ['more than is owed on a bill', { total: naira(200_000), bills: [bill({ amountDue: naira(10) })] }, 'over-due'],
    ['nothing on a bill', { total: naira(1), bills: [bill({ amount: 0 })] }, 'nothing-settled'],
    ['bills over the total', { total: naira(100), bills: [bill({})] }, 'over-total'],
    ['a bill twice', { total: naira(300_000), bills: [bill({}), bill({})] }, 'duplicate-bill'],
  ])('refuses %s', (_, payment, reason) => {
    expect(refusalOf(() => planVendorPayment(payment)).reason).toBe(reason);
  });

  it('says which bill is over what it owes, in money', () => {
    const refusal = refusalOf(() =>
      planVendorPayment({ total: naira(200_000), bills: [bill({ amountDue: naira(10) })] }),
    );
    expect(refusal.message).toBe('The amount on BILL-00001 is more than the ₦10.00 still owed on it');
  });
});
