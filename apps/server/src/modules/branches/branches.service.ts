import type { BranchBody, BranchUpdate } from '@owo/core';
import { branches, newId, type Transaction } from '@owo/db';
import { and, asc, count, eq, ilike, ne, sql } from 'drizzle-orm';
import { branchOnly } from '../../branch-scope.ts';
import type { RequestContext } from '../../context.ts';
import { Conflict, NotFound } from '../../errors.ts';
import type { ListQuery } from '../../http/query.ts';
import { queryRows } from '../../ledger/database.ts';
import { recordAudit } from '../audit/index.ts';

/*
 * The company's branches (shops, offices, warehouses): every form with a branch field lists them,
 * documents and members belong to one. A member whose role is limited to their branch sees only
 * theirs (branch-scope.ts). A branch something belongs to cannot be deleted, nor the last one.
 */

const ENTITY = 'branch';

type Scope = Pick<RequestContext, 'companyId' | 'branchScope'>;

export const branchMessages = {
  duplicateName: (name: string) => `A branch named ${name} already exists`,
  lastOne: 'This is the only branch: add another before deleting it',
} as const;

/** Members of the branch, for the list's Users column. */
// Named in full: in a select from one table Drizzle leaves column names bare, which the subquery would read as its own.
const userCount = sql<number>`(select count(*) from memberships member
  where member.company_id = branches.company_id and member.branch_id = branches.id)`.mapWith(Number);

type BranchRow = typeof branches.$inferSelect;

export const branchView = (row: BranchRow, users: number) => ({
  _id: row.id,
  name: row.name,
  address: row.address,
  website: row.website,
  company: row.companyId,
  users,
});

const byId = (context: Scope, id: string) =>
  and(eq(branches.companyId, context.companyId), eq(branches.id, id), branchOnly(context, branches.id));

/** By name; where[name] finds names containing it. A member limited to their branch sees only theirs. */
export async function listBranches(tx: Transaction, context: Scope, { query }: { query: ListQuery }) {
  const name = query.where.name?.replace(/[\\%_]/g, (character) => `\\${character}`);
  const where = and(
    eq(branches.companyId, context.companyId),
    branchOnly(context, branches.id),
    name ? ilike(branches.name, `%${name}%`) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    tx
      .select({ branch: branches, users: userCount })
      .from(branches)
      .where(where)
      .orderBy(asc(branches.name))
      .limit(query.limit)
      .offset(query.offset),
    tx.select({ value: count() }).from(branches).where(where),
  ]);
  return { branches: rows.map((row) => branchView(row.branch, row.users)), total: total?.value ?? 0 };
}

export async function getBranch(tx: Transaction, context: Scope, { id }: { id: string }) {
  const [row] = await tx.select({ branch: branches, users: userCount }).from(branches).where(byId(context, id));
  if (!row) throw new NotFound('Branch');
  return branchView(row.branch, row.users);
}

async function lockBranch(tx: Transaction, context: Scope, id: string) {
  const [row] = await tx.select().from(branches).where(byId(context, id)).for('update');
  if (!row) throw new NotFound('Branch');
  return row;
}

/** Names are unique in the company whatever their capitals: 'ikeja' and 'Ikeja' are one branch to a person. */
async function checkNameFree(tx: Transaction, companyId: string, name: string, exceptId?: string) {
  const [clash] = await tx
    .select({ id: branches.id })
    .from(branches)
    .where(
      and(
        eq(branches.companyId, companyId),
        sql`lower(${branches.name}) = lower(${name})`,
        exceptId ? ne(branches.id, exceptId) : undefined,
      ),
    );
  if (clash) throw new Conflict(branchMessages.duplicateName(name));
}

