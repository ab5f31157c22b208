import type { z } from 'zod';
import { accountTypes } from '../ledger.ts';
import { statementComparisons } from '../statements.ts';
import { choice, fieldsObject, figure, listOf, text, yesOrNo } from './fields.ts';

/*
 * The ledger's reports as the API answers them (apps/server reports routes), in naira: the trial
 * balance, the general ledger of one account or of every account, and the financial statements.
 * The server declares its responses with these schemas and the web app reads their types.
 */

export const reportAccountSchema = fieldsObject({
  _id: text('Id'),
  account_code: text('Account code'),
  account_name: text('Account name'),
  account_type: choice('Account type', accountTypes),
});

export const trialBalanceViewSchema = fieldsObject({
  asOf: text('As of'),
  accounts: listOf(reportAccountSchema.extend({ debit: figure('Debit'), credit: figure('Credit') }), 'Accounts'),
  totalDebit: figure('Total debit'),
  totalCredit: figure('Total credit'),
  /** Each type's balance in its normal direction. */
  byType: fieldsObject(
    Object.fromEntries(accountTypes.map((type) => [type, figure(`Balance of ${type.toLowerCase()} accounts`)])),
  ),
});
export type TrialBalanceView = z.infer<typeof trialBalanceViewSchema>;

export const generalLedgerLineSchema = fieldsObject({
  date: text('Date'),
  /** identifier: JV-000013 or JE-000016, the one people see; null until numbered. */
  entry: fieldsObject({
    _id: text('Id'),
    number: figure('Number').nullable(),
    identifier: text('Identifier').nullable(),
  }),
  /** What posted it: a journal (with its id), opening balances... */
  source: fieldsObject({ type: text('Type'), _id: text('Id').nullable() }),
  memo: text('Memo'),
  description: text('Description'),
  debit: figure('Debit'),
  credit: figure('Credit'),
  /** Running balance after this line, in the account's normal direction. */
  balance: figure('Balance'),
});
export type GeneralLedgerLine = z.infer<typeof generalLedgerLineSchema>;

/** One account's postings over a period, a page of them. */
export const generalLedgerViewSchema = fieldsObject({
  account: reportAccountSchema,
  from: text('From').nullable(),
  to: text('To').nullable(),
  openingBalance: figure('Opening balance'),
  closingBalance: figure('Closing balance'),
  /** The balance brought forward to the first line of this page. */
  pageOpeningBalance: figure('Page opening balance'),
  lines: listOf(generalLedgerLineSchema, 'Lines'),
});
export type GeneralLedgerView = z.infer<typeof generalLedgerViewSchema>;

/** One account's part of the general ledger of every account, on one page. */
export const ledgerSectionSchema = fieldsObject({
  account: reportAccountSchema,
  openingBalance: figure('Opening balance').describe('Balance before `from`'),
  closingBalance: figure('Closing balance').describe('Balance at `to`'),
  pageOpeningBalance: figure('Page opening balance').describe("Balance before this page's first line of the account"),
  totalDebit: figure('Total debit').describe("The period's debits"),
  totalCredit: figure('Total credit').describe("The period's credits"),
  lineCount: figure('Line count').describe("The account's lines in the period, on every page"),
  continuedFromPreviousPage: yesOrNo('Continued from previous page'),
  continuesOnNextPage: yesOrNo('Continues on next page'),
  lines: listOf(generalLedgerLineSchema, 'Lines'),
});
export type LedgerSection = z.infer<typeof ledgerSectionSchema>;

/** The general ledger without an account: every account with a balance or postings in the period. */
export const everyAccountLedgerViewSchema = fieldsObject({
  from: text('From').nullable(),
  to: text('To').nullable(),
  accounts: listOf(ledgerSectionSchema, 'Accounts'),
});
export type EveryAccountLedgerView = z.infer<typeof everyAccountLedgerViewSchema>;

/** A row of a financial statement (statements.ts), amounts in naira per column. */
export const statementRowViewSchema = fieldsObject({
  kind: choice('Kind', ['heading', 'account', 'subtotal', 'total']),
  label: text('Label'),
  /** Indent: 0 section, 1 sub category, 2 account. */
  level: figure('Level'),
  /** One per column, in naira, positive in the section's normal direction; none on headings. */
  amounts: listOf(figure('Amount'), 'Amounts'),
  /** Account rows: the account, whose postings for the column's dates are its general ledger. */
  account: fieldsObject({ _id: text('Id'), account_code: text('Account code') }).nullable(),
});
export type StatementRowView = z.infer<typeof statementRowViewSchema>;

/** What a statement over a period has (profit and loss, cash flow). */
export const periodStatementViewSchema = fieldsObject({
  from: text('From'),
  to: text('To'),
  comparison: choice('Comparison', statementComparisons),
  branch: text('Branch').nullable(),
  columns: listOf(fieldsObject({ label: text('Label'), from: text('From'), to: text('To') }), 'Columns'),
  rows: listOf(statementRowViewSchema, 'Rows'),
});
export type PeriodStatementView = z.infer<typeof periodStatementViewSchema>;

export const profitAndLossViewSchema = periodStatementViewSchema.extend({
  netProfit: listOf(figure('Amount'), 'Net profit'),
});
export type ProfitAndLossView = z.infer<typeof profitAndLossViewSchema>;

/** Rows: cash in positive, cash out negative. */
export const cashFlowViewSchema = periodStatementViewSchema.extend({
  /** Per column: net cash from operating, investing and financing activities together. */
  netChange: listOf(figure('Amount'), 'Net change'),
  /** Per column: the cash and bank accounts' balance the day before the column starts, and at its end. */
  openingCash: listOf(figure('Amount'), 'Opening cash'),
  closingCash: listOf(figure('Amount'), 'Closing cash'),
  /** Per column: closing cash less opening cash less net change; zero unless the lines read do not balance. */
  difference: listOf(figure('Amount'), 'Difference'),
});
export type CashFlowView = z.infer<typeof cashFlowViewSchema>;

export const balanceSheetViewSchema = fieldsObject({
  asOf: text('As of'),
  comparison: choice('Comparison', statementComparisons),
  branch: text('Branch').nullable(),
  columns: listOf(fieldsObject({ label: text('Label'), asOf: text('As of') }), 'Columns'),
  rows: listOf(statementRowViewSchema, 'Rows'),
  totalAssets: listOf(figure('Amount'), 'Total assets'),
  totalLiabilities: listOf(figure('Amount'), 'Total liabilities'),
  totalEquity: listOf(figure('Amount'), 'Total equity'),
});
export type BalanceSheetView = z.infer<typeof balanceSheetViewSchema>;
