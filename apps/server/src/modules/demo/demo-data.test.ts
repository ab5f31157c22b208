import { addDays } from '@owo/core';
import { journals } from '@owo/db';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dailyTotalsDrift } from '../../../test/accounting.ts';
import { ownerWithCompany, testAppForFile } from '../../../test/harness.ts';
import { demoMonths, fillDemoCompany, ownerContext, topUpDemoCompany } from './demo-data.ts';
import { monthOfSales } from './demo-sales-plan.ts';

describe('demoMonths', () => {
  it('runs from the first month to today, the last month dated today until the 28th', () => {
    expect(demoMonths('2026-11', '2027-01-05').map((month) => [month.label, month.date])).toEqual([
      ['Nov 2026', '2026-11-28'],
      ['Dec 2026', '2026-12-28'],
      ['Jan 2027', '2027-01-05'],
    ]);
    expect(demoMonths('2026-02', '2026-02-28').map((month) => month.date)).toEqual(['2026-02-28']);
    expect(demoMonths('2026-03', '2026-02-10')).toEqual([]);
  });
});

describe('monthOfSales', () => {
  /** What a fresh demo made on `today` shows each invoice as, on that day. */
  function freshDemo(today: string) {
    const first = `${addDays(`${today.slice(0, 7)}-01`, -40).slice(0, 7)}`;
    return demoMonths(first, today).flatMap((month, index) =>
      monthOfSales(month, { today, first: index === 0 }).invoices.map((invoice) => {
        const paid = invoice.payments.map((payment) => payment.share);
        const status = invoice.draft
          ? 'draft'
          : paid.includes('all')
            ? 'paid'
            : paid.includes('half') || invoice.returned
              ? 'partly-paid'
              : 'unpaid';
        const open = status === 'unpaid' || status === 'partly-paid';
        return {
          ...invoice,
          month: month.label,
          monthDate: month.date,
          status,
          overdue: open && invoice.dueDate < today,
        };
      }),
    );
  }

  it('gives a new demo, on any day, paid, partly paid, overdue, open and draft invoices in each of three months', () => {
    for (let day = '2027-01-01'; day <= '2028-12-31'; day = addDays(day, 1)) {
      const invoices = freshDemo(day);
      expect(new Set(invoices.map((invoice) => invoice.month)).size, day).toBe(3);
      const statuses = invoices.map((invoice) => invoice.status);
      expect(
        statuses.filter((status) => status === 'draft'),
        day,
      ).toHaveLength(1);
      expect(statuses.filter((status) => status === 'paid').length, day).toBeGreaterThanOrEqual(4);
      expect(statuses, day).toContain('partly-paid');
      expect(
        invoices.some((invoice) => invoice.overdue && invoice.status === 'unpaid'),
        day,
      ).toBe(true);
      expect(
        invoices.some((invoice) => invoice.status !== 'draft' && !invoice.overdue && invoice.status !== 'paid'),
        day,
      ).toBe(true);
      for (const invoice of invoices) {
        expect(invoice.date <= invoice.monthDate && invoice.date <= day, day).toBe(true);
        expect(invoice.dueDate > invoice.date, day).toBe(true);
        for (const payment of invoice.payments) {
          expect(payment.date >= invoice.date && payment.date <= day, day).toBe(true);
        }
      }
    }
  });
});

interface ListedInvoice {
  number: string;
  status: string;
  customer: { name: string };
  date: string;
  dueDate: string;
  total: number;
  amountPaid: number;
  amountDue: number;
}

