import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountingCompany,
  accountingCompany,
  anotherCompany,
  rowCounts,
  trialBalanceByCode,
} from '../../../test/accounting.ts';
import { testAppForFile } from '../../../test/harness.ts';
import { addCustomer, paymentMethod, vatTax } from '../../../test/sales-fixtures.ts';
import { addProduct, firstBranch } from '../../../test/stock-fixtures.ts';

/*
 * Payments received (issue 14): a part payment with tax withheld, then the rest and a little more;
 * the invoice goes partly paid, then paid; the excess is the customer's credit, applied to a later
 * invoice; deleting a payment puts the invoice back. Foreign-currency payments post the exchange
 * difference. The books balance after each, and the customer's balance is the receivables'.
 */

const test = testAppForFile();
let company: AccountingCompany;
let other: AccountingCompany;
let branch: string;
let customer: string;
let consulting: string;
let vat: string;
let transfer: string;

const paymentTables = ['payments', 'payment_allocations', 'journal_entries', 'journal_lines', 'documents'];

beforeAll(async () => {
  company = await accountingCompany(test);
  other = await anotherCompany(test, company, 'Other Ventures Ltd');
  branch = await firstBranch(company);
  customer = await addCustomer(test, company.companyId, 'Bisi Foods');
  consulting = await addProduct(test, company.companyId, { name: 'Consulting', type: 'service' });
  vat = await vatTax(test, company.companyId);
  transfer = await paymentMethod(company);
});

