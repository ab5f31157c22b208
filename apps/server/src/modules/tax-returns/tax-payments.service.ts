import { type TaxPaymentCreate, type TaxPaymentUpdate, toKobo, toNaira } from '@owo/core';
import { accounts, newId, taxPayments, type taxReturns } from '@owo/db';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import { Invalid, NotFound } from '../../errors.ts';
import { approvalToReverse, authorityToPost } from '../../ledger/approval.ts';
import { type PostingTransaction, post, reverse } from '../../ledger/post.ts';
import { systemAccount } from '../../ledger/system-accounts.ts';
import { recordAudit } from '../audit/index.ts';
import { taxPaymentLines } from './tax-payments.posting.ts';
import { lockReturn } from './tax-returns.service.ts';

/*
 * Paying a filed return, in full or in parts (POST /tax/payments), changing a payment (its entry
 * reversed and posted again) and deleting one (its entry reversed). A return is never paid past
 * what it asks: penalties and interest are paid on top, to their own expense account.
 */

const ENTITY = 'tax-payment';

export const taxPaymentMessages = {
  notBank: 'Bank account must be a bank or cash account',
  inactiveBank: 'Bank account is inactive',
  tooMuch: (left: string) => `Amount is more than the ${left} still owed on this return`,
  nothingOwed: 'This return has nothing to pay',
  postingRefusal: 'You need permission to pay taxes',
} as const;

const fieldError = (field: string, message: string) => new Invalid(message, { [field]: message });

type PaymentRow = typeof taxPayments.$inferSelect;

async function checkBank(tx: PostingTransaction, companyId: string, id: string) {
  const [bank] = await tx
    .select({ isBank: accounts.isBank, isActive: accounts.isActive })
    .from(accounts)
    .where(and(eq(accounts.companyId, companyId), eq(accounts.id, id)));
  if (!bank) throw new NotFound('Bank account');
  if (!bank.isBank) throw fieldError('bank', taxPaymentMessages.notBank);
  if (!bank.isActive) throw fieldError('bank', taxPaymentMessages.inactiveBank);
}

/** Refuses paying the return past what it asks (other payments than `exceptId` counted). */
async function checkAmount(
  tx: PostingTransaction,
  companyId: string,
  returnId: string,
  amount: number,
  exceptId?: string,
) {
  const taxReturn = await lockReturn(tx, companyId, returnId);
  if (taxReturn.amountDue <= 0) throw fieldError('amount', taxPaymentMessages.nothingOwed);
  const [paid] = await tx
    .select({ total: sql<string>`coalesce(sum(${taxPayments.amount}), 0)` })
    .from(taxPayments)
    .where(
      and(
        eq(taxPayments.companyId, companyId),
        eq(taxPayments.returnId, returnId),
        exceptId ? ne(taxPayments.id, exceptId) : undefined,
      ),
    );
  const left = taxReturn.amountDue - Number(paid?.total ?? 0);
  if (amount > left) {
    const text = `₦${toNaira(Math.max(left, 0)).toLocaleString('en-NG', { minimumFractionDigits: 2 })}`;
    throw fieldError('amount', taxPaymentMessages.tooMuch(text));
  }
  return taxReturn;
}

async function postPayment(
  tx: PostingTransaction,
  context: RequestContext,
  payment: PaymentRow,
  taxReturn: typeof taxReturns.$inferSelect,
) {
  const { companyId } = context;
  const [payable, penalties] = await Promise.all([
    systemAccount(tx, companyId, taxReturn.type === 'vat' ? 'vat-output' : 'wht-payable'),
    systemAccount(tx, companyId, 'tax-penalties'),
  ]);
  const description = `${taxReturn.type.toUpperCase()} for ${taxReturn.period} paid (${payment.reference})`;
  const entry = await post(
    tx,
    {
      companyId,
      date: payment.date,
      memo: description,
      sourceType: 'tax-payment',
      sourceId: payment.id,
      createdBy: context.userId,
      lines: taxPaymentLines({
        payableAccountId: payable.id,
        penaltiesAccountId: penalties.id,
        bankAccountId: payment.bankAccountId,
        amount: payment.amount,
        penalty: payment.penalty,
        interest: payment.interest,
        description,
      }),
    },
    authorityToPost(context, 'tax-payment', taxPaymentMessages.postingRefusal),
  );
  await tx
    .update(taxPayments)
    .set({ entryId: entry.id })
    .where(and(eq(taxPayments.companyId, companyId), eq(taxPayments.id, payment.id)));
}

