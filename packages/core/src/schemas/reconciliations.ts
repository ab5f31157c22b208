import { z } from 'zod';
import { bankAccountViewSchema, statementLineViewSchema } from './bank.ts';
import { accountReferenceSchema } from './bank-rules.ts';
import { contactOptionSchema } from './contacts.ts';
import { fieldsObject, figure, notValid, text } from './fields.ts';
import { taxOptionSchema } from './taxes.ts';

/*
 * The answers of bank reconciliation (docs/bank-api.md). The server checks what it sends against
 * these and the web app takes its types from them. Amounts are naira, signed from the bank
 * account's side on both sides: money in and debits to the account are above zero. The request
 * bodies are in bank.ts.
 */

const ids = (label: string) => z.array(text(label), { error: notValid(label) });

export const reconciliationStatusValues = ['in-progress', 'completed'] as const;

export const reconciliationViewSchema = fieldsObject({
  _id: text('Id'),
  account: fieldsObject({ _id: text('Bank account'), account_name: text('Bank account') }, 'Bank account'),
  statementDate: text('Statement date'),
  statementBalance: figure('Statement balance'),
  /** The statement balance of the account's previous completed reconciliation; 0 for the first. */
  openingBalance: figure('Opening balance'),
  status: z.enum(reconciliationStatusValues, { error: notValid('Status') }),
  completedAt: text('Completed').nullable(),
  completedBy: fieldsObject({ _id: text('Completed by'), name: text('Completed by') }, 'Completed by').nullable(),
});
export type ReconciliationView = z.infer<typeof reconciliationViewSchema>;

export const ledgerLineViewSchema = fieldsObject({
  /** '<entryId>:<lineNumber>' */
  _id: text('Ledger line'),
  date: text('Date'),
  /**
   * number is null for an entry without a journal number; identifier: JV-000013 or JE-000016, the
   * one people see (null until numbered); fromStatement: posted from a statement line ('Create
   * entry', a bank rule): a bank entry, whose receipts are attached to it.
   */
  entry: fieldsObject(
    {
      _id: text('Journal'),
      number: figure('Entry number').nullable(),
      identifier: text('Entry number').nullable(),
      fromStatement: z.boolean({ error: notValid('From a statement') }),
    },
    'Journal',
  ),
  memo: text('Memo'),
  description: text('Description'),
  /** Debit to the bank account > 0, credit < 0. */
  amount: figure('Amount'),
  cleared: z.boolean({ error: notValid('Cleared') }),
  matchedStatementLines: ids('Matched statement lines'),
});
export type LedgerLineView = z.infer<typeof ledgerLineViewSchema>;

/** The auto-matcher's best proposal for an unmatched line, to accept with POST .../matches. */
export const matchSuggestionSchema = fieldsObject(
  { ledgerLines: ids('Suggested ledger lines'), score: figure('Score'), reason: text('Reason') },
  'Suggestion',
);
export type MatchSuggestion = z.infer<typeof matchSuggestionSchema>;

/** What the first matching bank rule proposes for an unmatched line (docs/bank-rules.md). */
export const ruleProposalSchema = fieldsObject(
  {
    ruleId: text('Rule'),
    ruleName: text('Rule name'),
    account: accountReferenceSchema,
    tax: taxOptionSchema.nullable(),
    contact: contactOptionSchema.nullable(),
    /** The entry's memo; empty: the line's narration. */
    memo: text('Memo'),
  },
  'Proposal',
);
export type RuleProposal = z.infer<typeof ruleProposalSchema>;

export const reconciliationStatementLineSchema = statementLineViewSchema.extend({
  matchedLedgerLines: ids('Matched ledger lines'),
  suggestion: matchSuggestionSchema.nullable(),
  /** What the first matching bank rule proposes for an unmatched line, to accept in one click. */
  proposal: ruleProposalSchema.nullable(),
});
export type ReconciliationStatementLine = z.infer<typeof reconciliationStatementLineSchema>;

export const reconciliationDetailSchema = reconciliationViewSchema.extend({
  statementLines: z.array(reconciliationStatementLineSchema, { error: notValid('Statement lines') }),
  ledgerLines: z.array(ledgerLineViewSchema, { error: notValid('Ledger lines') }),
  /** Opening balance + cleared ledger lines. */
  clearedBalance: figure('Cleared balance'),
  /** Statement balance − cleared balance; the reconciliation can be finished at 0. */
  difference: figure('Difference'),
});
export type ReconciliationDetail = z.infer<typeof reconciliationDetailSchema>;

/** One row of GET /reconciliations: a bank account and where its reconciliation stands. */
export const reconciliationOverviewSchema = fieldsObject({
  account: bankAccountViewSchema,
  lastReconciledDate: text('Last reconciled').nullable(),
  lastReconciledBalance: figure('Last reconciled balance').nullable(),
  inProgress: fieldsObject(
    {
      _id: text('Reconciliation'),
      statementDate: text('Statement date'),
      statementBalance: figure('Statement balance'),
    },
    'Reconciliation in progress',
  ).nullable(),
});
export type ReconciliationOverview = z.infer<typeof reconciliationOverviewSchema>;
