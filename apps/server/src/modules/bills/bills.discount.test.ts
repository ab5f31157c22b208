import { peopleMessages } from '@owo/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AccountingCompany, accountingCompany, rowCounts, trialBalanceByCode } from '../../../test/accounting.ts';
import { testAppForFile } from '../../../test/harness.ts';
import { addVendor } from '../../../test/purchase-fixtures.ts';
import { addCustomer, addEmployee, addEmployeePayee, paymentMethod, vatTax } from '../../../test/sales-fixtures.ts';
import { firstBranch } from '../../../test/stock-fixtures.ts';

/*
 * A bill's discount and employee (issue 27, the bill form's fields of spec sections 2 and 3): a
 * naira discount is spread over the lines by amount through documentTotals and lowers each line's
 * cost (nothing posts to a discount account), VAT is on what is left and the vendor is owed the
 * total; the employee is one of the staff (People > Employees), and anyone else is refused in words. Then
 * a part payment of that bill changed and deleted: the bill's status and the vendor's balance
 * come back each time.
 */

const test = testAppForFile();
let company: AccountingCompany;
let branch: string;
let vendor: string;
let employee: string;
let vat: string;

beforeAll(async () => {
  company = await accountingCompany(test);
  branch = await firstBranch(company);
  vendor = await addVendor(test, company.companyId, 'Lekki Office Supplies', { tin: '12345678-0009' });
  employee = await addEmployee(test, company.companyId, 'Ngozi Okafor');
  vat = await vatTax(test, company.companyId);
});

const billBody = (extra: Record<string, unknown> = {}) => ({
  vendor,
  branch,
  employee,
  issueDate: '2026-06-01',
  dueDate: '2099-07-01',
  billNo: 'LOS-2231',
  address: '12 Admiralty Way, Lekki',
  items: [
    {
      chartofAccount: company.account('6720'),
      description: 'Printer toner',
      quantity: 2,
      price: 10_000,
      tax: [{ id: vat }],
    },
    {
      chartofAccount: company.account('6720'),
      description: 'A4 paper',
      quantity: 1,
      price: 10_000,
      tax: [{ id: vat }],
    },
  ],
  discount: { type: 'value', value: 3_000 },
  ...extra,
});

let billId = '';

