import type { z } from 'zod';
import { accountTypes } from '../ledger.ts';
import { choice, fieldsObject, figure, listOf, text, yesOrNo } from './fields.ts';

/*
 * The chart of accounts as the API answers it, with the spec's snake_case names: an account, the
 * parent accounts and sub categories it is filed under, and the opening balances. Amounts in naira.
 */

const reference = fieldsObject({ _id: text('Id'), name: text('Name') });

/** An account (GET /double-entry/chart-of-accounts and its other calls). */
export const accountViewSchema = fieldsObject({
  _id: text('Id'),
  account_name: text('Account name'),
  account_code: text('Account code'),
  description: text('Description'),
  account_type: choice('Account type', accountTypes),
  parent_account: reference,
  sub_category_account: reference.extend({ can_select_currency: yesOrNo('Can select currency') }),
  /** Null: the company's home currency. */
  currency: text('Currency').nullable(),
  isBank: yesOrNo('Is bank'),
  /** System accounts are posted to by Owo itself and cannot be deleted or merged away. */
  isSystem: yesOrNo('Is system'),
  systemKey: text('System key').nullable(),
  isActive: yesOrNo('Is active'),
  /** From the ledger as of `asOf` (default today), positive in the account's normal direction. */
  balance: figure('Balance'),
  createdAt: text('Created at'),
  updatedAt: text('Updated at'),
});
export type AccountView = z.infer<typeof accountViewSchema>;

export const subCategoryViewSchema = reference.extend({
  can_select_currency: yesOrNo('Can select currency'),
  parent_account: reference,
  account_type: choice('Account type', accountTypes),
});
export type SubCategoryView = z.infer<typeof subCategoryViewSchema>;

export const parentAccountViewSchema = reference.extend({
  account_type: choice('Account type', accountTypes),
  /** Codes given to new accounts under this parent when none is entered. */
  code_range: fieldsObject({ from: figure('From'), to: figure('To') }),
  sub_categories: listOf(reference.extend({ can_select_currency: yesOrNo('Can select currency') }), 'Sub categories'),
});
export type ParentAccountView = z.infer<typeof parentAccountViewSchema>;

const openingBalanceLine = fieldsObject({
  account: fieldsObject({ _id: text('Id'), account_name: text('Account name'), account_code: text('Account code') }),
  debit: figure('Debit'),
  credit: figure('Credit'),
});
export type OpeningBalanceLineView = z.infer<typeof openingBalanceLine>;

export const openingBalancesViewSchema = fieldsObject({
  /** Null until opening balances are entered. */
  date: text('Date').nullable(),
  /** number is null only inside the transaction that posts it. */
  entry: fieldsObject({ _id: text('Id'), number: figure('Number').nullable() }).nullable(),
  lines: listOf(openingBalanceLine, 'Lines'),
  /** The difference, posted to Opening Balance Equity. */
  openingBalanceEquity: openingBalanceLine.nullable(),
});
export type OpeningBalancesView = z.infer<typeof openingBalancesViewSchema>;
