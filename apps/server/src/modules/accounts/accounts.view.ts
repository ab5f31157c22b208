import { type AccountView, signedForType, toNaira } from '@owo/core';
import { accounts, type Executor, parentAccounts, subCategoryAccounts } from '@owo/db';
import { and, eq } from 'drizzle-orm';
import { scopedBalancesAsOf } from '../../branch-scope.ts';
import type { RequestContext } from '../../context.ts';
import { NotFound } from '../../errors.ts';

export const accountColumns = { account: accounts, subCategory: subCategoryAccounts, parent: parentAccounts };

export type AccountRow = {
  account: typeof accounts.$inferSelect;
  subCategory: typeof subCategoryAccounts.$inferSelect;
  parent: typeof parentAccounts.$inferSelect;
};

/** Accounts with their sub category and parent; filter and order are the caller's. */
export function selectAccounts(executor: Executor) {
  return executor
    .select(accountColumns)
    .from(accounts)
    .innerJoin(subCategoryAccounts, eq(subCategoryAccounts.id, accounts.subCategoryId))
    .innerJoin(parentAccounts, eq(parentAccounts.id, subCategoryAccounts.parentAccountId));
}

export async function findAccount(executor: Executor, companyId: string, id: string): Promise<AccountRow> {
  const [row] = await selectAccounts(executor).where(and(eq(accounts.companyId, companyId), eq(accounts.id, id)));
  if (!row) throw new NotFound('Account');
  return row;
}

/**
 * Rows with their ledger balances as of a date, as the API answers them: the company's, or for a
 * member limited to a branch, that branch's (branch-scope.ts).
 */
export async function accountViews(
  executor: Executor,
  context: Pick<RequestContext, 'companyId' | 'branchScope'>,
  rows: AccountRow[],
  asOf: string,
): Promise<AccountView[]> {
  const balances = await scopedBalancesAsOf(
    executor,
    context,
    asOf,
    rows.map((row) => row.account.id),
  );
  return rows.map((row) => accountView(row, balances.get(row.account.id) ?? 0));
}

export function accountView({ account, subCategory, parent }: AccountRow, debitMinusCredit: number): AccountView {
  return {
    _id: account.id,
    account_name: account.name,
    account_code: account.code,
    description: account.description,
    account_type: parent.accountType,
    parent_account: { _id: parent.id, name: parent.name },
    sub_category_account: {
      _id: subCategory.id,
      name: subCategory.name,
      can_select_currency: subCategory.canSelectCurrency,
    },
    currency: account.currencyCode,
    isBank: account.isBank,
    isSystem: account.systemKey !== null,
    systemKey: account.systemKey,
    isActive: account.isActive,
    balance: toNaira(signedForType(debitMinusCredit, parent.accountType)),
    createdAt: account.createdAt.toISOString(),
    updatedAt: account.updatedAt.toISOString(),
  };
}
