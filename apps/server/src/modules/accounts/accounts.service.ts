import { type AccountCreate, type AccountUpdate, type AccountView, accountTypes, todayInLagos } from '@owo/core';
import { accounts, newId, parentAccounts, subCategoryAccounts, type Transaction } from '@owo/db';
import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import { Conflict, Invalid } from '../../errors.ts';
import type { ListQuery } from '../../http/query.ts';
import { databaseErrorOf } from '../../ledger/database.ts';
import { recordAudit } from '../audit/index.ts';
import {
  checkMoneyFields,
  checkTypeChange,
  checkUnique,
  findSubCategory,
  hasPostings,
  isInJournals,
  nextFreeCode,
} from './accounts.rules.ts';
import { accountViews, findAccount, selectAccounts } from './accounts.view.ts';

/** where[type], where[name] (name or code), where[parent], where[sub_category], where[isBank], where[isActive]. */
function listFilters(companyId: string, where: Record<string, string>): SQL | undefined {
  const conditions: Array<SQL | undefined> = [eq(accounts.companyId, companyId)];
  const invalid = (field: string) => new Invalid(`where[${field}] is not valid.`);
  if (where.type !== undefined) {
    const type = accountTypes.find((name) => name.toLowerCase() === where.type?.toLowerCase());
    if (!type) throw invalid('type');
    conditions.push(eq(parentAccounts.accountType, type));
  }
  if (where.name !== undefined) {
    const text = where.name.replace(/[\\%_]/g, (character) => `\\${character}`);
    conditions.push(or(ilike(accounts.name, `%${text}%`), ilike(accounts.code, `${text}%`)));
  }
  for (const [field, column] of [
    ['parent', parentAccounts.id],
    ['sub_category', subCategoryAccounts.id],
  ] as const) {
    const value = where[field];
    if (value === undefined) continue;
    if (!/^[0-9a-f-]{36}$/i.test(value)) throw invalid(field);
    conditions.push(eq(column, value));
  }
  for (const [field, column] of [
    ['isBank', accounts.isBank],
    ['isActive', accounts.isActive],
  ] as const) {
    const value = where[field];
    if (value === undefined) continue;
    if (value !== 'true' && value !== 'false') throw invalid(field);
    conditions.push(eq(column, value === 'true'));
  }
  return and(...conditions);
}

export async function listAccounts(
  tx: Transaction,
  context: RequestContext,
  { query, asOf }: { query: ListQuery; asOf: string },
) {
  const filter = listFilters(context.companyId, query.where);
  const [rows, [total]] = await Promise.all([
    selectAccounts(tx).where(filter).orderBy(asc(accounts.code)).limit(query.limit).offset(query.offset),
    tx
      .select({ value: count() })
      .from(accounts)
      .innerJoin(subCategoryAccounts, eq(subCategoryAccounts.id, accounts.subCategoryId))
      .innerJoin(parentAccounts, eq(parentAccounts.id, subCategoryAccounts.parentAccountId))
      .where(filter),
  ]);
  return { accounts: await accountViews(tx, context, rows, asOf), total: total?.value ?? 0 };
}

export async function getAccount(
  tx: Transaction,
  context: Pick<RequestContext, 'companyId' | 'branchScope'>,
  { id, asOf = todayInLagos() }: { id: string; asOf?: string | undefined },
) {
  const row = await findAccount(tx, context.companyId, id);
  const [view] = await accountViews(tx, context, [row], asOf);
  return view as AccountView;
}

export async function createAccount(tx: Transaction, context: RequestContext, input: AccountCreate) {
  const target = await findSubCategory(tx, input.sub_category_account);
  const currencyCode = input.currency ?? null;
  await checkMoneyFields(tx, target, { currencyCode, isBank: input.isBank });
  const code = input.account_code ?? (await nextFreeCode(tx, context.companyId, target));
  await checkUnique(tx, context.companyId, { name: input.account_name, code });
  const values = {
    companyId: context.companyId,
    id: newId(),
    code,
    name: input.account_name,
    subCategoryId: target.subCategory.id,
    description: input.description ?? '',
    currencyCode,
    isBank: input.isBank,
  };
  await tx.insert(accounts).values(values);
  const view = await getAccount(tx, context, { id: values.id });
  await recordAudit(tx, context, { action: 'create', entityType: 'account', entityId: values.id, after: view });
  return view;
}

/** The columns a change sets, after checking it against the account's rules. */
export async function plannedChange(
  tx: Transaction,
  context: RequestContext,
  { id, change }: { id: string; change: AccountUpdate },
) {
  const row = await findAccount(tx, context.companyId, id);
  const target =
    change.sub_category_account === undefined ? row : await findSubCategory(tx, change.sub_category_account);
  await checkTypeChange(tx, row, target);
  await checkMoneyFields(tx, target, {
    currencyCode: change.currency === undefined ? row.account.currencyCode : change.currency,
    isBank: change.isBank ?? row.account.isBank,
  });
  if (change.isActive === false && row.account.systemKey !== null) {
    throw new Conflict(`${row.account.name} is a system account and stays active`);
  }
  const renamed = change.account_name !== undefined && change.account_name !== row.account.name;
  const recoded = change.account_code !== undefined && change.account_code !== row.account.code;
  await checkUnique(
    tx,
    context.companyId,
    { name: renamed ? change.account_name : undefined, code: recoded ? change.account_code : undefined },
    id,
  );
  return {
    ...(change.account_name === undefined ? {} : { name: change.account_name }),
    ...(change.account_code === undefined ? {} : { code: change.account_code }),
    ...(change.description === undefined ? {} : { description: change.description }),
    ...(change.currency === undefined ? {} : { currencyCode: change.currency }),
    ...(change.isBank === undefined ? {} : { isBank: change.isBank }),
    ...(change.isActive === undefined ? {} : { isActive: change.isActive }),
    subCategoryId: target.subCategory.id,
    updatedAt: new Date(),
  };
}

export async function updateAccount(
  tx: Transaction,
  context: RequestContext,
  { id, change }: { id: string; change: AccountUpdate },
) {
  const before = await getAccount(tx, context, { id });
  const values = await plannedChange(tx, context, { id, change });
  await tx
    .update(accounts)
    .set(values)
    .where(and(eq(accounts.companyId, context.companyId), eq(accounts.id, id)));
  const after = await getAccount(tx, context, { id });
  await recordAudit(tx, context, { action: 'update', entityType: 'account', entityId: id, before, after });
  return after;
}

/** Refused for a system account and for one with postings or in a journal: history keeps its accounts. */
export async function deleteAccount(tx: Transaction, context: RequestContext, { id }: { id: string }) {
  const before = await getAccount(tx, context, { id });
  if (before.isSystem) throw new Conflict(`${before.account_name} is a system account and cannot be deleted`);
  if (await hasPostings(tx, context.companyId, id)) {
    throw new Conflict(
      `${before.account_name} has postings and cannot be deleted. Merge it into another account instead.`,
    );
  }
  if (await isInJournals(tx, context.companyId, id)) {
    throw new Conflict(`${before.account_name} is used in a journal; take it out of the journal first`);
  }
  try {
    await tx.delete(accounts).where(and(eq(accounts.companyId, context.companyId), eq(accounts.id, id)));
  } catch (error) {
    // Bank details or statements point at it (tables of the bank part).
    if (databaseErrorOf(error)?.code === '23503')
      throw new Conflict(`${before.account_name} is in use and cannot be deleted`);
    throw error;
  }
  await recordAudit(tx, context, { action: 'delete', entityType: 'account', entityId: id, before });
}
