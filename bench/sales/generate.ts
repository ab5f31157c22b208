/**
 * The data of the selling benchmark (issue 14): in one fresh PostgreSQL database, a big company
 * with 5 branches, 10,000 customers and (by default) 97,000 approved invoices over the last two
 * years with their payments, beside five small companies with 2 branches, 300 customers and 2,000
 * invoices each (so every query has other tenants' rows to skip). index.ts then adds the last
 * invoices through the API and times it.
 *
 * Companies are set up through the real setupCompany() (bench/ledger/generate.ts); customers by
 * INSERT ... SELECT over generate_series as the catalogue bench writes them; products through the
 * products table as the products module keeps them: services and goods not tracked for the bulk
 * invoices, and two tracked goods for the API's (stocked through POST /api/products/stock).
 *
 * Invoices are planned here from a seeded PRNG and written as the services write them:
 * - the totals by the core's documentTotals(), the entry's lines by the server's own pure
 *   salesEntryLines() (sales.posting.ts: receivables with the customer, revenue per line's account
 *   and product, VAT output with the tax, the discount), the payment's by paymentEntryLines()
 *   (bank, WHT receivable, receivables with the customer);
 * - documents with the status, amount paid and due, home amount paid, entry id and approval
 *   the services leave; document_lines with each line's amount, discount and charged taxes;
 *   the 'created', 'approved' and 'paid' events; payments and payment_allocations;
 * - journal entries and lines as post() writes them (source type and id, branch, contact, product,
 *   tax), many per INSERT ... SELECT FROM json_populate_recordset, a batch per transaction, and the
 *   ledger settled after each commit, as bench/ledger does. No trigger is turned off: at each
 *   commit the deferred trigger checks every entry (balanced, two lines, lock date), and the lines
 *   guard checks they were written by the entry's own transaction.
 * Statuses follow age: old invoices are mostly paid, recent ones mostly open; some open invoices
 * are past their due date (overdue), some partly paid, a tenth of payments have tax withheld.
 * Tracked goods are left to the API's invoices: a bulk sale of them would need stock movements
 * and costs in step with the positions, and no figure measured here reads stock.
 *
 * Afterwards: the ledger bench's verifyLedger() (daily and monthly totals = a scan of the lines,
 * numbers gap-free, trial balance = scan) and tieOut() (what open invoices owe = each customer's
 * receivables lines).
 */
import { hash } from '@node-rs/argon2';
import { todayInLagos } from '@owo/core';
import { branches, type Database, newId, seedReferenceData, users } from '@owo/db';
import { sql } from 'drizzle-orm';
import { settleLedger } from '../../apps/server/src/ledger/settle.ts';
import { insertCustomers } from '../catalogue/generate.ts';
import { type BenchCompany, setUpCompanies } from '../ledger/companies.ts';
import type { BenchDatabase } from '../ledger/database.ts';
import { BENCH_EMAIL, BENCH_PASSWORD } from '../ledger/generate.ts';
import { prng } from '../ledger/plan.ts';
import { rows, verifyLedger } from '../ledger/verify.ts';
import { insertProducts, readCompany, readSalesData, type SalesCompany, type SalesData } from './company.ts';
import { type PlannedInvoice, planInvoices } from './invoice-plan.ts';
import { emptyBatch, insertJson, invoiceRows, type Numbering } from './invoice-rows.ts';

export interface SalesOptions {
  /** Invoices of the big company written in bulk (the API adds the rest). */
  bulkInvoices: number;
  customers: number;
  branches: number;
  otherCompanies: number;
  otherInvoices: number;
  otherCustomers: number;
  /** How far back invoice dates go. */
  days: number;
  seed: number;
  log: (line: string) => void;
}

export const defaultSalesOptions: Omit<SalesOptions, 'log'> = {
  bulkInvoices: 97_000,
  customers: 10_000,
  branches: 5,
  otherCompanies: 5,
  otherInvoices: 2_000,
  otherCustomers: 300,
  days: 730,
  seed: 14_2026,
};

const milliseconds = (start: number) => Math.round(performance.now() - start);

export interface LoadTiming {
  writeMs: number;
  commitMs: number;
  settleMs: number;
  invoices: number;
  payments: number;
  entries: number;
  lines: number;
}

/**
 * Writes the planned invoices of a company and their payments, a batch per transaction, and
 * settles the ledger after each commit as the services do.
 */
