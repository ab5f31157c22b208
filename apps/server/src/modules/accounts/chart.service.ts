import { accountTypes } from '@owo/core';
import { accounts, parentAccounts, seedCompanyChart, subCategoryAccounts, type Transaction } from '@owo/db';
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import { Invalid, NotFound } from '../../errors.ts';
import type { ListQuery } from '../../http/query.ts';
import { accountViews, selectAccounts } from './accounts.view.ts';

/** The Nigerian SME chart every new company starts with; called inside the company's setup transaction. */
export async function createStarterChart(tx: Transaction, context: Pick<RequestContext, 'companyId'>): Promise<void> {
  await seedCompanyChart(tx, context.companyId);
}

function typeFilter(where: Record<string, string>): SQL | undefined {
  if (where.type === undefined) return undefined;
  const type = accountTypes.find((name) => name.toLowerCase() === where.type?.toLowerCase());
  if (!type) throw new Invalid('where[type] is not valid.');
  return eq(parentAccounts.accountType, type);
}

export async function listParentAccounts(tx: Transaction, query: ListQuery) {
  const filter = typeFilter(query.where);
  const [parents, subCategories, [total]] = await Promise.all([
    tx
      .select()
      .from(parentAccounts)
      .where(filter)
      .orderBy(asc(parentAccounts.sortOrder))
      .limit(query.limit)
      .offset(query.offset),
    tx.select().from(subCategoryAccounts).orderBy(asc(subCategoryAccounts.sortOrder)),
    tx.select({ value: count() }).from(parentAccounts).where(filter),
  ]);
  const items = parents.map((parent) => ({
    _id: parent.id,
    name: parent.name,
    account_type: parent.accountType,
    code_range: { from: parent.codeFrom, to: parent.codeTo },
    sub_categories: subCategories
      .filter((subCategory) => subCategory.parentAccountId === parent.id)
      .map((subCategory) => ({
        _id: subCategory.id,
        name: subCategory.name,
        can_select_currency: subCategory.canSelectCurrency,
      })),
  }));
  return { items, total: total?.value ?? 0 };
}

/** where[type] and where[parent] narrow the list (the add-account form picks a parent first). */
export async function listSubCategories(tx: Transaction, query: ListQuery) {
  const parent = query.where.parent;
  if (parent !== undefined && !/^[0-9a-f-]{36}$/i.test(parent)) throw new Invalid('where[parent] is not valid.');
  const filter = and(typeFilter(query.where), parent ? eq(parentAccounts.id, parent) : undefined);
  const joined = () =>
    tx
      .select({ subCategory: subCategoryAccounts, parent: parentAccounts })
      .from(subCategoryAccounts)
      .innerJoin(parentAccounts, eq(parentAccounts.id, subCategoryAccounts.parentAccountId))
      .where(filter);
  const [rows, all] = await Promise.all([
    joined().orderBy(asc(subCategoryAccounts.sortOrder)).limit(query.limit).offset(query.offset),
    joined(),
  ]);
  const items = rows.map((row) => ({
    _id: row.subCategory.id,
    name: row.subCategory.name,
    can_select_currency: row.subCategory.canSelectCurrency,
    parent_account: { _id: row.parent.id, name: row.parent.name },
    account_type: row.parent.accountType,
  }));
  return { items, total: all.length };
}

/** The company's accounts under one parent account (Current Assets...), by code, with balances. */
export async function accountsByParent(
  tx: Transaction,
  context: RequestContext,
  { parentId, asOf }: { parentId: string; asOf: string },
) {
  const [parent] = await tx.select().from(parentAccounts).where(eq(parentAccounts.id, parentId));
  if (!parent) throw new NotFound('Parent account');
  const rows = await selectAccounts(tx)
    .where(and(eq(accounts.companyId, context.companyId), eq(parentAccounts.id, parentId)))
    .orderBy(asc(accounts.code));
  return accountViews(tx, context, rows, asOf);
}
