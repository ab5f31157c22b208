import { type Kobo, toKobo } from '@owo/core';
import type { Transaction } from '@owo/db';
import type { RequestContext } from '../context.ts';
import { Conflict } from '../errors.ts';
import type { accountsWithActivity } from '../modules/reports/general-ledger-all.service.ts';
import { generalLedger } from '../modules/reports/reports.service.ts';
import { accrualBasis, type ReportColumn, type ReportRow, type ReportTable, rangeLabel } from './report-table.ts';

/*
 * An account's general ledger as rows, read a page at a time while the file is written, so a year
 * of a busy account (hundreds of thousands of lines) is never held in memory.
 *
 * Each page is read in a read transaction of its own, not all in one held open for the whole
 * download: a transaction holds a database connection (on PGlite, the only one: every other
 * request of every company would wait) for as long as the slowest client takes to download. The
 * next page starts where the last one ended: at its last line's date, after the lines of that day
 * already written. That position does not move between pages, because an entry posted later has
 * a later id and so sorts after the day's earlier lines. What could move it - an entry posted or
 * cancelled before the position meanwhile - also changes the balance the next page starts from,
 * so that is checked: the download fails rather than give a ledger of two moments.
 */

/** Lines per read transaction: few enough to hold little, many enough that a year is few reads. */
export const ledgerPageSize = 500;

/** Runs work in a read transaction of the caller's company (companyRead, bound to a request). */
export type CompanyReader = <T>(
  work: (tx: Transaction, context: Pick<RequestContext, 'companyId' | 'branchScope'>) => Promise<T>,
) => Promise<T>;

export interface LedgerQuery {
  account: string;
  from?: string | undefined;
  to?: string | undefined;
}

export type LedgerPage = Awaited<ReturnType<typeof generalLedger>>;

/** One page of lines from a position: a date, and how many of that day's lines come before it. */
export function readLedgerPage(
  tx: Transaction,
  context: Pick<RequestContext, 'companyId' | 'branchScope'>,
  query: LedgerQuery,
  position: { from?: string | undefined; offset: number } = { from: query.from, offset: 0 },
): Promise<LedgerPage> {
  return generalLedger(tx, context, { ...query, from: position.from, offset: position.offset, limit: ledgerPageSize });
}

export const ledgerColumns: ReportColumn[] = [
  { heading: 'Date', kind: 'date', width: 12 },
  { heading: 'Entry', kind: 'text', width: 12 },
  { heading: 'Memo', kind: 'text', width: 40 },
  { heading: 'Description', kind: 'text', width: 40 },
  { heading: 'Debit', kind: 'amount', width: 16 },
  { heading: 'Credit', kind: 'amount', width: 16 },
  { heading: 'Balance', kind: 'amount', width: 18 },
];

type LedgerLine = LedgerPage['data']['lines'][number];

/** A debit or credit cell: blank on the side the line is not on. */
const side = (amount: number): Kobo | null => (amount === 0 ? null : toKobo(amount));

function lineRow(line: LedgerLine): ReportRow {
  return {
    kind: 'line',
    level: 0,
    cells: [
      line.date,
      line.entry.identifier,
      line.memo,
      line.description || null,
      side(line.debit),
      side(line.credit),
      toKobo(line.balance),
    ],
  };
}

/**
 * The opening balance, every line from the first page on, and the closing balance with the
 * totals of the debits and credits. Balances are in the account's normal direction.
 */
export async function* ledgerRows(
  read: CompanyReader,
  query: LedgerQuery,
  first: LedgerPage,
): AsyncGenerator<ReportRow> {
  let balance = toKobo(first.data.openingBalance);
  yield { kind: 'subtotal', level: 0, cells: [null, null, 'Opening balance', null, null, null, balance] };
  const totals = { debit: 0, credit: 0 };
  const position = { from: query.from, offset: 0 };
  let page = first;
  for (;;) {
    for (const line of page.data.lines) {
      yield lineRow(line);
      balance = toKobo(line.balance);
      totals.debit += toKobo(line.debit);
      totals.credit += toKobo(line.credit);
      position.offset = position.from === line.date ? position.offset + 1 : 1;
      position.from = line.date;
    }
    if (page.data.lines.length < ledgerPageSize) break;
    page = await read((tx, context) => readLedgerPage(tx, context, query, position));
    if (toKobo(page.data.pageOpeningBalance) !== balance) {
      throw new Conflict('The ledger changed while it was being exported. Please export it again.');
    }
  }
  yield { kind: 'total', level: 0, cells: [null, null, 'Closing balance', null, totals.debit, totals.credit, balance] };
}

/** The general ledger of one account as a report table whose rows are read as they are written. */
export function ledgerTable(
  read: CompanyReader,
  query: LedgerQuery,
  first: LedgerPage,
  context: { companyName: string; printedAt: Date },
): ReportTable {
  const { account } = first.data;
  return {
    ...context,
    title: 'General ledger',
    period: rangeLabel(query.from, query.to),
    details: [`Account: ${account.account_code} ${account.account_name}`],
    basis: accrualBasis,
    columns: ledgerColumns,
    rows: ledgerRows(read, query, first),
    // The lines, the opening and the closing balance.
    rowCount: first.total + 2,
  };
}

type ActiveAccount = Awaited<ReturnType<typeof accountsWithActivity>>[number];

/** Each account under a heading of its own, its ledger read as ledgerRows reads one account's. */
async function* everyAccountRows(
  read: CompanyReader,
  period: Omit<LedgerQuery, 'account'>,
  active: readonly ActiveAccount[],
): AsyncGenerator<ReportRow> {
  for (const { account } of active) {
    const heading = `${account.code} ${account.name}`;
    yield { kind: 'heading', level: 0, cells: [null, null, heading, null, null, null, null] };
    const query = { ...period, account: account.id };
    const first = await read((tx, context) => readLedgerPage(tx, context, query));
    yield* ledgerRows(read, query, first);
  }
}

/** The general ledger of every account with a balance or postings in the period, as one table. */
export function everyAccountLedgerTable(
  read: CompanyReader,
  period: Omit<LedgerQuery, 'account'>,
  active: readonly ActiveAccount[],
  context: { companyName: string; printedAt: Date },
): ReportTable {
  return {
    ...context,
    title: 'General ledger',
    period: rangeLabel(period.from, period.to),
    details: ['Every account with a balance or postings in the period'],
    basis: accrualBasis,
    columns: ledgerColumns,
    rows: everyAccountRows(read, period, active),
    // Each account's heading, opening balance, lines and closing balance.
    rowCount: active.reduce((sum, { figures }) => sum + figures.lineCount + 3, 0),
  };
}
