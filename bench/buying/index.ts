/**
 * The buying benchmark of issue 27: `npm run bench:buying` (from the root or bench/).
 *
 * In a fresh PostgreSQL database on BENCH_DATABASE_URL's server (default
 * postgres://postgres@127.0.0.1:5432/test): generate.ts writes ONE company's 100,000 bills (with
 * their vendor payments) and 200,000 expenses in bulk as the services write them; the app (the
 * current source bundled, as bench/ledger does) is started on it and, through HTTP as the web
 * calls it: the expense list, the bill list, a vendor's open bills and the payments made list with
 * their filters (random and last pages), the vendor aging and vendor balances, and POST
 * /api/expenses/bulk with 500 expenses. Each read's statements are EXPLAIN ANALYZE'd under
 * row-level security (read-plans.ts), and one query checks that what open bills owe equals each
 * vendor's payables lines. Results: a table, and bench/out/buying-results.json.
 *
 * Flags (from the root after `npm run bench:buying -- --`; from bench/ after `--`):
 *   --bills N (100000) --expenses N (200000) --vendors N (3000) --runs N (50) --seed N
 *   --bulk-runs N (5)       bulk creates of --bulk-size (500) expenses, timed
 *   --keep                  keep the database (its name is printed)
 *   --reuse NAME            measure a kept database again (no generation; migrations not yet run are)
 *   --server-at COMMIT      time the server as it was at a commit (bench/ledger serverBundleAt), same database
 *   --no-plans              skip the EXPLAIN ANALYZE of the reads; --plans prints every slowest statement
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { todayInLagos, toKobo } from '@owo/core';
import { sql } from 'drizzle-orm';
import { type BenchDatabase, createBenchDatabase } from '../ledger/database.ts';
import { parseFlags } from '../ledger/flags.ts';
import { startServer } from '../ledger/measure.ts';
import { serverBundle, serverBundleAt } from '../ledger/server-bundle.ts';
import { rows } from '../ledger/verify.ts';
import { openKept } from '../sales/kept.ts';
import { signIn } from '../sales/measure.ts';
import type { ReadPlan } from '../sales/read-plans.ts';
import { type BuyingCompany, readBuyingCompany } from './company.ts';
import { defaultBuyingOptions, generateBuying, tieOut } from './generate.ts';
import { bulkCreate, listCases, measureReads } from './measure.ts';
import { planReads } from './read-plans.ts';

const root = path.resolve(import.meta.dirname, '../..');
const { flags, number, has } = parseFlags(process.argv.slice(2));
const runs = number('runs', 50);
const seed = number('seed', defaultBuyingOptions.seed);
const reuse = flags.get('reuse');
const load = () => Math.round((loadavg()[0] ?? 0) * 10) / 10;
const targets = { list: 30, report: 100 } as const;

const database: BenchDatabase = reuse ? openKept(reuse) : await createBenchDatabase('postgres');
console.log(`postgres: ${database.name} (${cpus().length} CPUs, load average ${load()})`);
const loadAverage = [load()];
try {
  const serverAt = flags.get('server-at');
  const mainJs = serverAt ? await serverBundleAt(serverAt) : await serverBundle();
  let company: BuyingCompany;
  let timings: Record<string, number> = {};
  if (reuse) {
    // A database kept before a migration was added gets it (the indexes of 0024).
    await database.handle.migrate();
    company = await readBuyingCompany(database.handle.db);
  } else {
    ({ company, timings } = await generateBuying(database, {
      ...defaultBuyingOptions,
      bills: number('bills', defaultBuyingOptions.bills),
      expenses: number('expenses', defaultBuyingOptions.expenses),
      vendors: number('vendors', defaultBuyingOptions.vendors),
      seed,
      log: (line) => console.log(line),
    }));
  }
  loadAverage.push(load());
  const db = database.handle.db;
  const counts = await rows<{ kind: string; status: string; count: number }>(
    db,
    sql`select kind, status, count(*)::int as count from documents where company_id = ${company.id}
        group by 1, 2 order by 1, 2`,
  );
  const [paymentCount] = await rows<{ count: number }>(
    db,
    sql`select count(*)::int as count from payments where company_id = ${company.id} and direction = 'purchases'`,
  );
  console.log(
    `  ${counts.map((row) => `${row.kind} ${row.status} ${Number(row.count).toLocaleString('en')}`).join(', ')}; ` +
      `${Number(paymentCount?.count ?? 0).toLocaleString('en')} vendor payments; ${company.vendors.length.toLocaleString('en')} vendors`,
  );
  const vendorRows = await rows<{ id: string; bills: number }>(
    db,
    sql`select contact_id as id, count(*)::int as bills from documents
        where company_id = ${company.id} and kind = 'bill' and status in ('unpaid', 'partly-paid')
        group by 1 order by 2 desc, 1`,
  );
  const busiest = vendorRows[0]?.id ?? '';
  const typical = vendorRows[Math.floor(vendorRows.length / 2)]?.id ?? busiest;
  console.log(
    `  open bills: the busiest vendor ${vendorRows[0]?.bills}, a typical one ${vendorRows[Math.floor(vendorRows.length / 2)]?.bills}`,
  );

  const server = await startServer(mainJs, database);
  console.log(`  app started at ${server.url}`);
  try {
    const api = await signIn(server.url, 'bench@owo.ng', 'owo-bench-2026', company.id);
    const lists = await listCases(api, company, { busiest, typical });
    console.log(`  timing the reads (${runs} runs each, load average ${load()})...`);
    const reads = await measureReads(api, { runs, seed: seed + 11, lists });
    loadAverage.push(load());
    const bulkRuns = number('bulk-runs', 5);
    const bulk =
      bulkRuns > 0
        ? await bulkCreate(api, company, { runs: bulkRuns, size: number('bulk-size', 500), seed: seed + 13 })
        : null;
    loadAverage.push(load());

    const agingAnswer = await api.call('GET', `/reports/aging/vendor?asOf=${todayInLagos()}`);
    const agingTotal = toKobo(
      (JSON.parse(agingAnswer.text) as { data: { totals: { total: number } } }).data.totals.total,
    );
    const tie = await tieOut(db, company.id);
    const agingTies = agingTotal === tie.billsDue;
    console.log(
      `  tie-out: ${tie.tiesOut ? 'TIES OUT' : 'DOES NOT TIE OUT'}: over ${tie.vendors.toLocaleString('en')} vendors, open bills owe ` +
        `${tie.billsDue} kobo, payables lines ${tie.payables} kobo, ${tie.mismatchedVendors} vendors differ; the vendor aging's ` +
        `total ${agingTies ? 'equals' : 'DIFFERS FROM'} what open bills owe`,
    );

    let plans: Record<string, ReadPlan> = {};
    if (!has('no-plans') && database.url) {
      console.log('  EXPLAIN ANALYZE of the reads (row-level security on)...');
      plans = await planReads(database.url, company.id, lists);
    }

    const ms = (value: number) => `${value.toFixed(1)} ms`;
    const mark = (median: number, target: number) => (median < target ? 'met' : `MISSED by ${ms(median - target)}`);
    const table: Record<string, { 'median / p95': string; target: string; result: string }> = {};
    const row = (name: string, timing: { medianMs: number; p95Ms: number }, target: number | null, note = '') => {
      table[name] = {
        'median / p95': `${ms(timing.medianMs)} / ${ms(timing.p95Ms)}`,
        target: target === null ? 'report' : `< ${target} ms`,
        result: `${target === null ? '' : mark(timing.medianMs, target)}${note}`,
      };
    };
    row('any signed-in call (GET /branches)', reads.floor, null, 'the floor');
    row(
      'vendor aging, today, first page (50)',
      reads.agingVendor,
      targets.report,
      ` (${(reads.agingVendor.bytes / 1024).toFixed(0)} KB)`,
    );
    row('vendor balances, today, first page (50)', reads.balancesVendor, targets.report);
    row('payables (open bills), today, first page (50)', reads.payables, null);
    if (bulk)
      row(`bulk create of ${bulk.expenses} expenses (${bulk.runs} runs)`, bulk, null, ` ${bulk.failures} refused`);
    for (const [name, timing] of Object.entries(reads.lists)) {
      row(`${name} (${timing.rows.toLocaleString('en')} rows)`, timing, targets.list);
    }
    console.table(table);

    for (const [name, plan] of Object.entries(plans)) {
      const slowest = [...plan.statements].sort((a, b) => b.executionMs - a.executionMs)[0];
      const total = plan.statements.reduce((sum, one) => sum + one.executionMs, 0);
      console.log(
        `\n== ${name}: service in-process ${ms(plan.serviceMs)}; ${plan.statements.length} statements, ` +
          `${ms(total)} executing in PostgreSQL; the slowest ${ms(slowest?.executionMs ?? 0)}`,
      );
      const timing = name.startsWith('list: ')
        ? Object.entries(reads.lists).find(([list]) => name.startsWith(`list: ${list} (`))?.[1]
        : name === 'vendor aging'
          ? reads.agingVendor
          : reads.balancesVendor;
      const target = name.startsWith('list: ') ? targets.list : targets.report;
      if (slowest && ((timing && timing.medianMs >= target) || has('plans')))
        console.log(`${slowest.sql}\n${slowest.plan}`);
    }

    mkdirSync(path.join(root, 'bench/out'), { recursive: true });
    const out = path.join(root, 'bench/out/buying-results.json');
    const results = {
      when: new Date().toISOString(),
      database: database.name,
      cpus: cpus().length,
      loadAverage,
      flags: Object.fromEntries(flags),
      counts,
      timings,
      reads,
      bulk,
      tieOut: { ...tie, agingTotal, agingTies },
      plans,
    };
    writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
    console.log(`\nResults: ${path.relative(root, out)}; load average during: ${loadAverage.join(' / ')}`);
    console.log(
      'Repeat: npm run bench:buying   (flags after -- --, e.g. npm run bench:buying -- -- --reuse <database>)',
    );
  } finally {
    await server.stop();
  }
} finally {
  if (has('keep') || reuse) {
    await database.close().catch(() => undefined);
    console.log(`kept ${database.name}`);
  } else await database.drop();
}
