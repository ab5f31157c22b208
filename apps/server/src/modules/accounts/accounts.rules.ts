import {
  accounts,
  currencies,
  type Executor,
  journalDocumentLines,
  journalLines,
  parentAccounts,
  subCategoryAccounts,
} from '@owo/db';
import { and, eq, ne, sql } from 'drizzle-orm';
import { Conflict, Invalid } from '../../errors.ts';
import type { AccountRow } from './accounts.view.ts';

/* The rules an account obeys, shared by create, edit, bulk edit and merge. */

export type SubCategoryRow = Pick<AccountRow, 'subCategory' | 'parent'>;

export async function findSubCategory(executor: Executor, id: string): Promise<SubCategoryRow> {
  const [row] = await executor
    .select({ subCategory: subCategoryAccounts, parent: parentAccounts })
    .from(subCategoryAccounts)
    .innerJoin(parentAccounts, eq(parentAccounts.id, subCategoryAccounts.parentAccountId))
    .where(eq(subCategoryAccounts.id, id));
  if (!row)
    throw new Invalid('Account category is not valid.', {
      sub_category_account: 'Account category is not valid.',
    });
  return row;
}

/** A currency and the bank flag belong only to money accounts (cash, bank, cards). */
export async function checkMoneyFields(
  executor: Executor,
  target: SubCategoryRow,
  fields: { currencyCode: string | null; isBank: boolean },
): Promise<void> {
  if (fields.currencyCode !== null) {
    if (!target.subCategory.canSelectCurrency) {
      const message = `${target.subCategory.name} accounts cannot have a currency`;
      throw new Invalid(message, { currency: message });
    }
    const [currency] = await executor.select().from(currencies).where(eq(currencies.code, fields.currencyCode));
    if (!currency) throw new Invalid('Currency is not valid.', { currency: 'Currency is not valid.' });
  }
  if (fields.isBank && !target.subCategory.canSelectCurrency) {
    const message = 'Only cash, bank and card accounts can be bank accounts';
    throw new Invalid(message, { isBank: message });
  }
}

export async function hasPostings(executor: Executor, companyId: string, accountId: string): Promise<boolean> {
  const [line] = await executor
    .select({ entryId: journalLines.entryId })
    .from(journalLines)
    .where(and(eq(journalLines.companyId, companyId), eq(journalLines.accountId, accountId)))
    .limit(1);
  return line !== undefined;
}

export async function isInJournals(executor: Executor, companyId: string, accountId: string): Promise<boolean> {
  const [line] = await executor
    .select({ journalId: journalDocumentLines.journalId })
    .from(journalDocumentLines)
    .where(and(eq(journalDocumentLines.companyId, companyId), eq(journalDocumentLines.accountId, accountId)))
    .limit(1);
  return line !== undefined;
}

/**
 * A system account, or one with postings, keeps its account type: moving it would rewrite past
 * statements. Its sub category may change within the type.
 */
export async function checkTypeChange(executor: Executor, row: AccountRow, target: SubCategoryRow): Promise<void> {
  if (target.parent.accountType === row.parent.accountType) return;
  if (row.account.systemKey !== null) throw new Conflict(`${row.account.name} is a system account and keeps its type`);
  if (await hasPostings(executor, row.account.companyId, row.account.id)) {
    throw new Conflict(
      `${row.account.name} has postings and keeps its type (${row.parent.accountType}); create a new account and merge instead`,
    );
  }
}

/** Names are unique per company regardless of case, codes exactly. */
export async function checkUnique(
  executor: Executor,
  companyId: string,
  fields: { name?: string; code?: string },
  exceptId?: string,
): Promise<void> {
  const others = exceptId ? ne(accounts.id, exceptId) : undefined;
  if (fields.name !== undefined) {
    const [taken] = await executor
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.companyId, companyId), sql`lower(${accounts.name}) = lower(${fields.name})`, others));
    if (taken) throw new Conflict(`An account named ${fields.name} already exists`);
  }
  if (fields.code !== undefined) {
    const [taken] = await executor
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.companyId, companyId), eq(accounts.code, fields.code), others));
    if (taken) throw new Conflict(`Account code ${fields.code} is already used`);
  }
}

/**
 * The next code in the parent account's range (Current Assets 1000-1499...): ten past the highest
 * code used there, or the first free one when the top of the range is taken.
 */
export async function nextFreeCode(executor: Executor, companyId: string, target: SubCategoryRow): Promise<string> {
  const { codeFrom, codeTo, name } = target.parent;
  const rows = await executor
    .select({ code: accounts.code })
    .from(accounts)
    .where(and(eq(accounts.companyId, companyId), sql`${accounts.code} ~ '^[0-9]+$'`));
  const used = new Set(rows.map((row) => Number(row.code)).filter((code) => code >= codeFrom && code <= codeTo));
  const highest = Math.max(codeFrom - 10, ...used);
  const next = (Math.floor(highest / 10) + 1) * 10;
  if (next <= codeTo) return String(next);
  for (let code = codeFrom; code <= codeTo; code += 1) if (!used.has(code)) return String(code);
  throw new Conflict(`No account code is free under ${name}; enter one`);
}