export async function bulkInvoices(
  db: Database,
  company: SalesCompany,
  userId: string,
  options: {
    count: number;
    days: number;
    seed: number;
    today: string;
    /** ANALYZE as the tables grow (off for companies loaded once the tables are large). */
    analyze: boolean;
    progress?: (done: number) => void;
  },
): Promise<LoadTiming> {
  const idRandom = prng(options.seed + 2);
  const numbering: Numbering = { invoices: 0, payments: 0 };
  const timing: LoadTiming = { writeMs: 0, commitMs: 0, settleMs: 0, invoices: 0, payments: 0, entries: 0, lines: 0 };
  let analyzedAt = 0;
  let pending: PlannedInvoice[] = [];
  const flush = async () => {
    if (pending.length === 0) return;
    const batch = emptyBatch();
    for (const invoice of pending) invoiceRows(batch, company, userId, invoice, numbering, idRandom);
    const begun = performance.now();
    let written = begun;
    await db.transaction(async (executor) => {
      await insertJson(executor, 'documents', batch.documents);
      await insertJson(executor, 'document_lines', batch.lines);
      await insertJson(executor, 'document_events', batch.events);
      await insertJson(executor, 'journal_entries', batch.entries);
      await insertJson(executor, 'journal_lines', batch.entryLines);
      await insertJson(executor, 'payments', batch.payments);
      await insertJson(executor, 'payment_allocations', batch.allocations);
      written = performance.now();
    });
    const committed = performance.now();
    await settleLedger(db, company.id);
    timing.writeMs += written - begun;
    timing.commitMs += committed - written;
    timing.settleMs += performance.now() - committed;
    timing.invoices += pending.length;
    timing.payments += batch.payments.length;
    timing.entries += batch.entries.length;
    timing.lines += batch.entryLines.length;
    // As autovacuum would: plans cached by the ledger triggers need statistics of the moment.
    if (options.analyze && timing.invoices >= 500 && timing.invoices >= analyzedAt * 1.25) {
      await db.execute(
        sql`analyze journal_entries, journal_lines, account_daily_totals, account_monthly_totals, documents, document_lines, payments, payment_allocations`,
      );
      analyzedAt = timing.invoices;
    }
    options.progress?.(timing.invoices);
    pending = [];
  };
  for (const invoice of planInvoices(company, options)) {
    pending.push(invoice);
    if (pending.length >= Math.max(250, Math.min(1000, Math.floor(timing.invoices / 2)))) await flush();
  }
  await flush();
  // The numbers the services take next (sales.store documentNumber, payments paymentNumber).
  for (const [kind, last] of [
    ['sales-invoice', numbering.invoices],
    ['customer-payment', numbering.payments],
  ] as const) {
    await db.execute(sql`insert into document_sequences (company_id, kind, last_number) values (${company.id}, ${kind}, ${last})
      on conflict (company_id, kind) do update set last_number = excluded.last_number`);
  }
  return timing;
}

