import { z } from 'zod';
import { accountTypes } from '../ledger.ts';
import { statementComparisons } from '../statements.ts';

/*
 * The ledger's reports as the API answers them (apps/server reports routes), in naira: the trial
 * balance, the general ledger of one account or of every account, and the financial statements.
 * The server declares its responses with these schemas and the web app reads their types.
 */

export const reportAccountSchema = z.object({
  _id: z.string(),
  account_code: z.string(),
  account_name: z.string(),
  account_type: z.enum(accountTypes),
});

export const trialBalanceViewSchema = z.object({
  asOf: z.string(),
  accounts: z.array(reportAccountSchema.extend({ debit: z.number(), credit: z.number() })),
  totalDebit: z.number(),
  totalCredit: z.number(),
  /** Each type's balance in its normal direction. */
  byType: z.object(Object.fromEntries(accountTypes.map((type) => [type, z.number()]))),
});
export type TrialBalanceView = z.infer<typeof trialBalanceViewSchema>;

export const generalLedgerLineSchema = z.object({
  date: z.string(),
  /** identifier: JV-000013 or JE-000016, the one people see; null until numbered. */
  entry: z.object({ _id: z.string(), number: z.number().nullable(), identifier: z.string().nullable() }),
  /** What posted it: a journal (with its id), opening balances... */
  source: z.object({ type: z.string(), _id: z.string().nullable() }),
  memo: z.string(),
  description: z.string(),
  debit: z.number(),
  credit: z.number(),
  /** Running balance after this line, in the account's normal direction. */
  balance: z.number(),
});
export type GeneralLedgerLine = z.infer<typeof generalLedgerLineSchema>;

/** One account's postings over a period, a page of them. */
export const generalLedgerViewSchema = z.object({
  account: reportAccountSchema,
  from: z.string().nullable(),
  to: z.string().nullable(),
  openingBalance: z.number(),
  closingBalance: z.number(),
  /** The balance brought forward to the first line of this page. */
  pageOpeningBalance: z.number(),
  lines: z.array(generalLedgerLineSchema),
});
export type GeneralLedgerView = z.infer<typeof generalLedgerViewSchema>;

/** One account's part of the general ledger of every account, on one page. */
export const ledgerSectionSchema = z.object({
  account: reportAccountSchema,
  openingBalance: z.number().describe('Balance before `from`'),
  closingBalance: z.number().describe('Balance at `to`'),
  pageOpeningBalance: z.number().describe("Balance before this page's first line of the account"),
  totalDebit: z.number().describe("The period's debits"),
  totalCredit: z.number().describe("The period's credits"),
  lineCount: z.number().describe("The account's lines in the period, on every page"),
  continuedFromPreviousPage: z.boolean(),
  continuesOnNextPage: z.boolean(),
  lines: z.array(generalLedgerLineSchema),
});
export type LedgerSection = z.infer<typeof ledgerSectionSchema>;

/** The general ledger without an account: every account with a balance or postings in the period. */
export const everyAccountLedgerViewSchema = z.object({
  from: z.string().nullable(),
  to: z.string().nullable(),
  accounts: z.array(ledgerSectionSchema),
});
export type EveryAccountLedgerView = z.infer<typeof everyAccountLedgerViewSchema>;

/** A row of a financial statement (statements.ts), amounts in naira per column. */
export const statementRowViewSchema = z.object({
  kind: z.enum(['heading', 'account', 'subtotal', 'total']),
  label: z.string(),
  /** Indent: 0 section, 1 sub category, 2 account. */
  level: z.number(),
  /** One per column, in naira, positive in the section's normal direction; none on headings. */
  amounts: z.array(z.number()),
  /** Account rows: the account, whose postings for the column's dates are its general ledger. */
  account: z.object({ _id: z.string(), account_code: z.string() }).nullable(),
});
export type StatementRowView = z.infer<typeof statementRowViewSchema>;

/** What a statement over a period has (profit and loss, cash flow). */
export const periodStatementViewSchema = z.object({
  from: z.string(),
  to: z.string(),
  comparison: z.enum(statementComparisons),
  branch: z.string().nullable(),
  columns: z.array(z.object({ label: z.string(), from: z.string(), to: z.string() })),
  rows: z.array(statementRowViewSchema),
});
export type PeriodStatementView = z.infer<typeof periodStatementViewSchema>;

export const profitAndLossViewSchema = periodStatementViewSchema.extend({ netProfit: z.array(z.number()) });
export type ProfitAndLossView = z.infer<typeof profitAndLossViewSchema>;

/** Rows: cash in positive, cash out negative. */
export const cashFlowViewSchema = periodStatementViewSchema.extend({
  /** Per column: net cash from operating, investing and financing activities together. */
  netChange: z.array(z.number()),
  /** Per column: the cash and bank accounts' balance the day before the column starts, and at its end. */
  openingCash: z.array(z.number()),
  closingCash: z.array(z.number()),
  /** Per column: closing cash less opening cash less net change; zero unless the lines read do not balance. */
  difference: z.array(z.number()),
});
export type CashFlowView = z.infer<typeof cashFlowViewSchema>;

export const balanceSheetViewSchema = z.object({
  asOf: z.string(),
  comparison: z.enum(statementComparisons),
  branch: z.string().nullable(),
  columns: z.array(z.object({ label: z.string(), asOf: z.string() })),
  rows: z.array(statementRowViewSchema),
  totalAssets: z.array(z.number()),
  totalLiabilities: z.array(z.number()),
  totalEquity: z.array(z.number()),
});
export type BalanceSheetView = z.infer<typeof balanceSheetViewSchema>;
