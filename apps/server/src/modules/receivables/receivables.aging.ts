import {
  type Aging,
  type AgingBucket,
  addDays,
  agingBucket,
  agingBuckets,
  bucketEnds,
  daysOverdue,
  type Kobo,
  type OwedDocument,
  toNaira,
} from '@owo/core';
import type { Transaction } from '@owo/db';
import { type SQL, sql } from 'drizzle-orm';
import { contactBalancesAsOf } from '../../ledger/balances.ts';
import { queryRows } from '../../ledger/database.ts';
import { systemAccount } from '../../ledger/system-accounts.ts';
import {
  type AsOfQuery,
  approved,
  byContactName,
  type Context,
  checkedBranch,
  inIds,
  kindLiteral,
  type PageQuery,
  readInvoices,
  settledAfter,
  sideOf,
  splitOverInvoices,
} from './receivables.read.ts';

/** A customer's receivables on a date, and what their open invoices owe by aging column. */
interface AgingSummary extends Record<AgingBucket, Kobo> {
  customer: string | null;
  /** Their lines on the receivables account up to the date. */
  balance: Kobo;
  /** What their invoices open today owe, over the columns: with nothing settled after the date, what they owed then. */
  owed: Kobo;
}

const agingColumns = [...agingBuckets, 'total'] as const;

const emptyAging = (): Record<AgingBucket | 'total', Kobo> => ({
  current: 0,
  days1To30: 0,
  days31To60: 0,
  days61To90: 0,
  over90: 0,
  total: 0,
});

const agingInNaira = (amounts: Record<AgingBucket | 'total', Kobo>) => ({
  current: toNaira(amounts.current),
  days1To30: toNaira(amounts.days1To30),
  days31To60: toNaira(amounts.days31To60),
  days61To90: toNaira(amounts.days61To90),
  over90: toNaira(amounts.over90),
  total: toNaira(amounts.total),
});

/** The columns of a customer whose open invoices explain their balance: theirs, and a shortfall on no invoice (current). */
const columnsOf = (row: AgingSummary): Record<AgingBucket | 'total', Kobo> => ({
  current: row.current + row.balance - row.owed,
  days1To30: row.days1To30,
  days31To60: row.days31To60,
  days61To90: row.days61To90,
  over90: row.over90,
  total: row.balance,
});

/** Adds invoices' owed amounts by column, and what is on no invoice as current. */
function addSplit(
  byCustomer: Map<string | null, Record<AgingBucket | 'total', Kobo>>,
  { invoices, notOnInvoice }: { invoices: OwedDocument[]; notOnInvoice: Map<string | null, Kobo> },
  asOf: string,
) {
  const add = (customer: string | null, bucket: AgingBucket, amount: Kobo) => {
    const amounts = byCustomer.get(customer) ?? emptyAging();
    amounts[bucket] += amount;
    amounts.total += amount;
    byCustomer.set(customer, amounts);
  };
  for (const invoice of invoices) add(invoice.contactId, agingBucket(daysOverdue(invoice, asOf)), invoice.owed);
  for (const [customer, amount] of notOnInvoice) add(customer, 'current', amount);
}

interface AgingStatementRow extends AgingSummary {
  /** Every customer shown (split ones included), and the columns summed over those not split. */
  count: number;
  total_current: Kobo;
  total_days1To30: Kobo;
  total_days31To60: Kobo;
  total_days61To90: Kobo;
  total_over90: Kobo;
  total_total: Kobo;
  /** The customer's place in name order when on the page; null for a split customer elsewhere. */
  position: number | null;
  name: string | null;
  /**
   * Split invoice by invoice: an invoice settled after the date, or a balance above what open
   * invoices owe. Null on the one row a page past the end answers (the totals alone).
   */
  split: boolean | null;
}

/**
 * What open invoices owe summed per aging column, as agingBucket reads them: each column's days
 * past due are turned into a range of due dates here, so an invoice is compared by its due date
 * alone (which documents_open_contact_idx holds).
 */
function agingSums(asOf: string): SQL {
  let later: string | undefined;
  const sums = bucketEnds.map(([bucket, end]) => {
    const first = addDays(asOf, -end);
    const range =
      later === undefined ? sql`due >= ${first}::date` : sql`due >= ${first}::date and due < ${later}::date`;
    later = first;
    return sql`coalesce(sum(owed) filter (where ${range}), 0)::bigint as ${sql.identifier(bucket)}`;
  });
  sums.push(sql`coalesce(sum(owed) filter (where due < ${later}::date), 0)::bigint as "over90"`);
  return sql.join(sums, sql`, `);
}

