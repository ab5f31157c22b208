/**
 * Times the ledger on the generated data, each figure in two scopes: `tenant`, as the API runs
 * since issue 9 (a transaction of the company with row-level security on: packages/db/src/tenancy.ts),
 * and `owner`, as before it (no tenant transaction: the connecting role, which bypasses row-level
 * security), so the cost of the backstop is measured:
 * - trial balance as of a random date, through reports.service trialBalance() (what the API calls);
 * - a balance-sheet aggregate as of a random date: there is no balance sheet service yet, so it is
 *   the trial balance rows summed by account type and by parent account, with the year's profit
 *   (income - expenses) added to equity, and Assets = Liabilities + Equity checked on each run;
 * - one page (50 rows) of the general ledger with running balance for the busiest account at a
 *   random offset, through reports.service generalLedger(), and the last (deepest) page;
 * - posting: post() in-process from 16 concurrent callers, one transaction per entry; and through
 *   the built app over HTTP on 127.0.0.1, POST /api/double-entry/journal + PATCH
 *   /api/merchant/approve/:id (manual journals are drafts until approved), 16 concurrent clients.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { type AccountType, signedForType, toKobo } from '@owo/core';
import { type Database, type Executor, tenantTransaction } from '@owo/db';
import { sql } from 'drizzle-orm';
import { type PostingTransaction, postingTransaction } from '../../apps/server/src/ledger/post.ts';
import { settleLedger } from '../../apps/server/src/ledger/settle.ts';
import { generalLedger, trialBalance } from '../../apps/server/src/modules/reports/reports.service.ts';
import { postAsOwner } from '../../apps/server/test/owner-posting.ts';
import type { BenchCompany } from './companies.ts';
import {
  type PostingOptions,
  type PostingResult,
  postingWork,
  runConcurrently,
  type Stat,
  stat,
} from './concurrent.ts';
import type { BenchDatabase } from './database.ts';
import type { Generated } from './generate.ts';
import { createAndApprovePairs, signIn } from './http-pairs.ts';
import { entryInput } from './load.ts';
import { dayMs, FIRST_DATE, isoDay, LAST_DATE, prng } from './plan.ts';

export { type PostingResult, type Stat, stat };

const root = path.resolve(import.meta.dirname, '../..');

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

const DAYS = Math.round((dayMs(LAST_DATE) - dayMs(FIRST_DATE)) / 86_400_000) + 1;
const randomDate = (random: () => number) => isoDay(dayMs(FIRST_DATE) + Math.floor(random() * DAYS) * 86_400_000);

/** The balance sheet's aggregate as of a date, from the trial balance (no balance sheet service yet). */
export async function balanceSheetAggregate(executor: Executor, company: BenchCompany, asOf: string) {
  const report = await trialBalance(executor as never, { companyId: company.id, branchScope: null }, { asOf });
  const parentOf = new Map(company.accounts.map((account) => [account.id, account.parent]));
  const byType: Record<AccountType, number> = { Asset: 0, Liability: 0, Equity: 0, Income: 0, Expense: 0 };
  const byParent = new Map<string, number>();
  for (const row of report.accounts) {
    const shown = signedForType(toKobo(row.debit) - toKobo(row.credit), row.account_type);
    byType[row.account_type] += shown;
    const parent = parentOf.get(row._id) ?? '?';
    byParent.set(parent, (byParent.get(parent) ?? 0) + shown);
  }
  const earnings = byType.Income - byType.Expense;
  const balanced = byType.Asset === byType.Liability + byType.Equity + earnings;
  return { asOf, byType, byParent, earnings, balanced };
}

async function busiestAccount(db: Database, companyId: string) {
  const result = await db.execute(sql`
    select account_id, sum(line_count)::int as lines from account_daily_totals
    where company_id = ${companyId} group by account_id order by 2 desc limit 1`);
  const [row] = (result as unknown as { rows: Array<{ account_id: string; lines: number }> }).rows;
  if (!row) throw new Error('no postings');
  return { accountId: row.account_id, lines: Number(row.lines) };
}

export interface ReportTimings {
  ledgerAccount: { id: string; lines: number };
  trialBalance: Stat;
  balanceSheet: Stat & { allBalanced: boolean };
  generalLedger: Stat & { account: string; accountLines: number };
  generalLedgerLastPage: Stat;
}

/** Where a measured call runs: in a tenant transaction (row-level security on), or on the bare pool. */
export type Scope = 'tenant' | 'owner';

