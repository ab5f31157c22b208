import { journalDocumentLines, journals, notifications } from '@owo/db';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AccountingCompany, accountingCompany, journalBody, postJournal } from '../test/accounting.ts';
import { branchMember } from '../test/branch-member.ts';
import { testAppForFile } from '../test/harness.ts';
import { wholeCompanyRefusal } from './http/access.ts';

/*
 * A cashier whose role is limited to the head office, in a company with a second branch (Ikeja):
 * every screen's calls show and accept only the head office's records and figures. (The sweep in
 * test/tenancy-sweep.test.ts calls every route this way too, with each of Ikeja's ids.)
 */

const test = testAppForFile();
let shop: AccountingCompany;
let headOffice: string;
let ikeja: string;
let cashier: Awaited<ReturnType<typeof branchMember>>;
const journalsOf: Record<'office' | 'ikeja', { posted: string; draft: string }> = {
  office: { posted: '', draft: '' },
  ikeja: { posted: '', draft: '' },
};

beforeAll(async () => {
  shop = await accountingCompany(test, 'Adaeze Foods Ltd');
  [{ _id: headOffice }] = (await shop.call('GET', '/api/branches')).json().data;
  ikeja = (await shop.call('POST', '/api/branches', { name: 'Ikeja', address: '12 Allen Avenue' })).json().data._id;
  const write = (branch: string, reference: string, rent: number) =>
    journalBody(
      shop,
      [
        ['6100', rent, 0],
        ['1000', 0, rent],
      ],
      { branch, reference, date: '2026-03-10' },
    );
  journalsOf.office.posted = (await postJournal(shop, write(headOffice, 'Office rent', 1_000)))._id;
  journalsOf.ikeja.posted = (await postJournal(shop, write(ikeja, 'Ikeja rent', 7_000)))._id;
  journalsOf.office.draft = (
    await shop.call('POST', '/api/double-entry/journal', write(headOffice, 'Office fuel', 50))
  ).json().data._id;
  journalsOf.ikeja.draft = (
    await shop.call('POST', '/api/double-entry/journal', write(ikeja, 'Ikeja fuel', 70))
  ).json().data._id;
  cashier = await branchMember(test, shop.companyId, headOffice, [
    'accounting.view',
    'accounting.create',
    'accounting.edit',
    'accounting.delete',
    'accounting.approve',
    'reports.view',
    'reports.export',
    'bank.view',
  ]);
});

const references = (data: Array<{ reference: string }>) => data.map((journal) => journal.reference).sort();

