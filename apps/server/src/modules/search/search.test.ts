import { beforeAll, describe, expect, it } from 'vitest';
import { type AccountingCompany, accountingCompany, journalBody, postJournal } from '../../../test/accounting.ts';
import { addBankAccount } from '../../../test/bank.ts';
import { addMember, testAppForFile } from '../../../test/harness.ts';
import { parseSearchQuery } from '../../search/registry.ts';
import { journalNumberOf } from '../journals/journals.search.ts';

/*
 * Global search: journals by number, reference, note and total; accounts by code and name; bank
 * accounts by bank, name and number. Grouped by kind, only the kinds the member may see, and only
 * the company's own records.
 */

interface Result {
  kind: string;
  id: string;
  title: string;
  subtitle: string;
  amount: number | null;
  date: string | null;
  path: string;
}
interface Answer {
  query: string;
  groups: Array<{ kind: string; label: string; results: Result[] }>;
}

const test = testAppForFile();
let alpha: AccountingCompany;
let bravo: AccountingCompany;
let rent: { _id: string; number: string };
let fuel: { _id: string; number: string };

async function search(company: AccountingCompany, q: string, extra = '') {
  const response = await company.call('GET', `/api/search?q=${encodeURIComponent(q)}${extra}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Answer;
}
const titlesOf = (answer: Answer, kind: string) =>
  answer.groups.find((group) => group.kind === kind)?.results.map((result) => result.title) ?? [];

beforeAll(async () => {
  alpha = await accountingCompany(test, 'Alpha Ltd');
  bravo = await accountingCompany(test, 'Bravo Ltd');
  rent = await postJournal(
    alpha,
    journalBody(
      alpha,
      [
        ['6100', '10000', 0],
        ['6100', '5000.50', 0],
        ['1000', 0, '15000.50'],
      ],
      { reference: 'Shop rent March', note: 'Paid to Mr Okafor' },
    ),
  );
  const created = await alpha.call(
    'POST',
    '/api/double-entry/journal',
    journalBody(
      alpha,
      [
        ['6100', 2500, 0],
        ['1000', 0, 2500],
      ],
      { reference: 'Generator fuel' },
    ),
  );
  fuel = created.json().data;
  // Bravo's records look like Alpha's: they must never show in Alpha's search.
  await postJournal(
    bravo,
    journalBody(
      bravo,
      [
        ['6100', '15000.50', 0],
        ['1000', 0, '15000.50'],
      ],
      { reference: 'Shop rent March' },
    ),
  );
  await addBankAccount(alpha);
});

describe('journals', () => {
  it("are found by number, however it is typed: 'JV-1', 'jv000001', '1', '#1'", async () => {
    for (const typed of ['JV-1', 'jv000001', 'JV 000001', '1', '#1', rent.number]) {
      const answer = await search(alpha, typed);
      expect(titlesOf(answer, 'journal')[0], typed).toBe(rent.number);
    }
    expect(rent.number).toBe('JV-000001');
  });

  it('are found by reference and note, in any case, with their total, date, status and page', async () => {
    const answer = await search(alpha, 'okafor');
    const [result] = answer.groups.find((group) => group.kind === 'journal')?.results ?? [];
    expect(result).toEqual({
      kind: 'journal',
      id: rent._id,
      title: 'JV-000001',
      subtitle: 'Shop rent March · Paid to Mr Okafor · Posted',
      amount: 15000.5,
      date: '2026-03-31',
      path: `/accounting/journal/${rent._id}`,
    });
    expect(titlesOf(await search(alpha, 'GENERATOR'), 'journal')).toEqual([fuel.number]);
  });

  it("are found by total: '15000.50', '15,000.50', '₦15,000.50', 'N15000.5'; a line's amount alone is not the total", async () => {
    for (const typed of ['15000.50', '15,000.50', '₦15,000.50', 'N15000.5', '₦ 15,000.50']) {
      expect(titlesOf(await search(alpha, typed), 'journal'), typed).toEqual([rent.number]);
    }
    expect(titlesOf(await search(alpha, '2,500'), 'journal')).toEqual([fuel.number]);
    expect(titlesOf(await search(alpha, '10000'), 'journal')).toEqual([]);
  });

  it('leave deleted journals out, unless their number is typed', async () => {
    const created = await alpha.call(
      'POST',
      '/api/double-entry/journal',
      journalBody(
        alpha,
        [
          ['6100', 777, 0],
          ['1000', 0, 777],
        ],
        { reference: 'Typo journal' },
      ),
    );
    const typo = created.json().data as { _id: string; number: string };
    expect((await alpha.call('DELETE', `/api/double-entry/journal/${typo._id}`)).statusCode).toBe(200);
    expect(titlesOf(await search(alpha, 'Typo journal'), 'journal')).toEqual([]);
    expect(titlesOf(await search(alpha, '777'), 'journal')).toEqual([]);
    const byNumber = await search(alpha, typo.number);
    expect(byNumber.groups[0]?.results[0]).toMatchObject({ title: typo.number, subtitle: 'Typo journal · Deleted' });
  });
});

describe('accounts and bank accounts', () => {
  it('finds accounts by the start of the code and any part of the name', async () => {
    expect(titlesOf(await search(alpha, '6100'), 'account')[0]).toMatch(/^6100 · /);
    const cash = await search(alpha, 'cash on');
    expect(titlesOf(cash, 'account')).toContain('1000 · Cash on Hand');
    const [result] = cash.groups.find((group) => group.kind === 'account')?.results ?? [];
    expect(result?.path).toBe(`/accounting/coa/${alpha.account('1000')}`);
  });

  it('finds bank accounts by bank, account name and number', async () => {
    for (const typed of ['chukwu', '0123456785', '23456']) {
      expect(titlesOf(await search(alpha, typed), 'bank-account'), typed).toHaveLength(1);
    }
  });

  it('groups results by kind, journals first, and limits each group', async () => {
    const answer = await search(alpha, 'a', '&limit=2');
    expect(answer.groups.map((group) => group.kind)).toEqual(['journal', 'account', 'bank-account']);
    expect(answer.groups.map((group) => group.label)).toEqual(['Journals', 'Accounts', 'Bank accounts']);
    for (const group of answer.groups) expect(group.results.length).toBeLessThanOrEqual(2);
  });
});

describe('who sees what', () => {
  it("never answers another company's records", async () => {
    const answer = await search(bravo, 'Okafor');
    expect(answer.groups).toEqual([]);
    const rentOfBravo = await search(bravo, 'Shop rent');
    expect(rentOfBravo.groups.flatMap((group) => group.results).map((result) => result.id)).not.toContain(rent._id);
    expect(titlesOf(await search(bravo, '0123456785'), 'bank-account')).toEqual([]);
  });

  it('refuses a member whose role sees no kind of record, and a company the caller is not a member of', async () => {
    const clerk = await addMember(test, alpha.companyId, ['tax.view']);
    const refused = await test.app.inject({ method: 'GET', url: '/api/search?q=rent', headers: clerk.headers });
    expect(refused.statusCode).toBe(403);
    const stranger = await test.app.inject({
      method: 'GET',
      url: '/api/search?q=rent',
      headers: { authorization: `Bearer ${bravo.token}`, 'x-company-id': alpha.companyId },
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('asks only the providers a member may see', async () => {
    const { searchEverything } = await import('./search.service.ts');
    const asked: string[] = [];
    const provider = (kind: string, permission: 'accounting.view' | 'sales.view') => ({
      kind,
      label: kind,
      permission,
      search: async () => {
        asked.push(kind);
        return [{ kind, id: kind, title: kind, subtitle: '', amount: null, date: null, path: '/' }];
      },
    });
    const answer = await searchEverything(
      // No database is touched: the providers here are stand-ins.
      undefined as never,
      { companyId: alpha.companyId, branchScope: null, permissions: { all: false, granted: ['sales.view'] } },
      { text: 'x', limit: 5, providers: [provider('journal', 'accounting.view'), provider('invoice', 'sales.view')] },
    );
    expect(asked).toEqual(['invoice']);
    expect(answer.groups.map((group) => group.kind)).toEqual(['invoice']);
  });
});

describe('odd questions are answered calmly', () => {
  it.each([
    ['empty', ''],
    ['spaces', '   '],
    ['only a percent sign', '%'],
    ['an underscore', '_'],
    ['a backslash', '\\'],
    ['a quote', "' or 1=1 --"],
  ])('%s finds nothing and fails nothing', async (_name, typed) => {
    const answer = await search(alpha, typed);
    expect(answer.groups).toEqual([]);
  });

  it('a missing q finds nothing', async () => {
    const response = await alpha.call('GET', '/api/search');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ query: '', groups: [] });
  });

  it('a huge query is cut to 100 characters; tabs and line breaks count as spaces', async () => {
    const answer = await search(alpha, 'x'.repeat(6000));
    expect(answer.query).toHaveLength(100);
    expect(titlesOf(await search(alpha, '\tOkafor\n'), 'journal')).toEqual([rent.number]);
  });

  it('a NUL is refused in plain words, as everywhere in the API (PostgreSQL text cannot hold it)', async () => {
    const response = await alpha.call('GET', '/api/search?q=Oka%00');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('cannot contain the NUL character');
  });

  it('refuses a limit out of range in plain words', async () => {
    const response = await alpha.call('GET', '/api/search?q=rent&limit=500');
    expect([response.statusCode, response.json().message]).toEqual([400, 'limit is not valid.']);
  });
});

describe('reading the query', () => {
  it('reads amounts only when they are amounts', () => {
    expect(parseSearchQuery('₦15,000.50').amountKobo).toBe(1_500_050);
    expect(parseSearchQuery('15000').amountKobo).toBe(1_500_000);
    expect(parseSearchQuery('1,50').amountKobo).toBe(null);
    expect(parseSearchQuery('15.555').amountKobo).toBe(null);
    expect(parseSearchQuery('0').amountKobo).toBe(null);
    expect(parseSearchQuery('rent').amountKobo).toBe(null);
    expect(parseSearchQuery('9'.repeat(30)).amountKobo).toBe(null);
  });

  it('reads journal numbers', () => {
    expect(['JV-13', 'jv000013', '13', 'JV 13', '#13'].map(journalNumberOf)).toEqual(Array(5).fill('JV-000013'));
    expect(journalNumberOf('JV-')).toBe(null);
    expect(journalNumberOf('rent 13')).toBe(null);
  });
});
