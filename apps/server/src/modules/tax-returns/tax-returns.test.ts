import { beforeAll, describe, expect, it } from 'vitest';
import { type AccountingCompany, accountingCompany, trialBalanceByCode } from '../../../test/accounting.ts';
import { addMember, testAppForFile } from '../../../test/harness.ts';
import { addVendor, withholdingTaxNamed } from '../../../test/purchase-fixtures.ts';
import { addCustomer, paymentMethod, vatTax } from '../../../test/sales-fixtures.ts';
import { addProduct, firstBranch } from '../../../test/stock-fixtures.ts';

/*
 * A month of trading, its VAT and WHT returns prepared from the ledger, filed and paid (issue 29).
 * March 2026: a 7.5% invoice, a zero-rated and an exempt receipt, a credit note, a bill with VAT
 * and WHT, a fuel expense with VAT, a receipt voided the same month, the bill paid with WHT and the
 * invoice paid with WHT withheld by the customer. Each figure is checked against the documents and
 * the trial balance, as an accountant would.
 */

const test = testAppForFile();
let company: AccountingCompany;
let branch: string;
let customer: string;
let vendor: string;
let advice: string;
let method: string;
let vat: string;
let zeroRated: string;
let invoiceId: string;

const receipt = (date: string, price: number, tax: string | null) =>
  company.call('POST', '/api/invoices/receipt', {
    customer,
    branch,
    address: '12 Broad Street',
    paymentDate: date,
    paymentMethod: method,
    items: [{ product: advice, description: 'Advice', quantity: 1, price, ...(tax ? { tax: [{ id: tax }] } : {}) }],
  });

const expenseBody = (date: string, price: number) => ({
  vendor,
  branch,
  date,
  referenceNo: `TE-${date}`,
  paymentMethod: method,
  bank: company.account('1050'),
  items: [{ chartofAccount: company.account('6610'), description: 'Fuel', price, tax: [{ id: vat }] }],
});
const expense = (date: string, price: number) => company.call('POST', '/api/expenses', expenseBody(date, price));

/** A call sent again after the member confirmed changing a filed month (the web app's question). */
const confirmed = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
  test.app.inject({
    method,
    url,
    headers: {
      authorization: `Bearer ${company.token}`,
      'x-company-id': company.companyId,
      'owo-confirm': 'filed-period',
    },
    ...(payload === undefined ? {} : { payload }),
  });

async function ok(response: Promise<{ statusCode: number; body: string; json(): { data: unknown } }>, status = 201) {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(status);
  return answer.json().data as Record<string, unknown> & { _id: string };
}

const prepare = async (type: string, period: string) =>
  (await company.call('GET', `/api/tax/returns/prepare?type=${type}&period=${period}`)).json().data;

beforeAll(async () => {
  company = await accountingCompany(test);
  branch = await firstBranch(company);
  customer = await addCustomer(test, company.companyId, 'Adaeze Stores');
  vendor = await addVendor(test, company.companyId, 'Bolt Consulting', { tin: '12345678-0001' });
  advice = await addProduct(test, company.companyId, { name: 'Advice', type: 'service' });
  method = await paymentMethod(company);
  vat = await vatTax(test, company.companyId);
  const professional = await withholdingTaxNamed(test, company.companyId, 'WHT - Professional');
  const zero = await ok(
    company.call('POST', '/api/tax', {
      name: 'VAT zero-rated',
      description: 'Basic food, medical and educational supplies',
      agency: 'Nigeria Revenue Service',
      chartofAccount: company.account('2100'),
      rate: '0%',
      kind: 'vat',
      supplyClass: 'zero-rated',
    }),
  );
  zeroRated = zero._id;

  const invoice = await ok(
    company.call('POST', '/api/invoices', {
      customer,
      branch,
      address: '12 Broad Street',
      date: '2026-03-10',
      dueDate: '2099-04-09',
      status: 'approved',
      items: [{ product: advice, description: 'Advice', quantity: 1, price: 100_000, tax: [{ id: vat }] }],
    }),
  );
  invoiceId = invoice._id;
  await ok(receipt('2026-03-11', 40_000, zeroRated));
  await ok(receipt('2026-03-11', 10_000, null));
  const voided = await ok(receipt('2026-03-12', 7_000, vat));
  await ok(company.call('DELETE', `/api/invoices/receipt/${voided._id}`), 200);
  await ok(
    company.call('POST', '/api/invoices/credit-note', {
      invoice: invoiceId,
      date: '2026-03-15',
      reason: 'allowance',
      excess: 'credit',
      items: [{ product: advice, description: 'Allowance', quantity: 1, price: 20_000, tax: [{ id: vat }] }],
    }),
  );
  const bill = await ok(
    company.call('POST', '/api/expenses/bill', {
      vendor,
      branch,
      issueDate: '2026-03-12',
      dueDate: '2099-04-09',
      billNo: 'BC-1',
      address: '4 Creek Road, Apapa',
      items: [
        {
          chartofAccount: company.account('6720'),
          description: 'Tax advisory',
          quantity: 1,
          price: 50_000,
          tax: [{ id: vat }],
          withholding: professional,
        },
      ],
    }),
  );
  await ok(expense('2026-03-13', 10_000));
  await ok(
    company.call('POST', '/api/payments', {
      paymentType: 'BILL',
      recipient: vendor,
      branch,
      paymentDate: '2026-03-20',
      bank: company.account('1050'),
      paymentMethod: method,
      reference: 'TRF-1',
      total: 53_750,
      amountPaid: 53_750,
      balance: 0,
      items: [{ id: bill._id, amount: 53_750 }],
    }),
  );
  await ok(
    company.call('POST', '/api/payments', {
      customer,
      branch,
      paymentDate: '2026-03-25',
      bank: company.account('1050'),
      paymentMethod: method,
      reference: 'TRF-2',
      amountReceived: 9_000,
      items: [{ id: invoiceId, amount: 9_000, withholdingTax: 1_000 }],
    }),
  );
  // April: not in March's return.
  await ok(receipt('2026-04-02', 5_000, vat));
});