const audited = (row: PaymentRow) => ({
  return: row.returnId,
  bank: row.bankAccountId,
  date: row.date,
  amount: toNaira(row.amount),
  penalty: toNaira(row.penalty),
  interest: toNaira(row.interest),
  reference: row.reference,
  note: row.note,
});

export async function createTaxPayment(tx: PostingTransaction, context: RequestContext, input: TaxPaymentCreate) {
  const { companyId } = context;
  const amount = toKobo(input.amount);
  const taxReturn = await checkAmount(tx, companyId, input.return, amount);
  await checkBank(tx, companyId, input.bank);
  const [row] = await tx
    .insert(taxPayments)
    .values({
      companyId,
      id: newId(),
      returnId: taxReturn.id,
      bankAccountId: input.bank,
      date: input.date,
      amount,
      penalty: toKobo(input.penalty ?? 0),
      interest: toKobo(input.interest ?? 0),
      reference: input.reference,
      note: input.note ?? '',
      createdBy: context.userId,
    })
    .returning();
  if (!row) throw new Error('The payment was not stored');
  await postPayment(tx, context, row, taxReturn);
  await recordAudit(tx, context, { action: 'create', entityType: ENTITY, entityId: row.id, after: audited(row) });
  return { id: row.id };
}

async function lockPayment(tx: PostingTransaction, companyId: string, id: string) {
  const [row] = await tx
    .select()
    .from(taxPayments)
    .where(and(eq(taxPayments.companyId, companyId), eq(taxPayments.id, id)))
    .for('update');
  if (!row) throw new NotFound('Tax payment');
  return row;
}

export async function updateTaxPayment(
  tx: PostingTransaction,
  context: RequestContext,
  input: { id: string; change: TaxPaymentUpdate },
) {
  const { companyId } = context;
  const before = await lockPayment(tx, companyId, input.id);
  const { change } = input;
  const after: PaymentRow = {
    ...before,
    bankAccountId: change.bank ?? before.bankAccountId,
    date: change.date ?? before.date,
    amount: change.amount === undefined ? before.amount : toKobo(change.amount),
    penalty: change.penalty === undefined ? before.penalty : toKobo(change.penalty),
    interest: change.interest === undefined ? before.interest : toKobo(change.interest),
    reference: change.reference ?? before.reference,
    note: change.note ?? before.note,
  };
  if (JSON.stringify(audited(after)) === JSON.stringify(audited(before))) return;
  const taxReturn = await checkAmount(tx, companyId, before.returnId, after.amount, before.id);
  if (after.bankAccountId !== before.bankAccountId) await checkBank(tx, companyId, after.bankAccountId);
  if (before.entryId) {
    const approval = approvalToReverse(context, 'tax-payment', taxPaymentMessages.postingRefusal);
    await reverse(tx, { companyId, entryId: before.entryId, approval });
  }
  const { id: _id, companyId: _company, returnId: _return, createdBy: _by, createdAt: _at, ...values } = after;
  await tx
    .update(taxPayments)
    .set({ ...values, entryId: null, updatedAt: new Date() })
    .where(and(eq(taxPayments.companyId, companyId), eq(taxPayments.id, before.id)));
  await postPayment(tx, context, after, taxReturn);
  await recordAudit(tx, context, {
    action: 'update',
    entityType: ENTITY,
    entityId: before.id,
    before: audited(before),
    after: audited(after),
  });
}

export async function deleteTaxPayment(tx: PostingTransaction, context: RequestContext, input: { id: string }) {
  const { companyId } = context;
  const before = await lockPayment(tx, companyId, input.id);
  await lockReturn(tx, companyId, before.returnId);
  if (before.entryId) {
    const approval = approvalToReverse(context, 'tax-payment', taxPaymentMessages.postingRefusal);
    await reverse(tx, { companyId, entryId: before.entryId, approval });
  }
  await tx.delete(taxPayments).where(and(eq(taxPayments.companyId, companyId), eq(taxPayments.id, before.id)));
  await recordAudit(tx, context, {
    action: 'delete',
    entityType: ENTITY,
    entityId: before.id,
    before: audited(before),
  });
}
