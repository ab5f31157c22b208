import { agingBucket, peopleMessages } from '@owo/core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountingCompany,
  accountingCompany,
  anotherCompany,
  dailyTotalsDrift,
  journalBody,
  postJournal,
  trialBalanceByCode,
} from '../../../test/accounting.ts';
import { branchMember } from '../../../test/branch-member.ts';
import { testAppForFile } from '../../../test/harness.ts';
import { addCustomer, addEmployee, paymentMethod, vatTax } from '../../../test/sales-fixtures.ts';
import { addBranch, addProduct, firstBranch } from '../../../test/stock-fixtures.ts';

/*
 * The receivables reports through the API (issue 14, "Receivables reports"): aging by customer,
 * customer balances, open invoices, sales by customer and by employee, and their exports. Invoices,
 * receipts and payments are made through their own API. The tie-out the issue asks for: for a
 * random sequence of invoices, payments and voids, on any date, the customer balances, the aging
 * and the open invoices add up to the receivables account on the trial balance.
 */

const test = testAppForFile();
let shop: AccountingCompany;
let lagos: string;
let ikeja: string;
let service: string;
let vat: string;
let transfer: string;
const customers: Record<string, string> = {};
let emeka: string;

beforeAll(async () => {
  shop = await accountingCompany(test, 'Adire Ventures Ltd');
  lagos = await firstBranch(shop);
  ikeja = await addBranch(shop, 'Ikeja');
  service = await addProduct(test, shop.companyId, { name: 'Consulting', type: 'service' });
  vat = await vatTax(test, shop.companyId);
  transfer = await paymentMethod(shop);
  for (const name of ['Ada Foods', 'Bola Stores', 'Chidi Motors']) {
    customers[name] = await addCustomer(test, shop.companyId, name);
  }
  emeka = await addEmployee(test, shop.companyId, 'Emeka Obi');
});

interface DocumentOptions {
  customer: string;
  branch?: string;
  date: string;
  dueDate?: string;
  price: number;
  withVat?: boolean;
  discountPercent?: number;
  employee?: string;
}

function documentBody(product: string, tax: string, options: DocumentOptions) {
  return {
    customer: options.customer,
    branch: options.branch ?? lagos,
    address: '12 Broad Street, Lagos',
    items: [
      {
        product,
        description: 'Consulting',
        quantity: 1,
        price: options.price,
        tax: options.withVat ? [{ id: tax }] : [],
      },
    ],
    ...(options.discountPercent ? { discount: { type: 'percentage', value: options.discountPercent } } : {}),
    ...(options.employee ? { employee: options.employee } : {}),
  };
}

