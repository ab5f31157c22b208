/**
 * The data of the buying benchmark (issue 27): in one fresh PostgreSQL database, ONE company with
 * 5 branches, some thousands of vendors, 100,000 bills (drafts, awaiting approval, unpaid, partly
 * paid, paid, void) with their vendor payments, and 200,000 expenses (paid, awaiting approval,
 * void) over the last two years.
 *
 * As bench/sales writes invoices: the company through the real setupCompany(); vendors by INSERT
 * ... SELECT over generate_series; bills and expenses planned from a seeded PRNG (plan.ts) and
 * written as the services write them (rows.ts: totals by the core's documentTotals(), entries by
 * the server's own purchaseEntryLines() and vendorPaymentEntryLines()), many rows per INSERT ...
 * SELECT FROM json_populate_recordset, a batch per transaction with every ledger trigger on (each
 * entry checked balanced at commit) and the ledger settled after each commit, so the totals per
 * contact the vendor aging reads are kept as the app keeps them.
 *
 * Afterwards bench/ledger's verifyLedger() and tieOut(): what open bills owe equals each vendor's
 * payables lines (credits less debits).
 */
import { hash } from '@node-rs/argon2';
import { todayInLagos } from '@owo/core';
import { branches, type Database, newId, seedReferenceData, users } from '@owo/db';
import { sql } from 'drizzle-orm';
import { settleLedger } from '../../apps/server/src/ledger/settle.ts';
import { setUpCompanies } from '../ledger/companies.ts';
import type { BenchDatabase } from '../ledger/database.ts';
import { BENCH_EMAIL, BENCH_PASSWORD } from '../ledger/generate.ts';
import { prng } from '../ledger/plan.ts';
import { rows, verifyLedger } from '../ledger/verify.ts';
import { insertJson } from '../sales/invoice-rows.ts';
import { type BuyingCompany, insertVendors, readBuyingCompany } from './company.ts';
import { type PlannedBill, type PlannedExpense, planBills, planExpenses } from './plan.ts';
import { type BatchRows, billRows, emptyBatch, expenseRows, type Numbering } from './rows.ts';

export interface BuyingOptions {
  bills: number;
  expenses: number;
  vendors: number;
  branches: number;
  days: number;
  seed: number;
  log: (line: string) => void;
}

export const defaultBuyingOptions: Omit<BuyingOptions, 'log'> = {
  bills: 100_000,
  expenses: 200_000,
  vendors: 3_000,
  branches: 5,
  days: 730,
  seed: 27_2026,
};

export interface LoadTiming {
  ms: number;
  documents: number;
  payments: number;
  entries: number;
  lines: number;
}

async function writeBatch(db: Database, companyId: string, batch: BatchRows) {
  await db.transaction(async (executor) => {
    await insertJson(executor, 'documents', batch.documents);
    await insertJson(executor, 'document_lines', batch.lines);
    await insertJson(executor, 'document_events', batch.events);
    await insertJson(executor, 'journal_entries', batch.entries);
    await insertJson(executor, 'journal_lines', batch.entryLines);
    await insertJson(executor, 'payments', batch.payments);
    await insertJson(executor, 'payment_allocations', batch.allocations);
    if (batch.reversed.length > 0) {
      // As reverse() marks the original once its reversal is written.
      await executor.execute(sql`update journal_entries entry set reversed_by_entry_id = pair.reversal
        from json_to_recordset(${JSON.stringify(batch.reversed.map(([original, reversal]) => ({ original, reversal })))}::json)
          as pair(original uuid, reversal uuid)
        where entry.company_id = ${companyId} and entry.id = pair.original`);
    }
  });
  await settleLedger(db, companyId);
}

/** Writes planned documents a batch per transaction, the ledger settled after each, analyzing as the tables grow. */
async function bulkWrite<Planned>(
  db: Database,
  company: BuyingCompany,
  planned: Iterable<Planned>,
  add: (batch: BatchRows, one: Planned) => void,
  progress: (done: number) => void,
): Promise<LoadTiming> {
  const started = performance.now();
  const timing: LoadTiming = { ms: 0, documents: 0, payments: 0, entries: 0, lines: 0 };
  let batch = emptyBatch();
  let pending = 0;
  let analyzedAt = 0;
  const flush = async () => {
    if (pending === 0) return;
    await writeBatch(db, company.id, batch);
    timing.documents += pending;
    timing.payments += batch.payments.length;
    timing.entries += batch.entries.length;
    timing.lines += batch.entryLines.length;
    if (timing.documents >= 500 && timing.documents >= analyzedAt * 1.25) {
      await db.execute(
        sql`analyze journal_entries, journal_lines, account_daily_totals, account_monthly_totals, documents, document_lines, payments, payment_allocations`,
      );
      analyzedAt = timing.documents;
    }
    progress(timing.documents);
    batch = emptyBatch();
    pending = 0;
  };
  for (const one of planned) {
    add(batch, one);
    pending += 1;
    if (pending >= Math.max(250, Math.min(1000, Math.floor(timing.documents / 2)))) await flush();
  }
  await flush();
  timing.ms = Math.round(performance.now() - started);
  return timing;
}

