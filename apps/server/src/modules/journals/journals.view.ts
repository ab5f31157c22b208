import { type JournalView, toNaira } from '@owo/core';
import { branches, type Executor, type JournalStatus, journalEntries, journalStatuses, journals, users } from '@owo/db';
import { and, count, desc, eq, gte, ilike, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import { branchOnly, inScope } from '../../branch-scope.ts';
import type { RequestContext } from '../../context.ts';
import { Invalid, NotFound } from '../../errors.ts';
import type { ListQuery } from '../../http/query.ts';
import { isCompanyBranch } from '../branches/index.ts';

const creator = alias(users, 'creator');
const approver = alias(users, 'approver');
const rejecter = alias(users, 'rejecter');
const fullName = (table: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string | null>`${table.firstName} || ' ' || ${table.lastName}`;
const totalOf = (side: 'debit' | 'credit') =>
  sql<number>`(select coalesce(sum(${sql.identifier(side)}), 0)::bigint from journal_document_lines line
    where line.company_id = ${journals.companyId} and line.journal_id = ${journals.id})`.mapWith(Number);

/** Journals with what their views show (and `more` fields); filter, order and paging are the caller's. */
export function selectJournalSummaries<More extends Record<string, SQL.Aliased | SQL>>(
  executor: Executor,
  filter: SQL | undefined,
  more: More = {} as More,
) {
  return executor
    .select({
      ...more,
      journal: journals,
      branchName: branches.name,
      entryNumber: journalEntries.number,
      createdByName: fullName(creator),
      approvedByName: fullName(approver),
      rejectedByName: fullName(rejecter),
      totalDebit: totalOf('debit'),
      totalCredit: totalOf('credit'),
    })
    .from(journals)
    .leftJoin(branches, and(eq(branches.companyId, journals.companyId), eq(branches.id, journals.branchId)))
    .leftJoin(
      journalEntries,
      and(eq(journalEntries.companyId, journals.companyId), eq(journalEntries.id, journals.entryId)),
    )
    .leftJoin(creator, eq(creator.id, journals.createdBy))
    .leftJoin(approver, eq(approver.id, journals.approvedBy))
    .leftJoin(rejecter, eq(rejecter.id, journals.rejectedBy))
    .where(filter);
}

type SummaryRow = Awaited<ReturnType<typeof selectJournalSummaries<Record<never, SQL>>>>[number];

const personOf = (id: string | null, name: string | null) => (id && name ? { _id: id, name } : null);

export function journalSummary(row: SummaryRow) {
  const { journal } = row;
  return {
    _id: journal.id,
    number: journal.number,
    date: journal.date,
    reference: journal.reference,
    note: journal.note,
    branch: journal.branchId && row.branchName ? { _id: journal.branchId, name: row.branchName } : null,
    status: journal.status,
    totalDebit: toNaira(row.totalDebit),
    totalCredit: toNaira(row.totalCredit),
    entry: journal.entryId ? { _id: journal.entryId, number: row.entryNumber } : null,
    createdBy: personOf(journal.createdBy, row.createdByName),
    approvedBy: personOf(journal.approvedBy, row.approvedByName),
    approvedAt: journal.approvedAt?.toISOString() ?? null,
    rejectedBy: personOf(journal.rejectedBy, row.rejectedByName),
    rejectedAt: journal.rejectedAt?.toISOString() ?? null,
    createdAt: journal.createdAt.toISOString(),
    updatedAt: journal.updatedAt.toISOString(),
  };
}

type Scope = Pick<RequestContext, 'companyId' | 'branchScope'>;

/** A journal's lines with their accounts, in order, as one JSON array. */
const linesJson = sql<
  Array<{ accountId: string; name: string; code: string; description: string; debit: number; credit: number }>
>`(
  select coalesce(json_agg(json_build_object('accountId', account.id, 'name', account.name, 'code', account.code,
    'description', line.description, 'debit', line.debit, 'credit', line.credit) order by line.line_number), '[]')
  from journal_document_lines line
  join accounts account on account.company_id = line.company_id and account.id = line.account_id
  where line.company_id = ${journals.companyId} and line.journal_id = ${journals.id})`;

/** The versions that reached the ledger, oldest first, with their entries and approvers, as one JSON array. */
const approvalsJson = sql<
  Array<{
    version: number;
    entryId: string;
    entryNumber: number | null;
    reversedBy: string | null;
    approvedBy: string | null;
    approvedByName: string | null;
    approvedAt: string;
  }>
>`(
  select coalesce(json_agg(json_build_object('version', approval.version, 'entryId', approval.entry_id,
    'entryNumber', entry.number, 'reversedBy', entry.reversed_by_entry_id, 'approvedBy', approval.approved_by,
    'approvedByName', person.first_name || ' ' || person.last_name, 'approvedAt', approval.approved_at)
    order by approval.version), '[]')
  from journal_approvals approval
  join journal_entries entry on entry.company_id = approval.company_id and entry.id = approval.entry_id
  left join users person on person.id = approval.approved_by
  where approval.company_id = ${journals.companyId} and approval.journal_id = ${journals.id})`;

/**
 * One journal with its lines, as the API answers it; another branch's, for a member limited to
 * theirs, is not found. One statement: every write answers with it, some read it twice.
 */
export async function getJournalView(executor: Executor, context: Scope, id: string): Promise<JournalView> {
  const { companyId } = context;
  const [row] = await selectJournalSummaries(
    executor,
    and(eq(journals.companyId, companyId), eq(journals.id, id), branchOnly(context, journals.branchId)),
    { lines: linesJson, approvals: approvalsJson },
  );
  if (!row) throw new NotFound('Journal');
  return {
    ...journalSummary(row),
    approvals: row.approvals.map((approval) => ({
      version: approval.version,
      entry: { _id: approval.entryId, number: approval.entryNumber },
      approvedBy: personOf(approval.approvedBy, approval.approvedByName),
      approvedAt: new Date(approval.approvedAt).toISOString(),
      reversed: approval.reversedBy !== null,
    })),
    lines: row.lines.map((line) => ({
      account: { _id: line.accountId, account_name: line.name, account_code: line.code },
      description: line.description,
      debit: toNaira(line.debit),
      credit: toNaira(line.credit),
    })),
  };
}

/** The view read in the transaction that posted, with the numbers its new entries got at settling. */
export function withEntryNumbers(view: JournalView, numberOf: (entryId: string) => number | null): JournalView {
  const numbered = (entry: { _id: string; number: number | null }) => ({
    _id: entry._id,
    number: entry.number ?? numberOf(entry._id),
  });
  return {
    ...view,
    entry: view.entry ? numbered(view.entry) : null,
    approvals: view.approvals.map((approval) => ({ ...approval, entry: numbered(approval.entry) })),
  };
}

/**
 * where[status] (draft, posted, rejected or deleted; deleted journals are listed only when asked
 * for), where[branch], where[reference] (reference or number), range[startDate], range[endDate].
 */
export async function listJournals(executor: Executor, context: Scope, query: ListQuery) {
  const { companyId } = context;
  const { where, range } = query;
  const status = where.status?.toLowerCase();
  if (status !== undefined && !journalStatuses.some((value) => value === status)) {
    throw new Invalid('where[status] is not valid.');
  }
  if (
    where.branch !== undefined &&
    (!inScope(context, where.branch) || !(await isCompanyBranch(executor, companyId, where.branch)))
  ) {
    throw new Invalid('where[branch] is not valid.', { 'where.branch': 'where[branch] is not valid.' });
  }
  const search = where.reference?.replace(/[\\%_]/g, (character) => `\\${character}`);
  const filter = and(
    eq(journals.companyId, companyId),
    branchOnly(context, journals.branchId),
    status ? eq(journals.status, status as JournalStatus) : ne(journals.status, 'deleted'),
    where.branch ? eq(journals.branchId, where.branch) : undefined,
    search ? or(ilike(journals.reference, `%${search}%`), ilike(journals.number, `%${search}%`)) : undefined,
    range.startDate ? gte(journals.date, range.startDate) : undefined,
    range.endDate ? lte(journals.date, range.endDate) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectJournalSummaries(executor, filter)
      .orderBy(desc(journals.date), desc(journals.number))
      .limit(query.limit)
      .offset(query.offset),
    executor.select({ value: count() }).from(journals).where(filter),
  ]);
  return { journals: rows.map(journalSummary), total: total?.value ?? 0 };
}
