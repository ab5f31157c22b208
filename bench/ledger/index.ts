/**
 * The ledger benchmark of issue 3: `npm run bench:ledger` (from the root or bench/).
 *
 * For PostgreSQL (a fresh database owo_bench_<random> on BENCH_DATABASE_URL's server, default
 * postgres://postgres@127.0.0.1:5432/test) and then PGlite (a fresh temp data folder): generate the
 * data (generate.ts), time the reports and posting (measure.ts), check the ledger is still
 * consistent after the concurrent postings, drop the database. Also writes the big company's entries
 * as bench/out/ledger.journal (ledger-cli.ts) and times `ledger balance` on it when ledger is
 * installed, checking its balances equal the trial balance. Results: a table, and
 * bench/out/ledger-results-<databases>-<lines>.json. bench/ledger/README.md explains the method.
 *
 * Flags (from the repository root they follow `npm run bench:ledger -- --`; from bench/, `--`):
 *   --lines N           journal lines of the big company (default 1,000,000)
 *   --pglite-lines N    the same for the PGlite run (default: --lines)
 *   --only postgres|pglite
 *   --small-entries N   entries of each of the 50 other companies (default 250)
 *   --runs N            timed runs per report (default 50)
 *   --concurrency N     concurrent posting clients (default 16)
 *   --post-max N        most entries per posting test (default 5000); --post-seconds N (default 30)
 *   --no-http           skip starting the app
 *   --dist              use apps/server/dist/main.js as built (default: bundle the current source
 *                       into bench/out/server/main.js exactly as apps/server/build.mjs does)
 *   --no-ledger-cli     do not write bench/out/ledger.journal nor run ledger
 *   --keep              keep the databases
 */
import { statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { toKobo } from '@owo/core';
import { tenantTransaction } from '@owo/db';
import { trialBalance } from '../../apps/server/src/modules/reports/reports.service.ts';
import { type BenchDatabase, createBenchDatabase, type DatabaseKind } from './database.ts';
import { parseFlags } from './flags.ts';
import { defaultGenerateOptions, type Generated, generate } from './generate.ts';
import {
  accountPath,
  JOURNAL_FILE,
  ledgerBalances,
  ledgerCommand,
  timeLedgerBalance,
  writeLedgerJournal,
} from './ledger-cli.ts';
import {
  type HttpTimings,
  measureHttp,
  measurePostInProcess,
  measureReports,
  type PostingResult,
  type ReportTimings,
  startServer,
} from './measure.ts';
import { serverBundle } from './server-bundle.ts';
import { measureStatements, type StatementTimings } from './statements.ts';
import { verifyLedger } from './verify.ts';

const root = path.resolve(import.meta.dirname, '../..');
const { flags, number, has } = parseFlags(process.argv.slice(2));
const lines = number('lines', defaultGenerateOptions.lines);
const runs = number('runs', 50);
const posting = {
  concurrency: number('concurrency', 16),
  maxEntries: number('post-max', 5000),
  maxSeconds: number('post-seconds', 30),
  seed: 777,
};
const kinds: DatabaseKind[] = flags.get('only') ? [flags.get('only') as DatabaseKind] : ['postgres', 'pglite'];

interface RunResult {
  kind: DatabaseKind;
  lines: number;
  entries: number;
  generated: Generated['timings'];
  /** Reports in a tenant transaction (row-level security on, as the API runs) and without one. */
  reports: ReportTimings;
  reportsWithoutTenant: ReportTimings;
  /** Financial statements and the dashboard (issue 11), row-level security on. */
  statements: StatementTimings;
  postInProcess: PostingResult;
  postWithoutTenant: PostingResult;
  http: HttpTimings | null;
  ledgerCliAgrees: boolean | null;
  consistentAfterPosting: boolean;
  /** 1-minute load average before the report timings, after them, and after the posting tests. */
  loadAverage: number[];
}

const load = () => Math.round((loadavg()[0] ?? 0) * 10) / 10;

/** ledger-cli's balances from the file against the trial balance service, account by account. */
async function ledgerCliAgrees(database: BenchDatabase, generated: Generated): Promise<boolean> {
  const fromLedger = ledgerBalances(JOURNAL_FILE);
  const report = await tenantTransaction(database.handle.db, generated.big.id, (tx) =>
    trialBalance(tx, { companyId: generated.big.id, branchScope: null }, { asOf: '9999-12-31' }),
  );
  const byId = new Map(generated.big.accounts.map((account) => [account.id, account]));
  const fromReport = new Map(
    report.accounts.map((row) => {
      const account = byId.get(row._id);
      if (!account) throw new Error(`unknown account ${row._id}`);
      return [accountPath(account), toKobo(row.debit) - toKobo(row.credit)];
    }),
  );
  if (fromLedger.size !== fromReport.size) return false;
  for (const [name, balance] of fromReport) if (fromLedger.get(name) !== balance) return false;
  return true;
}

async function runOne(kind: DatabaseKind, mainJs: string, kindLines: number, journalLines: number | null) {
  const database = await createBenchDatabase(kind);
  console.log(`\n== ${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}: ${database.name}`);
  try {
    const generated = await generate(database, {
      ...defaultGenerateOptions,
      lines: kindLines,
      smallEntries: number('small-entries', defaultGenerateOptions.smallEntries),
    });
    const agrees = journalLines === kindLines ? await ledgerCliAgrees(database, generated) : null;
    if (agrees !== null) console.log(`  ledger-cli balances ${agrees ? 'equal' : 'DIFFER FROM'} the trial balance`);

    const loadAverage = [load()];
    console.log(`  timing reports (load average ${loadAverage[0]} on ${cpus().length} CPUs)...`);
    const reports = await measureReports(database.handle.db, generated, { runs, seed: 42, scope: 'tenant' });
    const reportsWithoutTenant = await measureReports(database.handle.db, generated, {
      runs,
      seed: 42,
      scope: 'owner',
    });
    for (const [scope, timings] of [
      ['row-level security on', reports],
      ['without a tenant transaction', reportsWithoutTenant],
    ] as const) {
      console.log(
        `  ${scope}: trial balance ${timings.trialBalance.medianMs} ms, balance sheet ${timings.balanceSheet.medianMs} ms, ` +
          `general ledger page ${timings.generalLedger.medianMs} ms (median)`,
      );
    }
    const statements = await measureStatements(database.handle.db, generated, runs);
    for (const [name, timing] of Object.entries(statements)) {
      console.log(`  ${name}: median ${timing.medianMs} ms, p95 ${timing.p95Ms} ms`);
    }
    console.log(`  posting through post(), ${posting.concurrency} concurrent...`);
    const postInProcess = await measurePostInProcess(database.handle.db, generated, posting, 'tenant');
    console.log(`  postingTransaction() + post() (row-level security on): ${postInProcess.entriesPerSecond} entries/s`);
    const postWithoutTenant = await measurePostInProcess(database.handle.db, generated, posting, 'owner');
    loadAverage.push(load());
    console.log(`  post() without a tenant transaction: ${postWithoutTenant.entriesPerSecond} entries/s`);
    await verifyLedger(database.handle.db, generated.big);

    let http: HttpTimings | null = null;
    if (!has('no-http')) {
      await database.close();
      const server = await startServer(mainJs, database);
      console.log(`  app started at ${server.url}; posting over HTTP, ${posting.concurrency} concurrent...`);
      try {
        http = await measureHttp(server.url, generated, {
          ...posting,
          runs,
          ledgerAccount: reports.ledgerAccount,
          serverPid: server.pid,
        });
      } finally {
        await server.stop();
      }
      console.log(`  HTTP create + approve: ${http.createAndApprove.entriesPerSecond} entries/s`);
      const exported = http.generalLedgerExport;
      console.log(
        `  general ledger XLSX, a year of the busiest account: ${exported.ms} ms, ${exported.bytes} bytes, ` +
          `server memory ${exported.serverRssBeforeMb} MB before, ${exported.serverRssPeakMb} MB at its peak`,
      );
      await database.reopen();
    }
    loadAverage.push(load());
    const after = await verifyLedger(database.handle.db, generated.big);
    console.log(`  after posting: ${after.entries} entries, totals = scan, numbers gap-free`);
    return {
      kind,
      lines: generated.bigLines,
      entries: generated.bigEntries,
      generated: generated.timings,
      reports,
      reportsWithoutTenant,
      statements,
      postInProcess,
      postWithoutTenant,
      http,
      ledgerCliAgrees: agrees,
      consistentAfterPosting: true,
      loadAverage,
    } satisfies RunResult;
  } finally {
    if (has('keep')) {
      await database.close().catch(() => undefined);
      console.log(`  kept ${database.name}`);
    } else await database.drop();
  }
}

const mainJs = await serverBundle(has('dist'));
console.log(`App bundle: ${path.relative(root, mainJs)} (built ${statSync(mainJs).mtime.toISOString()})`);

let journal: Awaited<ReturnType<typeof writeLedgerJournal>> | null = null;
let ledgerTiming: ReturnType<typeof timeLedgerBalance> = null;
if (!has('no-ledger-cli')) {
  journal = await writeLedgerJournal({ lines, seed: defaultGenerateOptions.seed });
  console.log(
    `ledger-cli journal: ${path.relative(root, journal.file)} (${journal.entries} entries, ${journal.lines} postings, ` +
      `${(journal.bytes / 1e6).toFixed(1)} MB) written in ${journal.ms} ms`,
  );
  console.log(`  time it with: cd ${root} && ${ledgerCommand(journal.file, root)}`);
  ledgerTiming = timeLedgerBalance(journal.file);
  console.log(ledgerTiming ? `  ledger balance: median ${ledgerTiming.medianMs} ms` : '  ledger is not installed');
}

const results: RunResult[] = [];
for (const kind of kinds) {
  const kindLines = kind === 'pglite' ? number('pglite-lines', lines) : lines;
  results.push(await runOne(kind, mainJs, kindLines, journal && ledgerTiming ? journal.lines : null));
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const medianP95 = (timing: { medianMs: number; p95Ms: number }) => `${ms(timing.medianMs)} / ${ms(timing.p95Ms)}`;
const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;
const posted = (result: PostingResult) =>
  `${result.entriesPerSecond} (${result.entries} in ${result.seconds} s, p95 ${ms(result.latency.p95Ms)})`;
const column = (result: RunResult) => ({
  'big company: journal lines / entries': `${result.lines.toLocaleString('en')} / ${result.entries.toLocaleString('en')}`,
  '51 companies set up (setupCompany)': seconds(result.generated.setupMs),
  'bulk load of big company (triggers on)': `${seconds(result.generated.bigLoadMs)} (${Math.round((result.entries * 1000) / result.generated.bigLoadMs)} entries/s; commits ${seconds(result.generated.bigCommitMs)}, settling ${seconds(result.generated.bigSettleMs)})`,
  '50 small companies (1 via post())': seconds(result.generated.smallLoadMs + result.generated.twinPostMs),
  'vacuum analyze + verification': `${seconds(result.generated.vacuumMs)} + ${seconds(result.generated.verifyMs)}`,
  'trial balance, median / p95 (< 50 ms), RLS on | without': `${medianP95(result.reports.trialBalance)} | ${medianP95(result.reportsWithoutTenant.trialBalance)}`,
  'balance sheet aggregate, median / p95 (< 50 ms), RLS on | without': `${medianP95(result.reports.balanceSheet)} | ${medianP95(result.reportsWithoutTenant.balanceSheet)}${result.reports.balanceSheet.allBalanced ? '' : ' UNBALANCED'}`,
  'GL page of 50, random offset, median / p95 (< 30 ms), RLS on | without': `${medianP95(result.reports.generalLedger)} | ${medianP95(result.reportsWithoutTenant.generalLedger)}`,
  'GL last page, median, RLS on | without': `${ms(result.reports.generalLedgerLastPage.medianMs)} | ${ms(result.reportsWithoutTenant.generalLedgerLastPage.medianMs)}`,
  'GL account (lines)': `${result.reports.generalLedger.account} (${result.reports.generalLedger.accountLines.toLocaleString('en')})`,
  'postingTransaction() + post(), RLS on, entries/s (>= 1000)': posted(result.postInProcess),
  'post() without a tenant transaction, entries/s': posted(result.postWithoutTenant),
  'HTTP create + approve, entries/s': result.http ? posted(result.http.createAndApprove) : 'skipped',
  'HTTP trial balance, median / p95': result.http
    ? `${ms(result.http.trialBalance.medianMs)} / ${ms(result.http.trialBalance.p95Ms)}`
    : 'skipped',
  'HTTP GL page, median / p95': result.http
    ? `${ms(result.http.generalLedger.medianMs)} / ${ms(result.http.generalLedger.p95Ms)}`
    : 'skipped',
  'ledger-cli balances = trial balance': result.ledgerCliAgrees === null ? 'n/a' : String(result.ledgerCliAgrees),
  'consistent after concurrent posting': String(result.consistentAfterPosting),
  [`machine load average (${cpus().length} CPUs), during`]: result.loadAverage.join(' / '),
});
const table: Record<string, Record<string, string>> = {};
for (const result of results) {
  for (const [metric, value] of Object.entries(column(result))) {
    table[metric] ??= {};
    (table[metric] as Record<string, string>)[result.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'] = value;
  }
}
console.log();
console.table(table);
if (journal && ledgerTiming) {
  console.log(
    `ledger-cli on the same data (${journal.lines.toLocaleString('en')} postings): ` +
      `\`ledger -f ${path.relative(root, journal.file)} balance\` median ${ledgerTiming.medianMs} ms of ${ledgerTiming.runs.length} runs`,
  );
}
const out = path.join(root, `bench/out/ledger-results-${kinds.join('-')}-${lines}.json`);
writeFileSync(
  out,
  `${JSON.stringify({ when: new Date().toISOString(), flags: Object.fromEntries(flags), journal, ledgerTiming, results }, null, 2)}\n`,
);
console.log(`Results: ${path.relative(root, out)}`);
console.log(
  `Repeat: npm run bench:ledger -- -- --lines ${lines}   (from the repository root; from bench/, one -- less)`,
);
