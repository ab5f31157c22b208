import { type Database, newId } from '@owo/db';
import { sql } from 'drizzle-orm';
import { type EntryInput, postingTransaction } from '../../apps/server/src/ledger/post.ts';
import { settleLedger } from '../../apps/server/src/ledger/settle.ts';
import { postAsOwner } from '../../apps/server/test/owner-posting.ts';
import type { BenchCompany } from './companies.ts';
import type { GenerateOptions } from './generate.ts';
import { type PlannedEntry, prng, uuidV7 } from './plan.ts';

/*
 * Planned entries written as post() writes them: in bulk, many per statement (generate.ts tells
 * how that stays identical to post()), or through post() one by one.
 */

const arrayLiteral = (values: ReadonlyArray<string | number>) => `{${values.join(',')}}`;
const textArrayLiteral = (values: readonly string[]) =>
  `{${values.map((value) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;

/** Where a bulk load's time went: the INSERTs, the COMMITs (the ledger trigger), settling. */
export interface LoadTiming {
  insertMs: number;
  commitMs: number;
  settleMs: number;
}

/**
 * Inserts planned entries and their lines as post() would write them, many per statement, a batch
 * per transaction, and settles each batch after its commit. Answers the count.
 */
export async function bulkLoad(
  db: Database,
  company: BenchCompany,
  userId: string,
  entries: Iterable<PlannedEntry>,
  options: Pick<GenerateOptions, 'batchEntries' | 'statementEntries' | 'analyze'> & {
    idSeed: number;
    progress?: (entries: number) => void;
    /** Adds the time spent in the INSERT statements, in COMMIT (where the ledger trigger runs) and settling. */
    timing?: LoadTiming;
  },
): Promise<number> {
  const idRandom = prng(options.idSeed);
  const perStatement = Math.max(1, options.statementEntries);
  const timing = options.timing ?? { insertMs: 0, commitMs: 0, settleMs: 0 };
  let loaded = 0;
  let analyzedAt = 0;

  const writeStatement = async (executor: Database, planned: PlannedEntry[]) => {
    const ids = planned.map((entry) => uuidV7(entry.idTime, idRandom));
    const line = {
      entryIds: [] as string[],
      numbers: [] as number[],
      accountIds: [] as string[],
      debits: [] as number[],
      credits: [] as number[],
      dates: [] as string[],
    };
    planned.forEach((entry, index) => {
      entry.lines.forEach((plannedLine, lineIndex) => {
        const account = company.byCode.get(plannedLine.code);
        if (!account) throw new Error(`Company ${company.name} has no account ${plannedLine.code}`);
        line.entryIds.push(ids[index] as string);
        line.numbers.push(lineIndex + 1);
        line.accountIds.push(account.id);
        line.debits.push(plannedLine.debit);
        line.credits.push(plannedLine.credit);
        line.dates.push(entry.date);
      });
    });
    await executor.execute(sql`
      with entry_input as (
        select * from unnest(${arrayLiteral(ids)}::uuid[], ${arrayLiteral(planned.map((entry) => entry.date))}::date[],
          ${textArrayLiteral(planned.map((entry) => entry.memo))}::text[]) with ordinality as input(id, date, memo, position)
      ), written as (
        insert into journal_entries (company_id, id, date, memo, source_type, source_id, branch_id, created_by)
        select ${company.id}::uuid, id, date, memo, 'journal', id, null, ${userId}::uuid
        from entry_input order by position
        returning id
      )
      insert into journal_lines (company_id, entry_id, line_number, account_id, debit, credit,
        currency_code, currency_amount, description, date)
      select ${company.id}::uuid, line.entry_id, line.line_number, line.account_id, line.debit, line.credit,
        null, null, '', line.date
      from unnest(${arrayLiteral(line.entryIds)}::uuid[], ${arrayLiteral(line.numbers)}::integer[],
        ${arrayLiteral(line.accountIds)}::uuid[], ${arrayLiteral(line.debits)}::bigint[],
        ${arrayLiteral(line.credits)}::bigint[], ${arrayLiteral(line.dates)}::date[])
        as line(entry_id, line_number, account_id, debit, credit, date)
      where exists (select 1 from written where written.id = line.entry_id)`);
  };

  /** Small transactions while the tables are small, so the statistics (and plans) keep up. */
  const batchSize = () => Math.max(250, Math.min(options.batchEntries, Math.floor(loaded / 2)));

  const flushTransaction = async (pending: PlannedEntry[]) => {
    if (pending.length === 0) return;
    const statements: PlannedEntry[][] = [];
    for (let start = 0; start < pending.length; start += perStatement) {
      statements.push(pending.slice(start, start + perStatement));
    }
    let written = 0;
    const begun = performance.now();
    await db.transaction(async (tx) => {
      for (const planned of statements) await writeStatement(tx as unknown as Database, planned);
      written = performance.now();
    });
    const committed = performance.now();
    await settleLedger(db, company.id);
    timing.insertMs += written - begun;
    timing.commitMs += committed - written;
    timing.settleMs += performance.now() - committed;
    loaded += pending.length;
    // As autovacuum would (it analyzes a table after 10% of it changed): the cached plans of the
    // ledger triggers and of the foreign key checks are made from the statistics of the moment, and
    // plans made for near-empty tables scan all of a company's lines per entry once they are large.
    if (options.analyze && loaded >= 500 && loaded >= analyzedAt * 1.25) {
      await db.execute(sql`analyze journal_entries, journal_lines, account_daily_totals, account_monthly_totals`);
      analyzedAt = loaded;
    }
    options.progress?.(loaded);
  };

  let pending: PlannedEntry[] = [];
  for (const entry of entries) {
    pending.push(entry);
    if (pending.length >= batchSize()) {
      await flushTransaction(pending);
      pending = [];
    }
  }
  await flushTransaction(pending);
  return loaded;
}

/** The same planned entries through the real post(), one transaction each, in plan order, settled as services do. */
export async function postOneByOne(
  db: Database,
  company: BenchCompany,
  userId: string,
  entries: Iterable<PlannedEntry>,
): Promise<number> {
  let posted = 0;
  for (const entry of entries) {
    await postingTransaction(db, company.id, (tx) => postAsOwner(tx, entryInput(company, userId, entry)));
    posted += 1;
  }
  return posted;
}

export function entryInput(
  company: BenchCompany,
  userId: string,
  entry: Pick<PlannedEntry, 'date' | 'memo' | 'lines'>,
): EntryInput {
  return {
    companyId: company.id,
    date: entry.date,
    memo: entry.memo,
    sourceType: 'journal',
    sourceId: newId(),
    branchId: null,
    createdBy: userId,
    lines: entry.lines.map((line) => {
      const account = company.byCode.get(line.code);
      if (!account) throw new Error(`No account ${line.code}`);
      return { accountId: account.id, debit: line.debit, credit: line.credit };
    }),
  };
}
