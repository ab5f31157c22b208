import {
  contacts,
  type Database,
  journalEntries,
  journalLines,
  newId,
  products,
  seedReferenceData,
  taxes,
} from '@owo/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountingCompany,
  accountingCompany,
  anotherCompany,
  dailyTotalsDrift,
  postJournal,
  trialBalanceByCode,
} from '../../test/accounting.ts';
import { testAppForFile, waitForLockWaits, withOtherConnection } from '../../test/harness.ts';
import { ownerApproval, postAsOwner } from '../../test/owner-posting.ts';
import type { HttpError } from '../errors.ts';
import { authorityToPost } from './approval.ts';
import { type EntryInput, post, postingTransaction, reverse } from './post.ts';
import { systemAccount } from './system-accounts.ts';
import { writeEntry } from './write-entry.ts';

/*
 * The posting contract (docs/ledger.md, "The one way in"): post() and reverse() take only the
 * transaction postingTransaction() makes, which settles after commit; post() checks the lock date
 * and every dimension itself, naming the field; a document has one live entry; system accounts are
 * found by key.
 */

// No background settling: the tests look at entries before and after they are settled, and an answer's
// entry number must come from the posting transaction itself.
const test = testAppForFile({ LEDGER_SWEEP_MS: '0' });
let db: Database;
let company: AccountingCompany;
beforeAll(async () => {
  db = test.database.db;
  company = await accountingCompany(test);
});

const entry = (of: AccountingCompany, extra: Partial<EntryInput> = {}): EntryInput => ({
  companyId: of.companyId,
  date: '2026-06-30',
  memo: 'Contract test',
  sourceType: 'journal',
  sourceId: newId(),
  createdBy: of.userId,
  lines: [
    { accountId: of.account('6100'), debit: 1_000, credit: 0 },
    { accountId: of.account('1000'), debit: 0, credit: 1_000 },
  ],
  ...extra,
});

async function refusalOf(work: Promise<unknown>) {
  try {
    await work;
  } catch (error) {
    const { statusCode, message, errors } = error as HttpError;
    return { statusCode, message, errors };
  }
  throw new Error('expected a refusal');
}

describe('the sealed posting transaction', () => {
  it('is the only transaction post() and reverse() take', async () => {
    await db.transaction(async (tx) => {
      // @ts-expect-error: a plain transaction would post without settling after its commit.
      const unsealed: Parameters<typeof post>[0] = tx;
      // @ts-expect-error: the same for reverse().
      const alsoUnsealed: Parameters<typeof reverse>[0] = tx;
      expect([unsealed, alsoUnsealed]).toHaveLength(2);
    });
  });

  it('settles before it answers: an approved journal carries its entry number without any sweep', async () => {
    const journal = await postJournal(company, {
      date: '2026-06-30',
      reference: 'Numbered at once',
      lines: [
        { account: company.account('6100'), debit: 10 },
        { account: company.account('1000'), credit: 10 },
      ],
    });
    expect(journal.entry.number).toEqual(expect.any(Number));
    const unsettled = await db
      .select({ id: journalEntries.id })
      .from(journalEntries)
      .where(and(eq(journalEntries.companyId, company.companyId), isNull(journalEntries.number)));
    expect(unsettled).toEqual([]);
  });
});

describe('who may post and reverse (approval.ts)', () => {
  it("takes only an authority for the entry it posts, and reverses only with its own source's approval", async () => {
    await db.transaction(async (tx) => {
      // @ts-expect-error: post() cannot be called without the authority to post.
      const withoutAuthority: Parameters<typeof post> = [tx, entry(company)];
      expect(withoutAuthority).toHaveLength(2);
    });
    const owner = { userId: company.userId, permissions: { all: true as const }, filedPeriods: 'ask' as const };
    const asInvoice = authorityToPost(owner, 'invoice', '');
    await expect(
      postingTransaction(db, company.companyId, (tx) => post(tx, entry(company), asInvoice)),
    ).rejects.toThrow('An authority to post invoice was given for a journal entry');
    const posted = await postingTransaction(db, company.companyId, (tx) => postAsOwner(tx, entry(company)));
    const salesApproval = ownerApproval(company.userId, 'invoice');
    await expect(
      postingTransaction(db, company.companyId, (tx) =>
        reverse(tx, { companyId: company.companyId, entryId: posted.id, approval: salesApproval }),
      ),
    ).rejects.toThrow('A journal entry was reversed with sales.approve');
    const [kept] = await db
      .select({ reversedBy: journalEntries.reversedByEntryId })
      .from(journalEntries)
      .where(and(eq(journalEntries.companyId, company.companyId), eq(journalEntries.id, posted.id)));
    expect(kept?.reversedBy).toBeNull();
  });
});

