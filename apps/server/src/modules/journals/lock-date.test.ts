import { auditLog } from '@owo/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountingCompany,
  accountingCompany,
  journalBody,
  postJournal,
  writtenRows,
} from '../../../test/accounting.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

/* Nothing posts on or before the period lock date; setting it is audited. */

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

describe('the period lock date', () => {
  let locked: AccountingCompany;
  let postedInMarch: { _id: string };
  let draftInMarch: { _id: string };
  beforeAll(async () => {
    locked = await accountingCompany(test, 'Locked Ltd');
    postedInMarch = await postJournal(
      locked,
      journalBody(locked, [
        ['6100', 500, 0],
        ['1000', 0, 500],
      ]),
    );
    const draft = await locked.call(
      'POST',
      '/api/double-entry/journal',
      journalBody(locked, [
        ['6100', 70, 0],
        ['1000', 0, 70],
      ]),
    );
    draftInMarch = draft.json().data;
    const response = await locked.call('PATCH', '/api/settings/lock-date', { lockDate: '2026-03-31' });
    expect(response.json()).toEqual({
      message: 'The books are locked up to 2026-03-31',
      data: { lockDate: '2026-03-31' },
    });
  });

  const message = 'The books are locked up to 2026-03-31: date must be after it';
  async function refusedForLocked(call: () => ReturnType<AccountingCompany['call']>) {
    const before = await writtenRows(test, locked.companyId);
    const response = await call();
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, errors: { date: message } });
    expect(await writtenRows(test, locked.companyId)).toEqual(before);
  }

  it('is kept in the company settings and audited, who and what before and after', async () => {
    expect((await locked.call('GET', '/api/settings/lock-date')).json().data).toEqual({ lockDate: '2026-03-31' });
    const [row] = await test.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, locked.companyId), eq(auditLog.entityType, 'lock-date')));
    expect(row).toMatchObject({
      action: 'update',
      userId: locked.userId,
      before: { lockDate: null },
      after: { lockDate: '2026-03-31' },
    });
  });

  it('refuses a journal dated on or before it, an approval, an edit and a deletion', async () => {
    await refusedForLocked(() =>
      locked.call(
        'POST',
        '/api/double-entry/journal',
        journalBody(locked, [
          ['6100', 1, 0],
          ['1000', 0, 1],
        ]),
      ),
    );
    await refusedForLocked(() =>
      locked.call('PATCH', `/api/merchant/approve/${draftInMarch._id}?state=journal&action=approve`),
    );
    await refusedForLocked(() =>
      locked.call('PATCH', `/api/double-entry/journal/${postedInMarch._id}`, { date: '2026-04-01' }),
    );
    await refusedForLocked(() => locked.call('DELETE', `/api/double-entry/journal/${postedInMarch._id}`));
    await refusedForLocked(() =>
      locked.call('POST', '/api/double-entry/opening-balances', {
        date: '2026-01-01',
        lines: [{ account: locked.account('1000'), debit: 5 }],
      }),
    );
  });

  it('lets the day after it post, and can be cleared', async () => {
    const april = await postJournal(
      locked,
      journalBody(
        locked,
        [
          ['6100', 5, 0],
          ['1000', 0, 5],
        ],
        { date: '2026-04-01' },
      ),
    );
    expect(april.status).toBe('posted');
    const cleared = await locked.call('PATCH', '/api/settings/lock-date', { lockDate: null });
    expect(cleared.json()).toEqual({ message: 'The books are unlocked', data: { lockDate: null } });
    const approved = await locked.call(
      'PATCH',
      `/api/merchant/approve/${draftInMarch._id}?state=journal&action=approve`,
    );
    expect(approved.json().data.status).toBe('posted');
  });
});
