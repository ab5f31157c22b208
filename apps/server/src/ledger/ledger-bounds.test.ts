import { MAX_LEDGER_TOTAL_KOBO, todayInLagos } from '@owo/core';
import { type Database, newId } from '@owo/db';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountingCompany,
  accountingCompany,
  anotherCompany,
  journalBody,
  postJournal,
  rowCounts,
  trialBalanceByCode,
  writtenRows,
} from '../../test/accounting.ts';
import { testAppForFile } from '../../test/harness.ts';
import { ownerApproval, postAsOwner } from '../../test/owner-posting.ts';
import { addCustomer, paymentMethod } from '../../test/sales-fixtures.ts';
import { addProduct, firstBranch } from '../../test/stock-fixtures.ts';
import type { HttpError } from '../errors.ts';
import { type EntryInput, postingTransaction, reverse } from './post.ts';

/** The owner's approval, for reversals made straight through the ledger. */

/*
 * Bad input never breaks the books (issue 26): a business date is from 2000 to 2099, refused in
 * words outside it by the body schemas and again by post(); and a company's entries can add up to
 * at most MAX_LEDGER_TOTAL_KOBO, so every report answers, exact to the kobo, however many maximal
 * documents a clerk makes. Before, a journal or invoice dated 9999 was saved and posted, and 101
 * maximal sales receipts put seven of the owner's reports at 422.
 */

const test = testAppForFile();
let db: Database;
let company: AccountingCompany;
beforeAll(async () => {
  db = test.database.db;
  company = await accountingCompany(test);
});

const outOfRange = (label: string) => `${label} must be between 1 January 2000 and 31 December 2099`;

async function refusedWithoutWrites(
  of: AccountingCompany,
  call: () => Promise<{ statusCode: number; json(): unknown }>,
) {
  const tables = ['documents', 'document_lines'];
  const before = [await writtenRows(test, of.companyId), await rowCounts(test, of.companyId, tables)];
  const response = await call();
  expect(response.statusCode).toBe(400);
  expect([await writtenRows(test, of.companyId), await rowCounts(test, of.companyId, tables)]).toEqual(before);
  return response.json() as { message: string; errors: Record<string, string> };
}

async function refusalOf(work: Promise<unknown>) {
  try {
    await work;
  } catch (error) {
    const { statusCode, message, errors } = error as HttpError;
    return { statusCode, message, errors };
  }
  throw new Error('expected a refusal');
}

async function sellingSetup(of: AccountingCompany) {
  const branch = await firstBranch(of);
  const customer = await addCustomer(test, of.companyId, 'Adaeze Stores');
  const service = await addProduct(test, of.companyId, { name: 'Consulting', type: 'service' });
  return { branch, customer, service };
}

function invoiceBody(setup: Awaited<ReturnType<typeof sellingSetup>>, date: string, price = 50_000) {
  return {
    customer: setup.customer,
    branch: setup.branch,
    address: '12 Broad Street, Lagos',
    date,
    dueDate: date,
    status: 'approved',
    items: [{ product: setup.service, description: 'Consulting', quantity: 1, price, tax: [] }],
  };
}

describe('a business date', () => {
  it.each(['9999-12-31', '1899-12-31'])(
    'of %s on a journal or an invoice is refused naming it, nothing saved',
    async (date) => {
      const journal = await refusedWithoutWrites(company, () =>
        company.call(
          'POST',
          '/api/double-entry/journal',
          journalBody(
            company,
            [
              ['6100', 1_000, 0],
              ['1000', 0, 1_000],
            ],
            { date },
          ),
        ),
      );
      expect(journal).toEqual({ message: outOfRange('Date'), errors: { date: outOfRange('Date') } });

      const setup = await sellingSetup(company);
      const invoice = await refusedWithoutWrites(company, () =>
        company.call('POST', '/api/invoices', invoiceBody(setup, date)),
      );
      expect(invoice.errors.date).toBe(outOfRange('Invoice date'));
    },
  );

  it('is checked again by post(), for a module that forgets the schema', async () => {
    const entry: EntryInput = {
      companyId: company.companyId,
      date: '9999-12-31',
      memo: 'Forgot the schema',
      sourceType: 'journal',
      sourceId: newId(),
      createdBy: company.userId,
      lines: [
        { accountId: company.account('6100'), debit: 1_000, credit: 0 },
        { accountId: company.account('1000'), debit: 0, credit: 1_000 },
      ],
    };
    const before = await writtenRows(test, company.companyId);
    const refused = await refusalOf(postingTransaction(db, company.companyId, (tx) => postAsOwner(tx, entry)));
    expect(refused).toEqual({ statusCode: 400, message: outOfRange('Date'), errors: { date: outOfRange('Date') } });
    expect(await writtenRows(test, company.companyId)).toEqual(before);
  });

  it('at the very end of the range posts, and receivables agree with the trial balance on every date', async () => {
    const late = await anotherCompany(test, company, 'Late Invoices Ltd');
    const setup = await sellingSetup(late);
    const created = await late.call('POST', '/api/invoices', invoiceBody(setup, '2099-12-31'));
    expect(created.statusCode, created.body).toBe(201);
    for (const [asOf, owed] of [
      [todayInLagos(), 0],
      ['2099-12-30', 0],
      ['2099-12-31', 50_000],
    ] as const) {
      const ledger = (await trialBalanceByCode(late, asOf)).balances['1100'] ?? 0;
      const aging = (await late.call('GET', `/api/reports/aging/customer?asOf=${asOf}`)).json().data.totals.total;
      const balances = (await late.call('GET', `/api/reports/balances/customer?asOf=${asOf}`)).json().data.totals;
      expect({ asOf, ledger, aging, balance: balances.balance }).toEqual({
        asOf,
        ledger: owed,
        aging: owed,
        balance: owed,
      });
    }
  });
});