async function approvedInvoice(options: DocumentOptions, company = shop, product = service, tax = vat) {
  const response = await company.call('POST', '/api/invoices', {
    ...documentBody(product, tax, options),
    date: options.date,
    dueDate: options.dueDate ?? options.date,
    status: 'approved',
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { _id: string; number: string; total: number; amountDue: number };
}

async function salesReceipt(options: DocumentOptions, company = shop, product = service, tax = vat) {
  const response = await company.call('POST', '/api/invoices/receipt', {
    ...documentBody(product, tax, options),
    paymentDate: options.date,
    paymentMethod: await paymentMethod(company),
    bank: company.account('1000'),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { _id: string; total: number };
}

interface PaymentOptions {
  customer: string;
  branch?: string;
  date: string;
  received: number;
  items: Array<{ id: string; amount?: number; withholdingTax?: number }>;
}

async function receivePayment(options: PaymentOptions, company = shop) {
  const response = await company.call('POST', '/api/payments', {
    customer: options.customer,
    branch: options.branch ?? lagos,
    paymentDate: options.date,
    bank: company.account('1000'),
    paymentMethod: company === shop ? transfer : await paymentMethod(company),
    amountReceived: options.received,
    items: options.items,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { _id: string };
}

async function report<T>(company: AccountingCompany | { call: AccountingCompany['call'] }, path: string) {
  const response = await company.call('GET', `/api/reports/${path}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as T;
}

interface AgingRow {
  customer: { _id: string; name: string } | null;
  current: number;
  days1To30: number;
  days31To60: number;
  days61To90: number;
  over90: number;
  total: number;
}
interface Aging {
  asOf: string;
  branch: string | null;
  rows: AgingRow[];
  totals: Omit<AgingRow, 'customer'>;
}
interface BalanceRow {
  customer: { _id: string; name: string } | null;
  invoiced: number;
  received: number;
  balance: number;
  credit: number;
  net: number;
}
interface Balances {
  rows: BalanceRow[];
  totals: Omit<BalanceRow, 'customer'>;
}
interface OpenInvoiceRow {
  _id: string;
  number: string;
  customer: { _id: string; name: string };
  dueDate: string;
  daysOverdue: number;
  total: number;
  amountDue: number;
  status: string;
  statusLabel: string;
}
interface Receivables {
  rows: OpenInvoiceRow[];
  notOnInvoice: Array<{ customer: { _id: string; name: string } | null; amount: number }>;
  invoicesDue: number;
  totalDue: number;
}
interface SalesRow {
  documents: number;
  beforeTax: number;
  tax: number;
  total: number;
}
interface Sales<Key extends string> {
  rows: Array<SalesRow & Record<Key, { _id: string; name: string } | null>>;
  totals: SalesRow;
}

const byCustomerName = <Row extends { customer: { name: string } | null }>(rows: Row[]) =>
  Object.fromEntries(rows.map(({ customer, ...figures }) => [customer?.name ?? '(none)', figures]));

const money = (naira: number) => Math.round(naira * 100) / 100;

/** The aging's rows by customer name, worked out from the open invoices report. */
function agingOf(open: Receivables) {
  const rows = new Map<string, Omit<AgingRow, 'customer'>>();
  const add = (name: string, column: keyof Omit<AgingRow, 'customer' | 'total'>, amount: number) => {
    const row = rows.get(name) ?? { current: 0, days1To30: 0, days31To60: 0, days61To90: 0, over90: 0, total: 0 };
    row[column] = money(row[column] + amount);
    row.total = money(row.total + amount);
    rows.set(name, row);
  };
  for (const row of open.rows) add(row.customer.name, agingBucket(row.daysOverdue), row.amountDue);
  for (const row of open.notOnInvoice) add(row.customer?.name ?? '(none)', 'current', row.amount);
  return Object.fromEntries([...rows].filter(([, row]) => Object.values(row).some((amount) => amount !== 0)));
}

describe('a shop with invoices in two branches', () => {
  const invoices: Record<string, { _id: string; number: string; total: number }> = {};

  beforeAll(async () => {
    // 100,000 + VAT, due 9 Feb: 141 days past due on 30 June.
    invoices.ada1 = await approvedInvoice({
      customer: customers['Ada Foods'] as string,
      date: '2026-01-10',
      dueDate: '2026-02-09',
      price: 100_000,
      withVat: true,
      employee: emeka,
    });
    // Due 31 May: 30 days past due on 30 June.
    invoices.ada2 = await approvedInvoice({
      customer: customers['Ada Foods'] as string,
      date: '2026-05-01',
      dueDate: '2026-05-31',
      price: 50_000,
    });
    // Ikeja, 10% off, VAT on the rest: 20,000 - 2,000 + 1,350 = 19,350, not yet due on 30 June.
    invoices.bola = await approvedInvoice({
      customer: customers['Bola Stores'] as string,
      branch: ikeja,
      date: '2026-06-01',
      dueDate: '2026-07-15',
      price: 20_000,
      withVat: true,
      discountPercent: 10,
    });
    invoices.chidi = await approvedInvoice({
      customer: customers['Chidi Motors'] as string,
      date: '2026-06-20',
      price: 30_000,
    });
    const voided = await shop.call('PATCH', `/api/invoices/${invoices.chidi._id}/void`);
    expect(voided.statusCode, voided.body).toBe(200);
    await salesReceipt({
      customer: customers['Bola Stores'] as string,
      date: '2026-06-10',
      price: 5_000,
      withVat: true,
      employee: emeka,
    });
  });

  it('ages each customer’s invoices by days past due, the total equal to receivables on the trial balance', async () => {
    expect(invoices.ada1?.total).toBe(107_500);
    expect(invoices.bola?.total).toBe(19_350);
    const aging = await report<Aging>(shop, 'aging/customer?asOf=2026-06-30');
    expect(aging).toMatchObject({ asOf: '2026-06-30', branch: null });
    expect(byCustomerName(aging.rows)).toEqual({
      'Ada Foods': { current: 0, days1To30: 50_000, days31To60: 0, days61To90: 0, over90: 107_500, total: 157_500 },
      'Bola Stores': { current: 19_350, days1To30: 0, days31To60: 0, days61To90: 0, over90: 0, total: 19_350 },
    });
    expect(aging.totals).toEqual({
      current: 19_350,
      days1To30: 50_000,
      days31To60: 0,
      days61To90: 0,
      over90: 107_500,
      total: 176_850,
    });
    const { balances } = await trialBalanceByCode(shop, '2026-06-30');
    expect(balances['1100']).toBe(176_850);
  });

  it('moves an invoice along the columns as the date moves on, and leaves out invoices dated later', async () => {
    const march = await report<Aging>(shop, 'aging/customer?asOf=2026-03-15');
    expect(byCustomerName(march.rows)).toEqual({
      'Ada Foods': { current: 0, days1To30: 0, days31To60: 107_500, days61To90: 0, over90: 0, total: 107_500 },
    });
    const january = await report<Aging>(shop, 'aging/customer?asOf=2026-01-09');
    expect(january.rows).toEqual([]);
    expect(january.totals.total).toBe(0);
  });

  it('reads one branch only when asked', async () => {
    const aging = await report<Aging>(shop, `aging/customer?asOf=2026-06-30&branch=${ikeja}`);
    expect(aging.branch).toBe(ikeja);
    expect(byCustomerName(aging.rows)).toEqual({
      'Bola Stores': { current: 19_350, days1To30: 0, days31To60: 0, days61To90: 0, over90: 0, total: 19_350 },
    });
  });

  it('gives each customer’s invoiced, received and balance from the ledger, a voided invoice left out', async () => {
    const balances = await report<Balances>(shop, 'balances/customer?asOf=2026-06-30');
    expect(byCustomerName(balances.rows)).toEqual({
      'Ada Foods': { invoiced: 157_500, received: 0, balance: 157_500, credit: 0, net: 157_500 },
      'Bola Stores': { invoiced: 19_350, received: 0, balance: 19_350, credit: 0, net: 19_350 },
    });
    expect(balances.totals).toEqual({ invoiced: 176_850, received: 0, balance: 176_850, credit: 0, net: 176_850 });
  });

  it('lists the open invoices, the most overdue first, with days overdue and status on the date', async () => {
    const open = await report<Receivables>(shop, 'receivables?asOf=2026-06-30');
    expect(
      open.rows.map((row) => [row.number, row.customer.name, row.daysOverdue, row.amountDue, row.statusLabel]),
    ).toEqual([
      [invoices.ada1?.number, 'Ada Foods', 141, 107_500, 'Overdue'],
      [invoices.ada2?.number, 'Ada Foods', 30, 50_000, 'Overdue'],
      [invoices.bola?.number, 'Bola Stores', 0, 19_350, 'Unpaid'],
    ]);
    expect(open).toMatchObject({ notOnInvoice: [], invoicesDue: 176_850, totalDue: 176_850 });
    const page = await shop.call('GET', '/api/reports/receivables?asOf=2026-06-30&limit=2&page=2');
    expect(page.json().data.rows.map((row: OpenInvoiceRow) => row.number)).toEqual([invoices.bola?.number]);
    expect(page.json().pageInfo).toMatchObject({ page: 2, total: 3, prevPage: 1, nextPage: null });
  });

  it('sums approved invoices and receipts per customer: before tax, tax and total; void ones left out', async () => {
    const sales = await report<Sales<'customer'>>(shop, 'sales/customer?from=2026-01-01&to=2026-06-30');
    expect(byCustomerName(sales.rows)).toEqual({
      'Ada Foods': { documents: 2, beforeTax: 150_000, tax: 7_500, total: 157_500 },
      'Bola Stores': { documents: 2, beforeTax: 23_000, tax: 1_725, total: 24_725 },
    });
    expect(sales.totals).toEqual({ documents: 4, beforeTax: 173_000, tax: 9_225, total: 182_225 });
    const lagosOnly = await report<Sales<'customer'>>(
      shop,
      `sales/customer?from=2026-01-01&to=2026-06-30&branch=${lagos}`,
    );
    expect(byCustomerName(lagosOnly.rows)).toEqual({
      'Ada Foods': { documents: 2, beforeTax: 150_000, tax: 7_500, total: 157_500 },
      'Bola Stores': { documents: 1, beforeTax: 5_000, tax: 375, total: 5_375 },
    });
    const may = await report<Sales<'customer'>>(shop, 'sales/customer?from=2026-05-01&to=2026-05-31');
    expect(byCustomerName(may.rows)).toEqual({
      'Ada Foods': { documents: 1, beforeTax: 50_000, tax: 0, total: 50_000 },
    });
  });

  it('sums them per employee, documents without one under no employee', async () => {
    const sales = await report<Sales<'employee'>>(shop, 'sales/employee?from=2026-01-01&to=2026-06-30');
    expect(sales.rows.map(({ employee, ...figures }) => [employee?.name ?? null, figures])).toEqual([
      ['Emeka Obi', { documents: 2, beforeTax: 105_000, tax: 7_875, total: 112_875 }],
      [null, { documents: 2, beforeTax: 68_000, tax: 1_350, total: 69_350 }],
    ]);
    expect(sales.totals.total).toBe(182_225);
  });

  it('takes credit notes dated in the period off their customer and the sale’s employee; void ones left out', async () => {
    const company = await anotherCompany(test, shop, 'Credited Ventures Ltd');
    const product = await addProduct(test, company.companyId, { name: 'Design', type: 'service' });
    const tax = await vatTax(test, company.companyId);
    const branch = await firstBranch(company);
    const customer = await addCustomer(test, company.companyId, 'Dayo Prints');
    const employee = await addEmployee(test, company.companyId, 'Ngozi Eze');
    const invoice = await approvedInvoice(
      { customer, branch, date: '2026-03-02', price: 100_000, withVat: true, employee },
      company,
      product,
      tax,
    );
    const credit = async (date: string, price: number) => {
      const response = await company.call('POST', '/api/invoices/credit-note', {
        invoice: invoice._id,
        date,
        reason: 'allowance',
        items: [{ product, description: 'Late delivery', quantity: 1, price, tax: [{ id: tax }] }],
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data as { _id: string };
    };
    await credit('2026-03-20', 20_000);
    const voided = await credit('2026-03-21', 5_000);
    expect((await company.call('DELETE', `/api/invoices/credit-note/${voided._id}`)).statusCode).toBe(200);
    await credit('2026-04-03', 10_000);

    const march = await report<Sales<'customer'>>(company, 'sales/customer?from=2026-03-01&to=2026-03-31');
    expect(byCustomerName(march.rows)).toEqual({
      'Dayo Prints': { documents: 1, beforeTax: 80_000, tax: 6_000, total: 86_000 },
    });
    const april = await report<Sales<'customer'>>(company, 'sales/customer?from=2026-04-01&to=2026-04-30');
    expect(april.totals).toEqual({ documents: 0, beforeTax: -10_000, tax: -750, total: -10_750 });
    const byEmployee = await report<Sales<'employee'>>(company, 'sales/employee?from=2026-03-01&to=2026-04-30');
    expect(byEmployee.rows.map(({ employee: who, ...figures }) => [who?.name ?? null, figures])).toEqual([
      ['Ngozi Eze', { documents: 1, beforeTax: 70_000, tax: 5_250, total: 75_250 }],
    ]);
  });

  it('refuses dates that are not dates, and a period that ends before it starts', async () => {
    const badDate = await shop.call('GET', '/api/reports/aging/customer?asOf=2026-02-30');
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().errors).toEqual({ asOf: 'Date is not valid.' });
    const backwards = await shop.call('GET', '/api/reports/sales/customer?from=2026-06-30&to=2026-01-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual({ from: 'Start date must be on or before the end date' });
    const badBranch = await shop.call('GET', '/api/reports/balances/customer?branch=ikeja');
    expect(badBranch.statusCode).toBe(400);
  });

  it('exports each report as CSV, XLSX and PDF with its total', async () => {
    const csv = await shop.call('GET', '/api/reports/aging/customer/export?format=csv&asOf=2026-06-30');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('Customer aging as of 2026-06-30.csv');
    expect(csv.body).toContain('Customer aging');
    expect(csv.body).toContain('Ada Foods');
    expect(csv.body).toMatch(/Total.*176,?850/);
    for (const path of [
      'balances/customer/export?asOf=2026-06-30',
      'receivables/export?asOf=2026-06-30',
      'sales/customer/export?from=2026-01-01&to=2026-06-30',
      'sales/employee/export?from=2026-01-01&to=2026-06-30',
    ]) {
      for (const format of ['csv', 'xlsx', 'pdf']) {
        const response = await shop.call('GET', `/api/reports/${path}&format=${format}`);
        expect(response.statusCode, `${path} ${format}: ${response.body.slice(0, 200)}`).toBe(200);
        expect(response.rawPayload.length).toBeGreaterThan(100);
      }
    }
    const employees = await shop.call(
      'GET',
      '/api/reports/sales/employee/export?format=csv&from=2026-01-01&to=2026-06-30',
    );
    expect(employees.body).toContain('No employee');
    expect(employees.headers['content-disposition']).toContain('Sales by employee 2026-01-01 to 2026-06-30.csv');
    const missingFormat = await shop.call('GET', '/api/reports/receivables/export');
    expect(missingFormat.statusCode).toBe(400);
  });

  it('keeps a salesperson named on sales when they are deleted, marked as left, and the report still names them', async () => {
    const deleted = await shop.call('DELETE', `/api/employees/${emeka}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().message).toBe(peopleMessages.leftAsNamed('Emeka Obi'));
    expect(deleted.json().data.status).toBe('left');
    const sales = await report<Sales<'employee'>>(shop, 'sales/employee?from=2026-01-01&to=2026-06-30');
    expect(sales.rows[0]?.employee?.name).toBe('Emeka Obi');
  });

  it('shows receivables no invoice explains (a journal to the account) under no customer, so the totals still tie', async () => {
    await postJournal(
      shop,
      journalBody(
        shop,
        [
          ['1100', 1_000, 0],
          ['3200', 0, 1_000],
        ],
        { date: '2026-06-05', reference: 'Opening receivable' },
      ),
    );
    const aging = await report<Aging>(shop, 'aging/customer?asOf=2026-06-30');
    const { balances } = await trialBalanceByCode(shop, '2026-06-30');
    expect(aging.totals.total).toBe(balances['1100']);
    const unnamed = aging.rows.find((row) => row.customer === null);
    expect(unnamed).toMatchObject({ current: 1_000, total: 1_000 });
    expect(aging.rows.at(-1)?.customer).toBeNull();
    const open = await report<Receivables>(shop, 'receivables?asOf=2026-06-30');
    expect(open.notOnInvoice).toEqual([{ customer: null, amount: 1_000 }]);
    expect(open.totalDue).toBe(balances['1100']);
    const customerBalances = await report<Balances>(shop, 'balances/customer?asOf=2026-06-30');
    expect(customerBalances.totals.balance).toBe(balances['1100']);
  });
});

describe('payments in the reports', () => {
  let company: AccountingCompany;
  let ada: string;
  const invoices: Record<string, { _id: string; number: string; total: number }> = {};

  beforeAll(async () => {
    company = await anotherCompany(test, shop, 'Kano Traders Ltd');
    ada = await addCustomer(test, company.companyId, 'Ada Foods');
    const product = await addProduct(test, company.companyId, { name: 'Consulting', type: 'service' });
    const tax = await vatTax(test, company.companyId);
    const branch = await firstBranch(company);
    const invoice = (options: Omit<DocumentOptions, 'customer'>) =>
      approvedInvoice({ customer: ada, branch, ...options }, company, product, tax);
    invoices.january = await invoice({ date: '2026-01-10', dueDate: '2026-02-09', price: 100_000, withVat: true });
    invoices.may = await invoice({ date: '2026-05-01', dueDate: '2026-05-31', price: 50_000 });
    // The newer invoice is paid first, in part, then the older in full with tax withheld, then an overpayment.
    await receivePayment(
      {
        customer: ada,
        branch,
        date: '2026-06-15',
        received: 20_000,
        items: [{ id: invoices.may._id, amount: 20_000 }],
      },
      company,
    );
    await receivePayment(
      {
        customer: ada,
        branch,
        date: '2026-07-05',
        received: 100_000,
        items: [{ id: invoices.january._id, amount: 100_000, withholdingTax: 7_500 }],
      },
      company,
    );
    await receivePayment(
      {
        customer: ada,
        branch,
        date: '2026-08-01',
        received: 35_000,
        items: [{ id: invoices.may._id, amount: 30_000 }],
      },
      company,
    );
  });

  it('owes on a date what was not paid by then, invoice by invoice', async () => {
    const june = await report<Receivables>(company, 'receivables?asOf=2026-06-30');
    expect(june.rows.map((row) => [row.number, row.amountDue, row.statusLabel])).toEqual([
      [invoices.january?.number, 107_500, 'Overdue'],
      [invoices.may?.number, 30_000, 'Overdue'],
    ]);
    const july = await report<Receivables>(company, 'receivables?asOf=2026-07-10');
    expect(july.rows.map((row) => [row.number, row.amountDue])).toEqual([[invoices.may?.number, 30_000]]);
    const today = await report<Receivables>(company, 'receivables');
    expect(today.rows).toEqual([]);
    expect(today.totalDue).toBe(0);
  });

  it('ages what was owed on the date, and the aging equals the receivables account then', async () => {
    for (const asOf of ['2026-06-30', '2026-07-10', '2026-09-30']) {
      const aging = await report<Aging>(company, `aging/customer?asOf=${asOf}`);
      const { balances } = await trialBalanceByCode(company, asOf);
      expect(aging.totals.total, asOf).toBe(balances['1100'] ?? 0);
    }
    const june = await report<Aging>(company, 'aging/customer?asOf=2026-06-30');
    expect(june.totals).toMatchObject({ days1To30: 30_000, over90: 107_500, total: 137_500 });
  });

  it('counts payments and tax withheld as received, and the overpayment as the customer’s credit', async () => {
    const balances = await report<Balances>(company, 'balances/customer?asOf=2026-09-30');
    expect(byCustomerName(balances.rows)).toEqual({
      'Ada Foods': { invoiced: 157_500, received: 157_500, balance: 0, credit: 5_000, net: -5_000 },
    });
    const before = await report<Balances>(company, 'balances/customer?asOf=2026-07-31');
    expect(byCustomerName(before.rows)).toEqual({
      'Ada Foods': { invoiced: 157_500, received: 127_500, balance: 30_000, credit: 0, net: 30_000 },
    });
  });
});

describe('who sees what', () => {
  it('never shows another company’s customers, and answers 404 for its branch', async () => {
    const other = await anotherCompany(test, shop, 'Other Ventures Ltd');
    const stranger = await addCustomer(test, other.companyId, 'Stranger Enterprises');
    const product = await addProduct(test, other.companyId, { name: 'Goods', type: 'service' });
    await approvedInvoice(
      { customer: stranger, branch: await firstBranch(other), date: '2026-03-01', price: 9_999 },
      other,
      product,
      await vatTax(test, other.companyId),
    );
    for (const path of [
      'aging/customer',
      'balances/customer',
      'receivables',
      'sales/customer?from=2026-01-01',
      'sales/employee?from=2026-01-01',
    ]) {
      const response = await shop.call('GET', `/api/reports/${path}`);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('Stranger');
      expect(response.body).not.toContain('9999');
    }
    const theirs = await report<Aging>(other, 'aging/customer');
    expect(theirs.rows.map((row) => row.customer?.name)).toEqual(['Stranger Enterprises']);
    const theirBranch = await shop.call('GET', `/api/reports/aging/customer?branch=${await firstBranch(other)}`);
    expect(theirBranch.statusCode).toBe(404);
  });

  it('gives a member limited to a branch that branch only, and 404 for another', async () => {
    const cashier = await branchMember(test, shop.companyId, ikeja, ['reports.view', 'reports.export']);
    const aging = await report<Aging>(cashier, 'aging/customer?asOf=2026-06-30');
    expect(aging.branch).toBe(ikeja);
    expect(aging.rows.map((row) => row.customer?.name)).toEqual(['Bola Stores']);
    const sales = await report<Sales<'customer'>>(cashier, 'sales/customer?from=2026-01-01&to=2026-06-30');
    expect(sales.rows.map((row) => [row.customer?.name, row.documents])).toEqual([['Bola Stores', 1]]);
    const open = await report<Receivables>(cashier, 'receivables?asOf=2026-06-30');
    expect(open.rows.map((row) => row.customer.name)).toEqual(['Bola Stores']);
    const lagosAsked = await cashier.call('GET', `/api/reports/balances/customer?branch=${lagos}`);
    expect(lagosAsked.statusCode).toBe(404);
    const exported = await cashier.call('GET', '/api/reports/aging/customer/export?format=csv&asOf=2026-06-30');
    expect(exported.body).toContain('Branch: Ikeja');
    expect(exported.body).not.toContain('Ada Foods');
    const noReports = await branchMember(test, shop.companyId, ikeja, ['sales.view'], 'Clerk');
    expect((await noReports.call('GET', '/api/reports/aging/customer')).statusCode).toBe(403);
  });
});

/** A small, seeded generator: the same sequence every run, another seed for another. */
function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    integer: (from: number, to: number) => from + Math.floor(next() * (to - from + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}

const dayAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('the tie-out: a random sequence of invoices, payments and voids', () => {
  interface ModelPayment {
    id: string;
    date: string;
    settles: number;
    excess: number;
    live: boolean;
  }
  interface ModelInvoice {
    id: string;
    number: string;
    customer: string;
    branch: string;
    date: string;
    total: number;
    live: boolean;
    payments: ModelPayment[];
  }

  it('keeps customer balances, aging and open invoices equal to the receivables account on every date', async () => {
    const company = await anotherCompany(test, shop, 'Random Ventures Ltd');
    const product = await addProduct(test, company.companyId, { name: 'Service', type: 'service' });
    const tax = await vatTax(test, company.companyId);
    const branches = [await firstBranch(company), await addBranch(company, 'Aba')];
    const people = await Promise.all(
      ['Amaka', 'Bayo', 'Chioma'].map((name) => addCustomer(test, company.companyId, `${name} Stores`)),
    );
    const random = seeded(Number(process.env.RECEIVABLES_SEED ?? 20261123));
    const done = { invoices: 0, payments: 0, withheld: 0, overpaid: 0, voidedInvoices: 0, voidedPayments: 0 };
    const model: ModelInvoice[] = [];
    const payments: Array<ModelPayment & { invoice: ModelInvoice }> = [];
    const owedBy = (invoice: ModelInvoice, asOf: string) =>
      invoice.live && invoice.date <= asOf
        ? money(
            invoice.total -
              invoice.payments
                .filter((payment) => payment.live && payment.date <= asOf)
                .reduce((sum, payment) => sum + payment.settles, 0),
          )
        : 0;

    for (let step = 0; step < 45; step += 1) {
      const roll = random.next();
      const open = model.filter((invoice) => owedBy(invoice, '2099-12-31') > 0);
      if (roll < 0.45 || open.length === 0) {
        const date = dayAfter('2026-01-01', random.integer(0, 250));
        const created = await approvedInvoice(
          {
            customer: random.pick(people),
            branch: random.pick(branches),
            date,
            dueDate: dayAfter(date, random.integer(0, 60)),
            price: random.integer(1_000, 250_000),
            withVat: random.next() < 0.5,
          },
          company,
          product,
          tax,
        );
        const stored = await company.call('GET', `/api/invoices/${created._id}`);
        const { customer, branch } = stored.json().data as { customer: { _id: string }; branch: { _id: string } };
        done.invoices += 1;
        model.push({
          id: created._id,
          number: created.number,
          customer: customer._id,
          branch: branch._id,
          date,
          total: created.total,
          live: true,
          payments: [],
        });
      } else if (roll < 0.8) {
        const invoice = random.pick(open);
        const due = owedBy(invoice, '2099-12-31');
        const full = due < 2 || random.next() < 0.5;
        const settles = full ? due : money(Math.max(1, Math.floor(due * random.next())));
        const withheld = full && random.next() < 0.3 ? money(Math.floor(settles * 0.05)) : 0;
        const excess = random.next() < 0.15 ? random.integer(1, 5_000) : 0;
        const date = dayAfter(invoice.date, random.integer(0, 60));
        const cash = money(settles - withheld);
        const paid = await receivePayment(
          {
            customer: invoice.customer,
            branch: invoice.branch,
            date,
            received: money(cash + excess),
            items: [{ id: invoice.id, amount: cash, ...(withheld ? { withholdingTax: withheld } : {}) }],
          },
          company,
        );
        const payment = { id: paid._id, date, settles, excess, live: true };
        done.payments += 1;
        if (withheld) done.withheld += 1;
        if (excess) done.overpaid += 1;
        invoice.payments.push(payment);
        payments.push({ ...payment, invoice });
      } else if (roll < 0.9) {
        const unpaid = model.filter((invoice) => invoice.live && invoice.payments.every((payment) => !payment.live));
        if (unpaid.length === 0) continue;
        const invoice = random.pick(unpaid);
        const voided = await company.call('PATCH', `/api/invoices/${invoice.id}/void`);
        expect(voided.statusCode, voided.body).toBe(200);
        invoice.live = false;
        done.voidedInvoices += 1;
      } else {
        const live = payments.filter((payment) => payment.live);
        if (live.length === 0) continue;
        const payment = random.pick(live);
        const removed = await company.call('DELETE', `/api/payments/${payment.id}`);
        expect(removed.statusCode, removed.body).toBe(200);
        payment.live = false;
        done.voidedPayments += 1;
        const recorded = payment.invoice.payments.find((one) => one.id === payment.id);
        if (recorded) recorded.live = false;
      }
    }
    // The sequence did a bit of everything (the seed decides how much).
    for (const count of Object.values(done)) expect(count, JSON.stringify(done)).toBeGreaterThan(0);
    // The totals kept per customer (what the aging reads) are their lines, voids and all.
    expect(await dailyTotalsDrift(test, company.companyId)).toEqual([]);

    for (const asOf of ['2026-02-15', '2026-04-30', '2026-06-30', '2026-08-31', '2026-11-01']) {
      const { balances: trial } = await trialBalanceByCode(company, asOf);
      const account = trial['1100'] ?? 0;
      const [aging, balances, open] = await Promise.all([
        report<Aging>(company, `aging/customer?asOf=${asOf}`),
        report<Balances>(company, `balances/customer?asOf=${asOf}`),
        report<Receivables>(company, `receivables?asOf=${asOf}&limit=1000`),
      ]);
      const sum = (amounts: number[]) => money(amounts.reduce((total, amount) => total + amount, 0));
      expect(sum(balances.rows.map((row) => row.balance)), asOf).toBe(account);
      expect(balances.totals.balance, asOf).toBe(account);
      expect(aging.totals.total, asOf).toBe(account);
      expect(sum(aging.rows.map((row) => row.total)), asOf).toBe(account);
      expect(open.totalDue, asOf).toBe(account);
      expect(open.notOnInvoice, asOf).toEqual([]);

      // Each customer: the aging, the balance and the model agree; each open invoice owes what the model says.
      for (const person of people) {
        const expected = sum(
          model.filter((invoice) => invoice.customer === person).map((invoice) => owedBy(invoice, asOf)),
        );
        const agingRow = aging.rows.find((row) => row.customer?._id === person);
        const balanceRow = balances.rows.find((row) => row.customer?._id === person);
        expect(agingRow?.total ?? 0, `${asOf} aging`).toBe(expected);
        expect(balanceRow?.balance ?? 0, `${asOf} balance`).toBe(expected);
        const credit = sum(
          payments
            .filter((payment) => payment.live && payment.invoice.customer === person && payment.date <= asOf)
            .map((payment) => payment.excess),
        );
        expect(balanceRow?.credit ?? 0, `${asOf} credit`).toBe(credit);
      }
      const expectedOpen = model
        .filter((invoice) => owedBy(invoice, asOf) > 0)
        .map((invoice) => [invoice.number, owedBy(invoice, asOf)])
        .sort();
      expect(open.rows.map((row) => [row.number, row.amountDue]).sort(), asOf).toEqual(expectedOpen);
      // The aging's columns are the open invoices' amounts by days overdue, customer by customer:
      // the aging sums most customers in SQL, the open invoices report splits them invoice by invoice.
      expect(byCustomerName(aging.rows), asOf).toEqual(agingOf(open));

      // Each branch: the aging equals the branch's receivables on its balance sheet.
      for (const branch of branches) {
        const sheet = await report<{ rows: Array<{ account: { account_code: string } | null; amounts: number[] }> }>(
          company,
          `balance-sheet?asOf=${asOf}&branch=${branch}`,
        );
        const receivables = sheet.rows.find((row) => row.account?.account_code === '1100')?.amounts[0] ?? 0;
        const branchAging = await report<Aging>(company, `aging/customer?asOf=${asOf}&branch=${branch}`);
        expect(branchAging.totals.total, `${asOf} ${branch}`).toBe(receivables);
      }
    }

    // Every three weeks of the year, the aging's columns are the open invoices' by days overdue.
    for (let day = 14; day < 330; day += 21) {
      const asOf = dayAfter('2026-01-01', day);
      const [aging, open] = await Promise.all([
        report<Aging>(company, `aging/customer?asOf=${asOf}`),
        report<Receivables>(company, `receivables?asOf=${asOf}&limit=1000`),
      ]);
      expect(byCustomerName(aging.rows), asOf).toEqual(agingOf(open));
    }

    // Today every open invoice owes what its own page says.
    const today = await report<Receivables>(company, 'receivables?limit=1000');
    for (const row of today.rows) {
      const invoice = await company.call('GET', `/api/invoices/${row._id}`);
      expect(row.amountDue).toBe(invoice.json().data.amountDue);
    }
  });
});

describe('paging the aging and the customer balances', () => {
  it('gives page by page the rows of one big page, in name order, with totals over every customer on each', async () => {
    const company = await anotherCompany(test, shop, 'Paged Ventures Ltd');
    const product = await addProduct(test, company.companyId, { name: 'Service', type: 'service' });
    const tax = await vatTax(test, company.companyId);
    const branch = await firstBranch(company);
    const names = ['zenith Hub', 'Amaka Stores', 'bayo Ltd', 'Chioma Stores', 'Dayo & Sons', 'Efe Mart', 'Amaka Foods'];
    const people = [];
    for (const name of names) people.push(await addCustomer(test, company.companyId, name));
    for (const [index, customer] of people.entries()) {
      const invoice = await approvedInvoice(
        {
          customer,
          branch,
          date: dayAfter('2026-01-05', index * 20),
          dueDate: dayAfter('2026-01-05', index * 20 + 30),
          price: 10_000 * (index + 1),
          withVat: index % 2 === 0,
        },
        company,
        product,
        tax,
      );
      // Every other customer pays after some of the report dates: split invoice by invoice on those.
      if (index % 2 === 1) {
        await receivePayment(
          {
            customer,
            branch,
            date: dayAfter('2026-01-05', index * 20 + 45),
            received: invoice.total + (index === 3 ? 2_000 : 0),
            items: [{ id: invoice._id, amount: invoice.total }],
          },
          company,
        );
      }
    }
    await postJournal(
      company,
      journalBody(
        company,
        [
          ['1100', 3_000, 0],
          ['3200', 0, 3_000],
        ],
        { date: '2026-02-01', reference: 'Opening receivable' },
      ),
    );

    interface Paged<Row> {
      data: { rows: Row[]; totals: Record<string, number> };
      pageInfo: { page: number; limit: number; total: number; nextPage: number | null };
    }
    const paged = async <Row>(path: string) => {
      const response = await company.call('GET', `/api/reports/${path}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as Paged<Row>;
    };
    for (const asOf of ['2026-02-15', '2026-04-30', '2026-07-31', '2026-12-31']) {
      for (const path of ['aging/customer', 'balances/customer']) {
        const all = await paged<{ customer: { name: string } | null }>(`${path}?asOf=${asOf}&limit=1000`);
        expect(all.pageInfo.total, `${path} ${asOf}`).toBe(all.data.rows.length);
        const named = all.data.rows.filter((row) => row.customer !== null).map((row) => row.customer?.name ?? '');
        expect(named, `${path} ${asOf}`).toEqual(
          [...named].sort((first, second) => (first.toLowerCase() < second.toLowerCase() ? -1 : 1)),
        );
        expect(all.data.rows.at(-1)?.customer, `${path} ${asOf}`).toBeNull();
        const rows = [];
        for (let page = 1; ; page += 1) {
          const one = await paged(`${path}?asOf=${asOf}&limit=2&page=${page}`);
          expect(one.data.totals, `${path} ${asOf} page ${page}`).toEqual(all.data.totals);
          expect(one.pageInfo.total).toBe(all.pageInfo.total);
          expect(one.data.rows.length).toBeLessThanOrEqual(2);
          rows.push(...one.data.rows);
          if (one.pageInfo.nextPage === null) break;
        }
        expect(rows, `${path} ${asOf}`).toEqual(all.data.rows);
        const beyond = await paged(`${path}?asOf=${asOf}&limit=2&page=50`);
        expect(beyond.data.rows).toEqual([]);
        expect(beyond.data.totals).toEqual(all.data.totals);
      }
      const [aging, open] = await Promise.all([
        report<Aging>(company, `aging/customer?asOf=${asOf}&limit=1000`),
        report<Receivables>(company, `receivables?asOf=${asOf}&limit=1000`),
      ]);
      expect(byCustomerName(aging.rows), asOf).toEqual(agingOf(open));
      const first = await paged<{ customer: unknown }>(`aging/customer?asOf=${asOf}`);
      expect(first.pageInfo.limit).toBe(50);
      const { balances } = await trialBalanceByCode(company, asOf);
      expect(first.data.totals.total, asOf).toBe(balances['1100'] ?? 0);
    }
    const exported = await company.call('GET', '/api/reports/aging/customer/export?format=csv&asOf=2026-02-15');
    for (const name of names.slice(0, 2)) expect(exported.body).toContain(name);
  });
});
