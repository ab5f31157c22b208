import { auditLog } from '@owo/db';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountingCompany,
  accountingCompany,
  dailyTotalsDrift,
  journalBody,
  postJournal,
  trialBalanceByCode,
  writtenRows,
} from '../../../test/accounting.ts';
import { testAppForFile } from '../../../test/harness.ts';

/*
 * Nothing posts on or before the period lock date; setting it is audited. A journal of the locked
 * period can still be voided or corrected: its reversal is dated on the first open day.
 */

const test = testAppForFile();

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

  it('refuses a journal dated on or before it, an approval, an edit that keeps the date, and opening balances', async () => {
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
      locked.call('PATCH', `/api/double-entry/journal/${postedInMarch._id}`, { reference: 'Changed in March' }),
    );
    await refusedForLocked(() =>
      locked.call('POST', '/api/double-entry/opening-balances', {
        date: '2026-01-01',
        lines: [{ account: locked.account('1000'), debit: 5 }],
      }),
    );
  });

  it('voids a journal of the locked period on the first open day, leaving the locked books as they were', async () => {
    const marchBooks = await trialBalanceByCode(locked, '2026-03-31');
    const before = await writtenRows(test, locked.companyId);
    const url = `/api/double-entry/journal/${postedInMarch._id}`;
    const inLockedPeriod = await locked.call('DELETE', `${url}?reversalDate=2026-03-31`);
    expect(inLockedPeriod.statusCode).toBe(400);
    expect(inLockedPeriod.json()).toMatchObject({ errors: { reversalDate: message } });
    const beforeEntry = await locked.call('DELETE', `${url}?reversalDate=2026-03-30`);
    expect(beforeEntry.json()).toMatchObject({
      errors: { reversalDate: 'The reversal cannot be dated before the entry it reverses (2026-03-31)' },
    });
    expect(await writtenRows(test, locked.companyId)).toEqual(before);

    const voided = await locked.call('DELETE', url);
    expect(voided.statusCode).toBe(200);
    expect(await trialBalanceByCode(locked, '2026-03-31')).toEqual(marchBooks);
    const april = await trialBalanceByCode(locked, '2026-04-01');
    expect(april.balances['6100'] ?? 0).toBe((marchBooks.balances['6100'] ?? 0) - 500);
    const ledger = await locked.call('GET', `/api/reports/general-ledger?account=${locked.account('6100')}`);
    expect(ledger.json().data.lines).toEqual([
      expect.objectContaining({ date: '2026-03-31', debit: 500, credit: 0 }),
      expect.objectContaining({ date: '2026-04-01', debit: 0, credit: 500 }),
    ]);
    expect(await dailyTotalsDrift(test, locked.companyId)).toEqual([]);
  });

  it('edits a journal of the locked period into an open day: reversed on the first open day, posted anew', async () => {
    const posted = await postJournal(
      locked,
      journalBody(
        locked,
        [
          ['6200', 40, 0],
          ['1000', 0, 40],
        ],
        { date: '2026-04-02' },
      ),
    );
    // Posted before the lock moved past it: lock, then edit into an open day.
    await locked.call('PATCH', '/api/settings/lock-date', { lockDate: '2026-04-05' });
    const edited = await locked.call('PATCH', `/api/double-entry/journal/${posted._id}?reversalDate=2026-04-10`, {
      date: '2026-04-10',
      reference: 'Moved to April 10',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.approvals).toEqual([
      expect.objectContaining({ version: 1, reversed: true }),
      expect.objectContaining({ version: 2, reversed: false }),
    ]);
    expect((await trialBalanceByCode(locked, '2026-04-05')).balances['6200']).toBe(40);
    expect((await trialBalanceByCode(locked, '2026-04-10')).balances['6200']).toBe(40);
    expect(await dailyTotalsDrift(test, locked.companyId)).toEqual([]);
    await locked.call('PATCH', '/api/settings/lock-date', { lockDate: '2026-03-31' });
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