const progressLog = (log: (line: string) => void, what: string, total: number) => {
  const started = performance.now();
  let next = 0.2;
  return (done: number) => {
    if (done / total < next - 1e-9) return;
    log(`  ${done.toLocaleString('en')} ${what} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    next += 0.2;
  };
};

/** The user, the company, its branches and vendors, then the bulk bills (with payments) and expenses. */
export async function generateBuying(database: BenchDatabase, options: BuyingOptions) {
  const { log } = options;
  const db = database.handle.db;
  const today = todayInLagos();
  await database.handle.migrate();
  await seedReferenceData(db);
  const timings: Record<string, number> = {};
  let started = performance.now();
  const userId = newId();
  await db.insert(users).values({
    id: userId,
    email: BENCH_EMAIL,
    passwordHash: await hash(BENCH_PASSWORD),
    firstName: 'Bench',
    lastName: 'Runner',
    phoneNumber: '08031234567',
    emailVerifiedAt: new Date(),
    termsAcceptedAt: new Date(),
  });
  const [bench] = await setUpCompanies(db, userId, 1);
  if (!bench) throw new Error('no company');
  for (let index = 1; index < options.branches; index += 1) {
    await db
      .insert(branches)
      .values({ companyId: bench.id, id: newId(), name: `Branch ${index}`, address: `${index} Marina, Lagos` });
  }
  const branchRows = await rows<{ id: string }>(db, sql`select id from branches where company_id = ${bench.id}`);
  await insertVendors(
    db,
    bench.id,
    options.vendors,
    branchRows.map((row) => row.id),
  );
  timings.setupMs = Math.round(performance.now() - started);
  log(`  company set up (setupCompany), ${options.vendors.toLocaleString('en')} vendors, in ${timings.setupMs} ms`);

  const company = await readBuyingCompany(db);
  const numbering: Numbering = { bills: 0, expenses: 0, payments: 0 };
  const idRandom = prng(options.seed + 2);
  const plan = { days: options.days, today };
  const bills = await bulkWrite<PlannedBill>(
    db,
    company,
    planBills(company, { ...plan, count: options.bills, seed: options.seed }),
    (batch, bill) => billRows(batch, company, bill, numbering, idRandom),
    progressLog(log, 'bills', options.bills),
  );
  log(
    `  ${bills.documents.toLocaleString('en')} bills, ${bills.payments.toLocaleString('en')} vendor payments, ` +
      `${bills.entries.toLocaleString('en')} entries / ${bills.lines.toLocaleString('en')} lines in ${(bills.ms / 1000).toFixed(1)} s`,
  );
  const expenses = await bulkWrite<PlannedExpense>(
    db,
    company,
    planExpenses(company, { ...plan, count: options.expenses, seed: options.seed + 50 }),
    (batch, expense) => expenseRows(batch, company, expense, numbering, idRandom),
    progressLog(log, 'expenses', options.expenses),
  );
  log(
    `  ${expenses.documents.toLocaleString('en')} expenses, ${expenses.entries.toLocaleString('en')} entries / ` +
      `${expenses.lines.toLocaleString('en')} lines in ${(expenses.ms / 1000).toFixed(1)} s`,
  );
  timings.billsMs = bills.ms;
  timings.expensesMs = expenses.ms;
  // The numbers the services take next (nextBillNumber, expenseNumber, recordVendorPayment).
  for (const [kind, last] of [
    ['purchases-bill', numbering.bills],
    ['purchases-expense', numbering.expenses],
    ['vendor-payment', numbering.payments],
  ] as const) {
    await db.execute(sql`insert into document_sequences (company_id, kind, last_number) values (${company.id}, ${kind}, ${last})
      on conflict (company_id, kind) do update set last_number = excluded.last_number`);
  }
  started = performance.now();
  await db.execute(sql`vacuum analyze`);
  timings.vacuumMs = Math.round(performance.now() - started);
  started = performance.now();
  const ledger = await verifyLedger(db, bench);
  timings.verifyMs = Math.round(performance.now() - started);
  log(
    `  vacuum analyze ${timings.vacuumMs} ms; ledger verified in ${timings.verifyMs} ms (totals = scan of lines, ` +
      `numbers gap-free, trial balance = scan; ${ledger.entries.toLocaleString('en')} entries, ${ledger.lines.toLocaleString('en')} lines)`,
  );
  return { company, timings };
}

export interface TieOut {
  vendors: number;
  mismatchedVendors: number;
  /** Σ home amount due of open bills, kobo. */
  billsDue: number;
  /** Σ payables lines (credit − debit) with a vendor, reversed pairs left out, kobo. */
  payables: number;
  tiesOut: boolean;
}

/** Per vendor: what their open bills owe against their lines on the payables account. */
export async function tieOut(db: Database, companyId: string): Promise<TieOut> {
  const [row] = await rows<{ vendors: number; mismatched: number; due: string; payables: string }>(
    db,
    sql`with due as (
          select contact_id as vendor, sum(home_total - home_amount_paid)::bigint as amount from documents
          where company_id = ${companyId} and kind = 'bill' and status in ('unpaid', 'partly-paid') group by 1
        ), ledger as (
          select line.contact_id as vendor, sum(line.credit - line.debit)::bigint as amount
          from journal_lines line
          join accounts account on account.company_id = line.company_id and account.id = line.account_id
            and account.system_key = 'payables'
          join journal_entries entry on entry.company_id = line.company_id and entry.id = line.entry_id
          where line.company_id = ${companyId} and entry.reverses_entry_id is null and entry.reversed_by_entry_id is null
          group by 1
        )
        select count(*)::int as vendors,
          count(*) filter (where coalesce(due.amount, 0) <> coalesce(ledger.amount, 0))::int as mismatched,
          coalesce(sum(due.amount), 0)::text as due, coalesce(sum(ledger.amount), 0)::text as payables
        from due full join ledger using (vendor)`,
  );
  const mismatched = Number(row?.mismatched ?? -1);
  return {
    vendors: Number(row?.vendors ?? 0),
    mismatchedVendors: mismatched,
    billsDue: Number(row?.due ?? 0),
    payables: Number(row?.payables ?? 0),
    tiesOut: mismatched === 0 && row?.due === row?.payables,
  };
}
