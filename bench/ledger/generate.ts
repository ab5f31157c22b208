/**
 * Builds the benchmark's data in a fresh database: 51 companies set up through the real
 * setupCompany() service (so each gets the real starter chart), then journal entries loaded in
 * bulk for the big company (~1,000,000 lines over 2024..2026 across 80 accounts) and small volumes
 * for the 50 others.
 *
 * How the bulk load stays identical to post(): each statement inserts ~1,000 entries and their
 * lines in one INSERT ... SELECT FROM unnest(arrays) (the same column values post()'s writeEntry
 * writes: source_type 'journal', empty description, the entry's date on each line, no currency),
 * a few statements per transaction. Nothing is switched off: the deferred constraint trigger runs
 * for every entry as each transaction commits (checking balance and lock date and stamping it
 * posted), and after each commit the loader settles the ledger as services do (settleLedger():
 * gap-free numbers, daily and monthly totals), exactly as for entries written by post(). This is
 * checked after the load (verifyLedger, compareTwins):
 * - the daily and monthly totals equal a full scan of journal_lines grouped by day and by month;
 * - the trial balance service, which reads the totals, equals the scan summed by account;
 * - entry numbers are 1..n without gaps in every company;
 * - two small companies get the same planned entries, one through post() one entry per
 *   transaction, the other through the bulk path: their entries, lines, daily and monthly totals
 *   compare equal row for row (by account code, ignoring only the generated ids and timestamps).
 *
 * Run alone: node --import tsx ledger/generate.ts [--db postgres|pglite] [--lines N] [--batch N] [--keep] [--no-analyze]
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { hash } from '@node-rs/argon2';
import { toKobo } from '@owo/core';
import {
  type AccountType,
  accounts,
  type Database,
  type DatabaseHandle,
  newId,
  openDatabase,
  parentAccounts,
  referenceId,
  seedReferenceData,
  subCategoryAccounts,
  tenantTransaction,
  users,
} from '@owo/db';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { type EntryInput, postingTransaction } from '../../apps/server/src/ledger/post.ts';
import { settleLedger } from '../../apps/server/src/ledger/settle.ts';
import { setupCompany } from '../../apps/server/src/modules/companies/companies.service.ts';
import { trialBalance } from '../../apps/server/src/modules/reports/reports.service.ts';
import { postAsOwner } from '../../apps/server/test/owner-posting.ts';
import { type PlannedEntry, planEntries, prng, uuidV7 } from './plan.ts';

export type DatabaseKind = 'postgres' | 'pglite';

export const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const BENCH_EMAIL = 'bench@owo.ng';
export const BENCH_PASSWORD = 'owo-bench-2026';

export interface GenerateOptions {
  /** Journal lines of the big company (4 per entry). */
  lines: number;
  /** Entries of each of the 50 other companies. */
  smallEntries: number;
  seed: number;
  /** Entries per transaction, and per INSERT statement inside it. */
  batchEntries: number;
  statementEntries: number;
  /** ANALYZE the ledger tables as they grow, as autovacuum would; off only to show why it matters. */
  analyze: boolean;
  log: (message: string) => void;
}

export const defaultGenerateOptions: GenerateOptions = {
  lines: 1_000_000,
  smallEntries: 250,
  seed: 20_260_101,
  batchEntries: 1_000,
  statementEntries: 1_000,
  analyze: true,
  log: (message) => console.log(message),
};

/** A database made for one benchmark run. */
export interface BenchDatabase {
  kind: DatabaseKind;
  /** The database's name (PostgreSQL) or its data folder (PGlite). */
  name: string;
  /** PostgreSQL: its URL; for the server's DATABASE_URL. */
  url?: string;
  /** PGlite: its data folder; for the server's DATA_DIR. */
  dataDir?: string;
  handle: DatabaseHandle;
  /** Closes the handle (PGlite can be open in one process only: the server needs it). */
  close(): Promise<void>;
  reopen(): Promise<DatabaseHandle>;
  /** Closes and removes the database. */
  drop(): Promise<void>;
}