describe("March's VAT return, prepared from the ledger", () => {
  it('gives each figure by class of supply, less the credit note, with input VAT on the bill and the expense', async () => {
    const prepared = await prepare('vat', '2026-03');
    expect(prepared).toMatchObject({ type: 'vat', period: '2026-03', dueDate: '2026-04-21', amountDue: 1_500 });
    expect(prepared.vat.figures).toEqual({
      standardRatedSales: 80_000,
      zeroRatedSales: 40_000,
      exemptSales: 10_000,
      outputVat: 6_000,
      inputVat: 4_500,
      taxablePurchases: 60_000,
      creditBroughtForward: 0,
      outputVatAdjustment: 0,
      inputVatAdjustment: 0,
      netVat: 1_500,
      creditCarriedForward: 0,
    });
    expect(prepared.vat.relief).toEqual({ threshold: 50_000_000, turnover: 130_000, relieved: true });
    expect(prepared.payrollNote).toMatch(/from payroll/);
  });

  it('drills each figure down to the documents behind it, which add up to it', async () => {
    const { vat: prepared } = await prepare('vat', '2026-03');
    const types = (name: string) =>
      prepared.documents[name].map((row: { type: string; amount: number }) => [row.type, row.amount]);
    expect(types('standardRatedSales')).toEqual([
      ['invoice', 100_000],
      ['credit-note', -20_000],
    ]);
    expect(types('outputVat')).toEqual([
      ['invoice', 7_500],
      ['credit-note', -1_500],
    ]);
    expect(types('inputVat')).toEqual([
      ['bill', 3_750],
      ['expense', 750],
    ]);
    expect(prepared.documents.standardRatedSales[0]).toMatchObject({ contact: 'Adaeze Stores', date: '2026-03-10' });
  });

  it("ties to the VAT accounts' balances on the trial balance", async () => {
    const { balances } = await trialBalanceByCode(company, '2026-03-31');
    const { vat: prepared } = await prepare('vat', '2026-03');
    expect(-(balances['2100'] ?? 0)).toBe(prepared.figures.outputVat);
    expect(balances['1400']).toBe(prepared.figures.inputVat);
  });

  it('answers a field error for a bad period or type, and a member without tax.view 403', async () => {
    const bad = await company.call('GET', '/api/tax/returns/prepare?type=vat&period=2026-13');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Period must be a month as YYYY-MM');
    const kind = await company.call('GET', '/api/tax/returns/prepare?type=paye&period=2026-03');
    expect(kind.statusCode).toBe(400);
    const seller = await addMember(test, company.companyId, ['sales.view']);
    const refused = await test.app.inject({
      method: 'GET',
      url: '/api/tax/returns/prepare?type=vat&period=2026-03',
      headers: seller.headers,
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe("March's WHT return", () => {
  it('lists the deduction on the vendor payment with TIN and rate, and the customer’s deduction as a credit', async () => {
    const prepared = await prepare('wht', '2026-03');
    expect(prepared.wht.lines).toEqual([
      expect.objectContaining({ vendor: 'Bolt Consulting', tin: '12345678-0001', tinMissing: false, amount: 2_500 }),
    ]);
    expect(prepared.wht.lines[0].rate).toBe('5%');
    expect(prepared.wht.total).toBe(2_500);
    expect(prepared.wht.credits).toEqual([expect.objectContaining({ customer: 'Adaeze Stores', amount: 1_000 })]);
    expect(prepared.amountDue).toBe(2_500);
    const { balances } = await trialBalanceByCode(company, '2026-03-31');
    expect(-(balances['2110'] ?? 0)).toBe(2_500);
    expect(balances['1410']).toBe(1_000);
  });
});

describe('filing and paying', () => {
  let vatReturn: string;

  it('files the VAT return, freezing it, and offsets the input VAT so VAT output holds the net owed', async () => {
    const before = await company.call('POST', '/api/tax/returns', {
      type: 'vat',
      period: '2026-03',
      filedOn: '2026-02-28',
      reference: 'X',
    });
    expect(before.statusCode).toBe(400);
    expect(before.json().errors).toHaveProperty('filedOn');
    const filed = await ok(
      company.call('POST', '/api/tax/returns', {
        type: 'vat',
        period: '2026-03',
        filedOn: '2026-04-18',
        reference: 'NRS-ACK-0001',
      }),
    );
    vatReturn = filed._id;
    expect(filed).toMatchObject({ amountDue: 1_500, amountPaid: 0, status: 'unpaid', reference: 'NRS-ACK-0001' });
    expect((filed.prepared as { vat: { figures: { netVat: number } } }).vat.figures.netVat).toBe(1_500);
    const { balances } = await trialBalanceByCode(company, '2026-04-18');
    expect(balances['2100']).toBe(-1_500 - 375); // the April receipt's VAT too
    expect(balances['1400'] ?? 0).toBe(0);
    const again = await company.call('POST', '/api/tax/returns', {
      type: 'vat',
      period: '2026-03',
      reference: 'NRS-ACK-0002',
    });
    expect(again.statusCode).toBe(409);
    // The filing's own entry is no sale: March's figures stay as they were.
    expect((await prepare('vat', '2026-03')).vat.figures.outputVat).toBe(6_000);
    expect((await prepare('vat', '2026-04')).vat.figures).toMatchObject({ outputVat: 375, inputVat: 0 });
  });

  it('pays it in two parts, refusing more than is owed, and ends with VAT output cleared', async () => {
    const bank = company.account('1050');
    const bankBefore = (await trialBalanceByCode(company)).balances['1050'] ?? 0;
    const payment = (amount: number, extra = {}) =>
      company.call('POST', '/api/tax/payments', {
        return: vatReturn,
        bank,
        date: '2026-04-20',
        amount,
        reference: 'RRR-1',
        ...extra,
      });
    const first = await ok(payment(1_000));
    expect((await ok(company.call('GET', `/api/tax/returns/${vatReturn}`), 200)).status).toBe('part-paid');
    const tooMuch = await payment(600);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors.amount).toBe('Amount is more than the ₦500.00 still owed on this return');
    const second = await ok(payment(500, { penalty: 50, interest: 25 }));
    const paid = await ok(company.call('GET', `/api/tax/returns/${vatReturn}`), 200);
    expect(paid).toMatchObject({ status: 'paid', amountPaid: 1_500 });
    const { balances } = await trialBalanceByCode(company, '2026-04-30');
    expect(balances['2100']).toBe(-375);
    expect(balances['7020']).toBe(75);
    expect(((await trialBalanceByCode(company)).balances['1050'] ?? 0) - bankBefore).toBe(-1_575);

    const edited = await ok(company.call('PATCH', `/api/tax/payments/${first._id}`, { amount: 800 }), 200);
    expect(edited).toMatchObject({ amount: 800, reference: 'RRR-1' });
    expect((await ok(company.call('GET', `/api/tax/returns/${vatReturn}`), 200)).status).toBe('part-paid');
    await ok(company.call('DELETE', `/api/tax/payments/${second._id}`), 200);
    const after = await trialBalanceByCode(company, '2026-04-30');
    expect(after.balances['2100']).toBe(-375 - 700);
    expect(after.balances['7020'] ?? 0).toBe(0);
    expect(after.totalDebit).toBe(after.totalCredit);
  });

  it('refuses to delete a filed return with payments; the filing details can change', async () => {
    expect((await company.call('DELETE', `/api/tax/returns/${vatReturn}`)).statusCode).toBe(409);
    const changed = await ok(
      company.call('PATCH', `/api/tax/returns/${vatReturn}`, { reference: 'NRS-ACK-0001A' }),
      200,
    );
    expect(changed).toMatchObject({ reference: 'NRS-ACK-0001A', amountDue: 1_500 });
    const list = await company.call('GET', '/api/tax/returns?where[type]=vat');
    expect(list.json().data.map((row: { period: string }) => row.period)).toEqual(['2026-03']);
  });

  it('exports the filed return as CSV, XLSX and PDF schedules', async () => {
    const csv = await company.call('GET', `/api/tax/returns/${vatReturn}/export?format=csv`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    for (const words of ['VAT return', 'Standard-rated sales', 'Output VAT', 'Adaeze Stores', 'Net VAT']) {
      expect(csv.body).toContain(words);
    }
    expect(csv.body).toMatch(/Net VAT.*1,?500\.00/);
    const xlsx = await company.call('GET', `/api/tax/returns/${vatReturn}/export?format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain('VAT return 2026-03');
    const pdf = await company.call('GET', `/api/tax/returns/${vatReturn}/export?format=pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
  });

  it('carries a month’s excess input VAT to the next return', async () => {
    await ok(expense('2026-05-04', 20_000));
    const april = await ok(
      company.call('POST', '/api/tax/returns', { type: 'vat', period: '2026-04', reference: 'NRS-ACK-4' }),
    );
    expect(april).toMatchObject({ amountDue: 375, status: 'unpaid' });
    const may = await prepare('vat', '2026-05');
    expect(may.vat.figures).toMatchObject({ inputVat: 1_500, creditBroughtForward: 0, netVat: -1_500 });
    await ok(company.call('POST', '/api/tax/returns', { type: 'vat', period: '2026-05', reference: 'NRS-ACK-5' }));
    const june = await prepare('vat', '2026-06');
    expect(june.vat.figures).toMatchObject({
      creditBroughtForward: 1_500,
      netVat: -1_500,
      creditCarriedForward: 1_500,
    });
  });

  it('asks before a posting in a filed month, then carries it to the next return as an adjustment, once', async () => {
    const before = await trialBalanceByCode(company);
    const asked = await expense('2026-03-28', 10_000);
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toEqual({
      code: 'FILED_PERIOD',
      message:
        'Your VAT return for Mar 2026 has been filed. Change the books on 28 Mar 2026 anyway? ' +
        'The difference will show as an adjustment on your next return.',
    });
    expect(await trialBalanceByCode(company)).toEqual(before);
    const late = await ok(confirmed('POST', '/api/expenses', expenseBody('2026-03-28', 10_000)));
    const march = await ok(company.call('GET', `/api/tax/returns/${vatReturn}`), 200);
    expect((march.prepared as { vat: { figures: { inputVat: number } } }).vat.figures.inputVat).toBe(4_500);
    const june = await prepare('vat', '2026-06');
    expect(june.vat.adjustments).toEqual([{ period: '2026-03', outputVat: 0, inputVat: 750 }]);
    expect(june.vat.figures).toMatchObject({ inputVatAdjustment: 750, creditBroughtForward: 1_500, netVat: -2_250 });
    await ok(company.call('POST', '/api/tax/returns', { type: 'vat', period: '2026-06', reference: 'NRS-ACK-6' }));
    const july = await prepare('vat', '2026-07');
    expect(july.vat.adjustments).toEqual([]);
    expect(july.vat.figures).toMatchObject({ creditBroughtForward: 2_250, inputVatAdjustment: 0 });
    // The June filing offset the late input VAT too (filed today): VAT input holds nothing claimed.
    const { balances } = await trialBalanceByCode(company);
    expect(balances['1400'] ?? 0).toBe(0);
    // Voiding it reverses into March too: asked again.
    const voiding = await company.call('DELETE', `/api/expenses/${late._id}`);
    expect(voiding.json()).toMatchObject({ code: 'FILED_PERIOD' });
    await ok(confirmed('DELETE', `/api/expenses/${late._id}`), 200);
  });

  it('files and pays the WHT return from WHT payable', async () => {
    const filed = await ok(
      company.call('POST', '/api/tax/returns', { type: 'wht', period: '2026-03', reference: 'WHT-ACK-3' }),
    );
    expect(filed.amountDue).toBe(2_500);
    await ok(
      company.call('POST', '/api/tax/payments', {
        return: filed._id,
        bank: company.account('1050'),
        date: '2026-04-21',
        amount: 2_500,
        reference: 'RRR-W',
      }),
    );
    const { balances } = await trialBalanceByCode(company, '2026-04-30');
    expect(balances['2110'] ?? 0).toBe(0);
  });
});

describe('settings', () => {
  it('keeps the VAT relief threshold as company data', async () => {
    expect((await ok(company.call('GET', '/api/tax/settings'), 200)).vatReliefThreshold).toBe(50_000_000);
    await ok(company.call('PATCH', '/api/tax/settings', { vatReliefThreshold: 100_000 }), 200);
    const prepared = await prepare('vat', '2026-03');
    expect(prepared.vat.relief).toMatchObject({ threshold: 100_000, relieved: false });
  });
});
