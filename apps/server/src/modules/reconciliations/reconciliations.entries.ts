import type { StatementLineEntry } from '@owo/core';
import { accounts, type Transaction } from '@owo/db';
import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import { Conflict, Invalid } from '../../errors.ts';
import { type PostingTransaction, post } from '../../ledger/post.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { statementLineTaken, writeMatches } from './reconciliations.matching.ts';
import { BANK_LINE_NUMBER, statementLineEntryInput } from './reconciliations.posting.ts';
import { openWorkspace, statementLineOf } from './reconciliations.workspace.ts';

/** The other side of a create-entry: one of the company's active accounts, not the bank account itself. */
async function checkOtherAccount(tx: Transaction, companyId: string, bankAccountId: string, accountId: string) {
  if (accountId === bankAccountId) {
    const message = 'Choose the account for the other side of the entry, not this bank account';
    throw new Invalid(message, { account: message });
  }
  const [account] = await tx
    .select({ code: accounts.code, name: accounts.name, isActive: accounts.isActive })
    .from(accounts)
    .where(and(eq(accounts.companyId, companyId), eq(accounts.id, accountId)));
  if (!account) throw new Invalid('account is not valid.', { account: 'account is not valid.' });
  if (!account.isActive) {
    const message = `${account.code} ${account.name} is inactive`;
    throw new Invalid(message, { account: message });
  }
}

/**
 * Posts the entry a statement line is missing from the books (bank charges, interest, a transfer
 * to another of the company's accounts) and matches the line to it, in one transaction.
 */
export async function createEntryForStatementLine(
  tx: PostingTransaction,
  context: RequestContext,
  input: { id: string; statementLineId: string; entry: StatementLineEntry },
) {
  const { companyId } = context;
  const { id, statementLineId, entry: asked } = input;
  const workspace = await openWorkspace(tx, companyId, id);
  const line = statementLineOf(workspace, statementLineId);
  if (line.status !== 'unmatched') throw new Conflict(`This statement line ${statementLineTaken[line.status]}`);
  const { accountId } = workspace.reconciliation;
  await checkOtherAccount(tx, companyId, accountId, asked.account);
  const entryInput = statementLineEntryInput(
    line,
    { bankAccountId: accountId, otherAccountId: asked.account },
    asked.description,
    context,
  );
  const entry = await post(tx, entryInput);
  await writeMatches(tx, companyId, id, [
    { statementLineIds: [line.id], ledgerLines: [{ entryId: entry.id, lineNumber: BANK_LINE_NUMBER }] },
  ]);
  await recordAudit(tx, context, {
    action: 'create',
    entityType: 'journal-entry',
    entityId: entry.id,
    after: { ...entryInput, reconciliation: id },
  });
  await recordAudit(tx, context, {
    action: 'match',
    entityType: 'reconciliation',
    entityId: id,
    after: { statementLines: [line.id], ledgerLines: [`${entry.id}:${BANK_LINE_NUMBER}`] },
  });
}
