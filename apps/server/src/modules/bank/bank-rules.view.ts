import { type BankRuleCriteria, type BankRuleView, toNaira } from '@owo/core';
import { accounts, bankRules, contacts, type Executor, taxes } from '@owo/db';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { NotFound } from '../../errors.ts';
import { contactOption } from '../contacts/index.ts';
import { taxOption } from '../taxes/index.ts';

/* Bank rules as the API answers them (docs/bank-rules.md). */

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
