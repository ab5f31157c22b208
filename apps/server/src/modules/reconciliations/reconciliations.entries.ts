import type { StatementLineEntry } from '@owo/core';
import type { Transaction } from '@owo/db';
import type { RequestContext } from '../../context.ts';
import { Conflict, Invalid } from '../../errors.ts';
import { authorityToPost } from '../../ledger/approval.ts';
import { type PostingTransaction, post } from '../../ledger/post.ts';
import { systemAccount } from '../../ledger/system-accounts.ts';
import { recordAudit } from '../audit/index.ts';
import { activeBankRules, checkEntryParties, partyMessages } from '../bank/index.ts';
import { statementLineTaken, writeMatches } from './reconciliations.matching.ts';
import { BANK_LINE_NUMBER, statementLineEntryInput } from './reconciliations.posting.ts';
import { proposalFor } from './reconciliations.proposals.ts';
import type { StatementLineRow, Workspace } from './reconciliations.view.ts';
import { openWorkspace, statementLineOf } from './reconciliations.workspace.ts';

/** What an entry for a statement line names: the other side, and optionally VAT and a contact. */
interface EntryChoice {
  account: string;
  description?: string | undefined;
  tax?: string | null | undefined;
  contact?: string | null | undefined;
}

/**
 * The other side of the entry: one of the company's active accounts, not the bank account itself,
 * with the VAT tax and contact checked, and the VAT account the line's direction posts VAT to.
 */
async function entrySides(
  tx: Transaction,
  companyId: string,
  bankAccountId: string,
  line: StatementLineRow,
  choice: EntryChoice,
) {
  if (choice.account === bankAccountId) {
    throw new Invalid(partyMessages.notTheBank, { account: partyMessages.notTheBank });
  }
  const { tax, contact } = await checkEntryParties(tx, companyId, {
    accountId: choice.account,
    taxId: choice.tax,
    contactId: choice.contact,
    date: line.date,
  });
  // VAT on money paid out is input VAT (reclaimable); on money received it is output VAT (owed).
  const vatAccount = tax ? await systemAccount(tx, companyId, line.amount < 0 ? 'vat-input' : 'vat-output') : null;
  return {
    bankAccountId,
    otherAccountId: choice.account,
    vat: tax && vatAccount ? { taxId: tax.id, rateBasisPoints: tax.rateBasisPoints, accountId: vatAccount.id } : null,
    contactId: contact?.id ?? null,
  };
}

/** Posts one line's entry and matches the line to it; the workspace is open (locked, in progress). */
async function postAndMatch(
  tx: PostingTransaction,
  context: RequestContext,
  workspace: Workspace,
  line: StatementLineRow,
  choice: EntryChoice & { ruleId?: string },
) {
  const { companyId } = context;
  const { id, accountId } = workspace.reconciliation;
  if (line.status !== 'unmatched') throw new Conflict(`This statement line ${statementLineTaken[line.status]}`);
  const sides = await entrySides(tx, companyId, accountId, line, choice);
  const entryInput = statementLineEntryInput(line, sides, choice.description, context);
  const authority = authorityToPost(
    context,
    entryInput.sourceType,
    'Categorising a statement line needs the permission to reconcile',
  );
  const entry = await post(tx, entryInput, authority);
  await writeMatches(tx, companyId, id, [
    { statementLineIds: [line.id], ledgerLines: [{ entryId: entry.id, lineNumber: BANK_LINE_NUMBER }] },
  ]);
  await recordAudit(tx, context, {
    action: 'create',
    entityType: 'journal-entry',
    entityId: entry.id,
    after: { ...entryInput, reconciliation: id, ...(choice.ruleId ? { bankRule: choice.ruleId } : {}) },
  });
  await recordAudit(tx, context, {
    action: 'match',
    entityType: 'reconciliation',
    entityId: id,
    after: { statementLines: [line.id], ledgerLines: [`${entry.id}:${BANK_LINE_NUMBER}`] },
  });
}

/**
 * Posts the entry a statement line is missing from the books (bank charges, interest, a transfer
 * to another of the company's accounts) and matches the line to it, in one transaction. With a VAT
 * tax the statement amount is gross and the VAT in it is posted apart.
 */
export async function createEntryForStatementLine(
  tx: PostingTransaction,
  context: RequestContext,
  input: { id: string; statementLineId: string; entry: StatementLineEntry },
) {
  const workspace = await openWorkspace(tx, context.companyId, input.id);
  const line = statementLineOf(workspace, input.statementLineId);
  await postAndMatch(tx, context, workspace, line, input.entry);
}

export const proposalMessages = {
  none: 'This statement line has no proposal from a bank rule; create its entry instead',
} as const;

/**
 * Accepts what bank rules propose for these statement lines: each gets its entry, matched, as
 * create-entry would post it, all in this one transaction (all or none). The proposals are worked
 * out again now, so a rule changed since the screen was read proposes what it says now.
 */
export async function acceptRuleProposals(
  tx: PostingTransaction,
  context: RequestContext,
  input: { id: string; statementLineIds: string[] },
) {
  const { companyId } = context;
  const workspace = await openWorkspace(tx, companyId, input.id);
  const rules = await activeBankRules(tx, companyId);
  for (const statementLineId of input.statementLineIds) {
    const line = statementLineOf(workspace, statementLineId.toLowerCase());
    if (line.status !== 'unmatched') throw new Conflict(`This statement line ${statementLineTaken[line.status]}`);
    const proposal = proposalFor(line, workspace.reconciliation.accountId, rules);
    if (!proposal) throw new Conflict(proposalMessages.none);
    await postAndMatch(tx, context, workspace, line, {
      account: proposal.account._id,
      tax: proposal.tax?._id ?? null,
      contact: proposal.contact?._id ?? null,
      description: proposal.memo === '' ? undefined : proposal.memo,
      ruleId: proposal.ruleId,
    });
  }
}
