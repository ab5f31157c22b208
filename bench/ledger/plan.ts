/**
 * The deterministic plan of the benchmark's ledger: which accounts are used, and the journal
 * entries (date, memo, four balanced lines by account code) drawn from a seeded PRNG. The same
 * seed and size always give the same entries, so the database load (generate.ts) and the
 * ledger-cli file (ledger-cli.ts) hold identical data without reading each other.
 */
import { type AccountType, nigerianChartOfAccounts, parentAccountSeeds } from '@owo/db';

export const FIRST_DATE = '2024-01-01';
export const LAST_DATE = '2026-12-31';
const DAY_MS = 86_400_000;

/** mulberry32: small, fast, and good enough to spread amounts and dates. */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface ChartAccount {
  code: string;
  name: string;
  type: AccountType;
  parent: string;
}

/** The starter chart every company gets (92 accounts), with each account's type and parent. */
export function starterChart(): ChartAccount[] {
  const parentOf = new Map<string, { name: string; accountType: AccountType }>();
  for (const parent of parentAccountSeeds) {
    for (const subCategory of parent.subCategories) parentOf.set(subCategory.name, parent);
  }
  return nigerianChartOfAccounts.map((seed) => {
    const parent = parentOf.get(seed.subCategory);
    if (!parent) throw new Error(`No parent for sub category ${seed.subCategory}`);
    return { code: seed.code, name: seed.name, type: parent.accountType, parent: parent.name };
  });
}

/** Twelve accounts of the starter chart the benchmark leaves unused, so entries touch 80. */
const UNUSED = new Set([
  '1210',
  '1320',
  '1410',
  '1800',
  '2130',
  '2510',
  '3200',
  '3310',
  '4520',
  '5020',
  '7100',
  '7300',
]);

export function benchAccounts(): ChartAccount[] {
  const used = starterChart().filter((account) => !UNUSED.has(account.code));
  if (used.length !== 80) throw new Error(`Expected 80 benchmark accounts, the chart gives ${used.length}`);
  return used;
}

export interface PlannedLine {
  code: string;
  debit: number;
  credit: number;
}

export interface PlannedEntry {
  /** 0-based position in the plan: entries come in date order. */
  index: number;
  date: string;
  memo: string;
  /** Milliseconds for the entry's UUIDv7: its date, 08:00 Lagos, plus its place in the day. */
  idTime: number;
  lines: PlannedLine[];
}

export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const dayMs = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** Every day of the three years, weekdays busier than Saturdays, Sundays quiet. */
function dayWeights(): { days: string[]; cumulative: number[] } {
  const days: string[] = [];
  const cumulative: number[] = [];
  let total = 0;
  for (let ms = dayMs(FIRST_DATE); ms <= dayMs(LAST_DATE); ms += DAY_MS) {
    const weekday = new Date(ms).getUTCDay();
    total += weekday === 0 ? 0.2 : weekday === 6 ? 0.5 : 1;
    days.push(isoDay(ms));
    cumulative.push(total);
  }
  return { days, cumulative: cumulative.map((value) => value / total) };
}

/**
 * `count` balanced four-line entries over 2024-01-01..2026-12-31, in date order. Mix: cash and bank
 * sales with VAT and a bank charge, credit sales with their cost, customer receipts, expenses with
 * VAT and WHT, and general entries between any four of the 80 accounts (so every account moves).
 */
export function* planEntries(options: { seed: number; count: number }): Generator<PlannedEntry> {
  const { days, cumulative } = dayWeights();
  const dayRandom = prng(options.seed);
  const perDay = new Array<number>(days.length).fill(0);
  for (let entry = 0; entry < options.count; entry += 1) {
    const u = dayRandom();
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] as number) < u) low = middle + 1;
      else high = middle;
    }
    perDay[low] = (perDay[low] as number) + 1;
  }

  const random = prng(options.seed ^ 0x9e3779b9);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  /** Log-uniform naira from 500 to 5,000,000, in kobo. */
  const amount = () => Math.round(Math.exp(Math.log(50_000) + random() * Math.log(10_000)));
  const accounts = benchAccounts();
  const codes = accounts.map((account) => account.code);
  const expenses = accounts.filter((account) => account.type === 'Expense' && account.code !== '7000');
  const debit = (code: string, value: number): PlannedLine => ({ code, debit: value, credit: 0 });
  const credit = (code: string, value: number): PlannedLine => ({ code, debit: 0, credit: value });

  let index = 0;
  for (let day = 0; day < days.length; day += 1) {
    const date = days[day] as string;
    const base = dayMs(date) + 7 * 3_600_000;
    for (let inDay = 0; inDay < (perDay[day] as number); inDay += 1) {
      const kind = random();
      let memo: string;
      let lines: PlannedLine[];
      const number = String(index + 1).padStart(7, '0');
      if (kind < 0.3) {
        const net = amount();
        const vat = Math.round(net * 0.075);
        const fee = Math.max(1, Math.min(Math.round((net + vat) * 0.005), 500_000));
        const money = random() < 0.7 ? '1050' : pick(['1000', '1020', '1010']);
        memo = `Cash sale S-${number}`;
        lines = [
          debit(money, net + vat - fee),
          debit('7000', fee),
          credit(random() < 0.75 ? '4000' : '4010', net),
          credit('2100', vat),
        ];
      } else if (kind < 0.45) {
        const price = amount();
        const cost = Math.max(1, Math.round(price * (0.55 + random() * 0.3)));
        memo = `Credit sale INV-${number}`;
        lines = [debit('1100', price), credit('4000', price), debit('5000', cost), credit('1200', cost)];
      } else if (kind < 0.6) {
        const received = amount();
        const deposit = Math.max(1, Math.round(received * random() * 0.2));
        const charge = Math.max(1, Math.min(Math.round(received * 0.001), 100_000));
        memo = `Customer receipt RCP-${number}`;
        lines = [
          debit('1050', received + deposit - charge),
          debit('7000', charge),
          credit('1100', received),
          credit('2300', deposit),
        ];
      } else if (kind < 0.85) {
        const net = amount();
        const vat = Math.round(net * 0.075);
        const wht = Math.max(1, Math.round(net * 0.05));
        const expense = pick(expenses);
        memo = `${expense.name} BILL-${number}`;
        lines = [
          debit(expense.code, net),
          debit('1400', vat),
          credit(random() < 0.6 ? '1050' : '2000', net + vat - wht),
          credit('2110', wht),
        ];
      } else {
        const chosen = new Set<string>();
        while (chosen.size < 4) chosen.add(pick(codes));
        const [a, b, c, d] = [...chosen] as [string, string, string, string];
        const first = amount();
        const second = amount();
        const third = 1 + Math.floor(random() * (first + second - 1));
        memo = `General journal GJ-${number}`;
        lines = [debit(a, first), debit(b, second), credit(c, third), credit(d, first + second - third)];
      }
      yield { index, date, memo, idTime: base + inDay, lines };
      index += 1;
    }
  }
}

/** A UUIDv7 from a given millisecond and the PRNG: time-ordered like newId(), but repeatable. */
export function uuidV7(ms: number, random: () => number): string {
  const hex = (value: number, digits: number) => Math.floor(value).toString(16).padStart(digits, '0');
  const time = ms.toString(16).padStart(12, '0');
  const randA = hex(random() * 0x1000, 3);
  const variant = (8 + Math.floor(random() * 4)).toString(16) + hex(random() * 0x1000, 3);
  const randB = hex(random() * 0x1000000, 6) + hex(random() * 0x1000000, 6);
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-7${randA}-${variant}-${randB}`;
}