describe('journals, for a member limited to the head office', () => {
  it('lists and finds only the head office’s', async () => {
    const listed = await cashier.call('GET', '/api/double-entry/journal');
    expect(references(listed.json().data)).toEqual(['Office fuel', 'Office rent']);
    expect(listed.json().pageInfo.total).toBe(2);
    const filtered = await cashier.call('GET', `/api/double-entry/journal?where[branch]=${ikeja}`);
    expect(filtered.statusCode).toBe(400);
    const found = await cashier.call('GET', '/api/search?q=rent');
    const results = found
      .json()
      .data.groups.flatMap((group: { results: Array<{ title: string; subtitle: string }> }) =>
        group.results.map((result) => result.subtitle),
      );
    expect(results.join(' ')).toContain('Office rent');
    expect(results.join(' ')).not.toContain('Ikeja');
  });

  it('answers 404 for Ikeja’s journals, and changes none of them', async () => {
    const before = await test.database.db.select().from(journals).where(eq(journals.companyId, shop.companyId));
    const { posted, draft } = journalsOf.ikeja;
    for (const [method, url, payload] of [
      ['GET', `/api/double-entry/journal/${posted}`],
      ['PATCH', `/api/double-entry/journal/${draft}`, { reference: 'Taken over' }],
      ['PATCH', `/api/double-entry/journal/${posted}`, { reference: 'Taken over' }],
      ['DELETE', `/api/double-entry/journal/${draft}`],
      ['PATCH', `/api/merchant/approve/${draft}?state=journal&action=approve`],
      ['GET', `/api/attachments?ownerKind=journal&ownerId=${posted}`],
    ] as const) {
      const response = await cashier.call(method, url, payload);
      expect(response.statusCode, `${method} ${url} ${response.body}`).toBe(404);
    }
    const after = await test.database.db.select().from(journals).where(eq(journals.companyId, shop.companyId));
    expect(after).toEqual(before);
  });

  it('writes journals in the head office by default, and refuses Ikeja as an unknown branch', async () => {
    const body = journalBody(shop, [
      ['6100', 10, 0],
      ['1000', 0, 10],
    ]);
    const created = await cashier.call('POST', '/api/double-entry/journal', body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.branch._id).toBe(headOffice);
    const elsewhere = await cashier.call('POST', '/api/double-entry/journal', { ...body, branch: ikeja });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors).toEqual({ branch: 'Branch is not valid.' });
    const moved = await cashier.call('PATCH', `/api/double-entry/journal/${created.json().data._id}`, {
      branch: ikeja,
    });
    expect(moved.statusCode).toBe(400);
    // Clearing the branch keeps it in theirs.
    const cleared = await cashier.call('PATCH', `/api/double-entry/journal/${created.json().data._id}`, {
      branch: null,
    });
    expect(cleared.json().data.branch._id).toBe(headOffice);
    const lines = await test.database.db
      .select()
      .from(journalDocumentLines)
      .where(
        and(
          eq(journalDocumentLines.companyId, shop.companyId),
          eq(journalDocumentLines.journalId, created.json().data._id),
        ),
      );
    expect(lines).toHaveLength(2);
    await cashier.call('DELETE', `/api/double-entry/journal/${created.json().data._id}`);
  });

  it('does not tell a member limited to Ikeja about the head office’s journals waiting for approval', async () => {
    const ikejaApprover = await branchMember(test, shop.companyId, ikeja, ['accounting.approve']);
    const created = await shop.call(
      'POST',
      '/api/double-entry/journal',
      journalBody(
        shop,
        [
          ['6100', 5, 0],
          ['1000', 0, 5],
        ],
        { branch: headOffice, reference: 'Office water' },
      ),
    );
    const notices = (userId: string) =>
      test.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.companyId, shop.companyId), eq(notifications.userId, userId)));
    expect((await notices(ikejaApprover.userId)).map((notice) => notice.subjectId)).not.toContain(
      created.json().data._id,
    );
    expect((await notices(cashier.userId)).map((notice) => notice.subjectId)).toContain(created.json().data._id);
    await shop.call('DELETE', `/api/double-entry/journal/${created.json().data._id}`);
  });
});

