import { type OpeningBalances, type OpeningBalancesView, toKobo, toNaira } from '@owo/core';
import { accounts, type Executor, journalEntries, journalLines, type Transaction } from '@owo/db';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { type RequestContext, requirePermission } from '../../context.ts';
import { Invalid } from '../../errors.ts';
import { approvalToReverse, authorityToPost } from '../../ledger/approval.ts';
import { assertOpenPeriod } from '../../ledger/lock-date.ts';
import { assertPostableAccounts, type PostingTransaction, post, reverse } from '../../ledger/post.ts';
import { holdSourceLock } from '../../ledger/sequences.ts';
import { systemAccount } from '../../ledger/system-accounts.ts';
import { recordAudit } from '../audit/index.ts';
import { openingBalanceLines } from './opening-balances.posting.ts';

// One set of opening balances per company: the company's id is their source id.
const SOURCE_TYPE = 'opening-balance';
async function currentEntry(executor: Executor, companyId: string) {
  const [entry] = await executor
    .select()
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.companyId, companyId),
        eq(journalEntries.sourceType, SOURCE_TYPE),
        eq(journalEntries.sourceId, companyId),
        isNull(journalEntries.reversedByEntryId),
        isNull(journalEntries.reversesEntryId),
      ),
    );
  return entry;
}

/** The opening balances in force: the lines of the current opening-balance entry. */
export async function getOpeningBalances(
  tx: Transaction,
  context: Pick<RequestContext, 'companyId'>,
): Promise<OpeningBalancesView> {
  const { companyId } = context;
  const entry = await currentEntry(tx, companyId);
  if (!entry) return { date: null, entry: null, lines: [], openingBalanceEquity: null };
  const equity = await systemAccount(tx, companyId, 'opening-balance-equity');
  const rows = await tx
    .select({ line: journalLines, account: accounts })
    .from(journalLines)
    .innerJoin(accounts, and(eq(accounts.companyId, journalLines.companyId), eq(accounts.id, journalLines.accountId)))
    .where(and(eq(journalLines.companyId, companyId), eq(journalLines.entryId, entry.id)))
    .orderBy(asc(journalLines.lineNumber));
  const views = rows.map(({ line, account }) => ({
    account: { _id: account.id, account_name: account.name, account_code: account.code },
    debit: toNaira(line.debit),
    credit: toNaira(line.credit),
  }));
  return {
    date: entry.date,
    entry: { _id: entry.id, number: entry.number },
    lines: views.filter((view) => view.account._id !== equity.id),
    openingBalanceEquity: views.find((view) => view.account._id === equity.id) ?? null,
  };
}

const openingBalancesRefusal = 'Opening balances change the books, which needs the permission to approve journals';

/**
 * Replaces the opening balances: the entry in force is reversed and the new balances are posted
 * as one entry, the difference going to Opening Balance Equity, audited. This changes the books,
 * so it needs the approve permission; two saves at once run one after the other.
 */
export async function setOpeningBalances(tx: PostingTransaction, context: RequestContext, input: OpeningBalances) {
  const { companyId } = context;
  requirePermission(context, 'accounting.approve', openingBalancesRefusal);
  await holdSourceLock(tx, companyId, SOURCE_TYPE, companyId);
  const equity = await systemAccount(tx, companyId, 'opening-balance-equity');
  const equityIndex = input.lines.findIndex((line) => line.account === equity.id);
  if (equityIndex >= 0) {
    const message = 'Opening Balance Equity takes the difference; leave it out';
    throw new Invalid(message, { [`lines.${equityIndex}.account`]: message });
  }
  await assertPostableAccounts(
    tx,
    companyId,
    input.lines.map((line) => (line.debit > 0 || line.credit > 0 ? line.account : null)),
  );
  await assertOpenPeriod(tx, companyId, input.date);
  const before = await getOpeningBalances(tx, context);
  if (before.entry) {
    const approval = approvalToReverse(context, SOURCE_TYPE, openingBalancesRefusal);
    await reverse(tx, { companyId, entryId: before.entry._id, approval });
  }
  const lines = openingBalanceLines(
    input.lines.map((line) => ({ accountId: line.account, debit: toKobo(line.debit), credit: toKobo(line.credit) })),
    equity.id,
  );
  if (lines.length > 0) {
    await post(
      tx,
      {
        companyId,
        date: input.date,
        memo: 'Opening balances',
        sourceType: SOURCE_TYPE,
        sourceId: companyId,
        createdBy: context.userId,
        lines,
      },
      authorityToPost(context, SOURCE_TYPE, openingBalancesRefusal),
    );
  }
  const after = await getOpeningBalances(tx, context);
  await recordAudit(tx, context, {
    action: 'update',
    entityType: 'opening-balances',
    entityId: companyId,
    before,
    after,
  });
}
