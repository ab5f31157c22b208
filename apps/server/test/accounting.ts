import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { bearer, companyBody, ownerWithCompany, type TestApp } from './harness.ts';

/*
 * Helpers for chart-of-accounts, journal and report tests: a company with its seeded chart, calls
 * made as its owner, and journal bodies from account codes.
 */

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface AccountingCompany {
  token: string;
  companyId: string;
  userId: string;
  /** The id of the company's account with this code (seeded chart: 1000 Cash on Hand, 6100 Rent...). */
  account(code: string): string;
  call(method: Method, url: string, payload?: unknown): Promise<LightMyRequestResponse>;
}

interface AccountJson {
  _id: string;
  account_code: string;
}

/** A verified owner with a company, its chart of accounts loaded by code. */
export async function accountingCompany(test: TestApp, name?: string): Promise<AccountingCompany> {
  const owner = await ownerWithCompany(test, name);
  return asMember(test, owner.token, owner.companyId, owner.user._id);
}

/** Another company of the same owner: company setup without a new sign-up (fast). */
export async function anotherCompany(test: TestApp, of: AccountingCompany, name: string) {
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/companies',
    headers: bearer(of.token),
    payload: await companyBody(test, { name }),
  });
  if (response.statusCode !== 201) throw new Error(`company setup failed: ${response.body}`);
  return asMember(test, of.token, response.json().data._id, of.userId);
}

async function asMember(test: TestApp, token: string, companyId: string, userId: string) {
  const headers = { ...bearer(token), 'x-company-id': companyId };
  const call: AccountingCompany['call'] = (method, url, payload) =>
    test.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const chart = await call('GET', '/api/double-entry/chart-of-accounts?limit=1000');
  if (chart.statusCode !== 200) throw new Error(`chart failed: ${chart.body}`);
  const byCode = new Map((chart.json().data as AccountJson[]).map((account) => [account.account_code, account._id]));
  return {
    token,
    companyId,
    userId,
    call,
    account(code: string) {
      const id = byCode.get(code);
      if (!id) throw new Error(`no account ${code}`);
      return id;
    },
  };
}

/** A journal body: lines as [code, debit, credit]. */
export function journalBody(
  company: AccountingCompany,
  lines: Array<[code: string, debit: number | string, credit: number | string]>,
  extra: Record<string, unknown> = {},
) {
  return {
    date: '2026-03-31',
    reference: 'Month-end adjustment',
    lines: lines.map(([code, debit, credit]) => ({ account: company.account(code), debit, credit })),
    ...extra,
  };
}

/** Creates and approves a journal; answers the posted journal. */
export async function postJournal(company: AccountingCompany, body: object) {
  const created = await company.call('POST', '/api/double-entry/journal', body);
  if (created.statusCode !== 201) throw new Error(`journal failed: ${created.body}`);
  const approved = await company.call(
    'PATCH',
    `/api/merchant/approve/${created.json().data._id}?state=journal&action=approve`,
  );
  if (approved.statusCode !== 200) throw new Error(`approval failed: ${approved.body}`);
  return approved.json().data;
}

/** The trial balance as { code: debit - credit in naira } for accounts with a balance. */
export async function trialBalanceByCode(company: AccountingCompany, asOf = '2099-12-31') {
  const response = await company.call('GET', `/api/reports/trial-balance?asOf=${asOf}`);
  if (response.statusCode !== 200) throw new Error(`trial balance failed: ${response.body}`);
  const data = response.json().data as {
    accounts: Array<{ account_code: string; debit: number; credit: number }>;
    totalDebit: number;
    totalCredit: number;
  };
  const balances: Record<string, number> = {};
  for (const line of data.accounts) balances[line.account_code] = Math.round((line.debit - line.credit) * 100) / 100;
  return { balances, totalDebit: data.totalDebit, totalCredit: data.totalCredit };
}

/** How many rows a company has in each of these tables: "writes nothing" is no change. */
export async function rowCounts(test: TestApp, companyId: string, tables: readonly string[]) {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const result = await test.database.db.execute(
      sql`select count(*)::integer as count from ${sql.identifier(table)} where company_id = ${companyId}`,
    );
    counts[table] = Number((result as unknown as { rows: Array<{ count: number }> }).rows[0]?.count);
  }
  return counts;
}

/** The rows of each table a journal or posting writes. */
export function writtenRows(test: TestApp, companyId: string) {
  return rowCounts(test, companyId, [
    'journals',
    'journal_document_lines',
    'journal_entries',
    'journal_lines',
    'account_daily_totals',
    'audit_log',
  ]);
}

/**
 * Where a company's kept totals differ from what they summarise: its daily totals and its totals
 * per contact from the lines (every line but those of a reversed pair dated on one
 * day), its monthly totals from its daily ones. Empty when right.
 */
export async function dailyTotalsDrift(test: TestApp, companyId: string) {
  const result = await test.database.db.execute(sql`
    with visible as (
      select line.* from journal_lines line
      join journal_entries entry on entry.company_id = line.company_id and entry.id = line.entry_id
      where line.company_id = ${companyId} and entry.number is not null and not exists (select 1 from journal_entries other
        where other.company_id = entry.company_id and other.date = entry.date
          and (other.id = entry.reverses_entry_id or other.id = entry.reversed_by_entry_id))
    )
    select kind, account_id, key, sum(debit)::bigint as debit, sum(credit)::bigint as credit, sum(lines)::bigint as lines
    from (
      select 'day' as kind, account_id, date::text as key, debit, credit, line_count as lines
      from account_daily_totals where company_id = ${companyId}
      union all
      select 'day', account_id, date::text, -debit, -credit, -1 from visible
      union all
      select 'month', account_id, month::text, debit, credit, line_count from account_monthly_totals where company_id = ${companyId}
      union all
      select 'month', account_id, date_trunc('month', date)::date::text, -debit, -credit, -line_count
      from account_daily_totals where company_id = ${companyId}
      union all
      select 'contact', account_id, concat(contact_id, ''), debit, credit, line_count
      from account_contact_totals where company_id = ${companyId}
      union all
      select 'contact', account_id, concat(contact_id, ''), -debit, -credit, -1 from visible
    ) both_sides
    group by kind, account_id, key having sum(debit) <> 0 or sum(credit) <> 0 or sum(lines) <> 0`);
  return (result as unknown as { rows: unknown[] }).rows;
}
