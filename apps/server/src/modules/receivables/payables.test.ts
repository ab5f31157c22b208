import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountingCompany,
  accountingCompany,
  anotherCompany,
  trialBalanceByCode,
} from '../../../test/accounting.ts';
import { testAppForFile } from '../../../test/harness.ts';
import { addVendor, withholdingTaxNamed } from '../../../test/purchase-fixtures.ts';
import { paymentMethod } from '../../../test/sales-fixtures.ts';
import { firstBranch } from '../../../test/stock-fixtures.ts';

/*
 * The payables reports through the API (issue 27): open bills, vendor aging and vendor balances,
 * their exports, and the tie-out the issue asks for: for random sequences of bills, payments
 * (with tax withheld, and advances above the bills) and voids, the vendor balances, the aging and
 * the open bills all add up to the payables account on the trial balance.
 */

const test = testAppForFile();
let owner: AccountingCompany;

beforeAll(async () => {
  owner = await accountingCompany(test, 'Payables Traders Ltd');
});

interface Books {
  company: AccountingCompany;
  branch: string;
  vendors: string[];
  services: string;
  transfer: string;
}

async function books(name: string): Promise<Books> {
  const company = await anotherCompany(test, owner, name);
  const vendors = await Promise.all(
    ['Adebayo Consulting', 'Bisi Prints', 'Chuks Logistics'].map((vendor, index) =>
      addVendor(test, company.companyId, vendor, { tin: `1234567${index}-0001` }),
    ),
  );
  return {
    company,
    branch: await firstBranch(company),
    vendors,
    services: await withholdingTaxNamed(test, company.companyId, 'WHT - Services'),
    transfer: await paymentMethod(company),
  };
}

async function bill(at: Books, vendor: string, price: number, withheld: boolean, date: string) {
  const response = await at.company.call('POST', '/api/expenses/bill', {
    vendor,
    branch: at.branch,
    issueDate: date,
    dueDate: '2026-04-30',
    billNo: 'INV-1',
    address: 'Lagos',
    items: [
      {
        chartofAccount: at.company.account('6720'),
        description: 'Work done',
        quantity: 1,
        price,
        ...(withheld ? { withholding: at.services } : {}),
      },
    ],
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { _id: string; total: number };
}

function pay(at: Books, vendor: string, total: number, items: Array<{ id: string; amount: number }>) {
  return at.company.call('POST', '/api/payments', {
    paymentType: 'BILL',
    recipient: vendor,
    branch: at.branch,
    paymentDate: '2026-03-15',
    bank: at.company.account('1050'),
    paymentMethod: at.transfer,
    reference: 'TRF',
    total,
    items,
  });
}

/** What the payables account holds (credits less debits) and what each report says it holds. */
async function tieOut(at: Books, asOf = '2026-12-31') {
  const trial = await trialBalanceByCode(at.company, asOf);
  const read = async (path: string) =>
    (await at.company.call('GET', `/api/reports/${path}?asOf=${asOf}&limit=1000`)).json().data;
  const balances = await read('balances/vendor');
  const aging = await read('aging/vendor');
  const payables = await read('payables');
  const cents = (value: number) => Math.round(value * 100);
  const sum = (rows: Array<{ balance: number }>) => rows.reduce((all, row) => all + cents(row.balance), 0);
  const vendors = await Promise.all(
    at.vendors.map(async (id) => cents((await at.company.call('GET', `/api/vendor/${id}`)).json().data.balance)),
  );
  return {
    account: 0 - cents(trial.balances['2000'] ?? 0) || 0,
    balances: sum(balances.rows),
    balancesTotal: cents(balances.totals.balance),
    aging: cents(aging.totals.total),
    payables: cents(payables.totalDue),
    vendors: vendors.reduce((all, one) => all + one, 0),
  };
}

describe('the payables reports', () => {
  let at: Books;
  beforeAll(async () => {
    at = await books('Reports Ventures Ltd');
    const [adebayo, bisi] = at.vendors as [string, string];
    const service = await bill(at, adebayo, 100_000, true, '2026-01-05');
    await bill(at, bisi, 40_000, false, '2026-02-10');
    const paid = await pay(at, adebayo, 60_000, [{ id: service._id, amount: 60_000 }]);
    expect(paid.statusCode, paid.body).toBe(201);
  });

  it('open bills, vendor aging and balances say what is owed, and tie to the payables account', async () => {
    const payables = (await at.company.call('GET', '/api/reports/payables?asOf=2026-05-31')).json().data;
    expect(
      payables.rows.map((row: { vendor: { name: string }; amountDue: number; status: string }) => [
        row.vendor.name,
        row.amountDue,
        row.status,
      ]),
    ).toEqual([
      ['Adebayo Consulting', 40_000, 'overdue'],
      ['Bisi Prints', 40_000, 'overdue'],
    ]);
    expect(payables.totalDue).toBe(80_000);
    const aging = (await at.company.call('GET', '/api/reports/aging/vendor?asOf=2026-05-31')).json().data;
    expect(
      aging.rows.map((row: { vendor: { name: string }; days31To60: number; total: number }) => [
        row.vendor.name,
        row.days31To60,
        row.total,
      ]),
    ).toEqual([
      ['Adebayo Consulting', 40_000, 40_000],
      ['Bisi Prints', 40_000, 40_000],
    ]);
    const balances = (await at.company.call('GET', '/api/reports/balances/vendor?asOf=2026-05-31')).json().data;
    expect(balances.rows[0]).toEqual({
      vendor: { _id: at.vendors[0], name: 'Adebayo Consulting' },
      billed: 100_000,
      paid: 60_000,
      balance: 40_000,
    });
    const tie = await tieOut(at);
    expect(new Set(Object.values(tie))).toEqual(new Set([80_000_00]));
  });

  it('before the payment, the aging shows the whole bill', async () => {
    const aging = (await at.company.call('GET', '/api/reports/aging/vendor?asOf=2026-01-31')).json().data;
    expect(aging.totals).toMatchObject({ current: 100_000, total: 100_000 });
  });

  it.each(['payables', 'aging/vendor', 'balances/vendor'])('exports %s as CSV, XLSX and PDF', async (path) => {
    for (const format of ['csv', 'xlsx', 'pdf']) {
      const response = await at.company.call('GET', `/api/reports/${path}/export?format=${format}&asOf=2026-05-31`);
      expect(response.statusCode, `${path} ${format}: ${response.body.slice(0, 200)}`).toBe(200);
      if (format === 'csv') expect(response.body).toContain('Adebayo Consulting');
      if (format === 'pdf') expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
});

type Step =
  | { kind: 'bill'; vendor: number; price: number; withheld: boolean }
  | { kind: 'pay'; share: number; advance: number }
  | { kind: 'void-bill' }
  | { kind: 'delete-payment' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('bill' as const),
    vendor: fc.integer({ min: 0, max: 2 }),
    price: fc.integer({ min: 1_000, max: 500_000 }),
    withheld: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('pay' as const),
    share: fc.integer({ min: 1, max: 100 }),
    advance: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 5_000 })),
  }),
  fc.record({ kind: fc.constant('void-bill' as const) }),
  fc.record({ kind: fc.constant('delete-payment' as const) }),
);

