import { signedForType, toNaira } from '@owo/core';
import { accounts, type Transaction } from '@owo/db';
import { asc, eq } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import { ledgerPage } from '../../ledger/account-ledger.ts';
import { periodActivity } from '../../ledger/period-activity.ts';
import { selectAccounts } from '../accounts/index.ts';

/**
 * Every account with a balance before the period or lines in it, in account code order, with its
 * figures. A member limited to a branch reads that branch's lines only (branch-scope.ts).
 */
export async function accountsWithActivity(
  tx: Transaction,
  context: Pick<RequestContext, 'companyId' | 'branchScope'>,
  query: { from?: string | undefined; to?: string | undefined },
) {
  const { companyId } = context;
  const [activity, chart] = await Promise.all([
    periodActivity(tx, { companyId, branchId: context.branchScope, from: query.from, to: query.to }),
    selectAccounts(tx).where(eq(accounts.companyId, companyId)).orderBy(asc(accounts.code)),
  ]);
  return chart.flatMap(({ account, parent }) => {
    const figures = activity.get(account.id);
    return figures ? [{ account, parent, figures }] : [];
  });
}

export interface EveryAccountQuery {
  from?: string | undefined;
  to?: string | undefined;
  offset: number;
  limit: number;
}

/**
 * The general ledger of every account with a balance before the period or postings in it, in
 * account code order, paged by rows across accounts: each line is a row, and an account without
 * lines in the period takes one row (its balance, unchanged). An account cut by a page boundary
 * is on both pages; the later one starts from the balance brought forward. Each account's lines
 * come from ledgerPage, so they and their balances are the one-account ledger's exactly.
 */
export async function generalLedgerOfEveryAccount(
  tx: Transaction,
  context: Pick<RequestContext, 'companyId' | 'branchScope'>,
  query: EveryAccountQuery,
) {
  const { companyId } = context;
  const branchId = context.branchScope;
  const pageEnd = query.offset + query.limit;
  let rowsBefore = 0;
  const shownAccounts = [];
  for (const { account, parent, figures } of await accountsWithActivity(tx, context, query)) {
    const rows = Math.max(figures.lineCount, 1);
    const start = rowsBefore;
    rowsBefore += rows;
    if (start + rows <= query.offset || start >= pageEnd) continue;
    const shown = (debitMinusCredit: number) => toNaira(signedForType(debitMinusCredit, parent.accountType));
    const closing = figures.openingBalance + figures.debit - figures.credit;
    const skip = Math.max(query.offset - start, 0);
    const page =
      figures.lineCount === 0
        ? null
        : await ledgerPage(tx, {
            companyId,
            accountId: account.id,
            branchId,
            from: query.from,
            to: query.to,
            offset: skip,
            limit: Math.min(rows, pageEnd - start) - skip,
          });
    shownAccounts.push({
      account: {
        _id: account.id,
        account_code: account.code,
        account_name: account.name,
        account_type: parent.accountType,
      },
      openingBalance: shown(figures.openingBalance),
      closingBalance: shown(closing),
      pageOpeningBalance: shown(page ? page.pageOpeningBalance : figures.openingBalance),
      totalDebit: toNaira(figures.debit),
      totalCredit: toNaira(figures.credit),
      lineCount: figures.lineCount,
      continuedFromPreviousPage: skip > 0,
      continuesOnNextPage: start + rows > pageEnd,
      lines: (page?.lines ?? []).map((line) => ({
        date: line.date,
        entry: { _id: line.entryId, number: line.entryNumber, identifier: line.entryIdentifier },
        source: { type: line.sourceType, _id: line.sourceId },
        memo: line.memo,
        description: line.description,
        debit: toNaira(line.debit),
        credit: toNaira(line.credit),
        balance: shown(line.balance),
      })),
    });
  }
  return {
    total: rowsBefore,
    data: { from: query.from ?? null, to: query.to ?? null, accounts: shownAccounts },
  };
}