describe('the demo company', () => {
  const test = testAppForFile();
  let owner: Awaited<ReturnType<typeof ownerWithCompany>>;
  beforeAll(async () => {
    owner = await ownerWithCompany(test, 'Adunni Stores Ltd');
  });

  const salesSummaries = () =>
    test.database.db
      .select({ reference: journals.reference, date: journals.date, status: journals.status })
      .from(journals)
      .where(and(eq(journals.companyId, owner.companyId), like(journals.reference, 'Sales summary %')))
      .orderBy(journals.date);

  it('holds three months of posted books up to the day it is made, and later runs up to the day it is opened', async () => {
    const context = ownerContext(owner.user._id, owner.companyId);
    await fillDemoCompany(test.database.db, context, '2026-11-22');
    expect(await salesSummaries()).toEqual(
      ['Sep', 'Oct', 'Nov'].map((month) => ({
        reference: `Sales summary ${month} 2026`,
        date: month === 'Nov' ? '2026-11-22' : expect.stringMatching(/^2026-\d\d-28$/),
        status: 'posted',
      })),
    );

    await topUpDemoCompany(test.database.db, context, '2027-02-03');
    await topUpDemoCompany(test.database.db, context, '2027-02-03');
    const references = (await salesSummaries()).map((journal) => journal.reference);
    expect(references.slice(-4)).toEqual([
      'Sales summary Nov 2026',
      'Sales summary Dec 2026',
      'Sales summary Jan 2027',
      'Sales summary Feb 2027',
    ]);
    expect(new Set(references).size).toBe(references.length);

    const trialBalance = await test.app.inject({
      method: 'GET',
      url: '/api/reports/trial-balance?asOf=2027-02-03',
      headers: { authorization: `Bearer ${owner.token}`, 'x-company-id': owner.companyId },
    });
    const { totalDebit, totalCredit } = trialBalance.json().data;
    expect(totalDebit).toBeGreaterThan(0);
    expect(totalDebit).toBe(totalCredit);
  });

  describe('its sales', () => {
    let demo: Awaited<ReturnType<typeof ownerWithCompany>>;
    const made = '2026-11-22';
    const later = '2027-02-03';
    beforeAll(async () => {
      demo = await ownerWithCompany(test, 'Adunni Stores Ltd');
      await fillDemoCompany(test.database.db, ownerContext(demo.user._id, demo.companyId), made);
    });

    const get = async (url: string) => {
      const response = await test.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${demo.token}`, 'x-company-id': demo.companyId },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const invoices = async (): Promise<ListedInvoice[]> =>
      ((await get('/api/invoices?limit=100')).data as ListedInvoice[]).sort((one, other) =>
        one.number.localeCompare(other.number),
      );
    const receipts = async () =>
      (
        (await get('/api/payments?limit=100')).data as Array<{ number: string; date: string; bank: { name: string } }>
      ).sort((one, other) => one.number.localeCompare(other.number));
    /** What a visitor reads on `today`: an open invoice past its due date is overdue. */
    const statusOn = (invoice: ListedInvoice, today: string) =>
      ['unpaid', 'partly-paid', 'overdue'].includes(invoice.status)
        ? invoice.dueDate < today
          ? 'overdue'
          : invoice.amountPaid > 0
            ? 'partly-paid'
            : 'unpaid'
        : invoice.status;
    const byMonth = (list: ListedInvoice[], today: string) => {
      const months: Record<string, string[]> = {};
      for (const invoice of list) {
        const month = invoice.date.slice(0, 7);
        months[month] = [...(months[month] ?? []), statusOn(invoice, today)];
      }
      return months;
    };
    const trialBalance = async (asOf: string) => {
      const data = (await get(`/api/reports/trial-balance?asOf=${asOf}`)).data as {
        accounts: Array<{ account_code: string; debit: number; credit: number }>;
        totalDebit: number;
        totalCredit: number;
      };
      const balance = (code: string) => {
        const line = data.accounts.find((account) => account.account_code === code);
        return line ? Math.round((line.debit - line.credit) * 100) / 100 : 0;
      };
      return { ...data, balance };
    };

    /** Books that balance, money in the bank and goods on the shelf on each day a visitor may look at. */
    async function expectSoundBooks(days: string[]) {
      for (const day of days) {
        const books = await trialBalance(day);
        expect(books.totalDebit, day).toBeGreaterThan(0);
        expect(books.totalDebit, day).toBe(books.totalCredit);
        expect(books.balance('1050'), `bank on ${day}`).toBeGreaterThan(0);
        expect(books.balance('1200'), `inventory on ${day}`).toBeGreaterThan(0);
      }
      const valuation = (await get('/api/reports/inventory-valuation?limit=100')).data as {
        lines: Array<{ product: { name: string }; quantity: string; value: number }>;
      };
      expect(valuation.lines).toHaveLength(4);
      for (const line of valuation.lines) {
        expect(Number(line.quantity), line.product.name).toBeGreaterThan(0);
        expect(line.value, line.product.name).toBeGreaterThan(0);
      }
      expect(await dailyTotalsDrift(test, demo.companyId)).toEqual([]);
    }

    it('lists trade customers from Lagos and Abuja, and goods with stock and a delivery service', async () => {
      const customers = (await get('/api/customer?limit=100')).data as Array<{
        displayName: string;
        type: string;
        email: string[];
        phoneNumber: string;
        officeAddress: string;
        balance: number;
      }>;
      expect(customers.map((customer) => customer.displayName)).toEqual([
        'Brightway International School',
        'Eko Fresh Mart Ltd',
        'Garki Facility Services Ltd',
        'Lekki Gardens Hotel Ltd',
        'Ngozi Okonkwo',
        'Zuma Catering Services Ltd',
      ]);
      expect(customers.map((customer) => customer.type)).toContain('individual');
      for (const customer of customers) {
        expect(customer.email[0]).toMatch(/@example\.com$/);
        expect(customer.officeAddress).toMatch(/(Lagos|Abuja)$/);
      }
      expect(customers.find((customer) => customer.displayName === 'Ngozi Okonkwo')?.balance).toBeGreaterThan(0);

      const products = (await get('/api/products?limit=100')).data as Array<{
        name: string;
        type: string;
        quantityOnHand: string | null;
        tax: Array<{ name: string }>;
      }>;
      expect(products).toHaveLength(5);
      const delivery = products.find((product) => product.name === 'Delivery within Lagos');
      expect(delivery?.quantityOnHand).toBeNull();
      expect(products.filter((product) => product.quantityOnHand !== null)).toHaveLength(4);
      expect(products.filter((product) => product.tax.some((tax) => tax.name === 'VAT 7.5%'))).toHaveLength(4);
    });

    it('has invoices in each of its three months: paid, partly paid, overdue, open and a draft', async () => {
      const list = await invoices();
      expect(list.map((invoice) => invoice.number)).toEqual(
        list.map((_, index) => `INV-${String(index + 1).padStart(5, '0')}`),
      );
      // Numbered in the order they were written, which is the order of their dates.
      expect(list.map((invoice) => invoice.date)).toEqual(list.map((invoice) => invoice.date).sort());
      const months = byMonth(list, made);
      expect(Object.keys(months)).toEqual(['2026-09', '2026-10', '2026-11']);
      expect(months['2026-09']).toEqual(['paid', 'overdue', 'overdue', 'paid', 'paid']);
      expect(months['2026-10']).toEqual(['paid', 'paid', 'overdue', 'paid']);
      expect(months['2026-11']).toEqual(['paid', 'partly-paid', 'unpaid', 'unpaid', 'draft']);
      const draft = list.find((invoice) => invoice.status === 'draft');
      expect(draft?.customer.name).toBe('Garki Facility Services Ltd');
      const unpaid = list.filter((invoice) => invoice.amountPaid === 0 && invoice.status !== 'draft');
      expect(unpaid.map((invoice) => [invoice.customer.name, invoice.dueDate < made])).toEqual([
        ['Ngozi Okonkwo', true],
        ['Zuma Catering Services Ltd', false],
        ['Brightway International School', false],
      ]);
      expect(list.filter((invoice) => invoice.amountPaid > 0 && invoice.amountDue > 0)).toHaveLength(3);

      // Received into the bank account, numbered in the order of their dates.
      const payments = await receipts();
      expect(payments.length).toBeGreaterThanOrEqual(8);
      expect(payments.map((payment) => payment.date)).toEqual(payments.map((payment) => payment.date).sort());
      expect(payments.every((payment) => payment.bank.name === 'Bank Account' && payment.date <= made)).toBe(true);

      const estimates = (await get('/api/invoices/estimate?limit=10')).data as Array<{ customer: { name: string } }>;
      expect(estimates.map((estimate) => estimate.customer.name)).toEqual(['Lekki Gardens Hotel Ltd']);
      const credits = (await get('/api/invoices/credit-note?limit=10')).data as Array<{ total: number }>;
      expect(credits).toHaveLength(1);
    });

    it('has a bill from each of its three suppliers: goods into stock, power, and haulage without a TIN', async () => {
      const bills = (await get('/api/expenses/bill?limit=100')).data as Array<{
        vendor: { name: string };
        status: string;
        withholdingTotal: number;
      }>;
      // The flour distributor's second bill is the one made from its received purchase order.
      expect(bills.map((bill) => bill.vendor.name).sort()).toEqual([
        'Dangote Flour Distributors Ltd',
        'Dangote Flour Distributors Ltd',
        'Ikeja Electric Plc',
        'Musa Ibrahim',
      ]);
      // Posted and owed (overdue once their due dates pass the day the test runs).
      expect(bills.every((bill) => ['unpaid', 'overdue'].includes(bill.status))).toBe(true);
      // Haulage of ₦120,000 at WHT on services, 2% doubled without a TIN.
      expect(bills.find((bill) => bill.vendor.name === 'Musa Ibrahim')?.withholdingTotal).toBe(4_800);
    });

    it('has purchase orders at each stage: billed, partly received, sent to the supplier, and a draft', async () => {
      const orders = (await get('/api/purchase-orders?limit=100')).data as Array<{
        _id: string;
        status: string;
        vendor: { name: string };
      }>;
      expect(orders.map((order) => order.status).sort()).toEqual(['billed', 'draft', 'open', 'partly-received']);
      expect(orders.every((order) => order.vendor.name === 'Dangote Flour Distributors Ltd')).toBe(true);
      const open = orders.find((order) => order.status === 'open');
      const sent = (await get(`/api/purchase-orders/${open?._id}`)).data as { history: Array<{ event: string }> };
      expect(sent.history.map((line) => line.event).sort()).toEqual(['created', 'emailed']);
      const part = orders.find((order) => order.status === 'partly-received');
      const received = (await get(`/api/purchase-orders/${part?._id}`)).data as {
        items: Array<{ quantity: number; received: number }>;
      };
      expect(received.items.map((item) => [item.quantity, item.received])).toEqual([
        [20, 20],
        [30, 15],
      ]);
      const billed = orders.find((order) => order.status === 'billed');
      const bill = (await get(`/api/purchase-orders/${billed?._id}`)).data as { bill: { number: string } | null };
      expect(bill.bill?.number).toMatch(/^BILL-/);
    });

    it('names the shop’s manager and sales assistants on its trade invoices, in sales by employee', async () => {
      const sales = (await get('/api/reports/sales/employee?from=2026-01-01&to=2026-12-31')).data as {
        rows: Array<{ employee: { name: string } | null; documents: number }>;
      };
      expect(sales.rows.map((row) => row.employee?.name ?? null).sort()).toEqual([
        'Ibrahim Musa',
        'Kemi Adeyemi',
        'Ngozi Eze',
      ]);
      expect(sales.rows.every((row) => row.documents > 0)).toBe(true);
    });

    it('has six staff, its finished months of payroll paid and remitted, and this month’s waiting for approval', async () => {
      expect((await get('/api/employees?limit=100')).pageInfo.total).toBe(6);
      const runs = (await get('/api/payroll?limit=100')).data as Array<{
        period: string;
        status: string;
        gross: number;
      }>;
      expect(runs.map(({ period, status }) => [period, status])).toEqual([
        ['2026-11', 'awaiting-approval'],
        ['2026-10', 'paid'],
        ['2026-09', 'paid'],
      ]);
      const paidGross = runs.filter((run) => run.status === 'paid').reduce((total, run) => total + run.gross, 0);
      const books = await trialBalance(made);
      expect(books.balance('6000')).toBe(paidGross);
      expect(books.balance('2250')).toBe(0);
      // What fell due by three days from now was remitted (PAYE and pension for October by 10
      // November); October's NHF, due on 30 November, is still to remit.
      expect(books.balance('2200')).toBe(0);
      expect(books.balance('2210')).toBe(0);
      expect(books.balance('2220')).toBeLessThan(0);
    });

    it('shows the overdue invoice on the receivables aging, which ties to the books', async () => {
      const aging = (await get(`/api/reports/aging/customer?asOf=${made}`)).data as {
        rows: Array<{ customer: { name: string } | null; current: number; days61To90: number; total: number }>;
        totals: { total: number };
      };
      const ngozi = aging.rows.find((row) => row.customer?.name === 'Ngozi Okonkwo');
      expect(ngozi?.days61To90).toBeGreaterThan(0);
      expect(aging.totals.total).toBe((await trialBalance(made)).balance('1100'));
    });

    it('keeps books that balance, money in the bank and stock on the shelf', async () => {
      await expectSoundBooks(['2026-09-01', '2026-09-30', '2026-10-01', '2026-11-01', made]);
    });

    it('opened again later, adds the new months and their payments, and nothing twice', async () => {
      const before = await invoices();
      const context = ownerContext(demo.user._id, demo.companyId);
      await topUpDemoCompany(test.database.db, context, made);
      expect(await invoices()).toEqual(before);

      await topUpDemoCompany(test.database.db, context, later);
      await topUpDemoCompany(test.database.db, context, later);
      expect((await get('/api/expenses/bill?limit=100')).pageInfo.total).toBe(4);
      expect((await get('/api/purchase-orders?limit=100')).pageInfo.total).toBe(4);
      const after = await invoices();
      const earlier = after.slice(0, before.length);
      expect(earlier.map(({ number, date, total }) => ({ number, date, total }))).toEqual(
        before.map(({ number, date, total }) => ({ number, date, total })),
      );
      expect(new Set(after.map((invoice) => invoice.number)).size).toBe(after.length);
      const months = byMonth(after, later);
      expect(Object.keys(months)).toEqual(['2026-09', '2026-10', '2026-11', '2026-12', '2027-01', '2027-02']);
      expect(months['2026-12']).toEqual(['paid', 'paid', 'overdue', 'paid']);
      expect(months['2027-01']).toEqual(['paid', 'partly-paid', 'paid', 'unpaid']);
      expect(months['2027-02']).toEqual(['unpaid', 'unpaid', 'unpaid', 'unpaid', 'draft']);
      // Invoices open when it was last opened were paid when they came due; the customer who never pays still owes.
      expect(byMonth(after, later)['2026-11']).toEqual(['paid', 'paid', 'paid', 'paid', 'draft']);
      expect(byMonth(after, later)['2026-09']).toEqual(['paid', 'overdue', 'paid', 'paid', 'paid']);
      const payments = await receipts();
      expect(new Set(payments.map((payment) => payment.number)).size).toBe(payments.length);
      expect(payments.every((payment) => payment.date <= later && payment.bank.name === 'Bank Account')).toBe(true);

      await expectSoundBooks(['2026-12-01', '2027-01-01', '2027-02-01', later]);
    });
  });
});