describe("what a company's entries add up to", () => {
  const maxAmount = 99_999_999_999.99;
  const maxKobo = 9_999_999_999_999;

  /** Every report and every screen that adds up the ledger, each expected to answer 200. */
  const reports = (of: AccountingCompany) => [
    '/api/reports/trial-balance?asOf=2099-12-31',
    '/api/reports/balance-sheet?asOf=2099-12-31',
    '/api/reports/profit-and-loss?from=2000-01-01&to=2099-12-31',
    `/api/reports/general-ledger?account=${of.account('1000')}&from=2000-01-01&to=2099-12-31`,
    '/api/reports/cash-flow?from=2000-01-01&to=2099-12-31',
    '/api/reports/aging/customer?asOf=2099-12-31',
    '/api/reports/balances/customer?asOf=2099-12-31',
    '/api/reports/receivables?asOf=2099-12-31',
    '/api/double-entry/chart-of-accounts?limit=1000',
    '/api/bank/accounts',
    '/api/invoices/receipt',
  ];

  async function everyReportAnswers(of: AccountingCompany) {
    const answers: Record<string, number> = {};
    for (const url of reports(of)) answers[url] = (await of.call('GET', url)).statusCode;
    expect(answers).toEqual(Object.fromEntries(reports(of).map((url) => [url, 200])));
  }

  it('is bounded: maximal documents are refused in words before any report could not answer', async () => {
    const big = await anotherCompany(test, company, 'Big Receipts Ltd');
    const setup = await sellingSetup(big);
    // Twenty-nine maximal entries, posted directly to keep the test fast, leave room for one more.
    const entryIds: string[] = [];
    await postingTransaction(db, big.companyId, async (tx) => {
      for (let count = 0; count < Math.floor(MAX_LEDGER_TOTAL_KOBO / maxKobo) - 1; count += 1) {
        const { id } = await postAsOwner(tx, {
          companyId: big.companyId,
          date: '2026-03-31',
          memo: 'Maximal sale',
          sourceType: 'journal',
          sourceId: newId(),
          createdBy: big.userId,
          lines: [
            { accountId: big.account('1000'), debit: maxKobo, credit: 0 },
            { accountId: big.account('4000'), debit: 0, credit: maxKobo },
          ],
        });
        entryIds.push(id);
      }
    });

    const receipt = {
      ...invoiceBody(setup, '2026-03-31', maxAmount),
      paymentDate: '2026-03-31',
      paymentMethod: await paymentMethod(big),
      bank: big.account('1000'),
    };
    const thirtieth = await big.call('POST', '/api/invoices/receipt', receipt);
    expect(thirtieth.statusCode, thirtieth.body).toBe(201);
    const refused = await refusedWithoutWrites(big, () => big.call('POST', '/api/invoices/receipt', receipt));
    expect(refused.message).toBe(
      "The company's entries can add up to at most ₦3,000,000,000,000.00, so that every report stays exact to the kobo. Void entries made in error to make room",
    );
    // What is left (30 kobo) still posts, to the kobo.
    await postJournal(
      big,
      journalBody(big, [
        ['1000', 0.3, 0],
        ['3000', 0, 0.3],
      ]),
    );
    await everyReportAnswers(big);
    const trialBalance = await trialBalanceByCode(big);
    expect(trialBalance).toMatchObject({ totalDebit: 3_000_000_000_000, totalCredit: 3_000_000_000_000 });

    // Reversals are never refused, so a mistake can be undone even now; on a later day each shows
    // beside its original, the most the ledger can ever hold, and every report still answers.
    await postingTransaction(db, big.companyId, async (tx) => {
      for (const entryId of entryIds) {
        await reverse(tx, {
          companyId: big.companyId,
          entryId,
          approval: ownerApproval(big.userId),
          date: '2026-04-30',
        });
      }
    });
    await everyReportAnswers(big);
    expect(await trialBalanceByCode(big)).toMatchObject({
      totalDebit: 100_000_000_000.29,
      totalCredit: 100_000_000_000.29,
    });
  });

  it('makes room again when an entry made in error is voided on its own day', async () => {
    const busy = await anotherCompany(test, company, 'Busy Journals Ltd');
    await postingTransaction(db, busy.companyId, async (tx) => {
      for (let count = 0; count < Math.floor(MAX_LEDGER_TOTAL_KOBO / maxKobo) - 1; count += 1) {
        await postAsOwner(tx, {
          companyId: busy.companyId,
          date: '2026-03-31',
          memo: 'Maximal journal',
          sourceType: 'journal',
          sourceId: newId(),
          createdBy: busy.userId,
          lines: [
            { accountId: busy.account('1000'), debit: maxKobo, credit: 0 },
            { accountId: busy.account('3000'), debit: 0, credit: maxKobo },
          ],
        });
      }
    });
    const maximal = journalBody(busy, [
      ['1000', maxAmount, 0],
      ['3000', 0, maxAmount],
    ]);
    const mistake = await postJournal(busy, maximal);
    const created = await busy.call('POST', '/api/double-entry/journal', maximal);
    expect(created.statusCode).toBe(201);
    const refused = await busy.call(
      'PATCH',
      `/api/merchant/approve/${created.json().data._id}?state=journal&action=approve`,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^The company's entries can add up to at most ₦3,000,000,000,000.00/);
    const voided = await busy.call('DELETE', `/api/double-entry/journal/${mistake._id}`);
    expect(voided.statusCode, voided.body).toBe(200);
    const approved = await busy.call(
      'PATCH',
      `/api/merchant/approve/${created.json().data._id}?state=journal&action=approve`,
    );
    expect(approved.statusCode, approved.body).toBe(200);
  });
});