describe('the tie-out: random bills, payments, advances and voids', () => {
  let run = 0;
  it('keeps the sum of vendor balances, the aging and the open bills equal to the payables account', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 10 }), async (steps) => {
        run += 1;
        const at = await books(`Random Payables ${run} Ltd`);
        const bills: Array<{ id: string; vendor: string; due: number; paid: boolean }> = [];
        const payments: string[] = [];
        for (const one of steps) {
          if (one.kind === 'bill') {
            const vendor = at.vendors[one.vendor] as string;
            const made = await bill(at, vendor, one.price, one.withheld, '2026-02-01');
            bills.push({ id: made._id, vendor, due: made.total, paid: false });
          } else if (one.kind === 'pay') {
            const open = bills.find((item) => item.due > 0);
            if (!open) continue;
            const amount = Math.max(1, Math.floor((open.due * one.share) / 100));
            const paid = await pay(at, open.vendor, amount + one.advance, [{ id: open.id, amount }]);
            expect(paid.statusCode, paid.body).toBe(201);
            open.due -= amount;
            open.paid = true;
            payments.push(paid.json().data._id);
          } else if (one.kind === 'void-bill') {
            const unpaid = bills.find((item) => !item.paid && item.due > 0);
            if (!unpaid) continue;
            const voided = await at.company.call('PATCH', `/api/expenses/bill/${unpaid.id}/void`);
            expect(voided.statusCode, voided.body).toBe(200);
            unpaid.due = 0;
          } else {
            const id = payments.pop();
            if (!id) continue;
            const deleted = await at.company.call('DELETE', `/api/payments/${id}`);
            expect(deleted.statusCode, deleted.body).toBe(200);
            // The bill owes again; which one is the server's business, so read it back.
            for (const item of bills) {
              const stored = (await at.company.call('GET', `/api/expenses/bill/${item.id}`)).json().data;
              item.due = stored.status === 'void' ? 0 : stored.amountDue;
            }
          }
        }
        const tie = await tieOut(at);
        expect(tie, JSON.stringify(steps)).toEqual({
          account: tie.account,
          balances: tie.account,
          balancesTotal: tie.account,
          aging: tie.account,
          payables: tie.account,
          vendors: tie.account,
        });
        const trial = await trialBalanceByCode(at.company);
        expect(trial.totalDebit).toBe(trial.totalCredit);
      }),
      { numRuns: 6 },
    );
  });
});
