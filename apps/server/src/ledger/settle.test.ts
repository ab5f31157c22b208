import { type Database, journalEntries, newId } from '@owo/db';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountingCompany,
  accountingCompany,
  dailyTotalsDrift,
  trialBalanceByCode,
} from '../../test/accounting.ts';
import { testAppForFile } from '../../test/harness.ts';
import { postAsOwner } from '../../test/owner-posting.ts';
import { postingTransaction } from './post.ts';
import { startLedgerSettler } from './settle.ts';
import { writeEntry, writeReversal } from './write-entry.ts';

/*
 * Settling: entries are in every report as soon as they commit, and get their gap-free numbers
 * and their place in the totals when the ledger is settled: after the posting transaction, or by
 * the background sweep for entries written without one (a crash between commit and settling, a
 * batch job writing straight to the database).
 */

// No background settling: the tests look at entries before and after they are settled, and an answer's
// entry number must come from the posting transaction itself.
const test = testAppForFile({ LEDGER_SWEEP_MS: '0' });
let db: Database;
beforeAll(() => {
  db = test.database.db;
});

const entryLines = (company: AccountingCompany, debit: string, credit: string, amount: number) => [
  { accountId: company.account(debit), debit: amount, credit: 0 },
  { accountId: company.account(credit), debit: 0, credit: amount },
];

/** A 2-line entry of `amount` kobo from `credit` to `debit` (account codes), in its own posting transaction. */
async function postEntry(company: AccountingCompany, debit: string, credit: string, amount: number) {
  return postingTransaction(db, company.companyId, (tx) =>
    postAsOwner(tx, {
      companyId: company.companyId,
      date: '2026-05-04',
      memo: `${debit} from ${credit}`,
      sourceType: 'journal',
      sourceId: newId(),
      createdBy: company.userId,
      lines: entryLines(company, debit, credit, amount),
    }),
  );
}

/** The same entry written straight to the database, as a batch job would: nothing settles it. */
async function writeUnsettled(company: AccountingCompany, debit: string, credit: string, amount: number, date: string) {
  const id = newId();
  const header = {
    companyId: company.companyId,
    id,
    date,
    memo: `${debit} from ${credit}`,
    sourceType: 'journal',
    sourceId: id,
    createdBy: company.userId,
  };
  await db.transaction((tx) => writeEntry(tx, header, entryLines(company, debit, credit, amount)));
  return header;
}

async function numbersOf(company: AccountingCompany) {
  const rows = await db
    .select({ number: journalEntries.number })
    .from(journalEntries)
    .where(eq(journalEntries.companyId, company.companyId));
  return rows.map((row) => row.number);
}

describe('settling the ledger', () => {
  it('numbers entries posted many at once gap-free, one pass for many callers', async () => {
    const company = await accountingCompany(test);
    const amounts = Array.from({ length: 40 }, (_, index) => (index + 1) * 100);
    await Promise.all(amounts.map((amount) => postEntry(company, '6100', '1000', amount)));
    const numbers = (await numbersOf(company)).sort((a, b) => (a ?? 0) - (b ?? 0));
    expect(numbers).toEqual(amounts.map((_, index) => index + 1));
    const total = amounts.reduce((sum, amount) => sum + amount, 0) / 100;
    expect((await trialBalanceByCode(company)).balances).toEqual({ '1000': -total, '6100': total });
    expect(await dailyTotalsDrift(test, company.companyId)).toEqual([]);
  });

  it('shows committed entries in the trial balance and the ledger before they are settled, and the sweep settles them', async () => {
    const company = await accountingCompany(test);
    const first = await writeUnsettled(company, '6100', '1000', 250_00, '2026-05-01');
    await writeUnsettled(company, '6200', '1000', 100_00, '2026-05-02');
    const reversalId = newId();
    await db.transaction(async (tx) => {
      await tx
        .update(journalEntries)
        .set({ reversedByEntryId: reversalId })
        .where(and(eq(journalEntries.companyId, company.companyId), eq(journalEntries.id, first.id)));
      await writeReversal(tx, { ...first, id: reversalId, reversesEntryId: first.id });
    });

    expect(await numbersOf(company)).toEqual([null, null, null]);
    const expected = { '1000': -100, '6200': 100 };
    expect((await trialBalanceByCode(company)).balances).toEqual(expected);
    const ledger = await company.call('GET', `/api/reports/general-ledger?account=${company.account('1000')}`);
    expect(ledger.json().data).toMatchObject({
      closingBalance: -100,
      lines: [{ date: '2026-05-02', credit: 100, balance: -100 }],
    });

    const settler = startLedgerSettler({ db, kind: test.database.kind, logger: test.app.log, intervalMs: 50 });
    try {
      await expect.poll(() => numbersOf(company), { timeout: 5000 }).not.toContain(null);
    } finally {
      await settler.stop();
    }
    expect((await numbersOf(company)).sort()).toEqual([1, 2, 3]);
    expect((await trialBalanceByCode(company)).balances).toEqual(expected);
    expect(await dailyTotalsDrift(test, company.companyId)).toEqual([]);
  });
});