export async function createBenchDatabase(kind: DatabaseKind, suffix = randomBytes(4).toString('hex')) {
  if (kind === 'postgres') {
    const name = `owo_bench_${suffix}`;
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    const open = () => openDatabase({ databaseUrl: url.toString(), poolSize: 20 });
    const database: BenchDatabase = {
      kind,
      name,
      url: url.toString(),
      handle: open(),
      close: () => database.handle.close(),
      reopen: async () => {
        database.handle = open();
        return database.handle;
      },
      async drop() {
        await database.handle.close().catch(() => undefined);
        const client = new pg.Client({ connectionString: ADMIN_URL });
        await client.connect();
        await client.query(`drop database if exists ${name} with (force)`);
        await client.end();
      },
    };
    return database;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), `owo-bench-pglite-${suffix}-`));
  const open = () => openDatabase({ dataDir });
  const database: BenchDatabase = {
    kind,
    name: dataDir,
    dataDir,
    handle: open(),
    close: () => database.handle.close(),
    reopen: async () => {
      database.handle = open();
      return database.handle;
    },
    async drop() {
      await database.handle.close().catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return database;
}

export interface BenchAccount {
  id: string;
  code: string;
  name: string;
  type: AccountType;
  parent: string;
}

export interface BenchCompany {
  id: string;
  name: string;
  accounts: BenchAccount[];
  byCode: Map<string, BenchAccount>;
}

export interface Generated {
  userId: string;
  email: string;
  password: string;
  big: BenchCompany;
  others: BenchCompany[];
  bigEntries: number;
  bigLines: number;
  smallEntries: number;
  timings: {
    setupMs: number;
    bigLoadMs: number;
    bigInsertMs: number;
    bigCommitMs: number;
    bigSettleMs: number;
    smallLoadMs: number;
    twinPostMs: number;
    vacuumMs: number;
    verifyMs: number;
  };
}

const milliseconds = (start: number) => Math.round(performance.now() - start);

async function companyAccounts(db: Database, companyId: string, name: string): Promise<BenchCompany> {
  const rows = await db
    .select({
      id: accounts.id,
      code: accounts.code,
      name: accounts.name,
      type: parentAccounts.accountType,
      parent: parentAccounts.name,
    })
    .from(accounts)
    .innerJoin(subCategoryAccounts, eq(subCategoryAccounts.id, accounts.subCategoryId))
    .innerJoin(parentAccounts, eq(parentAccounts.id, subCategoryAccounts.parentAccountId))
    .where(eq(accounts.companyId, companyId));
  return { id: companyId, name, accounts: rows, byCode: new Map(rows.map((row) => [row.code, row])) };
}

export async function setUpCompanies(db: Database, userId: string, count: number): Promise<BenchCompany[]> {
  const companies: BenchCompany[] = [];
  for (let index = 0; index < count; index += 1) {
    const name = index === 0 ? 'Bench Big Trading Ltd' : `Bench Small Co ${String(index).padStart(2, '0')} Ltd`;
    const founder = { userId, requestId: '', clientRequestId: null };
    const setup = {
      name,
      businessType: referenceId('business-type', 'Private Limited Company (Ltd)'),
      industry: referenceId('industry', 'Retail and Supermarkets'),
      country: 'NG',
      state: 'Lagos',
      address: `${index + 1} Broad Street, Lagos Island, Lagos`,
      phoneNumber: '08031234567',
      email: `accounts${index}@bench.owo.ng`,
      tin: undefined,
      rcNumber: undefined,
      currency: 'NGN',
      fiscalYearStart: 1,
    };
    const company = await db.transaction((tx) => setupCompany(tx, founder, setup, { trialDays: 3650 }));
    companies.push(await companyAccounts(db, company._id, name));
  }
  return companies;
}

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

export async function generate(database: BenchDatabase, options: GenerateOptions): Promise<Generated> {
  const { log } = options;
  const db = database.handle.db;
  await database.handle.migrate();
  await seedReferenceData(db);

  let started = performance.now();
  const userId = newId();
  await db.insert(users).values({
    id: userId,
    email: BENCH_EMAIL,
    passwordHash: await hash(BENCH_PASSWORD),
    firstName: 'Bench',
    lastName: 'Runner',
    phoneNumber: '08031234567',
    emailVerifiedAt: new Date(),
    termsAcceptedAt: new Date(),
  });
  const [big, ...others] = await setUpCompanies(db, userId, 51);
  if (!big) throw new Error('no companies');
  const setupMs = milliseconds(started);
  log(`  51 companies set up through setupCompany() in ${setupMs} ms (${big.accounts.length} accounts each)`);

  const bigEntries = Math.round(options.lines / 4);
  const bigTiming: LoadTiming = { insertMs: 0, commitMs: 0, settleMs: 0 };
  started = performance.now();
  let nextReport = 0.1;
  await bulkLoad(db, big, userId, planEntries({ seed: options.seed, count: bigEntries }), {
    ...options,
    idSeed: options.seed + 1,
    timing: bigTiming,
    progress: (loaded) => {
      if (loaded / bigEntries >= nextReport - 1e-9) {
        const seconds = (performance.now() - started) / 1000;
        log(`  big company: ${loaded.toLocaleString('en')} entries in ${seconds.toFixed(1)} s`);
        nextReport += 0.1;
      }
    },
  });
  const bigLoadMs = milliseconds(started);
  log(
    `  big company: ${bigEntries.toLocaleString('en')} entries, ${(bigEntries * 4).toLocaleString('en')} lines ` +
      `loaded in ${(bigLoadMs / 1000).toFixed(1)} s (${Math.round((bigEntries * 1000) / bigLoadMs)} entries/s): ` +
      `INSERTs ${(bigTiming.insertMs / 1000).toFixed(1)} s, COMMITs (ledger trigger per entry) ${(bigTiming.commitMs / 1000).toFixed(1)} s, ` +
      `settling ${(bigTiming.settleMs / 1000).toFixed(1)} s`,
  );

  // The 50 others: company 1 through post(), company 2 the same plan in bulk (the twin check), the
  // rest in bulk with their own seeds.
  const [twinPosted, twinBulk, ...rest] = others;
  if (!twinPosted || !twinBulk) throw new Error('need two small companies');
  const twinSeed = options.seed + 101;
  started = performance.now();
  await postOneByOne(db, twinPosted, userId, planEntries({ seed: twinSeed, count: options.smallEntries }));
  const twinPostMs = milliseconds(started);
  started = performance.now();
  await bulkLoad(db, twinBulk, userId, planEntries({ seed: twinSeed, count: options.smallEntries }), {
    ...options,
    idSeed: twinSeed + 1,
  });
  for (const [index, company] of rest.entries()) {
    const seed = options.seed + 1000 + index * 7;
    await bulkLoad(db, company, userId, planEntries({ seed, count: options.smallEntries }), {
      ...options,
      idSeed: seed + 1,
    });
  }
  const smallLoadMs = milliseconds(started);
  log(
    `  50 small companies: ${options.smallEntries} entries each; one through post() in ${twinPostMs} ms ` +
      `(${Math.round((options.smallEntries * 1000) / twinPostMs)} entries/s, sequential), 49 in bulk in ${smallLoadMs} ms`,
  );

  started = performance.now();
  await db.execute(sql`vacuum analyze`);
  const vacuumMs = milliseconds(started);
  log(`  vacuum analyze: ${vacuumMs} ms`);

  started = performance.now();
  const counts = await verifyLedger(db, big);
  await compareTwins(db, twinPosted, twinBulk);
  const verifyMs = milliseconds(started);
  log(
    `  verified in ${verifyMs} ms: daily and monthly totals = scan of lines, numbers gap-free, trial balance = scan, ` +
      `bulk twin = post() twin (${counts.entries} entries, ${counts.lines} lines in the big company)`,
  );

  return {
    userId,
    email: BENCH_EMAIL,
    password: BENCH_PASSWORD,
    big,
    others,
    bigEntries: counts.entries,
    bigLines: counts.lines,
    smallEntries: options.smallEntries,
    timings: {
      setupMs,
      bigLoadMs,
      bigInsertMs: Math.round(bigTiming.insertMs),
      bigCommitMs: Math.round(bigTiming.commitMs),
      bigSettleMs: Math.round(bigTiming.settleMs),
      smallLoadMs,
      twinPostMs,
      vacuumMs,
      verifyMs,
    },
  };
}

/** Flags of the scripts: --lines N, --small-entries N, --seed N, --batch N, --db, --keep, --no-analyze. */
export function parseFlags(argv: readonly string[]) {
  const flags = new Map<string, string>();
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] as string;
    if (!argument.startsWith('--')) continue;
    const [name, inline] = argument.slice(2).split('=', 2) as [string, string | undefined];
    const next = argv[index + 1];
    if (inline !== undefined) flags.set(name, inline);
    else if (next !== undefined && !next.startsWith('--')) {
      flags.set(name, next);
      index += 1;
    } else flags.set(name, 'true');
  }
  const number = (name: string, fallback: number) => {
    const value = flags.get(name);
    if (value === undefined) return fallback;
    const parsed = Number(value.replace(/_/g, ''));
    if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`--${name} must be a number`);
    return parsed;
  };
  return { flags, number, has: (name: string) => flags.has(name) };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { flags, number, has } = parseFlags(process.argv.slice(2));
  const kind = (flags.get('db') ?? 'postgres') as DatabaseKind;
  const database = await createBenchDatabase(kind);
  console.log(`${kind}: ${database.name}`);
  try {
    await generate(database, {
      ...defaultGenerateOptions,
      lines: number('lines', defaultGenerateOptions.lines),
      smallEntries: number('small-entries', defaultGenerateOptions.smallEntries),
      seed: number('seed', defaultGenerateOptions.seed),
      batchEntries: number('batch', defaultGenerateOptions.batchEntries),
      analyze: !has('no-analyze'),
    });
  } finally {
    if (has('keep')) {
      await database.close();
      console.log(`kept ${database.name}`);
    } else await database.drop();
  }
}
