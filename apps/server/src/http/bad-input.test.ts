import { branches, journalDocumentLines, newId, type Transaction } from '@owo/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountingCompany,
  accountingCompany,
  journalBody,
  postJournal,
  writtenRows,
} from '../../test/accounting.ts';
import { testAppForFile } from '../../test/harness.ts';
import { databaseErrorOf } from '../ledger/database.ts';
import { databaseErrorAnswer } from './error-handler.ts';

/*
 * Bad input is a 400 (or 409) with words for the person, never a 500, and changes nothing: NUL
 * characters anywhere, malformed filters, references to what is not there, amounts past the most
 * one amount may be (docs/ledger.md, "Amount limits").
 */

const test = testAppForFile();
let company: AccountingCompany;
beforeAll(async () => {
  company = await accountingCompany(test);
});

async function refused(call: Promise<{ statusCode: number; json(): unknown }>, status = 400) {
  const before = await writtenRows(test, company.companyId);
  const response = await call;
  expect(response.statusCode).toBe(status);
  expect(await writtenRows(test, company.companyId)).toEqual(before);
  return response.json() as { message: string; errors?: Record<string, string> };
}

describe('text with a NUL character', () => {
  it('is refused wherever it is, naming the field', async () => {
    const inReference = await refused(
      company.call('POST', '/api/double-entry/journal', {
        ...journalBody(company, [
          ['6100', 1, 0],
          ['1000', 0, 1],
        ]),
        reference: 'Petty\u0000cash',
      }),
    );
    expect(inReference).toEqual({
      message: 'reference cannot contain the NUL character (\\u0000)',
      errors: { reference: 'reference cannot contain the NUL character (\\u0000)' },
    });
    const body = journalBody(company, [
      ['6100', 1, 0],
      ['1000', 0, 1],
    ]);
    body.lines[0] = { ...body.lines[0], description: 'Diesel\u0000' } as (typeof body.lines)[0];
    const inLine = await refused(company.call('POST', '/api/double-entry/journal', body));
    expect(inLine.errors).toEqual({
      'lines.0.description': 'lines.0.description cannot contain the NUL character (\\u0000)',
    });
    const inQuery = await refused(company.call('GET', '/api/double-entry/journal?where%5Breference%5D=a%00b'));
    expect(inQuery.errors).toHaveProperty(['query.where[reference]']);
  });
});

describe('a list filter', () => {
  it.each([
    ['range[startDate]=2026-02-30', 'range[startDate] is not valid.'],
    ['range[endDate]=yesterday', 'range[endDate] is not valid.'],
    ['where[branch]=not-an-id', 'where[branch] is not valid.'],
    ['limit=1e309', 'limit is not valid.'],
  ])('%s is refused with its name', async (query, message) => {
    const answer = await refused(company.call('GET', `/api/double-entry/journal?${query}`));
    expect(answer.message).toBe(message);
  });

  it("naming another company's branch is as unknown as a made-up one", async () => {
    const other = await accountingCompany(test, 'Other Branch Ltd');
    const theirBranch = (await other.call('GET', '/api/branches')).json().data[0]._id;
    const answer = await refused(company.call('GET', `/api/double-entry/journal?where%5Bbranch%5D=${theirBranch}`));
    expect(answer.message).toBe('where[branch] is not valid.');
  });
});

describe('a database refusal', () => {
  async function databaseError(work: (tx: Transaction) => Promise<unknown>) {
    try {
      await test.database.db.transaction(async (tx) => {
        await work(tx);
        throw new Error('expected the database to refuse');
      });
    } catch (error) {
      const cause = databaseErrorOf(error);
      if (!cause) throw error;
      return databaseErrorAnswer(cause);
    }
  }

  it('of a row pointing at nothing names the field, and of a row still in use says so', async () => {
    const missingJournal = await databaseError((tx) =>
      tx.insert(journalDocumentLines).values({
        companyId: company.companyId,
        journalId: newId(),
        lineNumber: 1,
        accountId: company.account('1000'),
        debit: 1,
        credit: 0,
      }),
    );
    expect(missingJournal).toEqual({
      statusCode: 400,
      body: { message: 'Journal is not valid.', errors: { journal: 'Journal is not valid.' } },
    });
    const branchInUse = await databaseError((tx) =>
      tx.delete(branches).where(eq(branches.companyId, company.companyId)),
    );
    expect(branchInUse).toEqual({ statusCode: 409, body: { message: 'This record is in use and cannot be deleted' } });
  });
});

describe('an amount', () => {
  const max = 99_999_999_999.99;

  it('past ₦99,999,999,999.99 on a line, or in a journal in all, is refused with the limit', async () => {
    const onLine = await refused(
      company.call(
        'POST',
        '/api/double-entry/journal',
        journalBody(company, [
          ['6100', 100_000_000_000, 0],
          ['1000', 0, 100_000_000_000],
        ]),
      ),
    );
    expect(onLine.message).toBe('Debit can be at most ₦99,999,999,999.99');
    const inAll = await refused(
      company.call(
        'POST',
        '/api/double-entry/journal',
        journalBody(company, [
          ['6100', max, 0],
          ['6200', max, 0],
          ['1000', 0, max],
          ['1050', 0, max],
        ]),
      ),
    );
    expect(inAll.message).toBe('A journal can total at most ₦99,999,999,999.99');
  });

  it('at the limit, many times over, keeps every report exact to the kobo', async () => {
    const big = await accountingCompany(test, 'Big Numbers Ltd');
    for (let count = 0; count < 3; count += 1) {
      await postJournal(
        big,
        journalBody(big, [
          ['1000', max, 0],
          ['3000', 0, max],
        ]),
      );
    }
    const total = 299_999_999_999.97;
    const trialBalance = await big.call('GET', '/api/reports/trial-balance');
    expect(trialBalance.statusCode).toBe(200);
    expect(trialBalance.json().data).toMatchObject({ totalDebit: total, totalCredit: total });
    const chart = await big.call('GET', '/api/double-entry/chart-of-accounts?limit=1000');
    expect(chart.statusCode).toBe(200);
    const cash = chart.json().data.find((account: { account_code: string }) => account.account_code === '1000');
    expect(cash.balance).toBe(total);
    const banks = await big.call('GET', '/api/bank/accounts');
    expect(banks.statusCode).toBe(200);
    expect(banks.json().data.find((account: { account_code: string }) => account.account_code === '1000').balance).toBe(
      total,
    );
  });

  it('of a statement balance past the limit is refused before a reconciliation starts', async () => {
    const answer = await refused(
      company.call('POST', '/api/reconciliations', {
        account: company.account('1050'),
        statementDate: '2026-03-31',
        statementBalance: 90_000_000_000_000,
      }),
    );
    expect(answer.message).toBe('Closing balance can be at most ₦99,999,999,999.99');
  });
});
