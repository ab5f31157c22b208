import { type BankRuleCriteria, toNaira } from '@owo/core';
import { accounts, bankRules, contacts, type Executor, taxes } from '@owo/db';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { NotFound } from '../../errors.ts';

/*
 * Bank rules as the API answers them (docs/bank-rules.md), and the short lists their form and the
 * create-entry form choose from (the company's taxes and contacts).
 */

const accountReference = z.object({ _id: z.string(), account_code: z.string(), account_name: z.string() });
export const taxOptionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  kind: z.enum(['vat', 'withholding', 'other']),
  /** 750 = 7.5% */
  rateBasisPoints: z.number(),
});
export const contactOptionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  kind: z.enum(['customer', 'vendor', 'employee']),
});

export const bankRuleSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** Texts to find (whole words, any case) in the description or reference, ' | ' between alternatives. */
  matchText: z.string(),
  direction: z.enum(['any', 'money-in', 'money-out']),
  /** Inclusive bounds on the line's size, in naira; null: no bound. */
  amountFrom: z.number().nullable(),
  amountTo: z.number().nullable(),
  /** Only this bank account's lines; null: every bank account's. */
  bankAccount: accountReference.nullable(),
  account: accountReference,
  tax: taxOptionSchema.nullable(),
  contact: contactOptionSchema.nullable(),
  memo: z.string(),
  isActive: z.boolean(),
  /** Lower first; the first active rule that matches a line proposes its entry. */
  position: z.number(),
});
export type BankRuleView = z.infer<typeof bankRuleSchema>;

export type BankRuleRow = typeof bankRules.$inferSelect;

const bankAccountOf = alias(accounts, 'rule_bank_account');

/** The rules with what they name, by position. */
async function selectRules(executor: Executor, companyId: string, ruleIds?: string[]) {
  return executor
    .select({ rule: bankRules, account: accounts, bankAccount: bankAccountOf, tax: taxes, contact: contacts })
    .from(bankRules)
    .innerJoin(accounts, and(eq(accounts.companyId, bankRules.companyId), eq(accounts.id, bankRules.accountId)))
    .leftJoin(
      bankAccountOf,
      and(eq(bankAccountOf.companyId, bankRules.companyId), eq(bankAccountOf.id, bankRules.bankAccountId)),
    )
    .leftJoin(taxes, and(eq(taxes.companyId, bankRules.companyId), eq(taxes.id, bankRules.taxId)))
    .leftJoin(contacts, and(eq(contacts.companyId, bankRules.companyId), eq(contacts.id, bankRules.contactId)))
    .where(and(eq(bankRules.companyId, companyId), ruleIds ? inArray(bankRules.id, ruleIds) : undefined))
    .orderBy(asc(bankRules.position), asc(bankRules.createdAt), asc(bankRules.id));
}

type RuleJoin = Awaited<ReturnType<typeof selectRules>>[number];

const reference = (account: { id: string; code: string; name: string }) => ({
  _id: account.id,
  account_code: account.code,
  account_name: account.name,
});

export const taxOption = (tax: typeof taxes.$inferSelect) => ({
  _id: tax.id,
  name: tax.name,
  kind: tax.kind,
  rateBasisPoints: tax.rateBasisPoints,
});

export const contactOption = (contact: typeof contacts.$inferSelect) => ({
  _id: contact.id,
  name: contact.displayName,
  kind: contact.kind,
});

function ruleView({ rule, account, bankAccount, tax, contact }: RuleJoin): BankRuleView {
  return {
    _id: rule.id,
    name: rule.name,
    matchText: rule.matchText,
    direction: rule.direction,
    amountFrom: rule.amountFrom === null ? null : toNaira(rule.amountFrom),
    amountTo: rule.amountTo === null ? null : toNaira(rule.amountTo),
    bankAccount: bankAccount ? reference(bankAccount) : null,
    account: reference(account),
    tax: tax ? taxOption(tax) : null,
    contact: contact ? contactOption(contact) : null,
    memo: rule.memo,
    isActive: rule.isActive,
    position: rule.position,
  };
}

/** Every rule of the company, in the order they are tried. */
export async function bankRuleViews(executor: Executor, companyId: string): Promise<BankRuleView[]> {
  return (await selectRules(executor, companyId)).map(ruleView);
}

export async function getBankRuleView(executor: Executor, companyId: string, ruleId: string): Promise<BankRuleView> {
  const [row] = await selectRules(executor, companyId, [ruleId]);
  if (!row) throw new NotFound('Bank rule');
  return ruleView(row);
}

/** An active rule: what it matches on (amounts in kobo) and what its proposals show. */
export interface ActiveBankRule extends BankRuleCriteria {
  view: BankRuleView;
}

/** The rules that propose entries, in the order they are tried. */
export async function activeBankRules(executor: Executor, companyId: string): Promise<ActiveBankRule[]> {
  const rows = await selectRules(executor, companyId);
  return rows
    .filter((row) => row.rule.isActive)
    .map((row) => ({
      matchText: row.rule.matchText,
      direction: row.rule.direction,
      amountFrom: row.rule.amountFrom,
      amountTo: row.rule.amountTo,
      bankAccountId: row.rule.bankAccountId,
      view: ruleView(row),
    }));
}

/** The company's taxes, for the Tax selects; VAT first. */
export async function taxOptions(executor: Executor, companyId: string) {
  const rows = await executor.select().from(taxes).where(eq(taxes.companyId, companyId)).orderBy(asc(taxes.name));
  return rows.map(taxOption).sort((a, b) => Number(b.kind === 'vat') - Number(a.kind === 'vat'));
}

/** The company's customers and vendors (or one kind), by name, for the Contact selects. */
export async function contactOptions(executor: Executor, companyId: string, kind?: 'customer' | 'vendor') {
  const rows = await executor
    .select()
    .from(contacts)
    .where(
      and(
        eq(contacts.companyId, companyId),
        kind ? eq(contacts.kind, kind) : inArray(contacts.kind, ['customer', 'vendor']),
      ),
    )
    .orderBy(asc(contacts.displayName), asc(contacts.id));
  return rows.map(contactOption);
}
