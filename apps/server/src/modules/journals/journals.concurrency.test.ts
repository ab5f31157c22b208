import { journalEntries, journalLines } from '@owo/db';
import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  type AccountingCompany,
  accountingCompany,
  anotherCompany,
  dailyTotalsDrift,
  journalBody,
  trialBalanceByCode,
} from '../../../test/accounting.ts';
import { testAppForFile } from '../../../test/harness.ts';

/*
 * 50 journals written at once, then approved at once. On PostgreSQL (DATABASE_URL) the requests
 * run in parallel over a pool of 20 connections; on PGlite they queue on its one connection. Either
 * way numbers must come out unique and gap-free, and every entry balanced.
 */

const test = testAppForFile();
let company: AccountingCompany;
beforeAll(async () => {
  company = await accountingCompany(test);
});

const range = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

it('numbers 50 journals and their entries posted at once uniquely and without gaps, all balanced', async () => {
  const created = await Promise.all(
    range(50).map((index) =>
      company.call(
        'POST',
        '/api/double-entry/journal',
        journalBody(company, [
          ['6100', index, 0],
          ['6200', index / 100, 0],
          ['1000', 0, index + index / 100],
        ]),
      ),
    ),
  );
  expect(created.map((response) => response.statusCode)).toEqual(range(50).map(() => 201));
  const journalNumbers = created.map((response) => response.json().data.number as string).sort();
  expect(journalNumbers).toEqual(range(50).map((number) => `JV-${String(number).padStart(6, '0')}`));

  const approved = await Promise.all(
    created.map((response) =>
      company.call('PATCH', `/api/merchant/approve/${response.json().data._id}?state=journal&action=approve`),
    ),
  );
  expect(approved.map((response) => response.statusCode)).toEqual(range(50).map(() => 200));
  const entryNumbers = approved.map((response) => response.json().data.entry.number as number).sort((a, b) => a - b);
  expect(entryNumbers).toEqual(range(50));

  const db = test.database.db;
  const entries = await db
    .select()
    .from(journalEntries)
    .where(eq(journalEntries.companyId, company.companyId))
    .orderBy(asc(journalEntries.number));
  expect(entries.map((entry) => entry.number)).toEqual(range(50));
  const unbalanced = await db
    .select({ entryId: journalLines.entryId })
    .from(journalLines)
    .where(eq(journalLines.companyId, company.companyId))
    .groupBy(journalLines.entryId)
    .having(sql`sum(${journalLines.debit}) <> sum(${journalLines.credit}) or count(*) <> 3`);
  expect(unbalanced).toEqual([]);
  expect(await dailyTotalsDrift(test, company.companyId)).toEqual([]);
  const { balances, totalDebit, totalCredit } = await trialBalanceByCode(company);
  expect(balances).toEqual({ '1000': -1287.75, '6100': 1275, '6200': 12.75 });
  expect(totalDebit).toBe(totalCredit);
});

it('keeps every total right when accounts are merged while journals post', async () => {
  const fresh = await anotherCompany(test, company, 'Merging Ltd');
  const drafts = await Promise.all(
    range(20).map((index) =>
      fresh.call(
        'POST',
        '/api/double-entry/journal',
        journalBody(fresh, [
          ['6120', index, 0],
          ['1000', 0, index],
        ]),
      ),
    ),
  );
  const approvals = drafts.map((draft) =>
    fresh.call('PATCH', `/api/merchant/approve/${draft.json().data._id}?state=journal&action=approve`),
  );
  const merge = fresh.call('POST', '/api/double-entry/chart-of-accounts/merge', {
    from: fresh.account('6120'),
    into: fresh.account('6110'),
  });
  const [merged, ...approved] = await Promise.all([merge, ...approvals]);
  expect(merged?.statusCode).toBe(200);
  // An approval caught between the merge's check and its commit is refused, never half done.
  for (const response of approved) expect([200, 400]).toContain(response.statusCode);
  const posted = approved.filter((response) => response.statusCode === 200).length;
  expect(posted).toBeGreaterThan(0);
  expect(await dailyTotalsDrift(test, fresh.companyId)).toEqual([]);
  const { balances, totalDebit, totalCredit } = await trialBalanceByCode(fresh);
  expect(balances['6120']).toBeUndefined();
  expect(balances['6110']).toBe(-(balances['1000'] ?? 0));
  expect(totalDebit).toBe(totalCredit);
});
