import { auditLog } from '@owo/db';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountingCompany,
  accountingCompany,
  anotherCompany,
  journalBody,
  postJournal,
  trialBalanceByCode,
} from '../../../test/accounting.ts';
import { testAppForFile } from '../../../test/harness.ts';

const test = testAppForFile();
let company: AccountingCompany;
beforeAll(async () => {
  company = await accountingCompany(test);
});

const approve = (id: string, action = 'approve') =>
  company.call('PATCH', `/api/merchant/approve/${id}?state=journal&action=${action}`);

async function auditOf(entityId: string, companyId = company.companyId) {
  return test.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.companyId, companyId), eq(auditLog.entityId, entityId)))
    .orderBy(asc(auditLog.createdAt));
}

describe('a journal', () => {
  it('is saved as a numbered draft that posts nothing until approved', async () => {
    const before = await trialBalanceByCode(company);
    const response = await company.call(
      'POST',
      '/api/double-entry/journal',
      journalBody(
        company,
        [
          ['6100', '150000.50', 0],
          ['2400', 0, 150000.5],
        ],
        { note: 'Landlord invoice 114' },
      ),
    );
    expect(response.statusCode).toBe(201);
    const journal = response.json().data;
    expect(journal).toMatchObject({
      number: expect.stringMatching(/^JV-\d{6}$/),
      status: 'draft',
      date: '2026-03-31',
      reference: 'Month-end adjustment',
      note: 'Landlord invoice 114',
      totalDebit: 150000.5,
      totalCredit: 150000.5,
      entry: null,
      createdBy: { _id: company.userId, name: 'Ada Okafor' },
    });
    expect(journal.lines).toEqual([
      {
        account: { _id: company.account('6100'), account_name: 'Rent', account_code: '6100' },
        description: '',
        debit: 150000.5,
        credit: 0,
      },
      {
        account: { _id: company.account('2400'), account_name: 'Accrued Expenses', account_code: '2400' },
        description: '',
        debit: 0,
        credit: 150000.5,
      },
    ]);
    expect(await trialBalanceByCode(company)).toEqual(before);

    const approved = await approve(journal._id);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().message).toBe('Journal approved and posted');
    expect(approved.json().data).toMatchObject({
      status: 'posted',
      entry: { _id: expect.any(String), number: expect.any(Number) },
      approvedBy: { _id: company.userId, name: 'Ada Okafor' },
    });
    const after = await trialBalanceByCode(company);
    expect(after.balances['6100']).toBe((before.balances['6100'] ?? 0) + 150000.5);
    expect(after.totalDebit).toBe(after.totalCredit);
    expect((await auditOf(journal._id)).map((row) => row.action)).toEqual(['create', 'approve']);
  });

  it('is numbered JV-000001, JV-000002... per company', async () => {
    const other = await anotherCompany(test, company, 'Bayo Pharmacy');
    const numbers = [];
    for (let index = 0; index < 3; index += 1) {
      const created = await other.call(
        'POST',
        '/api/double-entry/journal',
        journalBody(other, [
          ['6100', 10, 0],
          ['1000', 0, 10],
        ]),
      );
      numbers.push(created.json().data.number);
    }
    expect(numbers).toEqual(['JV-000001', 'JV-000002', 'JV-000003']);
  });

  it('can be edited while a draft, sending only what changed', async () => {
    const created = await company.call(
      'POST',
      '/api/double-entry/journal',
      journalBody(company, [
        ['6110', 5000, 0],
        ['1000', 0, 5000],
      ]),
    );
    const id = created.json().data._id;
    const edited = await company.call('PATCH', `/api/double-entry/journal/${id}`, { reference: 'NEPA bill, March' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ reference: 'NEPA bill, March', status: 'draft', totalDebit: 5000 });
    const relined = await company.call('PATCH', `/api/double-entry/journal/${id}`, {
      lines: journalBody(company, [
        ['6110', 4000, 0],
        ['6120', 2500, 0],
        ['1000', 0, 6500],
      ]).lines,
    });
    expect(
      relined.json().data.lines.map((line: { account: { account_code: string } }) => line.account.account_code),
    ).toEqual(['6110', '6120', '1000']);
    expect(relined.json().data).toMatchObject({ totalDebit: 6500, entry: null });
  });

  it('when rejected posts nothing, cannot be approved, and becomes a draft again when edited', async () => {
    const created = await company.call(
      'POST',
      '/api/double-entry/journal',
      journalBody(company, [
        ['6200', 300, 0],
        ['1000', 0, 300],
      ]),
    );
    const id = created.json().data._id;
    const rejected = await approve(id, 'reject');
    expect(rejected.json()).toMatchObject({ message: 'Journal rejected', data: { status: 'rejected', entry: null } });
    const again = await approve(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This journal was rejected; edit it to send it for approval again');
    const edited = await company.call('PATCH', `/api/double-entry/journal/${id}`, { note: 'Receipt found' });
    expect(edited.json().data).toMatchObject({ status: 'draft', rejectedAt: null, note: 'Receipt found' });
    expect((await approve(id)).json().data.status).toBe('posted');
  });

  it('once posted cannot be approved or rejected again', async () => {
    const posted = await postJournal(
      company,
      journalBody(company, [
        ['6300', 80, 0],
        ['1000', 0, 80],
      ]),
    );
    for (const [action, message] of [
      ['approve', 'This journal is already posted'],
      ['reject', 'A posted journal cannot be rejected; delete it to reverse its entry'],
    ]) {
      const response = await approve(posted._id, action);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(message);
    }
  });

  it('when posted and edited, has its entry reversed and the new version posted', async () => {
    const fresh = await anotherCompany(test, company, 'Edits Ltd');
    const posted = await postJournal(
      fresh,
      journalBody(fresh, [
        ['6100', 1000, 0],
        ['1000', 0, 1000],
      ]),
    );
    const edited = await fresh.call('PATCH', `/api/double-entry/journal/${posted._id}`, {
      date: '2026-04-02',
      lines: journalBody(fresh, [
        ['6110', 1200, 0],
        ['1000', 0, 1200],
      ]).lines,
    });
    expect(edited.statusCode).toBe(200);
    const journal = edited.json().data;
    expect(journal).toMatchObject({ status: 'posted', date: '2026-04-02' });
    // Entry 1 was the original, 2 its reversal, 3 the edited journal.
    expect(journal.entry).toEqual({ _id: expect.any(String), number: 3 });
    expect((await trialBalanceByCode(fresh, '2026-03-31')).balances).toEqual({});
    expect((await trialBalanceByCode(fresh)).balances).toEqual({ '1000': -1200, '6110': 1200 });
    const ledger = await fresh.call('GET', `/api/reports/general-ledger?account=${fresh.account('1000')}`);
    expect(ledger.json().data.lines).toEqual([
      expect.objectContaining({ date: '2026-04-02', credit: 1200, balance: -1200 }),
    ]);
    expect((await auditOf(posted._id, fresh.companyId)).map((row) => row.action)).toEqual([
      'create',
      'approve',
      'update',
    ]);
    const [update] = (await auditOf(posted._id, fresh.companyId)).slice(-1);
    expect(update?.before).toMatchObject({ date: '2026-03-31', totalDebit: 1000 });
    expect(update?.after).toMatchObject({ date: '2026-04-02', totalDebit: 1200 });
    expect((await auditOf(posted.entry._id, fresh.companyId)).map((row) => row.action)).toEqual(['reverse']);
  });

  it('when deleted as a draft is gone from the list; when deleted posted, its entry is reversed', async () => {
    const fresh = await anotherCompany(test, company, 'Deletes Ltd');
    const draft = await fresh.call(
      'POST',
      '/api/double-entry/journal',
      journalBody(fresh, [
        ['6100', 10, 0],
        ['1000', 0, 10],
      ]),
    );
    const posted = await postJournal(
      fresh,
      journalBody(fresh, [
        ['6100', 700, 0],
        ['1000', 0, 700],
      ]),
    );
    for (const id of [draft.json().data._id, posted._id]) {
      const deleted = await fresh.call('DELETE', `/api/double-entry/journal/${id}`);
      expect(deleted.json()).toEqual({ message: 'Journal deleted' });
    }
    expect((await trialBalanceByCode(fresh)).balances).toEqual({});
    expect((await fresh.call('GET', '/api/double-entry/journal')).json().pageInfo.total).toBe(0);
    const deletedList = await fresh.call('GET', '/api/double-entry/journal?where[status]=deleted');
    expect(deletedList.json().data.map((journal: { status: string }) => journal.status)).toEqual([
      'deleted',
      'deleted',
    ]);
    const again = await fresh.call('DELETE', `/api/double-entry/journal/${posted._id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This journal has already been deleted');
    const ledger = await fresh.call('GET', `/api/reports/general-ledger?account=${fresh.account('1000')}`);
    expect(ledger.json().data).toMatchObject({ lines: [], closingBalance: 0 });
  });
});
