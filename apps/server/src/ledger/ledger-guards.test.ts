import { type Database, journalEntries, journalLines, newId } from '@owo/db';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountingCompany,
  accountingCompany,
  anotherCompany,
  trialBalanceByCode,
} from '../../test/accounting.ts';
import { testAppForFile } from '../../test/harness.ts';
import { contactBalancesAsOf } from './balances.ts';
import { databaseErrorOf, queryRows } from './database.ts';
import { settleLedger } from './settle.ts';

/*
 * The database's own guards, exercised with raw SQL that bypasses post(): what the application
 * refuses, the database refuses again.
 */

// No background settling: the tests look at entries before and after they are settled, and an answer's
// entry number must come from the posting transaction itself.
const test = testAppForFile({ LEDGER_SWEEP_MS: '0' });
let db: Database;
beforeAll(() => {
  db = test.database.db;
});

/** Writes an entry and its lines with raw SQL in one transaction: lines as [account code, debit, credit] in kobo. */
async function rawEntry(
  company: AccountingCompany,
  lines: Array<[string, number, number]>,
  options: { date?: string; number?: number; sourceId?: string } = {},
) {
  const id = newId();
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into journal_entries (company_id, id, number, date, source_type, source_id, created_by)
      values (${company.companyId}, ${id}, ${options.number ?? null}, ${options.date ?? '2026-03-31'}, 'journal',
        ${options.sourceId ?? id}, ${company.userId})`);
    for (const [index, [code, debit, credit]] of lines.entries()) {
      await tx.execute(sql`insert into journal_lines (company_id, entry_id, line_number, account_id, debit, credit, date)
        values (${company.companyId}, ${id}, ${index + 1}, ${company.account(code)}, ${debit}, ${credit}, ${options.date ?? '2026-03-31'})`);
    }
  });
  return id;
}

/** The database's words for why a write failed. */
async function refusal(work: Promise<unknown>): Promise<string | undefined> {
  try {
    await work;
  } catch (error) {
    return databaseErrorOf(error)?.message;
  }
  return undefined;
}

async function entriesOf(company: AccountingCompany) {
  return db.select().from(journalEntries).where(eq(journalEntries.companyId, company.companyId));
}

describe('the ledger guards in the database', () => {
  let company: AccountingCompany;
  beforeAll(async () => {
    company = await accountingCompany(test);
  });

  it('reject an unbalanced entry at commit, even written with raw SQL', async () => {
    const message = await refusal(
      rawEntry(company, [
        ['6100', 10_000, 0],
        ['1000', 0, 9_999],
      ]),
    );
    expect(message).toMatch(/^Debits and credits must be equal \(journal entry .* is off by 1 kobo\)$/);
    expect(await entriesOf(company)).toEqual([]);
  });

  it.each([
    ['one line', [['6100', 10_000, 0]] as Array<[string, number, number]>, /has 1\)$/],
    ['no lines', [] as Array<[string, number, number]>, /has 0\)$/],
  ])('reject an entry with %s', async (_case, lines, detail) => {
    const message = await refusal(rawEntry(company, lines));
    expect(message).toMatch(/^A journal needs at least two lines/);
    expect(message).toMatch(detail);
    expect(await entriesOf(company)).toEqual([]);
  });

  it('reject a line with both sides, or neither', async () => {
    expect(
      await refusal(
        rawEntry(company, [
          ['6100', 500, 500],
          ['1000', 0, 0],
        ]),
      ),
    ).toMatch(/journal_lines_one_side/);
  });

  it('count posted entries in reports at once, then number them gap-free (after a refused one) when settled', async () => {
    const first = await rawEntry(company, [
      ['6100', 25_000_00, 0],
      ['1000', 0, 25_000_00],
    ]);
    await refusal(
      rawEntry(company, [
        ['6100', 1, 0],
        ['1000', 0, 2],
      ]),
    );
    const second = await rawEntry(company, [
      ['6200', 1_000_50, 0],
      ['1000', 0, 1_000_50],
    ]);
    const expected = { '1000': -26_000.5, '6100': 25_000, '6200': 1_000.5 };
    const numbers = async () => Object.fromEntries((await entriesOf(company)).map((entry) => [entry.id, entry.number]));
    // The bank's balance per contact (these lines name none), on the entries' day and the day before.
    const bankByContact = async () =>
      Promise.all(
        ['2026-03-31', '2026-03-30'].map(async (asOf) =>
          (
            await queryRows<{ contact_id: string | null; balance: number }>(
              db,
              contactBalancesAsOf(company.companyId, company.account('1000'), asOf),
            )
          ).map((row) => [row.contact_id, Number(row.balance)]),
        ),
      );
    expect(await numbers()).toEqual({ [first]: null, [second]: null });
    expect((await trialBalanceByCode(company)).balances).toEqual(expected);
    expect(await bankByContact()).toEqual([[[null, -26_000_50]], [[null, 0]]]);

    await settleLedger(db, company.companyId);
    expect(await numbers()).toEqual({ [first]: 1, [second]: 2 });
    expect((await trialBalanceByCode(company)).balances).toEqual(expected);
    expect(await bankByContact()).toEqual([[[null, -26_000_50]], [[null, 0]]]);
    const [totals] = await queryRows<{ debit: number; credit: number }>(
      db,
      sql`select sum(debit)::bigint as debit, sum(credit)::bigint as credit from account_daily_totals
          where company_id = ${company.companyId}`,
    );
    expect([Number(totals?.debit), Number(totals?.credit)]).toEqual([26_000_50, 26_000_50]);
  });

  it('refuse a number given by the writer', async () => {
    const message = await refusal(rawEntry(company, [], { number: 99 }));
    expect(message).toBe('Journal entries are numbered by the database; leave number empty');
  });

  it('refuse lines added to a posted entry, and any change to posted lines or entries', async () => {
    const id = await rawEntry(company, [
      ['6100', 700, 0],
      ['1000', 0, 700],
    ]);
    const extraLine =
      db.execute(sql`insert into journal_lines (company_id, entry_id, line_number, account_id, debit, credit, date)
      values (${company.companyId}, ${id}, 3, ${company.account('6100')}, 100, 0, '2026-03-31')`);
    expect(await refusal(extraLine)).toBe('Lines cannot be added to a posted entry; post a new entry');
    const changeAmount = db.update(journalLines).set({ debit: 1 }).where(eq(journalLines.entryId, id));
    expect(await refusal(changeAmount)).toBe(
      'Posted journal lines are never changed or deleted; post a reversal instead',
    );
    const deleteLines = db.delete(journalLines).where(eq(journalLines.entryId, id));
    expect(await refusal(deleteLines)).toBe(
      'Posted journal lines are never changed or deleted; post a reversal instead',
    );
    const numberUnsettled = db.update(journalEntries).set({ number: 1000 }).where(eq(journalEntries.id, id));
    expect(await refusal(numberUnsettled)).toBe(
      'Posted journal entries are never changed or deleted; post a reversal instead',
    );
    await settleLedger(db, company.companyId);
    const renumber = db.update(journalEntries).set({ number: 1000 }).where(eq(journalEntries.id, id));
    expect(await refusal(renumber)).toBe(
      'Posted journal entries are never changed or deleted; post a reversal instead',
    );
    const redate = db.update(journalEntries).set({ date: '2026-01-01' }).where(eq(journalEntries.id, id));
    expect(await refusal(redate)).toBe('Posted journal entries are never changed or deleted; post a reversal instead');
  });

  it('refuse lines added to a posted entry even after a transaction touched the entry (a no-op update)', async () => {
    const id = await rawEntry(company, [
      ['6100', 799, 0],
      ['1000', 0, 799],
    ]);
    const sneakedIn = db.transaction(async (tx) => {
      // An update that changes nothing still made this transaction the entry row's writer (xmin).
      await tx.execute(
        sql`update journal_entries set memo = memo where company_id = ${company.companyId} and id = ${id}`,
      );
      await tx.execute(sql`insert into journal_lines (company_id, entry_id, line_number, account_id, debit, credit, date)
        values (${company.companyId}, ${id}, 3, ${company.account('6100')}, 799, 0, '2026-03-31'),
               (${company.companyId}, ${id}, 4, ${company.account('1000')}, 0, 700, '2026-03-31')`);
    });
    expect(await refusal(sneakedIn)).toBe('Lines cannot be added to a posted entry; post a new entry');
    const chosenWriter = db.execute(sql`insert into journal_entries (company_id, id, date, source_type, source_id,
      created_by, written_by) values (${company.companyId}, ${newId()}, '2026-03-31', 'journal', ${newId()},
      ${company.userId}, '1')`);
    expect(await refusal(chosenWriter)).toBe('written_by is set by the database; leave it empty');
  });

  it('refuse moving a posted line to another account, and any write to the totals, outside a merge', async () => {
    const id = await rawEntry(company, [
      ['6300', 1_234, 0],
      ['1000', 0, 1_234],
    ]);
    await settleLedger(db, company.companyId);
    const before = await trialBalanceByCode(company);
    const moveLine = db.execute(sql`update journal_lines set account_id = ${company.account('6400')}
      where company_id = ${company.companyId} and entry_id = ${id} and line_number = 1`);
    expect(await refusal(moveLine)).toBe('Posted journal lines are never changed or deleted; post a reversal instead');
    const bumpTotals = db.execute(sql`update account_daily_totals set debit = debit + 1
      where company_id = ${company.companyId}`);
    expect(await refusal(bumpTotals)).toBe('account daily totals are kept by the ledger; post an entry instead');
    const forgeMonth = db.execute(sql`delete from account_monthly_totals where company_id = ${company.companyId}`);
    expect(await refusal(forgeMonth)).toBe('account monthly totals are kept by the ledger; post an entry instead');
    const forgeContact = db.execute(sql`update account_contact_totals set credit = credit + 1
      where company_id = ${company.companyId}`);
    expect(await refusal(forgeContact)).toBe('account contact totals are kept by the ledger; post an entry instead');
    expect(await trialBalanceByCode(company)).toEqual(before);
  });

  it('refuse a source type outside the closed list, and a second live entry for one source', async () => {
    const unknownSource = db.execute(sql`insert into journal_entries (company_id, id, date, source_type, source_id,
      created_by) values (${company.companyId}, ${newId()}, '2026-03-31', 'bank-statement', ${newId()}, ${company.userId})`);
    expect(await refusal(unknownSource)).toMatch(/journal_entries_source_type/);
    const sourceId = newId();
    await rawEntry(
      company,
      [
        ['6100', 5, 0],
        ['1000', 0, 5],
      ],
      { sourceId },
    );
    const second = rawEntry(
      company,
      [
        ['6100', 6, 0],
        ['1000', 0, 6],
      ],
      { sourceId },
    );
    expect(await refusal(second)).toMatch(/journal_entries_live_source_key/);
  });

  it('refuse an entry dated on or before the lock date', async () => {
    const locked = await anotherCompany(test, company, 'Locked Ltd');
    const response = await locked.call('PATCH', '/api/settings/lock-date', { lockDate: '2026-03-31' });
    expect(response.statusCode).toBe(200);
    const message = await refusal(
      rawEntry(
        locked,
        [
          ['6100', 100, 0],
          ['1000', 0, 100],
        ],
        { date: '2026-03-31' },
      ),
    );
    expect(message).toBe('The books are locked up to 2026-03-31: date must be after it');
    expect(await entriesOf(locked)).toEqual([]);
    await rawEntry(
      locked,
      [
        ['6100', 100, 0],
        ['1000', 0, 100],
      ],
      { date: '2026-04-01' },
    );
    expect(await entriesOf(locked)).toHaveLength(1);
  });
});