describe('post()', () => {
  it('refuses a date on or before the lock date itself, naming the date', async () => {
    const locked = await anotherCompany(test, company, 'Locked Posting Ltd');
    await locked.call('PATCH', '/api/settings/lock-date', { lockDate: '2026-06-30' });
    const refused = await refusalOf(postingTransaction(db, locked.companyId, (tx) => postAsOwner(tx, entry(locked))));
    const message = 'The books are locked up to 2026-06-30: date must be after it';
    expect(refused).toEqual({ statusCode: 400, message, errors: { date: message } });
  });

  it("keeps a line's contact, product, tax and branch, and its reversal keeps them too", async () => {
    const [contactId, productId, taxId] = [newId(), newId(), newId()];
    const { companyId } = company;
    await db.insert(contacts).values({ companyId, id: contactId, kind: 'customer', displayName: 'Mama Nkechi Stores' });
    await db.insert(products).values({ companyId, id: productId, name: 'Indomie carton' });
    await db.insert(taxes).values({ companyId, id: taxId, name: 'Stamp duty' });
    const branch = (await company.call('GET', '/api/branches')).json().data[0]._id as string;
    const dimensions = { contactId, productId, taxId, branchId: branch };
    const posted = await postingTransaction(db, companyId, (tx) =>
      postAsOwner(
        tx,
        entry(company, {
          lines: [
            { accountId: company.account('1100'), debit: 10_750, credit: 0, ...dimensions },
            { accountId: company.account('4000'), debit: 0, credit: 10_000, contactId, productId },
            { accountId: company.account('2100'), debit: 0, credit: 750, taxId },
          ],
        }),
      ),
    );
    const reversal = await postingTransaction(db, companyId, (tx) =>
      reverse(tx, { companyId, entryId: posted.id, approval: ownerApproval(company.userId) }),
    );
    for (const entryId of [posted.id, reversal.id]) {
      const lines = await db
        .select()
        .from(journalLines)
        .where(and(eq(journalLines.companyId, companyId), eq(journalLines.entryId, entryId)))
        .orderBy(journalLines.lineNumber);
      expect(
        lines.map(({ contactId, productId, taxId, branchId }) => ({ contactId, productId, taxId, branchId })),
      ).toEqual([
        dimensions,
        { contactId, productId, taxId: null, branchId: null },
        { contactId: null, productId: null, taxId, branchId: null },
      ]);
    }
  });

  it("refuses another company's contact, product, tax or branch, naming the line, and writes nothing", async () => {
    const other = await anotherCompany(test, company, 'Other Dimensions Ltd');
    const theirs = { contactId: newId(), productId: newId(), taxId: newId() };
    await db
      .insert(contacts)
      .values({ companyId: other.companyId, id: theirs.contactId, kind: 'vendor', displayName: 'X' });
    await db.insert(products).values({ companyId: other.companyId, id: theirs.productId, name: 'X' });
    await db.insert(taxes).values({ companyId: other.companyId, id: theirs.taxId, name: 'X' });
    const theirBranch = (await other.call('GET', '/api/branches')).json().data[0]._id as string;
    const before = await db.select().from(journalEntries).where(eq(journalEntries.companyId, company.companyId));
    for (const [field, value] of [
      ['contact', { contactId: theirs.contactId }],
      ['product', { productId: theirs.productId }],
      ['tax', { taxId: theirs.taxId }],
      ['branch', { branchId: theirBranch }],
    ] as const) {
      const lines = entry(company).lines.map((line, index) => (index === 1 ? { ...line, ...value } : line));
      const refused = await refusalOf(
        postingTransaction(db, company.companyId, (tx) => postAsOwner(tx, entry(company, { lines }))),
      );
      const label = `${field.charAt(0).toUpperCase()}${field.slice(1)}`;
      expect(refused).toMatchObject({ statusCode: 400, errors: { [`lines.1.${field}`]: `${label} is not valid.` } });
    }
    expect(await db.select().from(journalEntries).where(eq(journalEntries.companyId, company.companyId))).toEqual(
      before,
    );
  });
});

