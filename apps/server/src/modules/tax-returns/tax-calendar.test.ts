import { addDays, returnDueDate, shiftPeriod, type TaxObligation, todayInLagos } from '@owo/core';
import { tenantTransaction } from '@owo/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AccountingCompany, accountingCompany, anotherCompany, postJournal } from '../../../test/accounting.ts';
import { journalOf } from '../../../test/bank.ts';
import { addMember, testAppForFile } from '../../../test/harness.ts';
import { addCustomer, paymentMethod, vatTax } from '../../../test/sales-fixtures.ts';
import { addProduct, firstBranch } from '../../../test/stock-fixtures.ts';
import { raiseTaxReminders } from './tax-calendar.reminders.ts';
import { taxCalendar } from './tax-calendar.view.ts';

/*
 * The tax calendar (issue 29): a sale at 7.5% two months ago puts that month's VAT return on the
 * calendar (overdue since the 21st of last month) with the VAT it charged; filed and paid, it shows
 * paid. The dashboard lists it among its tasks, its people are reminded once, another company sees
 * nothing of it and a member who may not see tax is refused.
 */

const test = testAppForFile();
let company: AccountingCompany;
const today = todayInLagos();
const period = shiftPeriod(today.slice(0, 7), -2);
const dueDate = returnDueDate('vat', period);
const saleDay = `${period}-10`;

const calendar = async (of: AccountingCompany = company) => {
  const response = await of.call('GET', '/api/tax/calendar');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { today: string; obligations: TaxObligation[] };
};
const vatOf = async () => (await calendar()).obligations.find((item) => item.kind === 'vat' && item.period === period);

beforeAll(async () => {
  company = await accountingCompany(test);
  const branch = await firstBranch(company);
  const customer = await addCustomer(test, company.companyId, 'Adaeze Stores');
  const advice = await addProduct(test, company.companyId, { name: 'Advice', type: 'service' });
  const method = await paymentMethod(company);
  const vat = await vatTax(test, company.companyId);
  const sale = await company.call('POST', '/api/invoices/receipt', {
    customer,
    branch,
    address: '12 Broad Street',
    paymentDate: saleDay,
    paymentMethod: method,
    items: [{ product: advice, description: 'Advice', quantity: 1, price: 10_000, tax: [{ id: vat }] }],
  });
  expect(sale.statusCode, sale.body).toBe(201);
});

