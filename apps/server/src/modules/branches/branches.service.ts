import { branches, type Transaction } from '@owo/db';
import { and, asc, count, eq, ilike } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import { NotFound } from '../../errors.ts';
import type { ListQuery } from '../../http/query.ts';

/*
 * The company's branches, as every form with a branch field lists them. Creating and editing
 * branches belongs to the settings screens.
 */

export const branchView = (row: typeof branches.$inferSelect) => ({
  _id: row.id,
  name: row.name,
  address: row.address,
  website: row.website,
  company: row.companyId,
});

/** By name; where[name] finds names containing it. */
export async function listBranches(
  tx: Transaction,
  context: Pick<RequestContext, 'companyId'>,
  { query }: { query: ListQuery },
) {
  const name = query.where.name?.replace(/[\\%_]/g, (character) => `\\${character}`);
  const where = and(eq(branches.companyId, context.companyId), name ? ilike(branches.name, `%${name}%`) : undefined);
  const [rows, [total]] = await Promise.all([
    tx.select().from(branches).where(where).orderBy(asc(branches.name)).limit(query.limit).offset(query.offset),
    tx.select({ value: count() }).from(branches).where(where),
  ]);
  return { branches: rows.map(branchView), total: total?.value ?? 0 };
}

export async function getBranch(tx: Transaction, context: Pick<RequestContext, 'companyId'>, { id }: { id: string }) {
  const [row] = await tx
    .select()
    .from(branches)
    .where(and(eq(branches.companyId, context.companyId), eq(branches.id, id)));
  if (!row) throw new NotFound('Branch');
  return branchView(row);
}
