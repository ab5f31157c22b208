/**
 * The timings of the selling benchmark (issue 14), through HTTP against the app started on the
 * generated database, as the web app calls it, signed in as the owner:
 * - invoice create + approve: POST /api/invoices with status 'approved' (a service and a tracked
 *   good with stock, VAT, a discount on some), `concurrency` clients at once;
 * - the invoice PDF: GET /api/invoices/pdf/:id?type=invoice&action=download, and beside it the
 *   same invoice as JSON (GET /api/invoices/:id), which reads the same rows: the difference is the
 *   rendering;
 * - the customer aging report as of today: its first page (the default 50 customers, as the web
 *   reads it), every customer in one JSON page (limit 10,000, what the report answered before it
 *   was paged) and the CSV export (every customer);
 * - the invoice list, 10 a page: unfiltered, by status (unpaid), by period (90 days), by branch,
 *   random pages across each and the last page.
 *
 * Where the time of a slow read goes, statement by statement: read-plans.ts.
 */
import { todayInLagos, toNaira } from '@owo/core';
import type { Database } from '@owo/db';
import { sql } from 'drizzle-orm';
import { type Stat, stat } from '../ledger/measure.ts';
import { prng } from '../ledger/plan.ts';
import type { SalesData } from './company.ts';

export interface Api {
  call(method: string, pathname: string, body?: unknown): Promise<{ status: number; text: string; bytes: number }>;
}