async function approvedInvoice(price: number, extra: Record<string, unknown> = {}, who = customer) {
  const response = await company.call('POST', '/api/invoices', {
    customer: who,
    branch,
    address: 'Allen Avenue, Ikeja',
    date: '2026-05-04',
    dueDate: '2099-06-03',
    items: [{ product: consulting, description: 'Advisory', quantity: 1, price, tax: [{ id: vat }] }],
    status: 'approved',
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { _id: string; total: number; amountDue: number; invoiceNumber: string };
}

function pay(amountReceived: number, items: Array<Record<string, unknown>>, extra: Record<string, unknown> = {}) {
  return company.call('POST', '/api/payments', {
    customer,
    branch,
    paymentDate: '2026-05-20',
    bank: company.account('1050'),
    paymentMethod: transfer,
    reference: 'TRF-1',
    amountReceived,
    items,
    ...extra,
  });
}

async function invoice(id: string) {
  return (await company.call('GET', `/api/invoices/${id}`)).json().data;
}

async function customerBalance(id = customer) {
  return (await company.call('GET', `/api/customer/${id}`)).json().data.balance as number;
}

describe("spec section 3's payment fields (the wire contract)", () => {
  // A customer of its own: the credit these payments leave is not the other tests' business.
  let payer: string;
  beforeAll(async () => {
    payer = await addCustomer(test, company.companyId, 'Kemi Stores');
  });

  function paySpec(body: Record<string, unknown>) {
    return company.call('POST', '/api/payments', {
      paymentType: 'INVOICE',
      recipient: payer,
      branch,
      paymentDate: '2026-05-20',
      bank: company.account('1050'),
      paymentMethod: transfer,
      reference: 'TRF-SPEC',
      currency: { name: 'NGN', rate: 1 },
      note: 'Paid by transfer',
      ...body,
    });
  }

  it('records a payment sent with recipient, total, amountPaid, balance and items [{id, amount}]', async () => {
    const one = await approvedInvoice(2_000, {}, payer); // 2,150 with VAT
    const two = await approvedInvoice(1_000, {}, payer); // 1,075
    const paid = await paySpec({
      total: 3_500,
      amountPaid: 3_225,
      balance: 275,
      items: [
        { id: one._id, amount: 2_150 },
        { id: two._id, amount: 1_075 },
      ],
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().data).toMatchObject({
      paymentType: 'INVOICE',
      recipient: { _id: payer, name: 'Kemi Stores' },
      total: 3_500,
      amountPaid: 3_225,
      balance: 275,
      reference: 'TRF-SPEC',
    });
    expect(await invoice(one._id)).toMatchObject({ status: 'paid', amountDue: 0 });
    expect(await invoice(two._id)).toMatchObject({ status: 'paid', amountDue: 0 });
    const read = await company.call('GET', `/api/payments/${paid.json().data._id}`);
    expect(read.json().data).toMatchObject({ recipient: { _id: payer }, total: 3_500 });
    const balances = await trialBalanceByCode(company);
    expect(balances.totalDebit).toBe(balances.totalCredit);
  });

  it('refuses figures that do not add up, an unknown payment type and a missing recipient, recording nothing', async () => {
    const sale = await approvedInvoice(1_000, {}, payer);
    const before = await rowCounts(test, company.companyId, paymentTables);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [
        { total: 1_075, amountPaid: 1_000, items: [{ id: sale._id, amount: 1_075 }] },
        'amountPaid',
        'Amount paid must be the sum of the amounts paid on the invoices',
      ],
      [
        { total: 1_100, amountPaid: 1_075, balance: 0, items: [{ id: sale._id, amount: 1_075 }] },
        'balance',
        'Balance must be the amount received minus the amount paid',
      ],
      [
        { paymentType: 'CASH', total: 1_075, items: [{ id: sale._id }] },
        'paymentType',
        'Payment type must be INVOICE (a payment received) or BILL (a payment made to a vendor)',
      ],
      [{ recipient: undefined, total: 1_075, items: [{ id: sale._id }] }, 'customer', 'Customer is a required field'],
    ];
    for (const [body, field, message] of cases) {
      const refused = await paySpec(body);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(JSON.stringify(refused.json())).toContain(message);
      expect(JSON.stringify(refused.json())).toContain(field);
    }
    expect(await rowCounts(test, company.companyId, paymentTables)).toEqual(before);
    expect(await invoice(sale._id)).toMatchObject({ status: 'unpaid', amountDue: 1_075 });
  });
});

describe('a part payment with tax withheld, then the rest', () => {
  it('goes partly paid, then paid, with WHT receivable and the excess as credit', async () => {
    const sale = await approvedInvoice(20_000); // 20,000 + 1,500 VAT
    expect(sale.total).toBe(21_500);
    const before = await trialBalanceByCode(company);

    const first = await pay(9_000, [{ id: sale._id, amount: 9_000, withholdingTax: 1_000 }]);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toMatchObject({
      amountReceived: 9_000,
      amountPaid: 9_000,
      withholdingTax: 1_000,
      balance: 0,
    });
    expect(await invoice(sale._id)).toMatchObject({ status: 'partly-paid', amountPaid: 10_000, amountDue: 11_500 });

    const second = await pay(11_600, [{ id: sale._id }]);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().data).toMatchObject({ amountPaid: 11_500, balance: 100 });
    const paid = await invoice(sale._id);
    expect(paid).toMatchObject({ status: 'paid', amountDue: 0 });
    expect(paid.payments.map((one: { amount: number }) => one.amount)).toEqual([9_000, 11_500]);

    const after = await trialBalanceByCode(company);
    const moved = (code: string) =>
      Math.round(((after.balances[code] ?? 0) - (before.balances[code] ?? 0)) * 100) / 100;
    expect(moved('1050')).toBe(20_600);
    expect(moved('1410')).toBe(1_000);
    expect(moved('1100')).toBe(-21_500);
    expect(moved('2300')).toBe(-100);
    expect(after.totalDebit).toBe(after.totalCredit);
    const credit = await company.call('GET', `/api/customers/${customer}/credit`);
    expect(credit.json().data.credit).toBe(100);

    // The credit pays part of the next invoice.
    const next = await approvedInvoice(1_000);
    const applied = await company.call('POST', `/api/invoices/${next._id}/apply-credit`, {
      date: '2026-05-21',
      amount: 100,
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().data).toMatchObject({ status: 'partly-paid', amountDue: 975 });
    expect((await company.call('GET', `/api/customers/${customer}/credit`)).json().data.credit).toBe(0);

    // The payment that left the credit cannot go while the credit is used.
    const refused = await company.call('DELETE', `/api/payments/${second.json().data._id}`);
    expect(refused.statusCode).toBe(409);

    // The first payment can: the invoice owes it again.
    const removed = await company.call('DELETE', `/api/payments/${first.json().data._id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await invoice(sale._id)).toMatchObject({ status: 'partly-paid', amountDue: 10_000 });
    const balances = await trialBalanceByCode(company);
    expect(balances.totalDebit).toBe(balances.totalCredit);
  });

  it('caps cash at what each invoice owes, oldest first, and goes to the list after several', async () => {
    const one = await approvedInvoice(1_000);
    const two = await approvedInvoice(2_000);
    const response = await pay(2_000, [{ id: one._id }, { id: two._id }]);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.items.map((item: { amount: number }) => item.amount)).toEqual([1_075, 925]);
    expect(await invoice(one._id)).toMatchObject({ status: 'paid' });
    expect(await invoice(two._id)).toMatchObject({ status: 'partly-paid', amountDue: 1_225 });
  });

  it('records a prepayment as credit', async () => {
    const response = await company.call('POST', '/api/payments/prepayment', {
      customer,
      branch,
      paymentDate: '2026-05-22',
      bank: company.account('1050'),
      paymentMethod: transfer,
      amountReceived: 5_000,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({
      kind: 'prepayment',
      balance: 5_000,
      number: expect.stringMatching(/^PRE-/),
    });
    expect((await company.call('GET', `/api/customers/${customer}/credit`)).json().data.credit).toBe(5_000);
  });
});

describe('foreign currency', () => {
  it('posts the exchange difference when the rate has moved', async () => {
    const dollars = await approvedInvoice(100, {
      currency: { name: 'USD', rate: '1500' },
      items: [{ product: consulting, description: 'Advisory', quantity: 1, price: 100 }],
    });
    expect(dollars.total).toBe(100);
    const before = await trialBalanceByCode(company);
    const response = await pay(100, [{ id: dollars._id }], { currency: { name: 'USD', rate: '1550' } });
    expect(response.statusCode, response.body).toBe(201);
    const after = await trialBalanceByCode(company);
    const moved = (code: string) =>
      Math.round(((after.balances[code] ?? 0) - (before.balances[code] ?? 0)) * 100) / 100;
    expect(moved('1050')).toBe(155_000);
    expect(moved('1100')).toBe(-150_000);
    expect(moved('7100')).toBe(-5_000);
  });
});

describe('refused', () => {
  async function refusedWithoutWrites(
    payload: () => Promise<{ statusCode: number; body: string }>,
    status: number,
    message?: RegExp,
  ) {
    const before = await rowCounts(test, company.companyId, paymentTables);
    const response = await payload();
    expect(response.statusCode, response.body).toBe(status);
    if (message) expect(JSON.parse(response.body).message).toMatch(message);
    expect(await rowCounts(test, company.companyId, paymentTables)).toEqual(before);
  }

  it('more tax withheld than is owed, amounts over what was received, a draft, no invoices', async () => {
    const sale = await approvedInvoice(1_000);
    await refusedWithoutWrites(() => pay(100, [{ id: sale._id, withholdingTax: 5_000 }]), 400, /tax withheld/);
    await refusedWithoutWrites(() => pay(100, [{ id: sale._id, amount: 500 }]), 400, /more than the amount received/);
    await refusedWithoutWrites(() => pay(100, []), 400, /Choose at least one invoice/);
    const draft = await company.call('POST', '/api/invoices', {
      customer,
      branch,
      address: 'x',
      date: '2026-05-04',
      dueDate: '2099-06-03',
      items: [{ product: consulting, description: 'Advisory', quantity: 1, price: 10 }],
      status: 'draft',
    });
    await refusedWithoutWrites(() => pay(10, [{ id: draft.json().data._id }]), 409, /cannot be paid/);
  });

  it("another customer's invoice, another company's invoice", async () => {
    const someoneElse = await addCustomer(test, company.companyId, 'Chidi Ventures');
    const theirs = await approvedInvoice(1_000, {}, someoneElse);
    await refusedWithoutWrites(() => pay(100, [{ id: theirs._id }]), 400, /another customer/);
    const sale = await approvedInvoice(1_000);
    const response = await other.call('POST', '/api/payments', {
      customer,
      branch,
      paymentDate: '2026-05-20',
      bank: company.account('1050'),
      paymentMethod: transfer,
      amountReceived: 10,
      items: [{ id: sale._id }],
    });
    expect(response.statusCode).toBe(404);
    expect((await other.call('GET', '/api/payments')).json().data).toEqual([]);
  });

  it('applying more credit than the customer has', async () => {
    const fresh = await addCustomer(test, company.companyId, 'Tunde Motors');
    const sale = await approvedInvoice(1_000, {}, fresh);
    const response = await company.call('POST', `/api/invoices/${sale._id}/apply-credit`, {
      date: '2026-05-21',
      amount: 50,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/only ₦0.00 of credit/);
  });
});

describe('the customer balances tie out to receivables', () => {
  it('after a random run of invoices, payments, changed payments, credits and voids', async () => {
    const customers = [
      await addCustomer(test, company.companyId, 'Ngozi Ltd'),
      await addCustomer(test, company.companyId, 'Musa Ltd'),
    ];
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const open: Array<{ id: string; who: string }> = [];
    const payments: Array<{ id: string; invoice: string }> = [];
    let changed = 0;
    for (let step = 0; step < 40; step += 1) {
      const who = customers[Math.floor(random() * customers.length)] as string;
      const choice = random();
      if (choice < 0.4 || open.length === 0) {
        const sale = await approvedInvoice((Math.round(random() * 100_000) + 100) / 100, {}, who);
        open.push({ id: sale._id, who });
      } else if (choice < 0.7) {
        const target = open[Math.floor(random() * open.length)] as { id: string; who: string };
        const due = (await invoice(target.id)).amountDue as number;
        if (due > 0) {
          const amount = (Math.round(random() * (due + 50) * 100) + 1) / 100;
          const response = await pay(amount, [{ id: target.id }], { customer: target.who });
          expect(response.statusCode, response.body).toBe(201);
          payments.push({ id: response.json().data._id, invoice: target.id });
        }
      } else if (choice < 0.85 && payments.length > 0) {
        // A payment changed: another amount, all of it put on its invoice as far as it owes.
        const target = payments[Math.floor(random() * payments.length)] as { id: string; invoice: string };
        const amount = (Math.round(random() * 60_000) + 1) / 100;
        const response = await company.call('PATCH', `/api/payments/${target.id}`, {
          amountReceived: amount,
          items: [{ id: target.invoice }],
        });
        expect(response.statusCode, response.body).toBe(200);
        changed += 1;
      } else {
        const index = Math.floor(random() * open.length);
        const target = open[index] as { id: string; who: string };
        const current = await invoice(target.id);
        if (current.amountPaid === 0) {
          expect((await company.call('PATCH', `/api/invoices/${target.id}/void`)).statusCode).toBe(200);
          open.splice(index, 1);
        }
      }
    }
    expect(changed).toBeGreaterThan(0);
    const balances = await trialBalanceByCode(company);
    expect(balances.totalDebit).toBe(balances.totalCredit);
    const everyone = (await company.call('GET', '/api/customer?limit=1000')).json().data as Array<{
      _id: string;
      balance: number;
    }>;
    const sum = Math.round(everyone.reduce((total, one) => total + one.balance, 0) * 100) / 100;
    expect(sum).toBe(balances.balances['1100'] ?? 0);
    // And each customer's balance is what their open invoices still owe.
    for (const who of customers) {
      const list = await company.call('GET', `/api/invoices?where[customer]=${who}&limit=1000`);
      const owed = (list.json().data as Array<{ amountDue: number; status: string }>)
        .filter((one) => one.status !== 'void')
        .reduce((total, one) => total + Math.round(one.amountDue * 100), 0);
      expect(Math.round((await customerBalance(who)) * 100)).toBe(owed);
    }
  });
});
