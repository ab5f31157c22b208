import { type BankAccountView, type StatementLineView, signedForType, toNaira } from '@owo/core';
import {
  accounts,
  bankAccounts,
  type bankStatementLines,
  type Executor,
  parentAccounts,
  reconciliations,
  subCategoryAccounts,
} from '@owo/db';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { NotFound } from '../../errors.ts';
import { balancesAsOf } from '../../ledger/balances.ts';
import { queryRows } from '../../ledger/database.ts';
import type { MergeGuard } from '../accounts/index.ts';

export function statementLineView(line: typeof bankStatementLines.$inferSelect): StatementLineView {
  return {
    _id: line.id,
    date: line.date,
    description: line.description,
    reference: line.reference,
    amount: toNaira(line.amount),
    balance: line.statementBalance === null ? null : toNaira(line.statementBalance),
    status: line.status,
    reconciliation: line.reconciliationId,
  };
}

/**
 * The company's bank accounts (every chart account flagged isBank, cash too), by code, with their
 * balances as of a date. `accountId` narrows to one.
 */
export async function bankAccountViews(
  executor: Executor,
  companyId: string,
  asOf: string,
  accountId?: string,
): Promise<BankAccountView[]> {
  const filter: SQL | undefined = and(
    eq(accounts.companyId, companyId),
    eq(accounts.isBank, true),
    accountId === undefined ? undefined : eq(accounts.id, accountId),
  );
  // The latest completed reconciliation of each account: its date and the bank's balance then.
  const last = executor
    .selectDistinctOn([reconciliations.accountId], {
      accountId: reconciliations.accountId,
      statementDate: reconciliations.statementDate,
      statementBalance: reconciliations.statementBalance,
    })
    .from(reconciliations)
    .where(and(eq(reconciliations.companyId, companyId), eq(reconciliations.status, 'completed')))
    .orderBy(reconciliations.accountId, desc(reconciliations.statementDate), desc(reconciliations.completedAt))
    .as('last_reconciled');
  const rows = await executor
    .select({
      account: accounts,
      accountType: parentAccounts.accountType,
      bank: bankAccounts,
      lastDate: last.statementDate,
      lastBalance: last.statementBalance,
    })
    .from(accounts)
    .innerJoin(subCategoryAccounts, eq(subCategoryAccounts.id, accounts.subCategoryId))
    .innerJoin(parentAccounts, eq(parentAccounts.id, subCategoryAccounts.parentAccountId))
    .leftJoin(
      bankAccounts,
      and(eq(bankAccounts.companyId, accounts.companyId), eq(bankAccounts.accountId, accounts.id)),
    )
    .leftJoin(last, eq(last.accountId, accounts.id))
    .where(filter)
    .orderBy(asc(accounts.code));
  const balances = await balancesAsOf(
    executor,
    companyId,
    asOf,
    rows.map((row) => row.account.id),
  );
  return rows.map((row) => {
    return {
      _id: row.account.id,
      account_name: row.account.name,
      account_code: row.account.code,
      currency: row.account.currencyCode,
      balance: toNaira(signedForType(balances.get(row.account.id) ?? 0, row.accountType)),
      bank: row.bank
        ? {
            type: row.bank.kind,
            bankCode: row.bank.bankCode,
            bankName: row.bank.bankName,
            accountNumber: row.bank.accountNumber,
            accountName: row.bank.accountName,
          }
        : null,
      lastReconciledDate: row.lastDate,
      lastReconciledBalance: row.lastBalance === null ? null : toNaira(row.lastBalance),
    };
  });
}

/** One bank account; another company's, or an account that is not a bank account, is not found. */
export async function getBankAccountView(
  executor: Executor,
  companyId: string,
  accountId: string,
  asOf: string,
): Promise<BankAccountView> {
  const [view] = await bankAccountViews(executor, companyId, asOf, accountId);
  if (!view) throw new NotFound('Bank account');
  return view;
}

/** The chart account behind a bank account, or NotFound. */
export async function findBankChartAccount(executor: Executor, companyId: string, accountId: string) {
  const [account] = await executor
    .select()
    .from(accounts)
    .where(and(eq(accounts.companyId, companyId), eq(accounts.id, accountId), eq(accounts.isBank, true)));
  if (!account) throw new NotFound('Bank account');
  return account;
}

/** The last completed reconciliation of an account, if any. */
export async function lastCompletedReconciliation(executor: Executor, companyId: string, accountId: string) {
  const [row] = await executor
    .select()
    .from(reconciliations)
    .where(
      and(
        eq(reconciliations.companyId, companyId),
        eq(reconciliations.accountId, accountId),
        eq(reconciliations.status, 'completed'),
      ),
    )
    .orderBy(desc(reconciliations.statementDate), desc(reconciliations.completedAt))
    .limit(1);
  return row;
}

/**
 * What the bank part keeps about a chart account: bank details, imported statement lines,
 * reconciliations. An account holding any of these cannot be merged away: they would be left behind.
 */
export async function bankRecordsOfAccount(executor: Executor, companyId: string, accountId: string) {
  const [row] = await queryRows<{ details: boolean; statements: boolean }>(
    executor,
    sql`select
      exists (select 1 from bank_accounts where company_id = ${companyId} and account_id = ${accountId}) as details,
      exists (select 1 from bank_statement_lines where company_id = ${companyId} and account_id = ${accountId})
        or exists (select 1 from reconciliations where company_id = ${companyId} and account_id = ${accountId})
        as statements`,
  );
  return { details: row?.details === true, statements: row?.statements === true };
}

/** The bank part's merge guard (accounts.merge.ts): an account holding bank records stays. */
export const bankMergeGuard: MergeGuard = async (executor, companyId, account) => {
  const bank = await bankRecordsOfAccount(executor, companyId, account.id);
  if (bank.details) return `${account.name} is linked to a bank account and cannot be merged`;
  if (bank.statements) return `${account.name} has bank statements or reconciliations and cannot be merged`;
  return undefined;
};
