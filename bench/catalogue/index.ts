/**
 * The catalogue benchmark of issue 13: `npm run bench:catalogue` (from the root or bench/).
 *
 * In a fresh PostgreSQL database on BENCH_DATABASE_URL's server (default
 * postgres://postgres@127.0.0.1:5432/test): generate.ts writes 100,000 customers, 20,000 products
 * and 1,000,000 stock movements for one company beside five others; then the app (the current
 * source bundled, as bench/ledger does) is started on it and timed through HTTP, as the web app
 * calls it:
 * - the customer list searched by a name, an email and a phone number (random terms), first page;
 * - the product list, pages across the whole list, and filtered by name;
 * - the inventory valuation report for every product and branch;
 * - the customers, products and valuation exports (XLSX): time, size and the server's memory;
 * - a CSV of 10,000 new customers with 1% bad rows imported (good rows saved): its time and the
 *   server's peak resident memory during it.
 * Results: a table, and bench/out/catalogue-results.json. bench/catalogue/README.md has the figures.
 *
 * Flags: --customers N (100000) --products N (20000) --movements N (1000000) --runs N (50) --keep
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createBenchDatabase } from '../ledger/database.ts';
import { parseFlags } from '../ledger/flags.ts';
import { startServer, stat } from '../ledger/measure.ts';
import { prng } from '../ledger/plan.ts';
import { serverBundle } from '../ledger/server-bundle.ts';
import { type CatalogueData, generateCatalogue } from './generate.ts';

const root = path.resolve(import.meta.dirname, '../..');
const { number, has } = parseFlags(process.argv.slice(2));
const options = {
  customers: number('customers', 100_000),
  products: number('products', 20_000),
  movements: number('movements', 1_000_000),
  branches: 5,
  log: (line: string) => console.log(line),
};
const runs = number('runs', 50);

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

/** Peak resident memory of a process so far (VmHWM), in MB. */
function peakMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 102.4) / 10;
}

function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 102.4) / 10;
}

async function signIn(url: string, email: string, password: string) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** 10,000 customers as a CSV a shop would export from elsewhere; every hundredth row's email is not one. */
function customersCsv(count: number): string {
  const header = 'Customer type,Company name,Invoice initials,Full name,Phone number,Email,Office address,Branch';
  const rows = Array.from({ length: count }, (_, index) => {
    const email = index % 100 === 99 ? 'import at example' : `import${index}@example.ng`;
    return `BUSINESS,Imported Trading ${index} Ltd,IT${index},Bola Imported ${index},0809${String(1000000 + index).padStart(7, '0')},${email},${index} Marina Lagos,`;
  });
  return [header, ...rows].join('\n');
}

/** One export downloaded whole: its time, size, and the server's resident memory before and at its peak. */
async function timedDownload(url: string, headers: Record<string, string>, pid: number, pathname: string) {
  const before = residentMb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentMb(pid));
  }, 20);
  const download = await timed(async () => {
    const response = await fetch(`${url}/api${pathname}`, { headers });
    if (!response.ok) throw new Error(`GET ${pathname}: ${response.status} ${(await response.text()).slice(0, 300)}`);
    return (await response.arrayBuffer()).byteLength;
  });
  clearInterval(sampler);
  return { ms: Math.round(download.ms), bytes: download.value, residentBeforeMb: before, residentPeakMb: peak };
}