describe('reports and figures, for a member limited to the head office', () => {
  const rentIn = (rows: Array<{ account: { account_code: string } | null; amounts: number[] }>) =>
    rows.find((row) => row.account?.account_code === '6100')?.amounts[0];

  it('reads the head office’s postings whatever branch is asked for, and 404 for Ikeja', async () => {
    const period = 'from=2026-01-01&to=2026-12-31';
    const own = await cashier.call('GET', `/api/reports/profit-and-loss?${period}`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.branch).toBe(headOffice);
    expect(rentIn(own.json().data.rows)).toBe(1_000);
    const company = await shop.call('GET', `/api/reports/profit-and-loss?${period}`);
    expect(rentIn(company.json().data.rows)).toBe(8_000);
    for (const url of [
      `/api/reports/profit-and-loss?${period}&branch=${ikeja}`,
      `/api/reports/balance-sheet?asOf=2026-12-31&branch=${ikeja}`,
      `/api/reports/cash-flow?${period}&branch=${ikeja}`,
      `/api/reports/profit-and-loss/export?format=csv&${period}&branch=${ikeja}`,
    ]) {
      const response = await cashier.call('GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toBe('Branch not found');
    }
    const sheet = await cashier.call('GET', '/api/reports/balance-sheet?asOf=2026-12-31');
    const cash = sheet.json().data.rows.find((row: { account: { account_code: string } | null }) => {
      return row.account?.account_code === '1000';
    });
    expect(cash.amounts[0]).toBe(-1_000);
    const flow = await cashier.call('GET', `/api/reports/cash-flow?${period}`);
    expect(flow.json().data.branch).toBe(headOffice);
    const csv = await cashier.call('GET', `/api/reports/profit-and-loss/export?format=csv&${period}`);
    expect(csv.body).toContain(`Branch: `);
  });

  it('shows the head office’s trial balance, ledger, account balances and dashboard', async () => {
    const trial = (await cashier.call('GET', '/api/reports/trial-balance?asOf=2026-12-31')).json().data;
    const rent = trial.accounts.find((account: { account_code: string }) => account.account_code === '6100');
    expect(rent.debit).toBe(1_000);
    expect(trial.totalDebit).toBe(trial.totalCredit);
    const ledger = await cashier.call('GET', `/api/reports/general-ledger?account=${shop.account('6100')}`);
    expect(ledger.statusCode, ledger.body).toBe(200);
    expect(ledger.json().data.lines.map((line: { memo: string; debit: number }) => line.debit)).toEqual([1_000]);
    expect(ledger.json().data.closingBalance).toBe(1_000);
    const account = await cashier.call('GET', `/api/double-entry/chart-of-accounts/${shop.account('6100')}`);
    expect(account.json().data.balance).toBe(1_000);
    const board = (await cashier.call('GET', '/api/dashboard?from=2026-03-01&to=2026-03-31')).json().data;
    expect(board.expenses).toBe(1_000);
    expect(board.moneyOut).toBe(1_000);
    expect(board.awaitingApproval.journals.map((journal: { reference: string }) => journal.reference)).toEqual([
      'Office fuel',
    ]);
    const owners = (await shop.call('GET', '/api/dashboard?from=2026-03-01&to=2026-03-31')).json().data;
    expect(owners.expenses).toBe(8_000);
  });

  it('pages the head office’s ledger with its running balance, from a start date', async () => {
    const rent = (date: string, amount: number, branch: string) =>
      postJournal(
        shop,
        journalBody(
          shop,
          [
            ['6100', amount, 0],
            ['1000', 0, amount],
          ],
          { branch, reference: `Rent ${date}`, date },
        ),
      );
    await rent('2026-04-01', 100, headOffice);
    await rent('2026-04-02', 200, ikeja);
    await rent('2026-04-03', 300, headOffice);
    await rent('2026-04-04', 400, headOffice);
    const url = `/api/reports/general-ledger?account=${shop.account('6100')}&from=2026-04-01&limit=2&page=2`;
    const page = (await cashier.call('GET', url)).json();
    // Before April: the March rent (1,000); April's lines 100, 300, 400 (Ikeja's 200 left out).
    expect(page.data.openingBalance).toBe(1_000);
    expect(page.data.pageOpeningBalance).toBe(1_400);
    expect(page.data.lines.map((line: { debit: number; balance: number }) => [line.debit, line.balance])).toEqual([
      [400, 1_800],
    ]);
    expect(page.data.closingBalance).toBe(1_800);
    expect(page.pageInfo.total).toBe(3);
  });

  it('starts a page inside a day with the balance of that day’s lines before it', async () => {
    const rent = (amount: number, branch: string) =>
      postJournal(
        shop,
        journalBody(
          shop,
          [
            ['6100', amount, 0],
            ['1000', 0, amount],
          ],
          { branch, reference: `May rent ${amount}`, date: '2026-05-01' },
        ),
      );
    await rent(10, headOffice);
    await rent(20, ikeja);
    await rent(30, headOffice);
    await rent(40, headOffice);
    const url = `/api/reports/general-ledger?account=${shop.account('6100')}&from=2026-05-01&limit=1&page=2`;
    const page = (await cashier.call('GET', url)).json();
    const opening = page.data.openingBalance;
    // The head office's May lines are 10, 30 and 40 (Ikeja's 20 left out): page 2 holds the 30.
    expect(page.data.pageOpeningBalance).toBe(opening + 10);
    expect(page.data.lines.map((line: { debit: number; balance: number }) => [line.debit, line.balance])).toEqual([
      [30, opening + 40],
    ]);
    expect(page.data.closingBalance).toBe(opening + 80);
    expect(page.pageInfo.total).toBe(3);
  });

  it('refuses what belongs to the whole company (bank accounts, opening balances) with 403', async () => {
    for (const url of ['/api/bank/accounts', '/api/reconciliations', '/api/double-entry/opening-balances']) {
      const response = await cashier.call('GET', url);
      expect(response.statusCode, `${url} ${response.body}`).toBe(403);
      expect(response.json().message).toBe(wholeCompanyRefusal);
    }
  });
});