function runIn<T>(scope: Scope, db: Database, companyId: string, work: (executor: Executor) => Promise<T>): Promise<T> {
  return scope === 'tenant' ? tenantTransaction(db, companyId, work, { readOnly: true }) : work(db);
}

export async function measureReports(
  db: Database,
  generated: Generated,
  options: { runs: number; seed: number; scope: Scope },
): Promise<ReportTimings> {
  const random = prng(options.seed);
  const company = generated.big;
  const inScope = <T>(work: (executor: Executor) => Promise<T>) => runIn(options.scope, db, company.id, work);
  const trialBalanceAsOf = (asOf: string) =>
    inScope((executor) => trialBalance(executor as never, { companyId: company.id, branchScope: null }, { asOf }));
  const ledgerPageAt = (offset: number) =>
    inScope((executor) =>
      generalLedger(
        executor as never,
        { companyId: company.id, branchScope: null },
        { account: busiest.accountId, offset, limit },
      ),
    );
  const busiest = await busiestAccount(db, company.id);
  const account = company.accounts.find((row) => row.id === busiest.accountId);
  const limit = 50;
  const randomOffset = () => Math.floor(random() * Math.max(1, busiest.lines - limit + 1));

  // Warm up the connections and plans the way a running server would be.
  for (let run = 0; run < 5; run += 1) {
    await trialBalanceAsOf(randomDate(random));
    await ledgerPageAt(randomOffset());
  }

  const tb: number[] = [];
  for (let run = 0; run < options.runs; run += 1) {
    const asOf = randomDate(random);
    tb.push((await timed(() => trialBalanceAsOf(asOf))).ms);
  }

  const bs: number[] = [];
  let allBalanced = true;
  for (let run = 0; run < options.runs; run += 1) {
    const asOf = randomDate(random);
    const { ms, value } = await timed(() => inScope((executor) => balanceSheetAggregate(executor, company, asOf)));
    bs.push(ms);
    allBalanced &&= value.balanced;
  }

  const gl: number[] = [];
  for (let run = 0; run < options.runs; run += 1) {
    const offset = randomOffset();
    const { ms, value } = await timed(() => ledgerPageAt(offset));
    if (value.data.lines.length !== Math.min(limit, busiest.lines - offset)) {
      throw new Error(`General ledger page at ${offset} has ${value.data.lines.length} lines`);
    }
    gl.push(ms);
  }
  const last: number[] = [];
  for (let run = 0; run < Math.min(options.runs, 10); run += 1) {
    const offset = Math.max(0, busiest.lines - limit);
    last.push((await timed(() => ledgerPageAt(offset))).ms);
  }

  return {
    ledgerAccount: { id: busiest.accountId, lines: busiest.lines },
    trialBalance: stat(tb),
    balanceSheet: { ...stat(bs), allBalanced },
    generalLedger: { ...stat(gl), account: `${account?.code} ${account?.name}`, accountLines: busiest.lines },
    generalLedgerLastPage: stat(last),
  };
}

/**
 * post() in this process, each entry in its own transaction, `concurrency` at a time, each caller
 * waiting for its entry to be settled (numbered and in the totals), as every service does:
 * - 'tenant': through postingTransaction(), the one way services post since issue 9 (row-level
 *   security on, settling after the commit);
 * - 'owner': a plain transaction on the connecting role, then settleLedger(), as services posted
 *   before it: the difference is the cost of the tenant transaction and its row-level security.
 */