async function measure(url: string, pid: number, data: CatalogueData, token: string) {
  const headers = { authorization: `Bearer ${token}`, 'x-company-id': data.big.id };
  const get = async (pathname: string) => {
    const response = await fetch(`${url}/api${pathname}`, { headers });
    const text = await response.text();
    if (!response.ok) throw new Error(`GET ${pathname}: ${response.status} ${text.slice(0, 300)}`);
    return text;
  };
  const random = prng(1313);
  const pick = (count: number) => 1 + Math.floor(random() * count);
  const series = async (make: () => string) => {
    for (let run = 0; run < 5; run += 1) await get(make());
    const samples: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const pathname = make();
      samples.push((await timed(() => get(pathname))).ms);
    }
    return stat(samples);
  };
  const searchTerms = [
    () => `Ventures ${pick(options.customers)}`,
    () => `accounts${pick(options.customers)}@`,
    () => `080${String(31_000_000 + pick(options.customers)).padStart(8, '0')}`,
  ];
  const customerSearch = await series(() => {
    const term = searchTerms[pick(3) - 1]?.() ?? '';
    return `/customer?search=${encodeURIComponent(term)}&page=1&limit=20`;
  });
  const customerPages = await series(() => `/customer?page=${pick(options.customers / 20)}&limit=20`);
  // As the products page asks: its Active tab, by name.
  const activeProducts = Math.floor(options.products * 0.95);
  const productPages = await series(() => `/products?page=${pick(activeProducts / 20)}&limit=20&where[status]=Active`);
  const productSearch = await series(
    () =>
      `/products?name=${encodeURIComponent(`Garri carton ${pick(options.products)}`)}&limit=20&where[status]=Active`,
  );
  // What any signed-in call costs (session, membership, permission): the floor under the others.
  const baseline = await series(() => '/branches');
  const valuation = await series(() => '/reports/inventory-valuation');

  const exports = {
    customers: await timedDownload(url, headers, pid, '/customer/export?format=xlsx'),
    products: await timedDownload(url, headers, pid, '/products/export?format=xlsx'),
    valuation: await timedDownload(url, headers, pid, '/reports/inventory-valuation/export?format=xlsx'),
  };

  const csv = customersCsv(10_000);
  const form = new FormData();
  form.append('mode', 'good-rows');
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'customers.csv');
  const before = residentMb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentMb(pid));
  }, 20);
  const imported = await timed(async () => {
    const response = await fetch(`${url}/api/customer/csv`, { method: 'POST', headers, body: form });
    const text = await response.text();
    if (!response.ok) throw new Error(`CSV import: ${response.status} ${text.slice(0, 300)}`);
    return JSON.parse(text) as { data: { created?: number; refused?: unknown[] } };
  });
  clearInterval(sampler);
  const csvImport = {
    ms: Math.round(imported.ms),
    created: imported.value.data.created,
    refused: imported.value.data.refused?.length,
    residentBeforeMb: before,
    residentPeakMb: peak,
    processPeakMb: peakMb(pid),
  };
  return { baseline, customerSearch, customerPages, productPages, productSearch, valuation, exports, csvImport };
}

const database = await createBenchDatabase('postgres');
console.log(`postgres: ${database.name}`);
try {
  const data = await generateCatalogue(database, options);
  await database.close();
  const server = await startServer(await serverBundle(), database);
  try {
    const token = await signIn(server.url, 'bench@owo.ng', 'owo-bench-2026');
    const results = await measure(server.url, server.pid, data, token);
    const table = {
      'any signed-in call (GET /branches)': `${results.baseline.medianMs} / ${results.baseline.p95Ms}`,
      'customer search, first page (median / p95 ms)': `${results.customerSearch.medianMs} / ${results.customerSearch.p95Ms}`,
      'customer list, random page': `${results.customerPages.medianMs} / ${results.customerPages.p95Ms}`,
      'product list, random page': `${results.productPages.medianMs} / ${results.productPages.p95Ms}`,
      'product list, name filter': `${results.productSearch.medianMs} / ${results.productSearch.p95Ms}`,
      'inventory valuation, all products': `${results.valuation.medianMs} / ${results.valuation.p95Ms}`,
      ...Object.fromEntries(
        Object.entries(results.exports).map(([name, figures]) => [
          `${name} export, XLSX`,
          `${figures.ms} ms, ${(figures.bytes / 1e6).toFixed(2)} MB, RSS ${figures.residentBeforeMb} -> ${figures.residentPeakMb} MB`,
        ]),
      ),
      'CSV import, 10,000 customers (1% refused)': `${results.csvImport.ms} ms, ${results.csvImport.created} saved, ${results.csvImport.refused} refused, RSS ${results.csvImport.residentBeforeMb} -> ${results.csvImport.residentPeakMb} MB`,
    };
    console.table(table);
    mkdirSync(path.join(root, 'bench/out'), { recursive: true });
    writeFileSync(
      path.join(root, 'bench/out/catalogue-results.json'),
      `${JSON.stringify({ options: { ...options, log: undefined }, timings: data.timings, results }, null, 2)}\n`,
    );
  } finally {
    await server.stop();
  }
} finally {
  if (has('keep')) console.log(`kept ${database.name}`);
  else await database.drop();
}
