import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountingCompany,
  accountingCompany,
  journalBody,
  postJournal,
  trialBalanceByCode,
} from '../../../test/accounting.ts';
import { branchMember } from '../../../test/branch-member.ts';
import { testAppForFile } from '../../../test/harness.ts';
import { addBranch, firstBranch } from '../../../test/stock-fixtures.ts';

/*
 * The general ledger opened without an account (issue 26): every account for the period, with
 * figures, paged across accounts; a member limited to a branch reads that branch only.
 */

const test = testAppForFile();
let company: AccountingCompany;
let headOffice: string;
let ikeja: string;

interface Section {
  account: { _id: string; account_code: string; account_type: string };
  openingBalance: number;
  closingBalance: number;
  pageOpeningBalance: number;
  totalDebit: number;
  totalCredit: number;
  lineCount: number;
  continuedFromPreviousPage: boolean;
  continuesOnNextPage: boolean;
  lines: Array<{ date: string; memo: string; debit: number; credit: number; balance: number }>;
}

/** Debits minus credits, from a figure shown in the account's normal direction. */
const debitMinusCredit = (section: Section, amount: number) =>
  ['Asset', 'Expense'].includes(section.account.account_type) ? amount : -amount;

async function everyAccount(query: string, caller: Pick<AccountingCompany, 'call'> = company) {
  const response = await caller.call('GET', `/api/reports/general-ledger?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    data: { from: string | null; to: string | null; accounts: Section[] };
    pageInfo: { page: number; limit: number; total: number };
  };
}

beforeAll(async () => {
  company = await accountingCompany(test);
  headOffice = await firstBranch(company);
  ikeja = await addBranch(company, 'Ikeja');
  // Before the period: capital and cash, so both open with a balance.
  await postJournal(
    company,
    journalBody(
      company,
      [
        ['1000', 500_000, 0],
        ['3000', 0, 500_000],
      ],
      { date: '2026-04-20', reference: 'Capital', branch: headOffice },
    ),
  );
  // In the period: sales and rent at the head office, sales at Ikeja.
  for (let day = 1; day <= 6; day += 1) {
    const date = `2026-05-${String(day).padStart(2, '0')}`;
    await postJournal(
      company,
      journalBody(
        company,
        [
          ['1000', 10_000 + day, 0],
          ['4000', 0, 10_000 + day],
        ],
        { date, reference: `Head office sale ${day}`, branch: headOffice },
      ),
    );
    await postJournal(
      company,
      journalBody(
        company,
        [
          ['1000', 2_000 + day, 0],
          ['4000', 0, 2_000 + day],
        ],
        { date, reference: `Ikeja sale ${day}`, branch: ikeja },
      ),
    );
  }
  await postJournal(
    company,
    journalBody(
      company,
      [
        ['6100', 40_000, 0],
        ['1000', 0, 40_000],
      ],
      { date: '2026-05-03', reference: 'May rent', branch: headOffice },
    ),
  );
  // After the period: not in it.
  await postJournal(
    company,
    journalBody(
      company,
      [
        ['6100', 1_000, 0],
        ['1000', 0, 1_000],
      ],
      { date: '2026-06-02', reference: 'June rent', branch: headOffice },
    ),
  );
});

describe('the general ledger without an account', () => {
  const period = 'from=2026-05-01&to=2026-05-31';

  it('shows every account with a balance or postings in the period, agreeing with the trial balance', async () => {
    const { data, pageInfo } = await everyAccount(`${period}&limit=500`);
    const { balances } = await trialBalanceByCode(company, '2026-05-31');
    const opening = await trialBalanceByCode(company, '2026-04-30');
    expect(data).toMatchObject({ from: '2026-05-01', to: '2026-05-31' });
    const codes = data.accounts.map((section) => section.account.account_code);
    // Capital has no postings in May but opens with a balance; June's rent is left out.
    expect(codes).toEqual(['1000', '3000', '4000', '6100']);
    for (const section of data.accounts) {
      const code = section.account.account_code;
      expect(debitMinusCredit(section, section.closingBalance), code).toBeCloseTo(balances[code] ?? 0, 2);
      expect(debitMinusCredit(section, section.openingBalance), code).toBeCloseTo(opening.balances[code] ?? 0, 2);
      const last = section.lines.at(-1);
      expect(last ? last.balance : section.openingBalance, code).toBeCloseTo(section.closingBalance, 2);
      const debits = section.lines.reduce((sum, line) => sum + line.debit, 0);
      expect(section.totalDebit, code).toBeCloseTo(debits, 2);
    }
    const cash = data.accounts[0];
    expect(cash).toMatchObject({ openingBalance: 500_000, lineCount: 13, totalCredit: 40_000 });
    expect(cash?.lines[0]).toMatchObject({ date: '2026-05-01', debit: 10_001, balance: 510_001 });
    expect(data.accounts[1]).toMatchObject({ openingBalance: 500_000, closingBalance: 500_000, lines: [] });
    // 13 cash lines, capital's balance row, 12 sales lines, 1 rent line.
    expect(pageInfo.total).toBe(27);
  });

  it('pages by rows across accounts, carrying an account on to the next page', async () => {
    const { data: whole } = await everyAccount(`${period}&limit=500`);
    const allRows = whole.accounts.flatMap((section) =>
      section.lines.length === 0
        ? [`${section.account.account_code} balance`]
        : section.lines.map((line) => `${section.account.account_code} ${line.memo}`),
    );
    const paged: string[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const { data, pageInfo } = await everyAccount(`${period}&limit=10&page=${page}`);
      expect(pageInfo).toMatchObject({ page, limit: 10, total: 27 });
      for (const section of data.accounts) {
        if (section.lines.length === 0) paged.push(`${section.account.account_code} balance`);
        for (const line of section.lines) paged.push(`${section.account.account_code} ${line.memo}`);
      }
    }
    expect(paged).toEqual(allRows);
    // Cash's 13 lines: 10 on the first page, 3 on the second from the balance brought forward.
    const first = await everyAccount(`${period}&limit=10&page=1`);
    const second = await everyAccount(`${period}&limit=10&page=2`);
    expect(first.data.accounts.map((section) => section.account.account_code)).toEqual(['1000']);
    expect(first.data.accounts[0]).toMatchObject({ continuesOnNextPage: true, continuedFromPreviousPage: false });
    const carried = second.data.accounts[0];
    expect(carried).toMatchObject({ account: { account_code: '1000' }, continuedFromPreviousPage: true });
    expect(carried?.lines).toHaveLength(3);
    expect(carried?.pageOpeningBalance).toBeCloseTo(first.data.accounts[0]?.lines.at(-1)?.balance ?? 0, 2);
    expect(carried?.closingBalance).toBeCloseTo(whole.accounts[0]?.closingBalance ?? 0, 2);
  });

  it('keeps the one-account answer when an account is chosen', async () => {
    const response = await company.call(
      'GET',
      `/api/reports/general-ledger?account=${company.account('6100')}&${period}`,
    );
    const { data, pageInfo } = response.json();
    expect(data.accounts).toBeUndefined();
    expect(data).toMatchObject({ account: { account_code: '6100' }, openingBalance: 0, closingBalance: 40_000 });
    expect(data.lines).toHaveLength(1);
    expect(pageInfo.total).toBe(1);
  });

  it("shows a member limited to a branch that branch's lines only", async () => {
    const cashier = await branchMember(test, company.companyId, ikeja, ['reports.view']);
    const { data, pageInfo } = await everyAccount(`${period}&limit=500`, cashier);
    expect(data.accounts.map((section) => section.account.account_code)).toEqual(['1000', '4000']);
    for (const section of data.accounts) {
      expect(section.openingBalance).toBe(0);
      expect(section.lines.every((line) => line.memo.includes('Ikeja'))).toBe(true);
      expect(section.lines).toHaveLength(6);
    }
    expect(data.accounts[0]?.closingBalance).toBe(2_001 + 2_002 + 2_003 + 2_004 + 2_005 + 2_006);
    expect(pageInfo.total).toBe(12);
  });

  it('refuses a malformed account or period in words', async () => {
    const bad = await company.call('GET', '/api/reports/general-ledger?account=cash');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Account is not valid.');
    const backwards = await company.call('GET', '/api/reports/general-ledger?from=2026-05-13&to=2026-05-12');
    expect(backwards.json().message).toBe('from must be on or before to');
  });
});
