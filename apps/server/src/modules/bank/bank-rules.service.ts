import {
  type BankRuleCreate,
  type BankRuleUpdate,
  bankRuleMessages,
  MATCH_TEXT_SEPARATOR,
  matchTexts,
  toKobo,
} from '@owo/core';
import { bankRules, newId, type Transaction } from '@owo/db';
import { and, asc, eq, max } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import { Invalid, NotFound } from '../../errors.ts';
import { recordAudit } from '../audit/index.ts';
import type { BankRuleRow } from './bank-rules.view.ts';
import { checkEntryParties, checkRuleBankAccount, partyMessages } from './entry-parties.ts';

/*
 * Bank rules (docs/bank-rules.md): adding, changing, removing and ordering them. What they propose
 * is worked out when a reconciliation is read (reconciliations.proposals.ts).
 */

const ENTITY = 'bank-rule';

/** What a rule stores, from the body; amounts to kobo, texts tidied as ' | ' alternatives. */
type RuleValues = Omit<BankRuleRow, 'companyId' | 'id' | 'position' | 'createdBy' | 'createdAt' | 'updatedAt'>;

const koboOrNull = (naira: number | null | undefined) => (naira === null || naira === undefined ? null : toKobo(naira));

/** 'sms alert|  SMS charge ' -> 'SMS ALERT | SMS CHARGE': the texts as they are compared. */
const tidyMatchText = (text: string) => matchTexts(text).join(` ${MATCH_TEXT_SEPARATOR} `);

/** The references must be the company's, the bounds in order, and receivables or payables must name whom. */
async function checkRule(tx: Transaction, companyId: string, values: RuleValues) {
  const { account } = await checkEntryParties(tx, companyId, values);
  if (values.bankAccountId !== null) {
    await checkRuleBankAccount(tx, companyId, values.bankAccountId);
    if (values.bankAccountId === account.id) {
      throw new Invalid(partyMessages.notTheBank, { account: partyMessages.notTheBank });
    }
  }
  if (values.amountFrom !== null && values.amountTo !== null && values.amountTo < values.amountFrom) {
    throw new Invalid(bankRuleMessages.amountOrder, { amountTo: bankRuleMessages.amountOrder });
  }
}

export async function createBankRule(tx: Transaction, context: RequestContext, input: BankRuleCreate) {
  const { companyId } = context;
  const values: RuleValues = {
    name: input.name,
    matchText: tidyMatchText(input.matchText),
    direction: input.direction ?? 'any',
    amountFrom: koboOrNull(input.amountFrom),
    amountTo: koboOrNull(input.amountTo),
    bankAccountId: input.bankAccount ?? null,
    accountId: input.account,
    taxId: input.tax ?? null,
    contactId: input.contact ?? null,
    memo: input.memo ?? '',
    isActive: input.isActive ?? true,
  };
  await checkRule(tx, companyId, values);
  // A new rule goes last: the ones already there keep proposing what they did.
  const [last] = await tx
    .select({ position: max(bankRules.position) })
    .from(bankRules)
    .where(eq(bankRules.companyId, companyId));
  const id = newId();
  const row = { companyId, id, ...values, position: (last?.position ?? -1) + 1, createdBy: context.userId };
  await tx.insert(bankRules).values(row);
  await recordAudit(tx, context, { action: 'create', entityType: ENTITY, entityId: id, after: row });
  return { id };
}

async function lockRule(tx: Transaction, companyId: string, ruleId: string) {
  const [row] = await tx
    .select()
    .from(bankRules)
    .where(and(eq(bankRules.companyId, companyId), eq(bankRules.id, ruleId)))
    .for('update');
  if (!row) throw new NotFound('Bank rule');
  return row;
}

/** PATCH: only the fields sent change; the whole rule is checked as it will be. */
export async function updateBankRule(
  tx: Transaction,
  context: RequestContext,
  input: { ruleId: string; change: BankRuleUpdate },
) {
  const { companyId } = context;
  const { ruleId, change } = input;
  const before = await lockRule(tx, companyId, ruleId);
  const values: RuleValues = {
    name: change.name ?? before.name,
    matchText: change.matchText === undefined ? before.matchText : tidyMatchText(change.matchText),
    direction: change.direction ?? before.direction,
    amountFrom: change.amountFrom === undefined ? before.amountFrom : koboOrNull(change.amountFrom),
    amountTo: change.amountTo === undefined ? before.amountTo : koboOrNull(change.amountTo),
    bankAccountId: change.bankAccount === undefined ? before.bankAccountId : change.bankAccount,
    accountId: change.account ?? before.accountId,
    taxId: change.tax === undefined ? before.taxId : change.tax,
    contactId: change.contact === undefined ? before.contactId : change.contact,
    // An empty memo sent clears it (the schema reads '' as undefined, but the key is there).
    memo: 'memo' in change ? (change.memo ?? '') : before.memo,
    isActive: change.isActive ?? before.isActive,
  };
  await checkRule(tx, companyId, values);
  await tx
    .update(bankRules)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(bankRules.companyId, companyId), eq(bankRules.id, ruleId)));
  await recordAudit(tx, context, { action: 'update', entityType: ENTITY, entityId: ruleId, before, after: values });
  return { id: ruleId };
}

/** Removing a rule changes nothing already posted: its accepted proposals are ordinary entries. */
export async function deleteBankRule(tx: Transaction, context: RequestContext, input: { ruleId: string }) {
  const { companyId } = context;
  const before = await lockRule(tx, companyId, input.ruleId);
  await tx.delete(bankRules).where(and(eq(bankRules.companyId, companyId), eq(bankRules.id, input.ruleId)));
  await recordAudit(tx, context, { action: 'delete', entityType: ENTITY, entityId: input.ruleId, before });
}

/**
 * Puts the rules listed first, in the order listed; the others follow in the order they had.
 * Positions are renumbered 0, 1, 2... so they stay small and distinct.
 */
export async function reorderBankRules(tx: Transaction, context: RequestContext, input: { rules: string[] }) {
  const { companyId } = context;
  const rows = await tx
    .select({ id: bankRules.id, position: bankRules.position })
    .from(bankRules)
    .where(eq(bankRules.companyId, companyId))
    .orderBy(asc(bankRules.position), asc(bankRules.createdAt), asc(bankRules.id))
    .for('update');
  const known = new Set(rows.map((row) => row.id));
  const listed = input.rules.map((ruleId) => ruleId.toLowerCase());
  const unknown = listed.findIndex((ruleId) => !known.has(ruleId));
  if (unknown !== -1) throw new Invalid('Rules is not valid.', { [`rules.${unknown}`]: 'Rules is not valid.' });
  const order = [...listed, ...rows.map((row) => row.id).filter((ruleId) => !listed.includes(ruleId))];
  const before = rows.map((row) => row.id);
  for (const [position, ruleId] of order.entries()) {
    if (rows.find((row) => row.id === ruleId)?.position === position) continue;
    await tx
      .update(bankRules)
      .set({ position })
      .where(and(eq(bankRules.companyId, companyId), eq(bankRules.id, ruleId)));
  }
  await recordAudit(tx, context, {
    action: 'update',
    entityType: ENTITY,
    entityId: companyId,
    before: { order: before },
    after: { order },
  });
}