/** Adding, renaming and deleting branches queue one after another in a company. */
async function lockCompanyBranches(tx: Transaction, companyId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`branches:${companyId}`}, 0))`);
}

export async function createBranch(tx: Transaction, context: RequestContext, input: BranchBody) {
  const { companyId } = context;
  // Two creations of one name queue here, so the second is told about the first in words.
  await lockCompanyBranches(tx, companyId);
  await checkNameFree(tx, companyId, input.name);
  const row = { companyId, id: newId(), name: input.name, address: input.address, website: input.website ?? null };
  await tx.insert(branches).values(row);
  const after = await getBranch(tx, context, { id: row.id });
  await recordAudit(tx, context, { action: 'create', entityType: ENTITY, entityId: row.id, after });
  return after;
}

export async function updateBranch(
  tx: Transaction,
  context: RequestContext,
  input: { id: string; change: BranchUpdate },
) {
  const { companyId } = context;
  const { id, change } = input;
  await lockCompanyBranches(tx, companyId);
  await lockBranch(tx, context, id);
  const before = await getBranch(tx, context, { id });
  if (change.name !== undefined) await checkNameFree(tx, companyId, change.name, id);
  const set = {
    ...(change.name !== undefined ? { name: change.name } : {}),
    ...(change.address !== undefined ? { address: change.address } : {}),
    ...(change.website !== undefined ? { website: change.website } : {}),
  };
  if (Object.keys(set).length > 0) await tx.update(branches).set(set).where(byId(context, id));
  const after = await getBranch(tx, context, { id });
  if (JSON.stringify(before) !== JSON.stringify(after))
    await recordAudit(tx, context, { action: 'update', entityType: ENTITY, entityId: id, before, after });
  return after;
}

/** How what a branch holds is named to a person; a table added later is named from its own name. */
const wordsFor: Record<string, [one: string, many: string]> = {
  memberships: ['user', 'users'],
  journals: ['journal', 'journals'],
  journal_entries: ['ledger entry', 'ledger entries'],
};
/** Lines belong to their entry, which is counted already. */
const countedWithTheirEntry = new Set(['journal_lines']);

function wordsOf(table: string): [string, string] {
  const known = wordsFor[table];
  if (known) return known;
  const many = table.replace(/_/g, ' ');
  const one = many.endsWith('ies') ? `${many.slice(0, -3)}y` : many.replace(/s$/, '');
  return [one, many];
}

type BranchReference = { table_name: string; column_name: string };

/** The columns that point at branches; the schema changes only with a deploy, so it is read once. */
let branchReferences: Promise<BranchReference[]> | undefined;

function referencesToBranches(tx: Transaction): Promise<BranchReference[]> {
  branchReferences ??= queryRows<BranchReference>(
    tx,
    sql`select source.relname as table_name, column_of.attname as column_name
      from pg_constraint con
      join pg_class source on source.oid = con.conrelid
      join pg_class target on target.oid = con.confrelid
      join pg_attribute column_of on column_of.attrelid = con.conrelid
        and column_of.attnum = con.conkey[array_position(con.confkey, (
          select attnum from pg_attribute where attrelid = con.confrelid and attname = 'id'))]
      where con.contype = 'f' and target.relname = 'branches'
        and source.relnamespace = 'public'::regnamespace
      order by 1, 2`,
  ).catch((error: unknown) => {
    branchReferences = undefined;
    throw error;
  });
  return branchReferences;
}

/**
 * Everything that belongs to the branch, by kind: every table whose foreign key points at
 * branches (members, journals, ledger entries, and the documents of later modules without a
 * change here), found from the catalogue and counted in one query.
 */
export async function branchUses(tx: Transaction, context: Scope, { id }: { id: string }) {
  await getBranch(tx, context, { id });
  const references = (await referencesToBranches(tx)).filter(
    (reference) => !countedWithTheirEntry.has(reference.table_name),
  );
  const counts =
    references.length === 0
      ? []
      : await queryRows<{ kind: string; total: number }>(
          tx,
          sql`select kind, sum(total)::int as total from (${sql.join(
            references.map(
              (reference) => sql`select ${reference.table_name}::text as kind, count(*) as total
                from ${sql.identifier(reference.table_name)}
                where company_id = ${context.companyId} and ${sql.identifier(reference.column_name)} = ${id}`,
            ),
            sql` union all `,
          )}) uses group by kind having sum(total) > 0`,
        );
  const uses = counts.map(({ kind, total }) => {
    const count = Number(total);
    const [one, many] = wordsOf(kind);
    return { kind, label: `${count} ${count === 1 ? one : many}`, count };
  });
  // As a person thinks of a branch: who works there, its documents, then the ledger they posted.
  const rank = (kind: string) => (kind === 'memberships' ? 0 : kind === 'journal_entries' ? 2 : 1);
  uses.sort((a, b) => rank(a.kind) - rank(b.kind) || a.kind.localeCompare(b.kind));
  return {
    count: uses.reduce((sum, use) => sum + use.count, 0),
    users: uses.find((use) => use.kind === 'memberships')?.count ?? 0,
    uses,
  };
}

const listed = (labels: string[]) =>
  labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;

/** Deletes a branch nothing belongs to and that is not the company's last. */
export async function deleteBranch(tx: Transaction, context: RequestContext, input: { id: string }) {
  const { companyId } = context;
  await lockCompanyBranches(tx, companyId);
  const row = await lockBranch(tx, context, input.id);
  const [all] = await tx.select({ value: count() }).from(branches).where(eq(branches.companyId, companyId));
  if ((all?.value ?? 0) <= 1) throw new Conflict(branchMessages.lastOne);
  const { uses } = await branchUses(tx, context, input);
  if (uses.length > 0) {
    const onlyUsers = uses.every((use) => use.kind === 'memberships');
    throw new Conflict(
      `${row.name} has ${listed(uses.map((use) => use.label))}; ` +
        (onlyUsers ? 'move them to another branch first' : 'a branch with records cannot be deleted'),
    );
  }
  const before = await getBranch(tx, context, input);
  await tx.delete(branches).where(byId(context, input.id));
  await recordAudit(tx, context, { action: 'delete', entityType: ENTITY, entityId: input.id, before });
}
