import { z } from 'zod';
import { accountTypes } from '../ledger.ts';

/*
 * The chart of accounts as the API answers it, with the spec's snake_case names: an account, the
 * parent accounts and sub categories it is filed under, and the opening balances. Amounts in naira.
 */

const reference = z.object({ _id: z.string(), name: z.string() });

/** An account (GET /double-entry/chart-of-accounts and its other calls). */
export const accountViewSchema = z.object({
  _id: z.string(),
  account_name: z.string(),
  account_code: z.string(),
  description: z.string(),
  account_type: z.enum(accountTypes),
  parent_account: reference,
  sub_category_account: reference.extend({ can_select_currency: z.boolean() }),
  /** Null: the company's home currency. */
  currency: z.string().nullable(),
  isBank: z.boolean(),
  /** System accounts are posted to by Owo itself and cannot be deleted or merged away. */
  isSystem: z.boolean(),
  systemKey: z.string().nullable(),
  isActive: z.boolean(),
  /** From the ledger as of `asOf` (default today), positive in the account's normal direction. */
  balance: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AccountView = z.infer<typeof accountViewSchema>;

export const subCategoryViewSchema = reference.extend({
  can_select_currency: z.boolean(),
  parent_account: reference,
  account_type: z.enum(accountTypes),
});
export type SubCategoryView = z.infer<typeof subCategoryViewSchema>;

export const parentAccountViewSchema = reference.extend({
  account_type: z.enum(accountTypes),
  /** Codes given to new accounts under this parent when none is entered. */
  code_range: z.object({ from: z.number(), to: z.number() }),
  sub_categories: z.array(reference.extend({ can_select_currency: z.boolean() })),
});
export type ParentAccountView = z.infer<typeof parentAccountViewSchema>;

const openingBalanceLine = z.object({
  account: z.object({ _id: z.string(), account_name: z.string(), account_code: z.string() }),
  debit: z.number(),
  credit: z.number(),
});
export type OpeningBalanceLineView = z.infer<typeof openingBalanceLine>;

export const openingBalancesViewSchema = z.object({
  /** Null until opening balances are entered. */
  date: z.string().nullable(),
  /** number is null only inside the transaction that posts it. */
  entry: z.object({ _id: z.string(), number: z.number().nullable() }).nullable(),
  lines: z.array(openingBalanceLine),
  /** The difference, posted to Opening Balance Equity. */
  openingBalanceEquity: openingBalanceLine.nullable(),
});
export type OpeningBalancesView = z.infer<typeof openingBalancesViewSchema>;