describe('one live entry per document', () => {
  it('keeps one set of opening balances when two first saves arrive at once', async () => {
    const fresh = await anotherCompany(test, company, 'Opening Race Ltd');
    const save = (amount: number) =>
      fresh.call('POST', '/api/double-entry/opening-balances', {
        date: '2026-01-01',
        lines: [{ account: fresh.account('1000'), debit: amount }],
      });
    const answers = await Promise.all([save(1_000), save(2_000)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const live = await db
      .select({ id: journalEntries.id, sourceId: journalEntries.sourceId })
      .from(journalEntries)
      .where(
        and(
          eq(journalEntries.companyId, fresh.companyId),
          eq(journalEntries.sourceType, 'opening-balance'),
          isNull(journalEntries.reversedByEntryId),
          isNull(journalEntries.reversesEntryId),
        ),
      );
    expect(live).toEqual([{ id: expect.any(String), sourceId: fresh.companyId }]);
    const shown = (await fresh.call('GET', '/api/double-entry/opening-balances')).json().data;
    const trialBalance = (await fresh.call('GET', '/api/reports/trial-balance?asOf=2026-01-01')).json().data;
    const cash = trialBalance.accounts.find((account: { account_code: string }) => account.account_code === '1000');
    expect(cash.debit).toBe(shown.lines[0].debit);
    expect(trialBalance.totalDebit).toBe(shown.lines[0].debit);
  });
});

describe('system accounts', () => {
  const keys = [
    'receivables',
    'payables',
    'vat-output',
    'vat-input',
    'wht-payable',
    'wht-receivable',
    'inventory',
    'cost-of-sales',
    'customer-deposits',
    'sales',
    'discounts-allowed',
    'paye-payable',
    'pension-payable',
    'nhf-payable',
    'salaries',
    'bank-charges',
    'fx-gain-loss',
    'opening-balance-equity',
    'retained-earnings',
  ] as const;

  it('are found by key in every new company', async () => {
    const found = await Promise.all(keys.map((key) => systemAccount(db, company.companyId, key)));
    expect(found.map((account) => account.systemKey)).toEqual([...keys]);
    expect(new Set(found.map((account) => account.id)).size).toBe(keys.length);
  });

  it('are reported missing by key, never guessed, and given back at the next start', async () => {
    const broken = await anotherCompany(test, company, 'Older Chart Ltd');
    await db.execute(
      sql`update accounts set system_key = null where company_id = ${broken.companyId} and system_key = 'salaries'`,
    );
    await expect(systemAccount(db, broken.companyId, 'salaries')).rejects.toThrow(
      `Company ${broken.companyId} has no system account 'salaries'; restart Owo to add it`,
    );
    await seedReferenceData(db);
    expect((await systemAccount(db, broken.companyId, 'salaries')).code).toBe('6000');
  });
});

if (process.env.DATABASE_URL) {
  describe('on PostgreSQL, where a merge and settling run side by side', () => {
    it('take their locks in one order, so they wait for each other instead of deadlocking', async () => {
      const merging = await anotherCompany(test, company, 'Merge While Settling Ltd');
      const id = newId();
      // Committed but not settled yet (the sweep is off), on the account being merged away.
      await db.transaction((tx) =>
        writeEntry(
          tx,
          {
            companyId: merging.companyId,
            id,
            date: '2026-06-01',
            memo: 'Diesel',
            sourceType: 'journal',
            sourceId: id,
            createdBy: merging.userId,
          },
          [
            { accountId: merging.account('6120'), debit: 45_000, credit: 0 },
            { accountId: merging.account('1000'), debit: 0, credit: 45_000 },
          ],
        ),
      );
      await withOtherConnection(test, async (settler) => {
        await settler.query('begin');
        // Settling's first step: the company's settling lock.
        await settler.query(
          `insert into document_sequences (company_id, kind, last_number) values ($1, 'journal-entry', 0)
           on conflict (company_id, kind) do update set last_number = document_sequences.last_number`,
          [merging.companyId],
        );
        const merge = merging.call('POST', '/api/double-entry/chart-of-accounts/merge', {
          from: merging.account('6120'),
          into: merging.account('6110'),
        });
        await waitForLockWaits(settler, 1);
        // Settling's next step adds the entry to the totals of the account being merged away.
        await settler.query('select ledger_settle($1)', [merging.companyId]);
        await settler.query('commit');
        expect((await merge).statusCode).toBe(200);
      });
      expect((await trialBalanceByCode(merging)).balances).toEqual({ '1000': -450, '6110': 450 });
      expect(await dailyTotalsDrift(test, merging.companyId)).toEqual([]);
    });
  });
}