describe('the tax calendar', () => {
  it("lists the month's VAT return, not filed, overdue, with the VAT the sale charged", async () => {
    const answer = await calendar();
    expect(answer.today).toBe(today);
    expect(await vatOf()).toEqual({
      kind: 'vat',
      title: expect.stringMatching(/^VAT return for \w+ \d{4}$/),
      period,
      dueDate,
      status: 'overdue',
      amountOwed: 750,
      returnId: null,
      path: `/tax/prepare-return?type=vat&period=${period}`,
      note: null,
    });
    // Nothing else was sold with VAT or withheld: no other month, no WHT return.
    expect(answer.obligations.filter((item) => item.kind === 'vat' || item.kind === 'wht')).toHaveLength(1);
    // Company income tax for the last year ended: its date, and no amount, said in words.
    const incomeTax = answer.obligations.find((item) => item.kind === 'cit');
    if (incomeTax) {
      expect(incomeTax.amountOwed).toBeNull();
      expect(incomeTax.note).toMatch(/does not work out company income tax/);
    }
    const dates = answer.obligations.map((item) => item.dueDate);
    expect(dates).toEqual([...dates].sort());
  });

  it("is among the dashboard's tasks, soonest due first", async () => {
    const response = await company.call('GET', '/api/dashboard');
    expect(response.statusCode, response.body).toBe(200);
    const tasks = response.json().data.tasks as Array<{
      kind: string;
      title: string;
      amount: number;
      overdue: boolean;
    }>;
    expect(tasks).toContainEqual(
      expect.objectContaining({
        kind: 'vat',
        amount: 750,
        overdue: true,
        title: expect.stringMatching(/^File the VAT/),
      }),
    );
  });

  it('reminds those who file returns once, three days before it falls due', async () => {
    expect(await raiseTaxReminders(test.database.db, addDays(dueDate, -4))).toBe(0);
    expect(await raiseTaxReminders(test.database.db, addDays(dueDate, -3))).toBe(1);
    expect(await raiseTaxReminders(test.database.db, addDays(dueDate, -1))).toBe(0);
    const feed = await company.call('GET', '/api/notifications');
    expect(feed.statusCode, feed.body).toBe(200);
    expect(JSON.stringify(feed.json().data)).toContain(`/tax/prepare-return?type=vat&period=${period}`);
  });

  it('shows it filed and owing, then paid once paid in full', async () => {
    const filed = await company.call('POST', '/api/tax/returns', { type: 'vat', period, reference: 'NRS-CAL-1' });
    expect(filed.statusCode, filed.body).toBe(201);
    const returnId = filed.json().data._id as string;
    const owing = await vatOf();
    expect(owing).toMatchObject({ returnId, path: `/tax/returns/${returnId}`, amountOwed: 750, status: 'overdue' });
    const pay = (amount: number, reference: string) =>
      company.call('POST', '/api/tax/payments', {
        return: returnId,
        bank: company.account('1050'),
        date: today,
        amount,
        reference,
      });
    expect((await pay(300, 'RRR-1')).statusCode).toBe(201);
    expect(await vatOf()).toMatchObject({ amountOwed: 450, status: 'overdue' });
    expect((await pay(450, 'RRR-2')).statusCode).toBe(201);
    expect(await vatOf()).toMatchObject({ amountOwed: 0, status: 'paid' });
  });

  it('shows another company nothing of it, and refuses a member who may not see tax', async () => {
    const other = await anotherCompany(test, company, 'Other Ventures Ltd');
    const theirs = await calendar(other);
    expect(theirs.obligations.filter((item) => item.kind === 'vat' || item.kind === 'wht')).toEqual([]);
    const seller = await addMember(test, company.companyId, ['sales.view']);
    const refused = await test.app.inject({ method: 'GET', url: '/api/tax/calendar', headers: seller.headers });
    expect(refused.statusCode).toBe(403);
    const viewer = await addMember(test, company.companyId, ['tax.view']);
    const seen = await test.app.inject({ method: 'GET', url: '/api/tax/calendar', headers: viewer.headers });
    expect(seen.statusCode, seen.body).toBe(200);
  });
});

describe('company income tax on the calendar', () => {
  /** The calendar as it reads on `day` (the route reads today's; the rule turns on the date). */
  const incomeTaxOn = (of: AccountingCompany, day: string) =>
    tenantTransaction(test.database.db, of.companyId, async (tx) => {
      const { obligations } = await taxCalendar(tx, of.companyId, { today: day, remittances: false });
      return obligations.find((item) => item.kind === 'cit');
    });

  it('lists the last year ended for a company that traded in it, until a month past its due date', async () => {
    const trader = await anotherCompany(test, company, 'Old Trader Ltd');
    await postJournal(
      trader,
      journalOf(
        [
          [trader.account('1050'), 1_000, 0],
          [trader.account('2100'), 0, 1_000],
        ],
        { date: '2025-06-15', reference: 'A 2025 sale' },
      ),
    );
    expect(await incomeTaxOn(trader, '2026-06-20')).toMatchObject({
      title: 'Company income tax for the year ended 31 December 2025',
      dueDate: '2026-06-30',
      status: 'upcoming',
      amountOwed: null,
    });
    expect(await incomeTaxOn(trader, '2026-07-20')).toMatchObject({ status: 'overdue' });
    // Owo cannot record its filing: a month past its due date it leaves the calendar.
    expect(await incomeTaxOn(trader, '2026-08-01')).toBeUndefined();
  });

  it('leaves it out for a business with no entries in that year', async () => {
    const newcomer = await anotherCompany(test, company, 'New Start Ltd');
    expect(await incomeTaxOn(newcomer, '2026-06-20')).toBeUndefined();
  });
});