/**
 * One statement: each customer's receivables on the date (contactBalancesAsOf: the totals kept per
 * contact, less later lines), beside what their invoices open today owe per column (summed in
 * PostgreSQL by bucketEnds, as agingBucket reads them). Answers the page's customers in name order,
 * every customer to split (`laterCustomers`, or a balance above what their open invoices owe), how
 * many are shown and the columns summed over the rest, so the app never holds 10,000 rows.
 */
async function agingStatement(
  tx: Transaction,
  companyId: string,
  receivablesId: string,
  query: AsOfQuery,
  laterCustomers: readonly string[],
  page: PageQuery,
  /** Split customers whose columns all came to nothing: left out, so the page's places are the rows'. */
  hidden: readonly string[] = [],
) {
  const { asOf, branch } = query;
  const side = sideOf(query);
  const sums = agingSums(asOf);
  const columns = agingBuckets.map((bucket) => sql.raw(`coalesce(open."${bucket}", 0)::bigint as "${bucket}"`));
  const shownColumns = sql.raw(
    `balance <> 0 or "current" <> owed or ${agingBuckets
      .filter((bucket) => bucket !== 'current')
      .map((bucket) => `"${bucket}" <> 0`)
      .join(' or ')}`,
  );
  const totalSums = sql.raw(
    [
      `coalesce(sum("current" + balance - owed) filter (where not split), 0)::bigint as total_current`,
      ...agingBuckets
        .filter((bucket) => bucket !== 'current')
        .map((bucket) => `coalesce(sum("${bucket}") filter (where not split), 0)::bigint as "total_${bucket}"`),
      `coalesce(sum(balance) filter (where not split), 0)::bigint as total_total`,
    ].join(', '),
  );
  const later =
    laterCustomers.length === 0
      ? sql``
      : sql`full join unnest(string_to_array(${laterCustomers.join(',')}, ',')::uuid[]) later(customer)
          on later.customer = coalesce(line.customer, open.customer)`;
  const laterCustomer = laterCustomers.length === 0 ? sql`` : sql`, later.customer`;
  const isLater =
    laterCustomers.length === 0
      ? sql`false`
      : sql`customer = any(string_to_array(${laterCustomers.join(',')}, ',')::uuid[])`;
  const rows = await queryRows<AgingStatementRow>(
    tx,
    sql`with summary as (
          select coalesce(line.customer, open.customer${laterCustomer}) as customer,
            coalesce(line.balance, 0)::bigint as balance, ${sql.join(columns, sql`, `)},
            coalesce(open.owed, 0)::bigint as owed
          from (
            select contact_id as customer, ${side.sign}::bigint * balance as balance
            from (${contactBalancesAsOf(companyId, receivablesId, asOf, branch)}) kept
          ) line
          full join (
            select contact_id as customer, ${sums}, sum(owed)::bigint as owed
            from (
              select contact_id, home_total - least(greatest(home_amount_paid, 0), home_total) as owed,
                coalesce(due_date, date) as due
              from documents
              where company_id = ${companyId} and kind = ${kindLiteral(side)} and status in ('unpaid', 'partly-paid')
                and date <= ${asOf}::date ${branch === undefined ? sql`` : sql`and branch_id = ${branch}`}
            ) invoice
            group by contact_id
          ) open on open.customer = line.customer
          ${later}
        ),
        shown as materialized (
          select summary.*, summary.customer is not null and (balance > owed or ${isLater}) as split,
            contact.display_name as name, contact.sort_name
          from summary
          left join contacts contact on contact.company_id = ${companyId} and contact.id = summary.customer
          where (summary.customer is not null and (balance > owed or ${isLater}) or ${shownColumns})
            ${hidden.length === 0 ? sql`` : sql`and not (summary.customer is not null and ${inIds(sql`summary.customer`, hidden)})`}
        ),
        page as (select * from shown order by ${byContactName} offset ${page.offset} limit ${page.limit}),
        totals as (select count(*)::integer as count, ${totalSums} from shown)
        select totals.*, listed.*
        from totals
        left join lateral (
          select page.*, ${page.offset}::bigint + row_number() over (order by ${byContactName}) as position from page
          union all
          select shown.*, null from shown
          where split and not exists (select 1 from page where page.customer = shown.customer)
        ) listed on true
        order by listed.position`,
  );
  const number = (value: unknown) => Number(value ?? 0);
  const first = rows[0];
  const totals: Record<AgingBucket | 'total', Kobo> = {
    current: number(first?.total_current),
    days1To30: number(first?.total_days1To30),
    days31To60: number(first?.total_days31To60),
    days61To90: number(first?.total_days61To90),
    over90: number(first?.total_over90),
    total: number(first?.total_total),
  };
  const customers = rows
    .filter((row) => row.split !== null)
    .map((row) => ({
      customer: row.customer,
      name: row.name,
      split: row.split === true,
      onPage: row.position !== null,
      balance: number(row.balance),
      current: number(row.current),
      days1To30: number(row.days1To30),
      days31To60: number(row.days31To60),
      days61To90: number(row.days61To90),
      over90: number(row.over90),
      owed: number(row.owed),
    }));
  return { count: number(first?.count), totals, customers };
}

