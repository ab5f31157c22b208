import {
  type DatePreset,
  type ExpenseListItem,
  type ExpenseStatus,
  type ExpenseView,
  expenseStatuses,
  isDatePreset,
  presetRange,
  todayInLagos,
  toNaira,
} from '@owo/core';
import {
  accounts,
  branches,
  contacts,
  documentEvents,
  documentLines,
  documents,
  type Executor,
  journalEntries,
  journalLines,
  paymentMethods,
  users,
} from '@owo/db';
import { aliasedTable, and, asc, count, desc, eq, gte, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import { branchOnly } from '../../branch-scope.ts';
import type { RequestContext } from '../../context.ts';
import { Invalid, NotFound } from '../../errors.ts';
import { keptTotal, readPage } from '../../http/long-list.ts';
import { inPageOrder, type ListQuery } from '../../http/query.ts';

type Scoped = Pick<RequestContext, 'companyId' | 'branchScope'>;

/*
 * How expenses read (spec section 3 "Expense", section 7 "Expenses"): the list with the payee's
 * companyName and the payment method's name, filtered by status and period (upper-case, as the
 * spec's client sends them: PAID, AWAITING-APPROVAL, THIS-MONTH...), store and a custom range; one
 * expense with its lines, taxes, journal entry and history. Amounts are naira of its currency.
 * A voided expense is listed only when asked for (where[status]=VOID): deleting hides it.
 */

const payee = aliasedTable(contacts, 'payee');
const bank = aliasedTable(accounts, 'bank');

const listColumns = {
  id: documents.id,
  number: documents.number,
  status: documents.status,
  payeeId: documents.contactId,
  payeeName: payee.displayName,
  payeeCompany: payee.companyName,
  payeeKind: payee.kind,
  branchId: documents.branchId,
  branchName: branches.name,
  date: documents.date,
  reference: documents.reference,
  methodId: documents.paymentMethodId,
  methodName: paymentMethods.name,
  bankId: documents.paymentAccountId,
  bankName: bank.name,
  currencyCode: documents.currencyCode,
  exchangeRate: documents.exchangeRate,
  subtotal: documents.subtotal,
  taxTotal: documents.taxTotal,
  total: documents.total,
  category: sql<string | null>`(select ${accounts.name} || '|' || ${accounts.id} from ${documentLines}
    join ${accounts} on ${accounts.companyId} = ${documentLines.companyId} and ${accounts.id} = ${documentLines.accountId}
    where ${documentLines.companyId} = ${documents.companyId} and ${documentLines.documentId} = ${documents.id}
    order by ${documentLines.position} limit 1)`,
};

async function selectRows(executor: Executor, where: SQL | undefined) {
  return executor
    .select(listColumns)
    .from(documents)
    .innerJoin(payee, and(eq(payee.companyId, documents.companyId), eq(payee.id, documents.contactId)))
    .innerJoin(branches, and(eq(branches.companyId, documents.companyId), eq(branches.id, documents.branchId)))
    .leftJoin(
      paymentMethods,
      and(eq(paymentMethods.companyId, documents.companyId), eq(paymentMethods.id, documents.paymentMethodId)),
    )
    .leftJoin(bank, and(eq(bank.companyId, documents.companyId), eq(bank.id, documents.paymentAccountId)))
    .where(where);
}

type ListRow = Awaited<ReturnType<typeof selectRows>>[number];

function listItem(row: ListRow): ExpenseListItem {
  const [categoryName, categoryId] = row.category ? splitLast(row.category) : [null, null];
  return {
    _id: row.id,
    number: row.number,
    status: row.status as ExpenseStatus,
    vendor: {
      _id: row.payeeId,
      name: row.payeeName,
      companyName: row.payeeCompany || row.payeeName,
      kind: row.payeeKind,
    },
    branch: { _id: row.branchId, name: row.branchName },
    date: row.date,
    referenceNo: row.reference,
    paymentMethod: { _id: row.methodId ?? '', name: row.methodName ?? '' },
    bank: { _id: row.bankId ?? '', name: row.bankName ?? '' },
    currency: { name: row.currencyCode, rate: Number(row.exchangeRate) },
    category: categoryName !== null && categoryId !== null ? { _id: categoryId, name: categoryName } : null,
    subtotal: toNaira(row.subtotal),
    taxTotal: toNaira(row.taxTotal),
    total: toNaira(row.total),
  };
}

function splitLast(text: string): [string, string] {
  const at = text.lastIndexOf('|');
  return [text.slice(0, at), text.slice(at + 1)];
}

/** Upper-case as the spec's client sends them (THIS_MONTH, AWAITING-APPROVAL), read in any case. */
const wireValue = (value: string) => value.toLowerCase().replace(/_/g, '-');

function dateRange(query: ListQuery, today: string): { from?: string | undefined; to?: string | undefined } {
  const period = query.where.period;
  if (period) {
    const preset = wireValue(period);
    if (!isDatePreset(preset)) throw new Invalid('Period is not valid.', { 'where.period': 'Period is not valid.' });
    return presetRange(preset as DatePreset, today);
  }
  return { from: query.range.startDate, to: query.range.endDate };
}

function statusFilter(status: string | undefined): SQL {
  if (!status) return ne(documents.status, 'void');
  const wanted = wireValue(status);
  if (!(expenseStatuses as readonly string[]).includes(wanted)) {
    throw new Invalid('Status is not valid.', { 'where.status': 'Status is not valid.' });
  }
  return eq(documents.status, wanted as ExpenseStatus);
}

function listFilter(context: Scoped, query: ListQuery, today: string) {
  const { from, to } = dateRange(query, today);
  return and(
    eq(documents.companyId, context.companyId),
    eq(documents.kind, 'expense'),
    branchOnly(context, documents.branchId),
    statusFilter(query.where.status),
    query.where.branch ? eq(documents.branchId, query.where.branch) : undefined,
    query.where.vendor ? eq(documents.contactId, query.where.vendor) : undefined,
    from ? gte(documents.date, from) : undefined,
    to ? lte(documents.date, to) : undefined,
  );
}

/**
 * The stored statuses whose kept totals (list_counts) are the list's total (all but void when no
 * status is asked for), or null when its rows must be counted: another filter, or a member limited
 * to a branch. Counting 200,000 expenses under row-level security took longer than the page.
 */
function keptStatuses(context: Scoped, query: ListQuery): string[] | null {
  const { branch, vendor, period, status } = query.where;
  if (context.branchScope !== null || branch || vendor || period || query.range.startDate || query.range.endDate) {
    return null;
  }
  return status ? [wireValue(status)] : expenseStatuses.filter((one) => one !== 'void');
}

/** A page of expenses, newest first, with how many match. */
export async function listExpenses(executor: Executor, context: Scoped, query: ListQuery, today = todayInLagos()) {
  const where = listFilter(context, query, today);
  const kept = keptStatuses(context, query);
  const total = kept
    ? await keptTotal(executor, context.companyId, 'expense', kept)
    : ((await executor.select({ value: count() }).from(documents).where(where))[0]?.value ?? 0);
  const ids = await readPage(query, total, (direction, limit, offset) => {
    const order = direction === asc ? desc : asc;
    return executor
      .select({ id: documents.id })
      .from(documents)
      .where(where)
      .orderBy(order(documents.date), order(documents.id))
      .limit(limit)
      .offset(offset);
  });
  if (ids.length === 0) return { rows: [], total };
  const pageIds = ids.map((row) => row.id);
  const rows = await selectRows(
    executor,
    and(eq(documents.companyId, context.companyId), inArray(documents.id, pageIds)),
  );
  return { rows: inPageOrder(pageIds, rows, (row) => row.id).map(listItem), total };
}

/** One expense as its page shows it; another company's or branch's is not found. */
export async function getExpense(executor: Executor, context: Scoped, id: string): Promise<ExpenseView> {
  const [row] = await selectRows(
    executor,
    and(
      eq(documents.companyId, context.companyId),
      eq(documents.id, id),
      eq(documents.kind, 'expense'),
      branchOnly(context, documents.branchId),
    ),
  );
  if (!row) throw new NotFound('Expense');
  const [stored] = await executor
    .select({
      note: documents.note,
      homeTotal: documents.homeTotal,
      entryId: documents.entryId,
      approvedBy: documents.approvedBy,
      createdAt: documents.createdAt,
    })
    .from(documents)
    .where(and(eq(documents.companyId, context.companyId), eq(documents.id, id)));
  if (!stored) throw new NotFound('Expense');
  const lines = await expenseLines(executor, context.companyId, id);
  return {
    ...listItem(row),
    note: stored.note,
    items: lines,
    taxes: taxesOf(lines),
    homeTotal: toNaira(stored.homeTotal),
    journal: await journalOf(executor, context.companyId, stored.entryId),
    approvedBy: stored.approvedBy,
    history: await historyOf(executor, context.companyId, id),
    createdAt: stored.createdAt.toISOString(),
  };
}

async function expenseLines(executor: Executor, companyId: string, id: string) {
  const rows = await executor
    .select({
      accountId: documentLines.accountId,
      accountName: accounts.name,
      description: documentLines.description,
      unitPrice: documentLines.unitPrice,
      amount: documentLines.amount,
      taxes: documentLines.taxes,
    })
    .from(documentLines)
    .innerJoin(accounts, and(eq(accounts.companyId, documentLines.companyId), eq(accounts.id, documentLines.accountId)))
    .where(and(eq(documentLines.companyId, companyId), eq(documentLines.documentId, id)))
    .orderBy(asc(documentLines.position));
  return rows.map((line) => ({
    chartofAccount: { _id: line.accountId, name: line.accountName },
    description: line.description,
    price: toNaira(line.unitPrice),
    total: toNaira(line.amount),
    tax: line.taxes.map((tax) => ({
      id: tax.id,
      name: tax.name,
      value: tax.rateBasisPoints / 10000,
      amount: toNaira(tax.amount),
    })),
  }));
}

/** Each distinct tax with what it came to over the lines (spec section 4's running totals). */
function taxesOf(lines: ExpenseView['items']): ExpenseView['taxes'] {
  const byTax = new Map<string, ExpenseView['taxes'][number]>();
  for (const tax of lines.flatMap((line) => line.tax)) {
    const known = byTax.get(tax.id);
    byTax.set(tax.id, known ? { ...known, amount: Math.round((known.amount + tax.amount) * 100) / 100 } : { ...tax });
  }
  return [...byTax.values()];
}

async function journalOf(
  executor: Executor,
  companyId: string,
  entryId: string | null,
): Promise<ExpenseView['journal']> {
  if (!entryId) return { number: null, lines: [] };
  const [entry] = await executor
    .select({ number: journalEntries.number })
    .from(journalEntries)
    .where(and(eq(journalEntries.companyId, companyId), eq(journalEntries.id, entryId)));
  const lines = await executor
    .select({
      accountId: journalLines.accountId,
      code: accounts.code,
      name: accounts.name,
      debit: journalLines.debit,
      credit: journalLines.credit,
    })
    .from(journalLines)
    .innerJoin(accounts, and(eq(accounts.companyId, journalLines.companyId), eq(accounts.id, journalLines.accountId)))
    .where(and(eq(journalLines.companyId, companyId), eq(journalLines.entryId, entryId)))
    .orderBy(asc(journalLines.lineNumber));
  return {
    number: entry?.number === null || entry?.number === undefined ? null : String(entry.number),
    lines: lines.map((line) => ({
      account: { _id: line.accountId, code: line.code, name: line.name },
      debit: toNaira(line.debit),
      credit: toNaira(line.credit),
    })),
  };
}

async function historyOf(executor: Executor, companyId: string, id: string): Promise<ExpenseView['history']> {
  const rows = await executor
    .select({
      event: documentEvents.event,
      detail: documentEvents.detail,
      at: documentEvents.at,
      user: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(documentEvents)
    .leftJoin(users, eq(users.id, documentEvents.userId))
    .where(and(eq(documentEvents.companyId, companyId), eq(documentEvents.documentId, id)))
    .orderBy(asc(documentEvents.at));
  return rows.map((row) => ({ event: row.event, detail: row.detail, at: row.at.toISOString(), user: row.user }));
}
