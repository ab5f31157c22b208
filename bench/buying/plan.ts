import { addDays, type DocumentDiscount, type DocumentTotals, documentTotals, type Kobo } from '@owo/core';
import { dayMs, isoDay, prng, uuidV7 } from '../ledger/plan.ts';
import type { BuyingCompany } from './company.ts';

/*
 * The plan of the bulk bills and expenses (generate.ts): from a seeded PRNG, dates sorted so numbers
 * rise with dates, statuses following age as they would in a shop's books.
 */

export interface PlannedLine {
  accountId: string;
  quantityMilli: number;
  unitPrice: Kobo;
  taxed: boolean;
  description: string;
}

export type BillOutcome = 'draft' | 'awaiting-approval' | 'void' | 'approved';

export interface PlannedBill {
  id: string;
  date: string;
  dueDate: string;
  vendorId: string;
  branchId: string;
  reference: string;
  lines: PlannedLine[];
  discount: DocumentDiscount;
  totals: DocumentTotals;
  outcome: BillOutcome;
  /** Settled by the vendor payment (approved bills only). */
  settled: Kobo;
  paymentDate: string | null;
  idTime: number;
}

export type ExpenseOutcome = 'paid' | 'awaiting-approval' | 'void';

export interface PlannedExpense {
  id: string;
  date: string;
  vendorId: string;
  branchId: string;
  reference: string;
  lines: PlannedLine[];
  totals: DocumentTotals;
  outcome: ExpenseOutcome;
  idTime: number;
}

const descriptions = [
  'Diesel for the generator',
  'Shop rent',
  'Internet',
  'Cleaning',
  'Repairs',
  'Packaging',
  'Haulage',
];
const terms = [0, 7, 14, 30, 30, 30, 45, 60];

/** Sorted day offsets back from today, oldest first. */
const sortedOffsets = (random: () => number, count: number, days: number) =>
  Array.from({ length: count }, () => Math.floor(random() * days)).sort((a, b) => b - a);

function planLines(company: BuyingCompany, random: () => number, most: number, quantity: boolean): PlannedLine[] {
  const count = 1 + Math.floor(random() * most);
  return Array.from({ length: count }, () => ({
    accountId: company.categories[Math.floor(random() * company.categories.length)] as string,
    quantityMilli: quantity ? (1 + Math.floor(random() * 5)) * 1000 : 1000,
    unitPrice: (2_000 + Math.floor(random() * 200) * 500) * 100,
    taxed: random() < 0.7,
    description: descriptions[Math.floor(random() * descriptions.length)] as string,
  }));
}

function totalsOf(company: BuyingCompany, lines: readonly PlannedLine[], discount: DocumentDiscount) {
  return documentTotals({
    lines: lines.map((line) => ({
      quantityMilli: line.quantityMilli,
      unitPrice: line.unitPrice,
      taxes: line.taxed ? [{ id: company.vat.id, rateBasisPoints: company.vat.rateBasisPoints }] : [],
    })),
    discount,
    exchangeRate: '1',
  });
}

/** A vendor (some are billed far more often than others) and the branch it deals with. */
function party(company: BuyingCompany, random: () => number) {
  const vendor = company.vendors[Math.floor(company.vendors.length * random() ** 1.8)];
  if (!vendor) throw new Error('no vendors');
  const branchId =
    vendor.branchId && random() < 0.8
      ? vendor.branchId
      : (company.branchIds[Math.floor(random() * company.branchIds.length)] as string);
  return { vendorId: vendor.id, branchId };
}

export function* planBills(
  company: BuyingCompany,
  options: { count: number; days: number; seed: number; today: string },
): Generator<PlannedBill> {
  const random = prng(options.seed);
  const idRandom = prng(options.seed + 1);
  const todayMs = dayMs(options.today);
  const offsets = sortedOffsets(random, options.count, options.days);
  for (let index = 0; index < options.count; index += 1) {
    const offset = offsets[index] ?? 0;
    const dateMs = todayMs - offset * 86_400_000;
    const date = isoDay(dateMs);
    const lines = planLines(company, random, 3, true);
    const discount: DocumentDiscount = random() < 0.1 ? { type: 'percentage', basisPoints: 500 } : { type: 'none' };
    const totals = totalsOf(company, lines, discount);
    // Drafts and bills waiting for approval are mostly recent; a few bills are voided.
    const chance = random();
    const young = offset < 45;
    const outcome: BillOutcome =
      chance < (young ? 0.06 : 0.005)
        ? 'draft'
        : chance < (young ? 0.12 : 0.01)
          ? 'awaiting-approval'
          : chance < (young ? 0.14 : 0.035)
            ? 'void'
            : 'approved';
    let settled = 0;
    if (outcome === 'approved') {
      const paid = offset > 90 ? 0.85 : offset > 30 ? 0.5 : 0.15;
      const partly = offset > 90 ? 0.07 : 0.15;
      const roll = random();
      if (roll < paid) settled = totals.total;
      else if (roll < paid + partly)
        settled = Math.max(100, Math.round((totals.total * (0.2 + random() * 0.6)) / 100) * 100);
    }
    const paymentDate =
      settled > 0 ? isoDay(dateMs + Math.floor(random() * Math.min(60, offset + 1)) * 86_400_000) : null;
    const idTime = dateMs + 8 * 3_600_000 + Math.floor(random() * 10 * 3_600_000);
    yield {
      id: uuidV7(idTime, idRandom),
      date,
      dueDate: addDays(date, terms[Math.floor(random() * terms.length)] ?? 30),
      ...party(company, random),
      reference: `INV/${String(10_000 + Math.floor(random() * 90_000))}`,
      lines,
      discount,
      totals,
      outcome,
      settled,
      paymentDate,
      idTime,
    };
  }
}

export function* planExpenses(
  company: BuyingCompany,
  options: { count: number; days: number; seed: number; today: string },
): Generator<PlannedExpense> {
  const random = prng(options.seed);
  const idRandom = prng(options.seed + 1);
  const todayMs = dayMs(options.today);
  const offsets = sortedOffsets(random, options.count, options.days);
  for (let index = 0; index < options.count; index += 1) {
    const offset = offsets[index] ?? 0;
    const dateMs = todayMs - offset * 86_400_000;
    const lines = planLines(company, random, 2, false);
    const chance = random();
    const outcome: ExpenseOutcome =
      chance < (offset < 30 ? 0.05 : 0.004) ? 'awaiting-approval' : chance < 0.97 ? 'paid' : 'void';
    const idTime = dateMs + 8 * 3_600_000 + Math.floor(random() * 10 * 3_600_000);
    yield {
      id: uuidV7(idTime, idRandom),
      date: isoDay(dateMs),
      ...party(company, random),
      reference: `RCPT-${String(100_000 + Math.floor(random() * 900_000))}`,
      lines,
      totals: totalsOf(company, lines, { type: 'none' }),
      outcome,
      idTime,
    };
  }
}
