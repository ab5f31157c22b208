/**
 * The selling benchmark of issue 14: `npm run bench:sales` (from the root or bench/).
 *
 * In a fresh PostgreSQL database on BENCH_DATABASE_URL's server (default
 * postgres://postgres@127.0.0.1:5432/test): generate.ts writes the big company's invoices in bulk
 * (all but --http of --invoices) beside five small companies; the app (the current source bundled,
 * as bench/ledger does) is started on it, the tracked goods are stocked through the API, and the
 * last --http invoices are created and approved through POST /api/invoices by --concurrency
 * clients (timed). Then, timed through HTTP: the invoice PDF, the customer aging report as of
 * today, and the invoice list with its filters (status, period, branch; random and last pages).
 * Each read's statements are EXPLAIN ANALYZE'd under row-level security (measure.ts planReads),
 * and one query checks that what open invoices owe equals each customer's receivables lines.
 * Results: a table, and bench/out/sales-results.json. bench/README.md has the figures.
 *
 * Flags (from the root after `npm run bench:sales -- --`; from bench/ after `--`):
 *   --invoices N (100000)   invoices of the big company in all
 *   --http N (3000)         of which created through the API
 *   --serial N (100)        of those, created first by one client alone (the rest by --concurrency)
 *   --customers N (10000) --concurrency N (16) --runs N (50) --seed N
 *   --keep                  keep the database (its name is printed)
 *   --reuse NAME            measure a kept database again (no generation; --http invoices are added)
 *   --no-plans              skip the EXPLAIN ANALYZE of the reads
 *   --base COMMIT           run the server as it was at COMMIT (bundled from git, as bench/ledger/write-path.ts
 *                           does) instead of the working tree's, to time both on one kept database
 *   --writes-only           stop after creating the --http invoices (no reads, no tie-out)
 *   --trace                 count the server's statements while 16 clients create (bench/out/queries-sales-*.tsv)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { todayInLagos, toKobo } from '@owo/core';
import { sql } from 'drizzle-orm';
import { countCpu } from '../ledger/cpu.ts';
import { createBenchDatabase } from '../ledger/database.ts';
import { parseFlags } from '../ledger/flags.ts';
import { startServer } from '../ledger/measure.ts';
import { serverBundle, serverBundleAt } from '../ledger/server-bundle.ts';
import { readSalesData, type SalesData } from './company.ts';
import { defaultSalesOptions, generateSales, tieOut } from './generate.ts';
import { openKept } from './kept.ts';
import { type Api, createInvoices, type ListCase, measureReads, signIn, stockTrackedGoods } from './measure.ts';
import { planReads, type ReadPlan } from './read-plans.ts';

const root = path.resolve(import.meta.dirname, '../..');
const { flags, number, has } = parseFlags(process.argv.slice(2));
const invoices = number('invoices', 100_000);
const httpInvoices = Math.min(invoices, number('http', 3_000));
const runs = number('runs', 50);
const concurrency = number('concurrency', 16);
const serialInvoices = number('serial', 100);
const seed = number('seed', defaultSalesOptions.seed);
const reuse = flags.get('reuse');
const load = () => Math.round((loadavg()[0] ?? 0) * 10) / 10;

const targets = { pdf: 150, aging: 100, list: 30 } as const;

/** --writes-only: the invoices are made, the rest is skipped. */
class WritesDone extends Error {}

async function listTotal(api: Api, where: Record<string, string>) {
  const filters = Object.entries(where)
    .map(([key, value]) => `&where[${key}]=${encodeURIComponent(value)}`)
    .join('');
  const answer = await api.call('GET', `/invoices?limit=10&page=1${filters}`);
  if (answer.status !== 200) throw new Error(`list ${filters}: ${answer.status} ${answer.text.slice(0, 300)}`);
  return (JSON.parse(answer.text) as { pageInfo: { total: number } }).pageInfo.total;
}

