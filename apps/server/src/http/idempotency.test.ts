import { idempotencyKeys } from '@owo/db';
import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AccountingCompany, accountingCompany, journalBody } from '../../test/accounting.ts';
import { bearer, testAppForFile, waitForLockWaits, withOtherConnection } from '../../test/harness.ts';

const test = testAppForFile();
let company: AccountingCompany;
beforeAll(async () => {
  company = await accountingCompany(test);
});

function createJournal(body: object, key: string | undefined, as: AccountingCompany = company) {
  return test.app.inject({
    method: 'POST',
    url: '/api/double-entry/journal',
    headers: {
      ...bearer(as.token),
      'x-company-id': as.companyId,
      ...(key === undefined ? {} : { 'idempotency-key': key }),
    },
    payload: body,
  });
}

async function journalCount(as: AccountingCompany = company): Promise<number> {
  const response = await as.call('GET', '/api/double-entry/journal?limit=1&page=1');
  return response.json().pageInfo.total;
}

const body = (amount: number, reference = 'Petty cash top-up') =>
  journalBody(
    company,
    [
      ['1000', amount, 0],
      ['1050', 0, amount],
    ],
    { reference },
  );

describe('a create call with an Idempotency-Key', () => {
  it('answers a retry with the first answer and creates nothing more', async () => {
    const before = await journalCount();
    const first = await createJournal(body(500), 'retry-1');
    expect(first.statusCode).toBe(201);
    const again = await createJournal(body(500), 'retry-1');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data).toEqual(first.json().data);
    expect(await journalCount()).toBe(before + 1);
  });

  it('refuses the same key with a different request, and creates nothing', async () => {
    await createJournal(body(700), 'reused');
    const before = await journalCount();
    const other = await createJournal(body(800), 'reused');
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('This Idempotency-Key was already used for a different request');
    expect(await journalCount()).toBe(before);
  });

  it('lets a refused call be corrected and sent again with the same key', async () => {
    const before = await journalCount();
    const unbalanced = journalBody(company, [
      ['1000', 100, 0],
      ['1050', 0, 90],
    ]);
    expect((await createJournal(unbalanced, 'fix-me')).statusCode).toBe(400);
    const fixed = await createJournal(body(100), 'fix-me');
    expect(fixed.statusCode).toBe(201);
    expect(await journalCount()).toBe(before + 1);
  });

  it('creates one journal when the same call arrives twice at once: the second waits and gets the first answer', async () => {
    const before = await journalCount();
    const answers = await Promise.all([createJournal(body(250), 'twin'), createJournal(body(250), 'twin')]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(answers.map((answer) => answer.headers['idempotent-replayed']).sort()).toEqual(['true', undefined]);
    expect(answers[0]?.json().data._id).toBe(answers[1]?.json().data._id);
    expect(await journalCount()).toBe(before + 1);
  });

  it('is recorded in the same transaction as the work: kept when it committed, gone when it was refused', async () => {
    await createJournal(body(260), 'committed');
    await createJournal(
      journalBody(company, [
        ['1000', 1, 0],
        ['1050', 0, 2],
      ]),
      'refused',
    );
    const keys = await test.database.db
      .select({ key: idempotencyKeys.key, result: idempotencyKeys.result })
      .from(idempotencyKeys)
      .where(inArray(idempotencyKeys.key, ['committed', 'refused']));
    expect(keys).toEqual([{ key: 'committed', result: expect.objectContaining({ reference: 'Petty cash top-up' }) }]);
  });

  if (process.env.DATABASE_URL) {
    it('on PostgreSQL, answers a retry that arrives while the first call still runs, however long it runs', async () => {
      const before = await journalCount();
      await withOtherConnection(test, async (client) => {
        // Another process holds the company's journal numbering: the first call waits inside its transaction.
        await client.query('begin');
        await client.query(`select * from document_sequences where company_id = $1 and kind = 'journal' for update`, [
          company.companyId,
        ]);
        const first = createJournal(body(270), 'slow');
        await waitForLockWaits(client, 1);
        const retry = createJournal(body(270), 'slow');
        await waitForLockWaits(client, 2);
        // A minute later: the first call's key is not committed, so nothing can take it over.
        const aged = await client.query(
          `update idempotency_keys set created_at = now() - interval '2 minutes' where key = 'slow'`,
        );
        expect(aged.rowCount).toBe(0);
        await client.query('commit');
        const answers = await Promise.all([first, retry]);
        expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
        expect(answers[1]?.headers['idempotent-replayed']).toBe('true');
        expect(answers[1]?.json().data._id).toBe(answers[0]?.json().data._id);
      });
      expect(await journalCount()).toBe(before + 1);
    });
  }

  it("keeps one person's keys apart from another's, and refuses a key that is too long", async () => {
    const other = await accountingCompany(test, 'Other Owner Ltd');
    const mine = await createJournal(body(300), 'shared-key');
    const theirs = await createJournal(
      journalBody(other, [
        ['1000', 300, 0],
        ['1050', 0, 300],
      ]),
      'shared-key',
      other,
    );
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json().data._id).not.toBe(mine.json().data._id);

    const before = await journalCount();
    const tooLong = await createJournal(body(300), 'k'.repeat(256));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('Idempotency-Key must be 1 to 255 characters');
    expect(await journalCount()).toBe(before);
  });

  it('changes nothing for calls without the header', async () => {
    const before = await journalCount();
    await createJournal(body(50), undefined);
    await createJournal(body(50), undefined);
    expect(await journalCount()).toBe(before + 2);
  });
});
