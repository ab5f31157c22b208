/**
 * The write path over HTTP, two builds of the server side by side (issue 27): a manual journal
 * written and approved (http-pairs.ts) by 16 clients, against today's code (`--base`, bundled from
 * git by server-bundle.ts) and the working tree, on one database, in alternating rounds so the
 * machine's load and the ledger's growth fall on both alike.
 *
 *   cd bench && node --import tsx ledger/write-path.ts [--base main] [--lines 100000] [--rounds 3]
 *     [--seconds 20] [--warmup 100] [--concurrency 16] [--trace] [--profile] [--keep]
 *
 * --trace counts the statements each server sends (query-trace.mjs) into bench/out/queries-<name>.tsv;
 * --profile writes a CPU profile of each server into bench/out/profiles/.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import type { PostingResult } from './concurrent.ts';
import { type CpuUse, countCpu } from './cpu.ts';
import { createBenchDatabase } from './database.ts';
import { parseFlags } from './flags.ts';
import { defaultGenerateOptions, generate } from './generate.ts';
import { createAndApprovePairs, signIn } from './http-pairs.ts';
import { startServer } from './measure.ts';
import { serverBundle, serverBundleAt } from './server-bundle.ts';
import { verifyLedger } from './verify.ts';

const root = path.resolve(import.meta.dirname, '../..');
const { flags, number, has } = parseFlags(process.argv.slice(2));
const base = flags.get('base') ?? 'main';
const rounds = number('rounds', 3);
const options = {
  concurrency: number('concurrency', 16),
  maxEntries: 100_000,
  maxSeconds: number('seconds', 20),
  seed: 2027,
};
const warmup = number('warmup', 100);

const revision = (commit: string) =>
  execFileSync('git', ['rev-parse', '--short=12', commit], { cwd: root, encoding: 'utf8' }).trim();
const dirty = execFileSync('git', ['status', '--porcelain', '--', 'apps/server', 'packages'], {
  cwd: root,
  encoding: 'utf8',
}).trim();
const servers = [
  { name: `base ${revision(base)}`, file: 'base', mainJs: await serverBundleAt(base) },
  { name: `working tree ${revision('HEAD')}${dirty ? '+' : ''}`, file: 'tree', mainJs: await serverBundle() },
];

const database = await createBenchDatabase('postgres');
console.log(`PostgreSQL: ${database.name}`);
type Round = PostingResult & { cpu: CpuUse; loadAverage: number };
const results = new Map<string, Round[]>(servers.map((server) => [server.name, []]));
const perPair = (ms: number, pairs: number) => Number((ms / Math.max(pairs, 1)).toFixed(2));
try {
  const generated = await generate(database, {
    ...defaultGenerateOptions,
    lines: number('lines', 100_000),
    smallEntries: number('small-entries', 50),
  });
  await database.close();
  mkdirSync(path.join(root, 'bench/out/profiles'), { recursive: true });
  for (let round = 0; round < rounds; round += 1) {
    // Alternate which goes first, so neither always meets the ledger smaller or the machine fresher.
    for (const server of round % 2 === 0 ? servers : [...servers].reverse()) {
      const nodeArguments = [
        ...(has('trace') ? ['--import', path.join(import.meta.dirname, 'query-trace.mjs')] : []),
        ...(has('profile') ? ['--cpu-prof', '--cpu-prof-dir', path.join(root, 'bench/out/profiles')] : []),
      ];
      const running = await startServer(server.mainJs, database, {
        nodeArguments,
        environment: { TRACE_OUT: path.join(root, `bench/out/queries-${server.file}.tsv`) },
      });
      try {
        const { call } = await signIn(running.url, generated);
        const seed = options.seed + round * 10;
        await createAndApprovePairs(call, generated, { ...options, maxEntries: warmup, seed: seed + 1 });
        if (has('trace')) process.kill(running.pid, 'SIGUSR2');
        const counting = await countCpu(running.pid, database.name);
        const result = await createAndApprovePairs(call, generated, { ...options, seed });
        const cpu = await counting.stop();
        const loadAverage = Number(loadavg()[0]?.toFixed(1));
        results.get(server.name)?.push({ ...result, cpu, loadAverage });
        console.log(
          `round ${round + 1}, ${server.name}: ${result.entriesPerSecond} pairs/s (${result.entries} in ` +
            `${result.seconds} s), median ${result.latency.medianMs} ms, p95 ${result.latency.p95Ms} ms, ` +
            `${result.failures} failed, load average ${loadAverage}; CPU ms per pair: server ` +
            `${perPair(cpu.serverMs, result.entries)}, PostgreSQL ${perPair(cpu.databaseMs, result.entries)}, ` +
            `client ${perPair(cpu.clientMs, result.entries)}`,
        );
      } finally {
        await running.stop();
      }
    }
  }
  await database.reopen();
  const after = await verifyLedger(database.handle.db, generated.big);
  console.log(`after posting: ${after.entries} entries, totals = scan, numbers gap-free`);
} finally {
  if (has('keep')) {
    await database.close().catch(() => undefined);
    console.log(`kept ${database.name}`);
  } else await database.drop();
}

const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const table = Object.fromEntries(
  [...results].map(([name, runs]) => [
    name,
    {
      'pairs/s (each round)': runs.map((run) => run.entriesPerSecond).join(', '),
      'median ms (each round)': runs.map((run) => run.latency.medianMs).join(', '),
      'p95 ms (each round)': runs.map((run) => run.latency.p95Ms).join(', '),
      'CPU ms per pair, server / PostgreSQL (each round)': runs
        .map((run) => `${perPair(run.cpu.serverMs, run.entries)} / ${perPair(run.cpu.databaseMs, run.entries)}`)
        .join(', '),
      'pairs/s, p95 ms (middle round)': `${middle(runs.map((run) => run.entriesPerSecond))}, ${middle(runs.map((run) => run.latency.p95Ms))}`,
    },
  ]),
);
console.table(table);
const out = path.join(root, 'bench/out/write-path-results.json');
writeFileSync(
  out,
  `${JSON.stringify({ when: new Date().toISOString(), flags: Object.fromEntries(flags), results: Object.fromEntries(results) }, null, 2)}\n`,
);
console.log(`Results: ${path.relative(root, out)}`);
