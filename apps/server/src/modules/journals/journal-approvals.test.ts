import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountingCompany,
  accountingCompany,
  journalBody,
  postJournal,
  trialBalanceByCode,
  writtenRows,
} from '../../../test/accounting.ts';
import { addMember, testAppForFile } from '../../../test/harness.ts';

/*
 * Changing what is in the books needs the permission to approve journals: editing or deleting a
 * posted journal, and saving opening balances. Each posted version of a journal records who
 * approved it.
 */

const test = testAppForFile();
let company: AccountingCompany;
let clerk: Awaited<ReturnType<typeof addMember>>;
let accountant: Awaited<ReturnType<typeof addMember>>;
beforeAll(async () => {
  company = await accountingCompany(test);
  clerk = await addMember(
    test,
    company.companyId,
    ['accounting.view', 'accounting.create', 'accounting.edit', 'accounting.delete'],
    'Clerk',
  );
  accountant = await addMember(
    test,
    company.companyId,
    ['accounting.view', 'accounting.create', 'accounting.edit', 'accounting.delete', 'accounting.approve'],
    'Accountant',
  );
});

const as = (member: typeof clerk, method: 'PATCH' | 'DELETE' | 'POST', url: string, payload?: object) =>
  test.app.inject({ method, url, headers: member.headers, ...(payload ? { payload } : {}) });

const message =
  'This journal is posted; changing or deleting it changes the books, which needs the permission to approve journals';

describe('a member who may write journals but not approve them', () => {
  it('cannot change an approved ₦1,000 journal to ₦987,654.32, nor delete it, nor set opening balances', async () => {
    const posted = await postJournal(
      company,
      journalBody(company, [
        ['6100', 1_000, 0],
        ['1000', 0, 1_000],
      ]),
    );
    const before = await writtenRows(test, company.companyId);
    const books = await trialBalanceByCode(company);
    const edited = await as(clerk, 'PATCH', `/api/double-entry/journal/${posted._id}`, {
      lines: [
        { account: company.account('6100'), debit: 987_654.32 },
        { account: company.account('1000'), credit: 987_654.32 },
      ],
    });
    expect(edited.statusCode).toBe(403);
    expect(edited.json().message).toBe(message);
    const deleted = await as(clerk, 'DELETE', `/api/double-entry/journal/${posted._id}`);
    expect([deleted.statusCode, deleted.json().message]).toEqual([403, message]);
    const opening = await as(clerk, 'POST', '/api/double-entry/opening-balances', {
      date: '2026-01-01',
      lines: [{ account: company.account('1000'), debit: 5 }],
    });
    expect(opening.statusCode).toBe(403);
    expect(opening.json().message).toBe(
      'Opening balances change the books, which needs the permission to approve journals',
    );
    expect(await writtenRows(test, company.companyId)).toEqual(before);
    expect(await trialBalanceByCode(company)).toEqual(books);
  });

  it('can still edit and delete drafts', async () => {
    const draft = await as(
      clerk,
      'POST',
      '/api/double-entry/journal',
      journalBody(company, [
        ['6200', 5, 0],
        ['1000', 0, 5],
      ]),
    );
    const id = draft.json().data._id;
    expect((await as(clerk, 'PATCH', `/api/double-entry/journal/${id}`, { reference: 'Fixed' })).statusCode).toBe(200);
    expect((await as(clerk, 'DELETE', `/api/double-entry/journal/${id}`)).statusCode).toBe(200);
  });
});

describe('a posted journal', () => {
  it('records who approved each version: the owner first, then the accountant who changed it', async () => {
    const posted = await postJournal(
      company,
      journalBody(company, [
        ['6300', 1_000, 0],
        ['1000', 0, 1_000],
      ]),
    );
    const edited = await as(accountant, 'PATCH', `/api/double-entry/journal/${posted._id}`, {
      lines: [
        { account: company.account('6300'), debit: 1_200 },
        { account: company.account('1000'), credit: 1_200 },
      ],
    });
    expect(edited.statusCode).toBe(200);
    const journal = edited.json().data;
    expect(posted.approvedBy._id).toBe(company.userId);
    expect(journal.approvedBy._id).toBe(accountant.userId);
    expect(journal.approvals).toEqual([
      expect.objectContaining({ version: 1, approvedBy: posted.approvedBy, reversed: true }),
      expect.objectContaining({ version: 2, approvedBy: journal.approvedBy, reversed: false }),
    ]);
    expect(journal.approvals[1].entry.number).toBe(journal.entry.number);
    expect((await trialBalanceByCode(company)).balances['6300']).toBe(1_200);
  });
});
