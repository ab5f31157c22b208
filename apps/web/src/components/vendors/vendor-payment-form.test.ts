import { describe, expect, it } from 'vitest';
import type { OpenBill, VendorPayment } from '../../api/vendor-payments.ts';
import {
  billsBeforePayment,
  changedVendorPayment,
  savedVendorPaymentValues,
  vendorPaymentBody,
  vendorPaymentPreview,
} from './vendor-payment-form.ts';

/* A saved payment made in the form: its bills as they stood before it, and only what changed sent. */

const currency = { name: 'NGN', rate: 1 };
const named = (_id: string, name: string) => ({ _id, name });

const payment = {
  _id: 'pay-1',
  kind: 'payment',
  number: 'VPAY-00007',
  status: 'live',
  paymentType: 'BILL',
  recipient: named('vendor-1', 'Chika Stationers Ltd'),
  vendor: named('vendor-1', 'Chika Stationers Ltd'),
  branch: named('branch-1', 'Head office'),
  date: '2026-05-20',
  paymentDate: '2026-05-20',
  bank: named('bank-1', 'Bank Account'),
  paymentMethod: named('method-1', 'Bank Transfer'),
  reference: 'TRF-7001',
  note: '',
  currency,
  total: 5_000,
  amountPaid: 5_000,
  withholdingTax: 0,
  cashPaid: 5_000,
  balance: 0,
  items: [
    {
      bill: {
        _id: 'bill-1',
        billNumber: 'BILL-00003',
        reference: 'CS-101',
        date: '2026-05-04',
        dueDate: '2099-06-03',
        total: 13_975,
        amountDue: 8_975,
        withholdingTotal: 0,
      },
      amount: 5_000,
      withholdingTax: 0,
      cash: 5_000,
    },
  ],
} satisfies VendorPayment;

const otherBill = {
  _id: 'bill-2',
  number: 'BILL-00004',
  billNo: 'CS-102',
  dueDate: '2099-06-10',
  total: 2_000,
  amountDue: 2_000,
  withholdingTotal: 0,
  currency,
} as OpenBill;

describe('a saved payment made in the form', () => {
  const bills = billsBeforePayment(payment, [{ ...otherBill }]);

  it('offers its bill as it stood before it, beside the vendor’s other open bills', () => {
    expect(bills.map((bill) => [bill.number, bill.amountDue])).toEqual([
      ['BILL-00003', 13_975],
      ['BILL-00004', 2_000],
    ]);
    const values = savedVendorPaymentValues(payment, bills);
    expect(values.rows).toEqual([
      { bill: 'bill-1', selected: true, amount: 5_000 },
      { bill: 'bill-2', selected: false, amount: 2_000 },
    ]);
  });

  it('sends nothing when nothing changed, and the figures together when an amount did', () => {
    const saved = savedVendorPaymentValues(payment, bills);
    const body = (values: typeof saved) => vendorPaymentBody(values, vendorPaymentPreview(values, bills));
    expect(changedVendorPayment(body(saved), body(saved))).toEqual({});
    const whole = {
      ...saved,
      total: 13_975 as const,
      rows: saved.rows.map((row) => (row.bill === 'bill-1' ? { ...row, amount: 13_975 } : row)),
    };
    expect(changedVendorPayment(body(saved), body(whole))).toEqual({
      total: 13_975,
      amountPaid: 13_975,
      balance: 0,
      items: [{ id: 'bill-1', amount: 13_975 }],
    });
    expect(changedVendorPayment(body(saved), body({ ...saved, reference: 'TRF-7002' }))).toEqual({
      reference: 'TRF-7002',
    });
  });
});