export async function measurePostInProcess(
  db: Database,
  generated: Generated,
  options: PostingOptions,
  scope: Scope,
): Promise<PostingResult> {
  const entries = postingWork({ ...options, seed: options.seed + (scope === 'tenant' ? 0 : 5) });
  const companyId = generated.big.id;
  const started = performance.now();
  const result = await runConcurrently(options, async (index) => {
    const entry = entries[index];
    if (!entry) return;
    const input = entryInput(generated.big, generated.userId, entry);
    if (scope === 'tenant') {
      await postingTransaction(db, companyId, (tx) => postAsOwner(tx, input));
    } else {
      // The bench alone reaches past the seal, to time the path services took before it.
      await db.transaction((tx) => postAsOwner(tx as PostingTransaction, input));
      await settleLedger(db, companyId);
    }
  });
  await settleLedger(db, companyId);
  const seconds = (performance.now() - started) / 1000;
  return {
    ...result,
    seconds: Math.round(seconds * 100) / 100,
    entriesPerSecond: Math.round(result.entries / seconds),
  };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface RunningServer {
  url: string;
  /** The server's process id, to read its memory. */
  pid: number;
  stop(): Promise<void>;
}

/**
 * The built app (`node <bundle>`), as `npm start` runs it, on the bench database, 127.0.0.1 only.
 * `nodeArguments` go before the bundle (`--cpu-prof`, `--import` of a tracer).
 */
export async function startServer(
  mainJs: string,
  database: BenchDatabase,
  options: { nodeArguments?: string[]; environment?: Record<string, string> } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const environment: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: url,
    DATABASE_URL: database.url ?? '',
    DATA_DIR: database.dataDir ?? path.join(root, 'bench/out/unused-data'),
    DATABASE_POOL_SIZE: '20',
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT: '1000',
    ...options.environment,
    WEB_DIR: existsSync(path.join(root, 'apps/web/build/client'))
      ? path.join(root, 'apps/web/build/client')
      : '/nonexistent',
  };
  delete environment.SMTP_URL;
  const child: ChildProcess = spawn(process.execPath, [...(options.nodeArguments ?? []), mainJs], {
    cwd: root,
    env: environment,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The app exited with code ${child.exitCode} before it was ready`);
    if (Date.now() > deadline) throw new Error('The app was not ready within 120 s');
    try {
      if ((await fetch(`${url}/api/ready`)).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    pid: child.pid ?? 0,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export interface HttpTimings {
  createAndApprove: PostingResult;
  trialBalance: Stat;
  generalLedger: Stat;
  generalLedgerExport: ExportTiming;
}

/** One streamed export: how long, how big, and the server's resident memory before and at its peak. */
export interface ExportTiming {
  ms: number;
  bytes: number;
  serverRssBeforeMb: number;
  serverRssPeakMb: number;
}

/** A process's resident memory now, in MB (Linux). */
function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kilobytes / 102.4) / 10;
}

/**
 * A year of the busiest account's general ledger as XLSX, read as it streams while the server's
 * memory is sampled every 20 ms: the file must stream, so the peak stays near where it started.
 */
async function timeLedgerExport(
  url: string,
  headers: Record<string, string>,
  pid: number,
  account: string,
  year: string,
): Promise<ExportTiming> {
  const serverRssBeforeMb = residentMb(pid);
  let serverRssPeakMb = serverRssBeforeMb;
  const sampler = setInterval(() => {
    serverRssPeakMb = Math.max(serverRssPeakMb, residentMb(pid));
  }, 20);
  const started = performance.now();
  let bytes = 0;
  try {
    const response = await fetch(
      `${url}/api/reports/general-ledger/export?format=xlsx&account=${account}&from=${year}-01-01&to=${year}-12-31`,
      { headers },
    );
    if (!response.ok || !response.body) throw new Error(`export: ${response.status} ${await response.text()}`);
    const reader = response.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) bytes += read.value.byteLength;
  } finally {
    clearInterval(sampler);
  }
  const ms = Math.round(performance.now() - started);
  return { ms, bytes, serverRssBeforeMb, serverRssPeakMb: Math.max(serverRssPeakMb, residentMb(pid)) };
}

export async function measureHttp(
  url: string,
  generated: Generated,
  options: PostingOptions & { runs: number; ledgerAccount: { id: string; lines: number }; serverPid: number },
): Promise<HttpTimings> {
  const { call, headers } = await signIn(url, generated);

  // The reports through the API too, for the cost the HTTP layer adds to the service times.
  const random = prng(options.seed + 3);
  const tb: number[] = [];
  const gl: number[] = [];
  for (let run = 0; run < 5; run += 1) await call('GET', `/reports/trial-balance?asOf=${randomDate(random)}`);
  for (let run = 0; run < options.runs; run += 1) {
    const asOf = randomDate(random);
    tb.push((await timed(() => call('GET', `/reports/trial-balance?asOf=${asOf}`))).ms);
  }
  const pages = Math.max(1, Math.floor(options.ledgerAccount.lines / 50));
  for (let run = 0; run < options.runs; run += 1) {
    const page = 1 + Math.floor(random() * pages);
    gl.push(
      (
        await timed(() =>
          call('GET', `/reports/general-ledger?account=${options.ledgerAccount.id}&limit=50&page=${page}`),
        )
      ).ms,
    );
  }

  const generalLedgerExport = await timeLedgerExport(url, headers, options.serverPid, options.ledgerAccount.id, '2025');

  const createAndApprove = await createAndApprovePairs(call, generated, { ...options, seed: options.seed + 11 });
  return { createAndApprove, trialBalance: stat(tb), generalLedger: stat(gl), generalLedgerExport };
}