export async function signIn(url: string, email: string, password: string, companyId: string): Promise<Api> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  const { token } = ((await response.json()) as { data: { token: string } }).data;
  const headers = { authorization: `Bearer ${token}`, 'x-company-id': companyId };
  return {
    async call(method, pathname, body) {
      const answer = await fetch(`${url}/api${pathname}`, {
        method,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const buffer = Buffer.from(await answer.arrayBuffer());
      const type = answer.headers.get('content-type') ?? '';
      return {
        status: answer.status,
        text: type.includes('json') || !answer.ok ? buffer.toString('utf8') : '',
        bytes: buffer.byteLength,
      };
    },
  };
}

async function expectOk(api: Api, method: string, pathname: string, body?: unknown) {
  const answer = await api.call(method, pathname, body);
  if (answer.status >= 300) throw new Error(`${method} ${pathname}: ${answer.status} ${answer.text.slice(0, 400)}`);
  return answer;
}

export async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

const addDaysTo = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Stock for the tracked goods at every branch, through POST /api/products/stock, before they are sold. */
export async function stockTrackedGoods(api: Api, data: SalesData, quantity: number) {
  const date = addDaysTo(todayInLagos(), -30);
  const tracked = data.big.products.filter((product) => product.tracked);
  for (const product of tracked) {
    for (const branch of data.big.branchIds) {
      await expectOk(api, 'POST', '/products/stock', {
        product: product.id,
        branch,
        date,
        quantity,
        cost: toNaira(Math.round(product.price * 0.7)) * quantity,
        account: data.big.accounts.bank,
        reference: 'Bench opening stock',
      });
    }
  }
  return tracked.length * data.big.branchIds.length;
}

export interface CreateResult {
  invoices: number;
  failures: number;
  seconds: number;
  invoicesPerSecond: number;
  latency: Stat;
  /** What the database's busy sessions were doing, sampled every 50 ms: share of samples per wait. */
  waits: Record<string, number>;
}

/**
 * Samples pg_stat_activity of the bench database every 50 ms while `work` runs: how many of the
 * app's sessions were in a statement, and what each was waiting on (a lock, the WAL flush, the
 * client...), as shares of all sampled sessions in a statement.
 */
async function sampleWaits<T>(
  db: Database,
  work: () => Promise<T>,
): Promise<{ value: T; waits: Record<string, number> }> {
  const counts = new Map<string, number>();
  let total = 0;
  let running = true;
  const sampler = (async () => {
    while (running) {
      // A session waiting on a lock is named with the statement it waits in (the lock's holder
      // took it earlier in its transaction, in the same statement for most).
      const result = (await db.execute(
        sql`select coalesce(wait_event_type || ':' || wait_event, 'on CPU')
              || case when wait_event_type = 'Lock' then ' in "' || left(regexp_replace(query, '[[:space:]]+', ' ', 'g'), 70) || '"' else '' end
              as wait, count(*)::int as sessions
            from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()
              and state = 'active' and backend_type = 'client backend'
            group by 1`,
      )) as unknown as { rows: Array<{ wait: string; sessions: number }> };
      for (const row of result.rows) {
        counts.set(row.wait, (counts.get(row.wait) ?? 0) + Number(row.sessions));
        total += Number(row.sessions);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  try {
    const value = await work();
    return {
      value,
      waits: Object.fromEntries(
        [...counts]
          .sort((a, b) => b[1] - a[1])
          .map(([wait, count]) => [wait, Math.round((count * 1000) / Math.max(1, total)) / 10]),
      ),
    };
  } finally {
    running = false;
    await sampler;
  }
}

/**
 * `count` invoices approved on saving, by `concurrency` clients: each a service and a tracked good
 * (stock issued at the branch's average cost), VAT on both, 10% off every third.
 */
export async function createInvoices(
  api: Api,
  db: Database,
  data: SalesData,
  options: { count: number; concurrency: number; seed: number },
): Promise<CreateResult> {
  const random = prng(options.seed);
  const today = todayInLagos();
  const services = data.big.products.filter((product) => product.type === 'service');
  const tracked = data.big.products.filter((product) => product.tracked);
  if (services.length === 0 || tracked.length === 0) throw new Error('need a service and a tracked good');
  const bodies = Array.from({ length: options.count }, (_, index) => {
    const customer = data.big.customers[Math.floor(random() * data.big.customers.length)];
    const service = services[Math.floor(random() * services.length)];
    const good = tracked[Math.floor(random() * tracked.length)];
    if (!customer || !service || !good) throw new Error('no customer or product');
    return {
      customer: customer.id,
      branch: customer.branchId ?? data.big.branchIds[0],
      address: 'Allen Avenue, Ikeja, Lagos',
      date: today,
      dueDate: addDaysTo(today, 30),
      items: [
        {
          product: good.id,
          description: good.name,
          quantity: 1 + Math.floor(random() * 3),
          price: toNaira(good.price),
          tax: [{ id: data.big.vat.id }],
        },
        {
          product: service.id,
          description: service.name,
          quantity: 1,
          price: toNaira(service.price),
          tax: [{ id: data.big.vat.id }],
        },
      ],
      discount: index % 3 === 0 ? { type: 'percentage', value: 10 } : null,
      bank: [{ name: 'GTBank', accountNo: '0123456789', accountName: data.big.name }],
      status: 'approved',
    };
  });
  let next = 0;
  let failures = 0;
  const latencies: number[] = [];
  const started = performance.now();
  const worker = async () => {
    while (next < bodies.length) {
      const body = bodies[next];
      next += 1;
      const begun = performance.now();
      const answer = await api.call('POST', '/invoices', body);
      const ms = performance.now() - begun;
      const status = answer.status === 201 ? (JSON.parse(answer.text) as { data: { status: string } }).data.status : '';
      if (answer.status === 201 && status === 'unpaid') latencies.push(ms);
      else {
        failures += 1;
        if (failures <= 3) console.error(`  invoice refused: ${answer.status} ${status} ${answer.text.slice(0, 300)}`);
      }
    }
  };
  const { waits } = await sampleWaits(db, () => Promise.all(Array.from({ length: options.concurrency }, worker)));
  const seconds = (performance.now() - started) / 1000;
  return {
    waits,
    invoices: latencies.length,
    failures,
    seconds: Math.round(seconds * 100) / 100,
    invoicesPerSecond: Math.round((latencies.length / seconds) * 10) / 10,
    latency: stat(latencies),
  };
}

/** `runs` calls one after the other (after 5 to warm up), each path made afresh. */
export async function series(api: Api, runs: number, make: () => string): Promise<Stat & { bytes: number }> {
  for (let run = 0; run < 5; run += 1) await expectOk(api, 'GET', make());
  const samples: number[] = [];
  let bytes = 0;
  for (let run = 0; run < runs; run += 1) {
    const pathname = make();
    const { ms, value } = await timed(() => expectOk(api, 'GET', pathname));
    samples.push(ms);
    bytes = Math.max(bytes, value.bytes);
  }
  return { ...stat(samples), bytes };
}

export interface ReadTimings {
  pdf: Stat & { bytes: number };
  invoiceJson: Stat & { bytes: number };
  /** The first page, default limit (50). */
  aging: Stat & { bytes: number };
  /** Every customer in one JSON page (limit 10,000): the answer before paging. */
  agingAll: Stat & { bytes: number };
  /** The CSV export: every customer. */
  agingExport: Stat & { bytes: number };
  lists: Record<string, Stat & { bytes: number; rows: number }>;
  floor: Stat & { bytes: number };
}

export interface ListCase {
  name: string;
  where: Record<string, string>;
  /** Rows matching, counted in SQL as the list's filter does. */
  rows: number;
  /** 'random': pages across the whole list; 'last': the deepest page. */
  pages: 'random' | 'last';
}

const listPath = (where: Record<string, string>, page: number) => {
  const filters = Object.entries(where)
    .map(([key, value]) => `&where[${key}]=${encodeURIComponent(value)}`)
    .join('');
  return `/invoices?limit=10&page=${page}${filters}`;
};

export async function measureReads(
  api: Api,
  options: { runs: number; seed: number; invoiceIds: string[]; lists: ListCase[] },
): Promise<ReadTimings> {
  const random = prng(options.seed);
  const pickId = () => options.invoiceIds[Math.floor(random() * options.invoiceIds.length)] as string;
  const floor = await series(api, options.runs, () => '/branches');
  const pdf = await series(api, options.runs, () => `/invoices/pdf/${pickId()}?type=invoice&action=download`);
  const invoiceJson = await series(api, options.runs, () => `/invoices/${pickId()}`);
  const aging = await series(api, options.runs, () => `/reports/aging/customer?asOf=${todayInLagos()}`);
  const agingAll = await series(api, options.runs, () => `/reports/aging/customer?asOf=${todayInLagos()}&limit=10000`);
  const agingExport = await series(
    api,
    options.runs,
    () => `/reports/aging/customer/export?format=csv&asOf=${todayInLagos()}`,
  );
  const lists: ReadTimings['lists'] = {};
  for (const list of options.lists) {
    const pages = Math.max(1, Math.ceil(list.rows / 10));
    const timing = await series(api, options.runs, () =>
      listPath(list.where, list.pages === 'last' ? pages : 1 + Math.floor(random() * pages)),
    );
    lists[list.name] = { ...timing, rows: list.rows };
  }
  return { pdf, invoiceJson, aging, agingAll, agingExport, lists, floor };
}
