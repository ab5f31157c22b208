import { type DiscountCreate, type DiscountUpdate, discountMessages, toKobo } from '@owo/core';
import { accounts, discounts, newId, type Transaction } from '@owo/db';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import { Conflict, Invalid, NotFound } from '../../errors.ts';
import { systemAccount } from '../../ledger/system-accounts.ts';
import { selectAccounts } from '../accounts/index.ts';
import { recordAudit } from '../audit/index.ts';
import { discountNamedByDocuments } from './discounts.view.ts';

/*
 * Discounts (/settings/discounts): a code documents can apply, a fixed amount or a percentage,
 * between optional dates, posted to its account (Discounts Allowed unless another is chosen).
 */

const ENTITY = 'discount';

export const discountServiceMessages = {
  account: 'Discount account is not valid.',
  wrongAccountType: (code: string, name: string, type: string) =>
    `${code} ${name} is ${type === 'Asset' ? 'an asset' : type === 'Equity' ? 'an equity' : 'a liability'} account: a discount posts to an income account (such as Sales Discounts) or an expense account`,
  inactiveAccount: (code: string, name: string) => `${code} ${name} is inactive`,
  duplicateCode: (code: string) => `A discount with the code ${code} already exists`,
  notOnDate: (name: string) => `The discount ${name} cannot be used on this date`,
  usedUp: (code: string, used: number, most: number) =>
    `Discount ${code} has been used ${used === 1 ? 'once' : `${used} times`}, ${used === most ? 'its most' : `more than its most of ${most}`}; choose another discount`,
  inUse: (code: string) =>
    `Discount ${code} is on invoices, estimates or receipts and cannot be deleted; set an end date to stop its use`,
} as const;

export const invalid = (field: string, message: string) => new Invalid(message, { [field]: message });

async function checkDiscountAccount(tx: Transaction, companyId: string, accountId: string) {
  const [row] = await selectAccounts(tx).where(and(eq(accounts.companyId, companyId), eq(accounts.id, accountId)));
  if (!row) throw invalid('chartofAccount', discountServiceMessages.account);
  const { account, parent } = row;
  if (parent.accountType !== 'Income' && parent.accountType !== 'Expense') {
    throw invalid(
      'chartofAccount',
      discountServiceMessages.wrongAccountType(account.code, account.name, parent.accountType),
    );
  }
  if (!account.isActive)
    throw invalid('chartofAccount', discountServiceMessages.inactiveAccount(account.code, account.name));
}

async function checkCodeFree(tx: Transaction, companyId: string, code: string, exceptId?: string) {
  const [clash] = await tx
    .select({ id: discounts.id })
    .from(discounts)
    .where(
      and(
        eq(discounts.companyId, companyId),
        sql`lower(${discounts.code}) = lower(${code})`,
        exceptId ? ne(discounts.id, exceptId) : undefined,
      ),
    );
  if (clash) throw new Conflict(discountServiceMessages.duplicateCode(code));
}

/** A value discount keeps kobo, a percentage keeps basis points (10.5% -> 1050). */
function amounts(type: 'value' | 'percentage', value: number) {
  return type === 'value'
    ? { amount: toKobo(value), rateBasisPoints: null }
    : { amount: null, rateBasisPoints: toKobo(value) };
}

type Values = Omit<typeof discounts.$inferInsert, 'companyId' | 'id' | 'createdAt' | 'updatedAt'>;

function checkValues(values: Values) {
  if (values.startDate && values.endDate && values.endDate < values.startDate) {
    throw invalid('endDate', discountMessages.endBeforeStart);
  }
  if (values.type === 'percentage' && (values.rateBasisPoints ?? 0) > 10000) {
    throw invalid('value', discountMessages.percentTooHigh);
  }
}

export async function createDiscount(tx: Transaction, context: RequestContext, input: DiscountCreate) {
  const { companyId } = context;
  const accountId = input.chartofAccount ?? (await systemAccount(tx, companyId, 'discounts-allowed')).id;
  if (input.chartofAccount) await checkDiscountAccount(tx, companyId, accountId);
  const values: Values = {
    name: input.name,
    code: input.code,
    type: input.type,
    ...amounts(input.type, input.value),
    startDate: input.startDate ?? null,
    endDate: input.endDate ?? null,
    maxRedemptions: input.maxRedemptions ?? null,
    accountId,
  };
  checkValues(values);
  await checkCodeFree(tx, companyId, input.code);
  const id = newId();
  await tx.insert(discounts).values({ companyId, id, ...values });
  await recordAudit(tx, context, { action: 'create', entityType: ENTITY, entityId: id, after: values });
  return { id };
}

async function lockDiscount(tx: Transaction, companyId: string, id: string) {
  const [row] = await tx
    .select()
    .from(discounts)
    .where(and(eq(discounts.companyId, companyId), eq(discounts.id, id)))
    .for('update');
  if (!row) throw new NotFound('Discount');
  return row;
}

/** PATCH: only the fields sent change; the discount is checked whole as it will be. */
export async function updateDiscount(
  tx: Transaction,
  context: RequestContext,
  input: { discountId: string; change: DiscountUpdate },
) {
  const { companyId } = context;
  const { discountId, change } = input;
  const before = await lockDiscount(tx, companyId, discountId);
  const type = change.type ?? before.type;
  const beforeValue = before.type === 'value' ? (before.amount ?? 0) / 100 : (before.rateBasisPoints ?? 0) / 100;
  // A type changed without a value keeps the number shown (₦10 becomes 10%).
  const value = change.value ?? beforeValue;
  if (change.chartofAccount && change.chartofAccount !== before.accountId) {
    await checkDiscountAccount(tx, companyId, change.chartofAccount);
  }
  const values: Values = {
    name: change.name ?? before.name,
    code: change.code ?? before.code,
    type,
    ...amounts(type, value),
    startDate: change.startDate === undefined ? before.startDate : change.startDate,
    endDate: change.endDate === undefined ? before.endDate : change.endDate,
    maxRedemptions: change.maxRedemptions === undefined ? before.maxRedemptions : change.maxRedemptions,
    accountId:
      change.chartofAccount === undefined
        ? before.accountId
        : (change.chartofAccount ?? (await systemAccount(tx, companyId, 'discounts-allowed')).id),
  };
  checkValues(values);
  if (change.code !== undefined && change.code.toLowerCase() !== before.code.toLowerCase()) {
    await checkCodeFree(tx, companyId, change.code, discountId);
  }
  await tx
    .update(discounts)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(discounts.companyId, companyId), eq(discounts.id, discountId)));
  await recordAudit(tx, context, { action: 'update', entityType: ENTITY, entityId: discountId, before, after: values });
  return { id: discountId };
}

/** A discount a document names (void ones too) is kept, so the document still shows what it gave. */
export async function deleteDiscount(tx: Transaction, context: RequestContext, input: { discountId: string }) {
  const { companyId } = context;
  const before = await lockDiscount(tx, companyId, input.discountId);
  if (await discountNamedByDocuments(tx, companyId, input.discountId)) {
    throw new Conflict(discountServiceMessages.inUse(before.code));
  }
  await tx.delete(discounts).where(and(eq(discounts.companyId, companyId), eq(discounts.id, input.discountId)));
  await recordAudit(tx, context, { action: 'delete', entityType: ENTITY, entityId: input.discountId, before });
}