async function listCases(api: Api, data: SalesData): Promise<ListCase[]> {
  const branch = data.big.branchIds[1] ?? data.big.branchIds[0] ?? '';
  const filters: Array<[string, Record<string, string>]> = [
    ['no filter', {}],
    ['status unpaid', { status: 'unpaid' }],
    ['status overdue', { status: 'overdue' }],
    ['period 90 days', { period: '90' }],
    ['branch', { branch }],
    ['branch + unpaid + 90 days', { branch, status: 'unpaid', period: '90' }],
  ];
  const cases: ListCase[] = [];
  for (const [name, where] of filters) {
    const rows = await listTotal(api, where);
    cases.push({ name: `${name}, random page`, where, rows, pages: 'random' });
    cases.push({ name: `${name}, last page`, where, rows, pages: 'last' });
  }
  return cases;
}

const database = reuse ? openKept(reuse) : await createBenchDatabase('postgres');
console.log(`postgres: ${database.name} (${cpus().length} CPUs, load average ${load()})`);
const loadAverage = [load()];
try {
  const base = flags.get('base');
  const mainJs = base ? await serverBundleAt(base) : await serverBundle();
  if (base) console.log(`  server: ${base}, bundled from git`);
  let data: SalesData;
  if (reuse) {
    data = await readSalesData(database.handle.db);
  } else {
    data = await generateSales(database, {
      ...defaultSalesOptions,
      bulkInvoices: invoices - httpInvoices,
      customers: number('customers', defaultSalesOptions.customers),
      seed,
      log: (line) => console.log(line),
    });
  }
  loadAverage.push(load());
  // --trace: the server counts its statements (bench/ledger/query-trace.mjs), those of the 16-client creation.
  const server = await startServer(
    mainJs,
    database,
    has('trace')
      ? {
          nodeArguments: ['--import', path.join(root, 'bench/ledger/query-trace.mjs')],
          environment: { TRACE_OUT: path.join(root, `bench/out/queries-sales-${base ?? 'tree'}.tsv`) },
        }
      : {},
  );
  console.log(`  app started at ${server.url}`);
  try {
    const api = await signIn(server.url, 'bench@owo.ng', 'owo-bench-2026', data.big.id);
    let create = null;
    let serial = null;
    if (httpInvoices > 0) {
      const tracked = data.big.products.filter((product) => product.tracked).length;
      const quantity = Math.max(100, Math.ceil((httpInvoices * 3) / Math.max(1, tracked)) + 10);
      const receipts = await stockTrackedGoods(api, data, quantity);
      console.log(
        `  ${receipts} stock receipts through POST /api/products/stock (${quantity} of each tracked good a branch)`,
      );
      // First a few by one client alone: the work of one invoice, without waiting for the others.
      const serialCount = Math.min(serialInvoices, Math.floor(httpInvoices / 2));
      if (serialCount > 0) {
        const counting = await countCpu(server.pid, database.name);
        serial = await createInvoices(api, database.handle.db, data, {
          count: serialCount,
          concurrency: 1,
          seed: seed + 5,
        });
        const cpu = await counting.stop();
        console.log(
          `  ${serial.invoices} invoices by one client: ${serial.invoicesPerSecond} invoices/s, median ${serial.latency.medianMs} ms, ` +
            `p95 ${serial.latency.p95Ms} ms; CPU ms an invoice: server ${(cpu.serverMs / serial.invoices).toFixed(2)}, ` +
            `PostgreSQL ${(cpu.databaseMs / serial.invoices).toFixed(2)} (load average ${load()})`,
        );
      }
      const concurrent = httpInvoices - serialCount;
      console.log(
        `  creating ${concurrent.toLocaleString('en')} invoices through POST /api/invoices, ${concurrency} clients...`,
      );
      if (has('trace')) process.kill(server.pid, 'SIGUSR2');
      const counting = await countCpu(server.pid, database.name);
      create = await createInvoices(api, database.handle.db, data, { count: concurrent, concurrency, seed: seed + 7 });
      const cpu = await counting.stop();
      console.log(
        `  ${create.invoices} created and approved in ${create.seconds} s: ${create.invoicesPerSecond} invoices/s, ` +
          `median ${create.latency.medianMs} ms, p95 ${create.latency.p95Ms} ms (${create.failures} refused); CPU ms an ` +
          `invoice: server ${(cpu.serverMs / create.invoices).toFixed(2)}, PostgreSQL ${(cpu.databaseMs / create.invoices).toFixed(2)} ` +
          `(load average ${load()})`,
      );
      console.log(
        `  the app's database sessions in a statement meanwhile, by what they waited on (% of samples): ${Object.entries(
          create.waits,
        )
          .slice(0, 6)
          .map(([wait, share]) => `${wait} ${share}%`)
          .join(', ')}`,
      );
    }
    loadAverage.push(load());
    if (has('writes-only')) throw new WritesDone();

    const [count] = (
      (await database.handle.db.execute(
        sql`select count(*)::int as invoices, count(*) filter (where status in ('unpaid', 'partly-paid'))::int as open,
              count(*) filter (where status in ('unpaid', 'partly-paid') and due_date < ${todayInLagos()}::date)::int as overdue,
              count(*) filter (where status = 'partly-paid')::int as partly, count(*) filter (where status = 'paid')::int as paid
            from documents where company_id = ${data.big.id} and kind = 'invoice'`,
      )) as unknown as {
        rows: Array<{ invoices: number; open: number; overdue: number; partly: number; paid: number }>;
      }
    ).rows;
    console.log(
      `  big company: ${count?.invoices.toLocaleString('en')} invoices (${count?.paid} paid, ${count?.open} open of which ` +
        `${count?.partly} partly paid and ${count?.overdue} overdue), ${data.big.customers.length.toLocaleString('en')} customers`,
    );
    const idRows = (
      (await database.handle.db.execute(
        sql`select id from documents where company_id = ${data.big.id} and kind = 'invoice'
            and status in ('unpaid', 'partly-paid', 'paid') order by md5(id::text) limit 500`,
      )) as unknown as { rows: Array<{ id: string }> }
    ).rows;
    const lists = await listCases(api, data);
    console.log(`  timing the reads (${runs} runs each, load average ${load()})...`);
    const reads = await measureReads(api, { runs, seed: seed + 11, invoiceIds: idRows.map((row) => row.id), lists });
    loadAverage.push(load());

    const agingAnswer = await api.call('GET', `/reports/aging/customer?asOf=${todayInLagos()}`);
    const agingTotal = toKobo(
      (JSON.parse(agingAnswer.text) as { data: { totals: { total: number } } }).data.totals.total,
    );
    const tie = await tieOut(database.handle.db);
    const [bigReceivables] = (
      (await database.handle.db.execute(
        sql`select coalesce(sum(amount_due), 0)::bigint as due from documents
            where company_id = ${data.big.id} and kind = 'invoice' and status in ('unpaid', 'partly-paid')`,
      )) as unknown as { rows: Array<{ due: number }> }
    ).rows;
    const agingTies = agingTotal === Number(bigReceivables?.due);
    console.log(
      `  tie-out: ${tie.tiesOut ? 'TIES OUT' : 'DOES NOT TIE OUT'}: over ${tie.companies} companies and ${tie.customers.toLocaleString('en')} ` +
        `customers, amount due of open invoices ${tie.amountDue} kobo, receivables lines ${tie.receivables} kobo, ` +
        `${tie.mismatchedCustomers} customers differ; the aging report's total ${agingTies ? 'equals' : 'DIFFERS FROM'} the big company's amount due`,
    );

    let plans: Record<string, ReadPlan> = {};
    if (!has('no-plans') && database.url) {
      console.log('  EXPLAIN ANALYZE of the reads (row-level security on)...');
      plans = await planReads(database.url, data, lists);
    }

    const ms = (value: number) => `${value.toFixed(1)} ms`;
    const mark = (median: number, target: number) => (median < target ? 'met' : `MISSED by ${ms(median - target)}`);
    const table: Record<string, { 'median / p95': string; target: string; result: string }> = {};
    if (create) {
      table[`invoice create + approve, ${concurrency} clients`] = {
        'median / p95': `${ms(create.latency.medianMs)} / ${ms(create.latency.p95Ms)}`,
        target: 'report',
        result: `${create.invoicesPerSecond} invoices/s`,
      };
    }
    if (serial) {
      table['invoice create + approve, 1 client'] = {
        'median / p95': `${ms(serial.latency.medianMs)} / ${ms(serial.latency.p95Ms)}`,
        target: 'report',
        result: `${serial.invoicesPerSecond} invoices/s`,
      };
    }
    table['any signed-in call (GET /branches)'] = {
      'median / p95': `${ms(reads.floor.medianMs)} / ${ms(reads.floor.p95Ms)}`,
      target: 'floor',
      result: '',
    };
    table['invoice PDF'] = {
      'median / p95': `${ms(reads.pdf.medianMs)} / ${ms(reads.pdf.p95Ms)}`,
      target: `< ${targets.pdf} ms`,
      result: `${mark(reads.pdf.medianMs, targets.pdf)} (${(reads.pdf.bytes / 1024).toFixed(0)} KB)`,
    };
    table['the same invoice as JSON'] = {
      'median / p95': `${ms(reads.invoiceJson.medianMs)} / ${ms(reads.invoiceJson.p95Ms)}`,
      target: 'report',
      result: '',
    };
    table['customer aging, today, first page (50)'] = {
      'median / p95': `${ms(reads.aging.medianMs)} / ${ms(reads.aging.p95Ms)}`,
      target: `< ${targets.aging} ms`,
      result: `${mark(reads.aging.medianMs, targets.aging)} (${(reads.aging.bytes / 1024).toFixed(0)} KB)`,
    };
    table['customer aging, today, every customer (limit 10,000)'] = {
      'median / p95': `${ms(reads.agingAll.medianMs)} / ${ms(reads.agingAll.p95Ms)}`,
      target: 'report',
      result: `${(reads.agingAll.bytes / 1024).toFixed(0)} KB`,
    };
    table['customer aging, today, CSV export (every customer)'] = {
      'median / p95': `${ms(reads.agingExport.medianMs)} / ${ms(reads.agingExport.p95Ms)}`,
      target: 'report',
      result: `${(reads.agingExport.bytes / 1024).toFixed(0)} KB`,
    };
    for (const [name, timing] of Object.entries(reads.lists)) {
      table[`list: ${name} (${timing.rows.toLocaleString('en')} rows)`] = {
        'median / p95': `${ms(timing.medianMs)} / ${ms(timing.p95Ms)}`,
        target: `< ${targets.list} ms`,
        result: mark(timing.medianMs, targets.list),
      };
    }
    console.table(table);

    for (const [name, plan] of Object.entries(plans)) {
      const slowest = [...plan.statements].sort((a, b) => b.executionMs - a.executionMs)[0];
      const total = plan.statements.reduce((sum, one) => sum + one.executionMs, 0);
      console.log(
        `\n== ${name}: service in-process ${ms(plan.serviceMs)}; ${plan.statements.length} statements, ` +
          `${ms(total)} executing in PostgreSQL; the slowest ${ms(slowest?.executionMs ?? 0)}`,
      );
      const missed =
        (name === 'aging' && reads.aging.medianMs >= targets.aging) ||
        (name.startsWith('list: ') &&
          Object.entries(reads.lists).some(
            ([list, timing]) => name.startsWith(`list: ${list} (`) && timing.medianMs >= targets.list,
          ));
      if (slowest && (missed || has('plans'))) console.log(`${slowest.sql}\n${slowest.plan}`);
    }

    mkdirSync(path.join(root, 'bench/out'), { recursive: true });
    const out = path.join(root, 'bench/out/sales-results.json');
    writeFileSync(
      out,
      `${JSON.stringify(
        {
          when: new Date().toISOString(),
          database: database.name,
          cpus: cpus().length,
          loadAverage,
          flags: Object.fromEntries(flags),
          counts: count,
          timings: data.timings,
          create,
          serial,
          reads,
          tieOut: { ...tie, agingTotal, agingTies },
          plans,
        },
        null,
        2,
      )}\n`,
    );
    console.log(`\nResults: ${path.relative(root, out)}; load average during: ${loadAverage.join(' / ')}`);
    console.log(`Repeat: npm run bench:sales   (flags after -- --, e.g. npm run bench:sales -- -- --invoices 20000)`);
  } finally {
    await server.stop();
  }
} catch (error) {
  if (!(error instanceof WritesDone)) throw error;
} finally {
  if (has('keep') || reuse) {
    await database.close().catch(() => undefined);
    console.log(`kept ${database.name}`);
  } else await database.drop();
}