describe('a bill with a ₦3,000 discount and an employee', () => {
  it('takes the discount off each line by amount, VAT on what is left, and owes the vendor the total', async () => {
    const before = await trialBalanceByCode(company);
    const created = await company.call('POST', '/api/expenses/bill', billBody());
    expect(created.statusCode, created.body).toBe(201);
    const bill = created.json().data;
    billId = bill._id;
    // ₦30,000 less ₦3,000 is ₦27,000; VAT 7.5% of it ₦2,025; total ₦29,025.
    expect(bill).toMatchObject({
      subtotal: 30_000,
      discountTotal: 3_000,
      taxTotal: 2_025,
      total: 29_025,
      status: 'unpaid',
      employee: { _id: employee, name: 'Ngozi Okafor' },
      discount: { type: 'value', value: 3_000 },
    });
    expect(bill.items.map((line: { discount: number }) => line.discount)).toEqual([2_000, 1_000]);
    expect(bill.journal.lines).toEqual(
      expect.arrayContaining([
        { account: 'Accounts Payable', debit: 0, credit: 29_025 },
        { account: 'VAT Input', debit: 2_025, credit: 0 },
      ]),
    );
    const after = await trialBalanceByCode(company);
    expect(after.totalDebit).toBe(after.totalCredit);
    // The expense account takes ₦27,000, the discounted cost: no discount account moves.
    expect((after.balances['6720'] ?? 0) - (before.balances['6720'] ?? 0)).toBe(27_000);
    expect((after.balances['2000'] ?? 0) - (before.balances['2000'] ?? 0)).toBe(-29_025);
  });

  it('changes the discount to 10%: the entry is posted again at the new cost', async () => {
    const changed = await company.call('PATCH', `/api/expenses/bill/${billId}`, {
      discount: { type: 'percentage', value: 10 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ discountTotal: 3_000, total: 29_025 });
    const none = await company.call('PATCH', `/api/expenses/bill/${billId}`, { discount: null });
    expect(none.json().data).toMatchObject({ discountTotal: 0, total: 32_250, employee: { _id: employee } });
    const back = await company.call('PATCH', `/api/expenses/bill/${billId}`, {
      discount: { type: 'value', value: 3_000 },
    });
    expect(back.json().data).toMatchObject({ total: 29_025 });
  });

  it('refuses anyone but the staff as the employee, and a discount in bad words, writing nothing', async () => {
    const customer = await addCustomer(test, company.companyId, 'Bisi Foods');
    const payee = await addEmployeePayee(test, company.companyId, 'Tunde Bakare');
    const elsewhere = await accountingCompany(test);
    const theirs = await addEmployee(test, elsewhere.companyId, 'Kemi Ade');
    const counts = await rowCounts(test, company.companyId, ['documents', 'journal_entries']);
    for (const notStaff of [customer, payee, theirs]) {
      const refused = await company.call('POST', '/api/expenses/bill', billBody({ employee: notStaff }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        message: peopleMessages.notStaff,
        errors: { employee: peopleMessages.notStaff },
      });
    }
    const badDiscount = await company.call(
      'POST',
      '/api/expenses/bill',
      billBody({ discount: { type: 'coupon', value: -5 } }),
    );
    expect(badDiscount.statusCode).toBe(400);
    expect(badDiscount.json().errors).toMatchObject({ 'discount.type': expect.stringMatching(/Discount type/) });
    expect(await rowCounts(test, company.companyId, ['documents', 'journal_entries'])).toEqual(counts);
  });
});

describe('a part payment of the bill, changed and deleted', () => {
  it('moves the bill between partly paid, paid and unpaid, and the vendor’s balance with it', async () => {
    const balance = async () => (await company.call('GET', `/api/vendor/${vendor}`)).json().data.balance;
    const bill = async () => (await company.call('GET', `/api/expenses/bill/${billId}`)).json().data;
    const owed = await balance();
    const body = (amount: number) => ({
      total: amount,
      amountPaid: amount,
      balance: 0,
      items: [{ id: billId, amount }],
    });
    const paid = await company.call('POST', '/api/payments', {
      paymentType: 'BILL',
      recipient: vendor,
      branch,
      paymentDate: '2026-06-10',
      bank: company.account('1050'),
      paymentMethod: await paymentMethod(company),
      reference: 'TRF-5501',
      ...body(10_000),
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const id = paid.json().data._id;
    expect(paid.json().data.number).toMatch(/^VPAY-\d{5}$/);
    expect(await bill()).toMatchObject({ status: 'partly-paid', amountDue: 19_025 });
    expect(await balance()).toBe(owed - 10_000);

    const whole = await company.call('PATCH', `/api/payments/${id}`, body(29_025));
    expect(whole.json()).toMatchObject({ message: 'Payment updated', data: { total: 29_025, cashPaid: 29_025 } });
    expect(await bill()).toMatchObject({ status: 'paid', amountDue: 0 });
    expect(await balance()).toBe(owed - 29_025);

    const less = await company.call('PATCH', `/api/payments/${id}`, body(5_000));
    expect(less.statusCode, less.body).toBe(200);
    expect(await bill()).toMatchObject({ status: 'partly-paid', amountDue: 24_025 });

    const deleted = await company.call('DELETE', `/api/payments/${id}`);
    expect(deleted.json()).toMatchObject({ message: 'Payment deleted' });
    expect(await bill()).toMatchObject({ status: 'unpaid', amountDue: 29_025, payments: [] });
    expect(await balance()).toBe(owed);
    const again = await company.call('PATCH', `/api/payments/${id}`, body(1_000));
    expect(again.statusCode).toBe(409);
    const trial = await trialBalanceByCode(company);
    expect(trial.totalDebit).toBe(trial.totalCredit);
  });
});
