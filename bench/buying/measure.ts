/**
 * The timings of the buying benchmark (issue 27), through HTTP against the app started on the
 * generated database, as the web app calls it, signed in as the owner: the expense and bill lists
 * with the spec's filters (random pages across each and the last page), a vendor's open bills, the
 * payments made list, the vendor aging and vendor balances, and a bulk create of 500 expenses.
 */
import { addDays, todayInLagos, toNaira } from '@owo/core';
import type { Stat } from '../ledger/measure.ts';
import { stat } from '../ledger/measure.ts';
import { prng } from '../ledger/plan.ts';
import { type Api, series, timed } from '../sales/measure.ts';
import type { BuyingCompany } from './company.ts';

export interface ListCase {
  name: string;
  /** The list's path without paging ('/expenses?where[status]=PAID'). */
  path: string;
  rows: number;
  pages: 'random' | 'last';
}

const withPage = (path: string, page: number) => `${path}${path.includes('?') ? '&' : '?'}limit=10&page=${page}`;

async function totalOf(api: Api, path: string) {
  const answer = await api.call('GET', withPage(path, 1));
  if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${answer.text.slice(0, 300)}`);
  return (JSON.parse(answer.text) as { pageInfo: { total: number } }).pageInfo.total;
}

/** The lists timed, with how many rows each filter matches. */
export async function listCases(api: Api, company: BuyingCompany, vendors: { busiest: string; typical: string }) {
  const today = todayInLagos();
  const branch = company.branchIds[1] ?? company.branchIds[0] ?? '';
  const quarter = `range[startDate]=${addDays(today, -455)}&range[endDate]=${addDays(today, -365)}`;
  const paths: Array<[string, string, boolean]> = [
    ['expenses, no filter', '/expenses', true],
    ['expenses, status PAID', '/expenses?where[status]=PAID', false],
    ['expenses, status AWAITING-APPROVAL', '/expenses?where[status]=AWAITING-APPROVAL', false],
    ['expenses, status VOID', '/expenses?where[status]=VOID', false],
    ['expenses, period 90', '/expenses?where[period]=90', false],
    ['expenses, period THIS-MONTH', '/expenses?where[period]=THIS-MONTH', false],
    ['expenses, branch', `/expenses?where[branch]=${branch}`, true],
    ['expenses, range (a quarter a year ago)', `/expenses?${quarter}`, false],
    [
      'expenses, branch + PAID + 90 days',
      `/expenses?where[branch]=${branch}&where[status]=PAID&where[period]=90`,
      false,
    ],
    ['bills, no filter', '/expenses/bill', true],
    ['bills, status UNPAID', '/expenses/bill?where[status]=UNPAID', false],
    ['bills, status OVERDUE', '/expenses/bill?where[status]=OVERDUE', true],
    ['bills, status PARTLY_PAID', '/expenses/bill?where[status]=PARTLY_PAID', false],
    ['bills, status PAID', '/expenses/bill?where[status]=PAID', false],
    ['bills, status DRAFT', '/expenses/bill?where[status]=DRAFT', false],
    ['bills, period 90', '/expenses/bill?where[period]=90', false],
    ['bills, branch', `/expenses/bill?where[branch]=${branch}`, true],
    ['bills, vendor (the busiest)', `/expenses/bill?where[vendor]=${vendors.busiest}`, false],
    ['bills, range (a quarter a year ago)', `/expenses/bill?${quarter}`, false],
    [
      'bills, branch + OVERDUE + 365 days',
      `/expenses/bill?where[branch]=${branch}&where[status]=OVERDUE&where[period]=365`,
      false,
    ],
    ['bills, search "BILL-0042"', '/expenses/bill?where[search]=BILL-0042', false],
    ["vendor's open bills (the busiest)", `/expenses/bill/vendors/${vendors.busiest}`, false],
    ["vendor's open bills (a typical one)", `/expenses/bill/vendors/${vendors.typical}`, false],
    ['payments made, no filter', '/payments?where[type]=BILL', true],
    ['payments made, vendor (the busiest)', `/payments?where[type]=BILL&where[vendor]=${vendors.busiest}`, false],
    ['payments made, range (a quarter a year ago)', `/payments?where[type]=BILL&${quarter}`, false],
  ];
  const cases: ListCase[] = [];
  for (const [name, path, last] of paths) {
    const rows = await totalOf(api, path);
    cases.push({ name: `${name}, random page`, path, rows, pages: 'random' });
    if (last) cases.push({ name: `${name}, last page`, path, rows, pages: 'last' });
  }
  return cases;
}

export interface ReadTimings {
  floor: Stat & { bytes: number };
  lists: Record<string, Stat & { bytes: number; rows: number }>;
  agingVendor: Stat & { bytes: number };
  balancesVendor: Stat & { bytes: number };
  payables: Stat & { bytes: number };
}

export async function measureReads(api: Api, options: { runs: number; seed: number; lists: ListCase[] }) {
  const random = prng(options.seed);
  const today = todayInLagos();
  const floor = await series(api, options.runs, () => '/branches');
  const agingVendor = await series(api, options.runs, () => `/reports/aging/vendor?asOf=${today}`);
  const balancesVendor = await series(api, options.runs, () => `/reports/balances/vendor?asOf=${today}`);
  const payables = await series(api, options.runs, () => `/reports/payables?asOf=${today}`);
  const lists: ReadTimings['lists'] = {};
  for (const list of options.lists) {
    const pages = Math.max(1, Math.ceil(list.rows / 10));
    const timing = await series(api, options.runs, () =>
      withPage(list.path, list.pages === 'last' ? pages : 1 + Math.floor(random() * pages)),
    );
    lists[list.name] = { ...timing, rows: list.rows };
  }
  return { floor, agingVendor, balancesVendor, payables, lists } satisfies ReadTimings;
}

export interface BulkTiming extends Stat {
  expenses: number;
  failures: number;
}

/** POST /api/expenses/bulk with `size` expenses (paid at once, VAT on half), `runs` times. */
export async function bulkCreate(
  api: Api,
  company: BuyingCompany,
  options: { runs: number; size: number; seed: number },
) {
  const random = prng(options.seed);
  const today = todayInLagos();
  const samples: number[] = [];
  let failures = 0;
  for (let run = 0; run < options.runs; run += 1) {
    const expenses = Array.from({ length: options.size }, (_, index) => {
      const vendor = company.vendors[Math.floor(random() * company.vendors.length)];
      return {
        vendor: vendor?.id,
        branch: vendor?.branchId ?? company.branchIds[0],
        date: addDays(today, -Math.floor(random() * 20)),
        referenceNo: `BULK-${run}-${index}`,
        paymentMethod: company.paymentMethodId,
        bank: company.accounts.bank,
        items: [
          {
            chartofAccount: company.categories[Math.floor(random() * company.categories.length)],
            description: 'Diesel for the generator',
            price: toNaira((1_000 + Math.floor(random() * 50_000)) * 100),
            tax: index % 2 === 0 ? [{ id: company.vat.id }] : [],
          },
        ],
      };
    });
    const { ms, value } = await timed(() => api.call('POST', '/expenses/bulk', { expenses }));
    if (value.status === 201) samples.push(ms);
    else {
      failures += 1;
      console.error(`  bulk create refused: ${value.status} ${value.text.slice(0, 300)}`);
    }
  }
  return { ...stat(samples), expenses: options.size, failures } satisfies BulkTiming;
}