/** Sets up the companies, customers and products, then the bulk invoices. */
export async function generateSales(database: BenchDatabase, options: SalesOptions): Promise<SalesData> {
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
  const companies: BenchCompany[] = await setUpCompanies(db, userId, 1 + options.otherCompanies);
  const [bigCompany, ...otherCompanies] = companies;
  if (!bigCompany) throw new Error('no companies');
  for (const company of companies) {
    const extra = company === bigCompany ? options.branches - 1 : 1;
    for (let index = 1; index <= extra; index += 1) {
      await db
        .insert(branches)
        .values({ companyId: company.id, id: newId(), name: `Branch ${index}`, address: `${index} Marina, Lagos` });
    }
    const branchRows = await rows<{ id: string }>(db, sql`select id from branches where company_id = ${company.id}`);
    await insertCustomers(
      db,
      company.id,
      company === bigCompany ? options.customers : options.otherCustomers,
      branchRows.map((row) => row.id),
    );
    await insertProducts(db, company.id, company === bigCompany ? 2 : 0);
  }
  timings.setupMs = milliseconds(started);
  log(
    `  ${companies.length} companies set up (setupCompany), ${options.customers.toLocaleString('en')} customers ` +
      `in the big one, in ${timings.setupMs} ms`,
  );

  const big = await readCompany(db, bigCompany.id);
  started = performance.now();
  let nextReport = 0.1;
  const load = await bulkInvoices(db, big, userId, {
    count: options.bulkInvoices,
    days: options.days,
    seed: options.seed,
    today,
    analyze: true,
    progress: (done) => {
      if (done / options.bulkInvoices >= nextReport - 1e-9) {
        log(
          `  big company: ${done.toLocaleString('en')} invoices in ${((performance.now() - started) / 1000).toFixed(1)} s`,
        );
        nextReport += 0.1;
      }
    },
  });
  timings.bigLoadMs = milliseconds(started);
  log(
    `  big company: ${load.invoices.toLocaleString('en')} invoices, ${load.payments.toLocaleString('en')} payments, ` +
      `${load.entries.toLocaleString('en')} entries / ${load.lines.toLocaleString('en')} lines in ${(timings.bigLoadMs / 1000).toFixed(1)} s ` +
      `(writes ${(load.writeMs / 1000).toFixed(1)} s, commits ${(load.commitMs / 1000).toFixed(1)} s, settling ${(load.settleMs / 1000).toFixed(1)} s)`,
  );

  started = performance.now();
  for (const [index, other] of otherCompanies.entries()) {
    await bulkInvoices(db, await readCompany(db, other.id), userId, {
      count: options.otherInvoices,
      days: options.days,
      seed: options.seed + 100 * (index + 1),
      today,
      analyze: false,
    });
  }
  timings.othersMs = milliseconds(started);
  log(
    `  ${otherCompanies.length} small companies: ${options.otherInvoices.toLocaleString('en')} invoices each in ${timings.othersMs} ms`,
  );

  started = performance.now();
  await db.execute(sql`vacuum analyze`);
  timings.vacuumMs = milliseconds(started);
  started = performance.now();
  const ledger = await verifyLedger(db, bigCompany);
  timings.verifyMs = milliseconds(started);
  log(
    `  vacuum analyze ${timings.vacuumMs} ms; ledger verified in ${timings.verifyMs} ms (totals = scan of lines, ` +
      `numbers gap-free, trial balance = scan; ${ledger.entries.toLocaleString('en')} entries, ${ledger.lines.toLocaleString('en')} lines)`,
  );
  const data = await readSalesData(db);
  return { ...data, timings };
}

export interface TieOut {
  companies: number;
  customers: number;
  mismatchedCustomers: number;
  /** Σ amount_due of open invoices, kobo, all companies. */
  amountDue: number;
  /** Σ receivables lines (debit − credit) with a customer, kobo, all companies. */
  receivables: number;
  tiesOut: boolean;
}

/**
 * One query: per company and customer, the amount due of their open (unpaid, partly paid)
 * invoices against their lines on the receivables account (reversed pairs left out). Every
 * customer's two figures must be equal.
 */
export async function tieOut(db: Database): Promise<TieOut> {
  const [row] = await rows<{
    companies: number;
    customers: number;
    mismatched: number;
    amount_due: string;
    receivables: string;
  }>(
    db,
    sql`with due as (
          select company_id, contact_id as customer_id, sum(amount_due)::bigint as amount from documents
          where kind = 'invoice' and status in ('unpaid', 'partly-paid') group by 1, 2
        ), ledger as (
          select line.company_id, line.contact_id as customer_id, sum(line.debit - line.credit)::bigint as amount
          from journal_lines line
          join accounts account on account.company_id = line.company_id and account.id = line.account_id
            and account.system_key = 'receivables'
          join journal_entries entry on entry.company_id = line.company_id and entry.id = line.entry_id
          where entry.reverses_entry_id is null and entry.reversed_by_entry_id is null
          group by 1, 2
        )
        select count(distinct company_id)::int as companies, count(*)::int as customers,
          count(*) filter (where coalesce(due.amount, 0) <> coalesce(ledger.amount, 0))::int as mismatched,
          coalesce(sum(due.amount), 0)::text as amount_due, coalesce(sum(ledger.amount), 0)::text as receivables
        from due full join ledger using (company_id, customer_id)`,
  );
  const mismatched = Number(row?.mismatched ?? -1);
  return {
    companies: Number(row?.companies ?? 0),
    customers: Number(row?.customers ?? 0),
    mismatchedCustomers: mismatched,
    amountDue: Number(row?.amount_due ?? 0),
    receivables: Number(row?.receivables ?? 0),
    tiesOut: mismatched === 0 && row?.amount_due === row?.receivables,
  };
}
