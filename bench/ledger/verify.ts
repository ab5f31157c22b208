import { toKobo } from '@owo/core';
import { type Database, tenantTransaction } from '@owo/db';
import { sql } from 'drizzle-orm';
import { trialBalance } from '../../apps/server/src/modules/reports/reports.service.ts';
import type { BenchCompany } from './companies.ts';

/*
 * The ledger checked after a load (generate.ts): totals equal a scan of the lines, numbers are
 * gap-free, the trial balance agrees, and twin companies loaded two ways hold the same.
 */

/** A raw statement's rows. */
export async function rows<Row>(db: Database, query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/**
 * The ledger's own consistency, over every company: totals equal a scan of the lines, numbers are
 * gap-free, and the trial balance service agrees with the scan for `company`. Throws on a mismatch.
 */
export async function verifyLedger(db: Database, company: BenchCompany): Promise<{ lines: number; entries: number }> {
  // A reversed pair leaves a zero row behind in the totals; a scan of visible lines has no row there.
  const totalsMismatch = (table: 'account_daily_totals' | 'account_monthly_totals', period: string, key: string) =>
    sql`
      with scanned as (
        select line.company_id, line.account_id, ${sql.raw(period)} as period,
          sum(line.debit)::bigint as debit, sum(line.credit)::bigint as credit, count(*)::bigint as line_count
        from journal_lines line
        join journal_entries entry on entry.company_id = line.company_id and entry.id = line.entry_id
        where entry.reverses_entry_id is null and entry.reversed_by_entry_id is null
        group by 1, 2, 3
      ), kept as (
        select company_id, account_id, ${sql.raw(key)} as period, debit, credit, line_count::bigint as line_count
        from ${sql.raw(table)} where not (debit = 0 and credit = 0 and line_count = 0)
      )
      select count(*)::int as mismatches from scanned full join kept using (company_id, account_id, period)
      where scanned.debit is distinct from kept.debit or scanned.credit is distinct from kept.credit
        or scanned.line_count is distinct from kept.line_count`;
  const [daily] = await rows<{ mismatches: number }>(db, totalsMismatch('account_daily_totals', 'line.date', 'date'));
  const [monthly] = await rows<{ mismatches: number }>(
    db,
    totalsMismatch('account_monthly_totals', "date_trunc('month', line.date)::date", 'month'),
  );
  if (daily?.mismatches !== 0 || monthly?.mismatches !== 0) {
    throw new Error(
      `Totals differ from the lines: ${daily?.mismatches} daily rows, ${monthly?.mismatches} monthly rows`,
    );
  }
  const gaps = await rows<{ company_id: string }>(
    db,
    sql`select company_id from journal_entries group by company_id
        having count(number) <> count(*) or min(number) <> 1 or max(number) <> count(*) or count(distinct number) <> count(*)`,
  );
  if (gaps.length > 0) throw new Error(`Entry numbers have gaps or holes in ${gaps.length} companies`);

  const scan = await rows<{ account_id: string; net: number; lines: number }>(
    db,
    sql`select account_id, (sum(debit) - sum(credit))::bigint as net, count(*)::int as lines
        from journal_lines where company_id = ${company.id} group by account_id`,
  );
  const report = await tenantTransaction(db, company.id, (tx) =>
    trialBalance(tx, { companyId: company.id, branchScope: null }, { asOf: '9999-12-31' }),
  );
  const fromReport = new Map(report.accounts.map((row) => [row._id, toKobo(row.debit) - toKobo(row.credit)]));
  for (const row of scan) {
    if ((fromReport.get(row.account_id) ?? 0) !== Number(row.net)) {
      throw new Error(`Trial balance differs from the scan for account ${row.account_id}`);
    }
  }
  if (fromReport.size !== scan.filter((row) => Number(row.net) !== 0).length) {
    throw new Error('Trial balance lists accounts the scan does not');
  }
  if (report.totalDebit !== report.totalCredit) throw new Error('Trial balance does not balance');
  const [counts] = await rows<{ entries: number; lines: number }>(
    db,
    sql`select (select count(*)::int from journal_entries where company_id = ${company.id}) as entries,
               (select count(*)::int from journal_lines where company_id = ${company.id}) as lines`,
  );
  return { entries: Number(counts?.entries), lines: Number(counts?.lines) };
}

/** What two companies hold, by account code, without ids and timestamps: equal if loaded alike. */
async function ledgerContents(db: Database, companyId: string): Promise<string> {
  const entries = await rows(
    db,
    sql`select entry.number, entry.date::text as date, entry.memo, entry.source_type,
          entry.branch_id, entry.reverses_entry_id, entry.reversed_by_entry_id,
          line.line_number, account.code, line.debit::text as debit, line.credit::text as credit, line.currency_code,
          line.currency_amount, line.description, line.date::text as line_date,
          line.entry_id > lag(line.entry_id) over (order by entry.number, line.line_number)
            or line.line_number > 1 as entry_id_ordered
        from journal_entries entry
        join journal_lines line on line.company_id = entry.company_id and line.entry_id = entry.id
        join accounts account on account.company_id = line.company_id and account.id = line.account_id
        where entry.company_id = ${companyId} order by entry.number, line.line_number`,
  );
  const totals = await rows(
    db,
    sql`select 'day' as kind, account.code, total.date::text as period, total.debit::text as debit,
          total.credit::text as credit, total.line_count
        from account_daily_totals total join accounts account on account.company_id = total.company_id and account.id = total.account_id
        where total.company_id = ${companyId}
        union all
        select 'month', account.code, total.month::text, total.debit::text, total.credit::text, total.line_count
        from account_monthly_totals total join accounts account on account.company_id = total.company_id and account.id = total.account_id
        where total.company_id = ${companyId}
        order by 1, 2, 3`,
  );
  return JSON.stringify({ entries, totals });
}

export async function compareTwins(db: Database, posted: BenchCompany, bulk: BenchCompany): Promise<void> {
  const [viaPost, viaBulk] = [await ledgerContents(db, posted.id), await ledgerContents(db, bulk.id)];
  if (viaPost !== viaBulk) {
    throw new Error('The bulk-loaded company differs from the same entries written through post()');
  }
}
