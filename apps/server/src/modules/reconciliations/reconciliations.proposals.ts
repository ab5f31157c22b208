import { firstMatchingRule, type RuleProposal } from '@owo/core';
import type { ActiveBankRule } from '../bank/index.ts';
import type { StatementLineRow, Workspace } from './reconciliations.view.ts';

/*
 * What bank rules propose for a reconciliation's unmatched statement lines (docs/bank-rules.md):
 * the first active rule, by position, that matches a line proposes its entry, to accept in one
 * click or in bulk. Worked out on every read, like the matcher's suggestions, so a changed rule
 * proposes at once.
 */

/** The rule proposing for one line, if any: never one whose account is the bank account itself. */
export function proposalFor(
  line: StatementLineRow,
  bankAccountId: string,
  rules: readonly ActiveBankRule[],
): RuleProposal | null {
  if (line.status !== 'unmatched') return null;
  const usable = rules.filter((rule) => rule.view.account._id !== bankAccountId);
  const rule = firstMatchingRule(usable, {
    description: line.description,
    reference: line.reference,
    amount: line.amount,
    bankAccountId,
  })?.view;
  if (!rule) return null;
  return {
    ruleId: rule._id,
    ruleName: rule.name,
    account: rule.account,
    tax: rule.tax,
    contact: rule.contact,
    memo: rule.memo,
  };
}

/** Statement line id -> its proposal, for an in-progress reconciliation's unmatched lines. */
export function ruleProposals(workspace: Workspace, rules: readonly ActiveBankRule[]): Map<string, RuleProposal> {
  const proposals = new Map<string, RuleProposal>();
  if (workspace.reconciliation.status !== 'in-progress' || rules.length === 0) return proposals;
  for (const line of workspace.statementLines) {
    const proposal = proposalFor(line, workspace.reconciliation.accountId, rules);
    if (proposal) proposals.set(line.id, proposal);
  }
  return proposals;
}
