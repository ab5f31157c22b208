import { branches } from '@owo/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountingCompany,
  accountingCompany,
  journalBody,
  postJournal,
  writtenRows,
} from '../../../test/accounting.ts';
import { addMember, testAppForFile } from '../../../test/harness.ts';

/* Every bad journal is refused with a clear message and writes nothing. */

const test = testAppForFile();
let company: AccountingCompany;
let stranger: AccountingCompany;
beforeAll(async () => {
  company = await accountingCompany(test);
  stranger = await accountingCompany(test, 'Bayo Pharmacy');
});

/** Runs a call that must be refused; answers the response after checking nothing was written. */
async function refused(call: () => ReturnType<AccountingCompany['call']>, status: number, message: string) {
  const before = await writtenRows(test, company.companyId);
  const response = await call();
  expect(response.statusCode).toBe(status);
  expect(response.json().message).toBe(message);
  expect(await writtenRows(test, company.companyId)).toEqual(before);
  return response;
}

const create = (body: object) => () => company.call('POST', '/api/double-entry/journal', body);
const line = (account: string, debit: unknown, credit: unknown) => ({ account, debit, credit });

describe('a new journal is refused when', () => {
  it.each([
    [
      'its lines do not balance',
      [
        ['6100', 100, 0],
        ['1000', 0, 99.99],
      ],
      'Debits and credits must be equal',
      'lines',
    ],
    ['it has one line', [['6100', 100, 0]], 'A journal needs at least two lines', 'lines'],
    [
      'an amount is negative',
      [
        ['6100', -100, 0],
        ['1000', 0, -100],
      ],
      'Amounts cannot be negative',
      'lines.0.debit',
    ],
    [
      'an amount has 3 decimals',
      [
        ['6100', '100.005', 0],
        ['1000', 0, '100.005'],
      ],
      'Amounts can have at most 2 decimal places',
      'lines.0.debit',
    ],
    [
      'a line has a debit and a credit',
      [
        ['6100', 100, 100],
        ['1000', 0, 0],
      ],
      'A line has either a debit or a credit, not both',
      'lines.0',
    ],
  ] as Array<[string, Array<[string, unknown, unknown]>, string, string]>)(
    '%s',
    async (_case, lines, message, field) => {
      const body = {
        date: '2026-03-31',
        reference: 'Bad',
        lines: lines.map(([code, debit, credit]) => line(company.account(code), debit, credit)),
      };
      const response = await refused(create(body), 400, message);
      expect(response.json().errors[field]).toBe(message);
    },
  );

  it("a line names another company's account", async () => {
    const body = {
      date: '2026-03-31',
      reference: 'Bad',
      lines: [line(company.account('6100'), 50, 0), line(stranger.account('1000'), 0, 50)],
    };
    const response = await refused(create(body), 400, 'Account is not valid.');
    expect(response.json().errors).toEqual({ 'lines.1.account': 'Account is not valid.' });
  });

  it('a line names an inactive account', async () => {
    const accountId = company.account('6720');
    expect(
      (await company.call('PATCH', `/api/double-entry/chart-of-accounts/${accountId}`, { isActive: false })).statusCode,
    ).toBe(200);
    await refused(
      create(
        journalBody(company, [
          ['6720', 50, 0],
          ['1000', 0, 50],
        ]),
      ),
      400,
      '6720 Consulting Fees is inactive',
    );
    await company.call('PATCH', `/api/double-entry/chart-of-accounts/${accountId}`, { isActive: true });
  });

  it("the branch is another company's", async () => {
    // Branch screens come later; the stranger's Head Office is read from the database.
    const [theirs] = await test.database.db.select().from(branches).where(eq(branches.companyId, stranger.companyId));
    const body = journalBody(
      company,
      [
        ['6100', 50, 0],
        ['1000', 0, 50],
      ],
      { branch: theirs?.id },
    );
    await refused(create(body), 400, 'Branch is not valid.');
  });
});

describe('approval is refused', () => {
  it("for another company's journal, as if it did not exist", async () => {
    const theirs = await stranger.call(
      'POST',
      '/api/double-entry/journal',
      journalBody(stranger, [
        ['6100', 9, 0],
        ['1000', 0, 9],
      ]),
    );
    const id = theirs.json().data._id;
    await refused(
      () => company.call('PATCH', `/api/merchant/approve/${id}?state=journal&action=approve`),
      404,
      'Journal not found',
    );
    expect((await stranger.call('GET', `/api/double-entry/journal/${id}`)).json().data.status).toBe('draft');
  });

  it('for a journal already posted', async () => {
    const posted = await postJournal(
      company,
      journalBody(company, [
        ['6100', 9, 0],
        ['1000', 0, 9],
      ]),
    );
    await refused(
      () => company.call('PATCH', `/api/merchant/approve/${posted._id}?state=journal&action=approve`),
      409,
      'This journal is already posted',
    );
  });

  it('for a member whose role may write journals but not approve them', async () => {
    const { headers } = await addMember(
      test,
      company.companyId,
      ['accounting.view', 'accounting.create', 'accounting.edit', 'accounting.delete'],
      'Bookkeeper',
    );
    const created = await test.app.inject({
      method: 'POST',
      url: '/api/double-entry/journal',
      headers,
      payload: journalBody(company, [
        ['6100', 9, 0],
        ['1000', 0, 9],
      ]),
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data._id;
    await refused(
      () =>
        test.app.inject({ method: 'PATCH', url: `/api/merchant/approve/${id}?state=journal&action=approve`, headers }),
      403,
      'You do not have permission to do this',
    );
  });

  it('for an unknown state or action', async () => {
    const draft = await company.call(
      'POST',
      '/api/double-entry/journal',
      journalBody(company, [
        ['6100', 9, 0],
        ['1000', 0, 9],
      ]),
    );
    const id = draft.json().data._id;
    await refused(
      () => company.call('PATCH', `/api/merchant/approve/${id}?state=payslip&action=approve`),
      400,
      'Document kind is not valid.',
    );
    // A journal's id named as a bill is no bill of the company.
    const asBill = await company.call('PATCH', `/api/merchant/approve/${id}?state=bill&action=approve`);
    expect(asBill.statusCode).toBe(404);
    await refused(
      () => company.call('PATCH', `/api/merchant/approve/${id}?state=journal&action=post`),
      400,
      'Action is not valid.',
    );
  });
});

describe('an edit is refused', () => {
  it('when its lines do not balance, leaving the posted journal as it was', async () => {
    const posted = await postJournal(
      company,
      journalBody(company, [
        ['6100', 9, 0],
        ['1000', 0, 9],
      ]),
    );
    const lines = journalBody(company, [
      ['6100', 10, 0],
      ['1000', 0, 9],
    ]).lines;
    await refused(
      () => company.call('PATCH', `/api/double-entry/journal/${posted._id}`, { lines }),
      400,
      'Debits and credits must be equal',
    );
    expect((await company.call('GET', `/api/double-entry/journal/${posted._id}`)).json().data.entry).toEqual(
      posted.entry,
    );
  });
});
