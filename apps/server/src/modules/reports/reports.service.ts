import { type AccountType, accountTypes, signedForType, toNaira } from '@owo/core';
import { accounts, type Transaction } from '@owo/db';
import { asc, eq } from 'drizzle-orm';
import { scopedBalancesAsOf } from '../../branch-scope.ts';
import type { RequestContext } from '../../context.ts';
import { ledgerPage } from '../../ledger/account-ledger.ts';
import { findAccount, selectAccounts } from '../accounts/index.ts';

/**
 * Every account with a balance as of a date, each on its debit or credit side, and the balance of
 * each account type (the aggregate a balance sheet starts from). Debits always equal credits.
 */
export async function trialBalance(
  tx: Transaction,
  context: Pick<RequestContext, 'companyId' | 'branchScope'>,
  { asOf }: { asOf: string },
) {
  const { companyId } = context;
  const [balances, rows] = await Promise.all([
    // A member limited to a branch reads that branch's balances (branch-scope.ts).
    scopedBalancesAsOf(tx, context, asOf),
    selectAccounts(tx).where(eq(accounts.companyId, companyId)).orderBy(asc(accounts.code)),
  ]);
  const byType = Object.fromEntries(accountTypes.map((type) => [type, 0])) as Record<AccountType, number>;
  let totalDebit = 0;
  let totalCredit = 0;
  const lines = rows.flatMap(({ account, parent }) => {
    const net = balances.get(account.id) ?? 0;
    if (net === 0) return [];
    byType[parent.accountType] += signedForType(net, parent.accountType);
    totalDebit += Math.max(net, 0);
    totalCredit += Math.max(-net, 0);
    return [
      {
        _id: account.id,
        account_code: account.code,
        account_name: account.name,
        account_type: parent.accountType,
        debit: toNaira(Math.max(net, 0)),
        credit: toNaira(Math.max(-net, 0)),
      },
    ];
  });
  return {
    asOf,
    accounts: lines,
    totalDebit: toNaira(totalDebit),
    totalCredit: toNaira(totalCredit),
    byType: Object.fromEntries(accountTypes.map((type) => [type, toNaira(byType[type])])) as Record<
      AccountType,
      number
    >,
  };
}

/** One page of an account's ledger with running balances, shown in the account's normal direction. */
export async function generalLedger(
  tx: Transaction,
  context: Pick<RequestContext, 'companyId' | 'branchScope'>,
  query: { account: string; from?: string | undefined; to?: string | undefined; offset: number; limit: number },
) {
  const { companyId } = context;
  const { account, parent } = await findAccount(tx, companyId, query.account);
  // A member limited to a branch reads that branch's lines only (branch-scope.ts).
  const page = await ledgerPage(tx, { companyId, accountId: account.id, branchId: context.branchScope, ...query });
  const shown = (debitMinusCredit: number) => toNaira(signedForType(debitMinusCredit, parent.accountType));
  return {
    total: page.total,
    data: {
      account: {
        _id: account.id,
        account_code: account.code,
        account_name: account.name,
        account_type: parent.accountType,
      },
      from: query.from ?? null,
      to: query.to ?? null,
      openingBalance: shown(page.openingBalance),
      closingBalance: shown(page.closingBalance),
      pageOpeningBalance: shown(page.pageOpeningBalance),
      lines: page.lines.map((line) => ({
        date: line.date,
        entry: { _id: line.entryId, number: line.entryNumber, identifier: line.entryIdentifier },
        source: { type: line.sourceType, _id: line.sourceId },
        memo: line.memo,
        description: line.description,
        debit: toNaira(line.debit),
        credit: toNaira(line.credit),
        balance: shown(line.balance),
      })),
    },
  };
}
