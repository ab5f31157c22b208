import { beforeAll, describe, expect, it } from 'vitest';
import { type AccountingCompany, accountingCompany, anotherCompany, journalBody } from '../../../test/accounting.ts';
import { addBankAccount, gtbankCsv, importCsv, ZENITH_NUMBER } from '../../../test/bank.ts';
import { addMember, testAppForFile } from '../../../test/harness.ts';
import { raiseReconciliationReminders } from './reconciliation-reminders.ts';

/*
 * The feed as a bookkeeper and her approver live it: the bookkeeper writes a journal, the owner
 * (who may approve) is told, approves it, and the bookkeeper hears back; each sees only their own.
 */

const test = testAppForFile();
let owner: AccountingCompany;
let bookkeeper: Pick<AccountingCompany, 'call'>;

interface Notification {
  _id: string;
  kind: string;
  title: string;
  body: string;
  link: string;
  read: boolean;
}

beforeAll(async () => {
  owner = await accountingCompany(test, 'Ada Pharmacy');
  const member = await addMember(
    test,
    owner.companyId,
    ['accounting.view', 'accounting.create', 'accounting.edit', 'accounting.delete', 'bank.view', 'bank.edit'],
    'Bookkeeper',
  );
  bookkeeper = {
    call: (method, url, payload) =>
      test.app.inject({
        method,
        url,
        headers: member.headers,
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
  };
});

const feedOf = async (person: Pick<AccountingCompany, 'call'>) => {
  const response = await person.call('GET', '/api/notifications');
  expect(response.statusCode).toBe(200);
  const body = response.json();
  return { items: body.data as Notification[], unread: body.unread as number };
};

describe('notifications', () => {
  it('tells the approver a journal waits, and the writer when it is approved; each reads only their own', async () => {
    const written = await bookkeeper.call(
      'POST',
      '/api/double-entry/journal',
      journalBody(
        owner,
        [
          ['6100', 25_000, 0],
          ['1000', 0, 25_000],
        ],
        { reference: 'Generator repair' },
      ),
    );
    expect(written.statusCode).toBe(201);
    const journal = written.json().data as { _id: string; number: string };

    const waiting = await feedOf(owner);
    expect(waiting.unread).toBe(1);
    expect(waiting.items[0]).toMatchObject({
      kind: 'journal-awaiting-approval',
      title: `${journal.number} is waiting for your approval`,
      body: 'Generator repair',
      link: `/accounting/journal/${journal._id}`,
      read: false,
    });
    // The writer is not told about their own journal.
    expect((await feedOf(bookkeeper)).items).toEqual([]);

    const approved = await owner.call('PATCH', `/api/merchant/approve/${journal._id}?state=journal&action=approve`);
    expect(approved.statusCode).toBe(200);
    // Dealt with: the approver's request is taken back, the writer hears the outcome.
    expect((await feedOf(owner)).items).toEqual([]);
    const outcome = await feedOf(bookkeeper);
    expect(outcome).toMatchObject({
      unread: 1,
      items: [{ kind: 'journal-approved', title: `${journal.number} was approved` }],
    });

    // Opening it marks it read; someone else's is not there to mark.
    const id = outcome.items[0]?._id ?? '';
    const ownersTry = await owner.call('PATCH', `/api/notifications/${id}/read`);
    expect(ownersTry.statusCode).toBe(404);
    expect(ownersTry.json().message).toBe('Notification not found');
    const read = await bookkeeper.call('PATCH', `/api/notifications/${id}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.read).toBe(true);
    expect((await feedOf(bookkeeper)).unread).toBe(0);
  });

  it('tells the writer of a rejection, marks all read at once, and keeps other companies out', async () => {
    const written = await bookkeeper.call(
      'POST',
      '/api/double-entry/journal',
      journalBody(
        owner,
        [
          ['6100', 1_000, 0],
          ['1000', 0, 1_000],
        ],
        { reference: 'Wrong month' },
      ),
    );
    const journal = written.json().data as { _id: string; number: string };
    await owner.call('PATCH', `/api/merchant/approve/${journal._id}?state=journal&action=reject`);
    const feed = await feedOf(bookkeeper);
    expect(feed.items[0]).toMatchObject({ kind: 'journal-rejected', title: `${journal.number} was rejected` });
    expect(feed.unread).toBe(1);
    expect((await bookkeeper.call('POST', '/api/notifications/read-all')).statusCode).toBe(200);
    expect((await feedOf(bookkeeper)).unread).toBe(0);

    // A journal written and approved at once by one who may approve tells nobody.
    const other = await anotherCompany(test, owner, 'Ada Pharmacy Annex');
    expect((await feedOf(other)).items).toEqual([]);
    const malformed = await owner.call('PATCH', '/api/notifications/not-an-id/read');
    expect(malformed.statusCode).toBe(404);
  });

  it('tells whoever imported a statement that it is in', async () => {
    const bank = await addBankAccount(owner);
    const imported = await importCsv(
      owner,
      bank._id,
      gtbankCsv([
        { date: '2026-03-30', amount: 5_000, balance: 5_000, remarks: 'TRANSFER FROM CHIOMA' },
        { date: '2026-03-31', amount: -50, balance: 4_950, remarks: 'STAMP DUTY' },
      ]),
      'March GTB.csv',
    );
    expect(imported.statusCode).toBe(201);
    const [latest] = (await feedOf(owner)).items;
    expect(latest).toMatchObject({
      kind: 'statement-imported',
      title: 'March GTB.csv is imported',
      body: expect.stringMatching(/^2 new lines for .+, ready to reconcile$/),
      link: `/accounting/reconcile/${bank._id}`,
    });
  });

  it('reminds those who reconcile of a bank account not reconciled for over a month, once a month', async () => {
    const bank = await addBankAccount(owner, { bankCode: '057', accountNumber: ZENITH_NUMBER });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date());
    const inDays = (days: number) =>
      new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    const reminders = async () =>
      (await feedOf(owner)).items.filter((item) => item.kind === 'reconciliation-due' && item.link.endsWith(bank._id));
    // Added today: nothing is due yet.
    await raiseReconciliationReminders(test.database.db, inDays(10));
    expect(await reminders()).toEqual([]);
    // Five weeks on, never reconciled: the owner (who may reconcile) is told, the bookkeeper too.
    await raiseReconciliationReminders(test.database.db, inDays(35));
    expect(await reminders()).toMatchObject([
      {
        title: expect.stringMatching(/has not been reconciled for over a month$/),
        body: 'It has never been reconciled',
      },
    ]);
    expect((await feedOf(bookkeeper)).items.some((item) => item.kind === 'reconciliation-due')).toBe(true);
    // Running again the same month adds nothing.
    await raiseReconciliationReminders(test.database.db, inDays(36));
    expect(await reminders()).toHaveLength(1);
  });
});