/**
 * What each customer owes on a date by how long it is past due: current, 1-30, 31-60, 61-90, over
 * 90 days; a page of customers in name order, the totals over every one. Most customers' balance is
 * what their open invoices owe, or less (the rest, a shortfall, is on no invoice, current): their
 * columns are summed and paged in PostgreSQL. Those with an invoice settled after the date, or a
 * balance more than their open invoices explain, are split invoice by invoice (owedOnDate), exactly
 * as the open invoices report splits them: all of them, as the totals need their columns (few as
 * of today), the page's shown from the split. A split customer whose columns all come to nothing
 * is left out of the name order (the page is read again without them), so the pages read one by
 * one give the rows of one big page.
 */
export async function customerAging(
  tx: Transaction,
  context: Context,
  query: AsOfQuery & PageQuery,
): Promise<{ report: Aging; total: number }> {
  const branch = await checkedBranch(tx, context, query.branch);
  const { companyId } = context;
  const { asOf } = query;
  const filter = { asOf, branch, side: query.side };
  const receivables = await systemAccount(tx, companyId, sideOf(query).account);
  const settledLater = await settledAfter(tx, companyId, asOf);
  const later =
    settledLater.size === 0
      ? []
      : await readInvoices(tx, companyId, filter, sql`${approved} and ${inIds(sql`id`, [...settledLater.keys()])}`);
  const laterCustomers = [...new Set(later.map((invoice) => invoice.contactId))];
  let statement = await agingStatement(tx, companyId, receivables.id, filter, laterCustomers, query);
  const { totals } = statement;

  const toSplit = statement.customers.filter((row) => row.split);
  const splitColumns = new Map<string | null, Record<AgingBucket | 'total', Kobo>>();
  if (toSplit.length > 0) {
    const balances = new Map(toSplit.map((row) => [row.customer, row.balance]));
    const owed = await splitOverInvoices(
      tx,
      companyId,
      filter,
      balances,
      settledLater,
      toSplit.map((row) => row.customer as string),
    );
    addSplit(splitColumns, owed, asOf);
    for (const row of toSplit) {
      const amounts = splitColumns.get(row.customer) ?? emptyAging();
      for (const column of agingColumns) totals[column] += amounts[column];
      if (agingColumns.every((column) => amounts[column] === 0)) splitColumns.delete(row.customer);
      else splitColumns.set(row.customer, amounts);
    }
    // Rare (nothing left of a customer once split): read the page again without them, so the page's
    // places and the count are the rows shown.
    const hidden = toSplit.filter((row) => !splitColumns.has(row.customer)).map((row) => row.customer as string);
    if (hidden.length > 0) {
      statement = await agingStatement(tx, companyId, receivables.id, filter, laterCustomers, query, hidden);
    }
  }
  const rows = statement.customers
    .filter((row) => row.onPage)
    .map((row) => {
      const amounts = row.split ? (splitColumns.get(row.customer) ?? emptyAging()) : columnsOf(row);
      const customer = row.customer === null ? null : { _id: row.customer, name: row.name ?? '' };
      // Object.assign, not a spread: spreading 10,000 rows took several milliseconds.
      return Object.assign({ customer }, agingInNaira(amounts));
    });
  return { report: { asOf, branch: branch ?? null, rows, totals: agingInNaira(totals) }, total: statement.count };
}
