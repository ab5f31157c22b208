import { periodDays, type TaxReturnFile, type TaxReturnUpdate, todayInLagos, toKobo, toNaira } from '@owo/core';
import { newId, taxPayments, taxReturns } from '@owo/db';
import { and, count, eq } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import { Conflict, Invalid, NotFound } from '../../errors.ts';
import { approvalToReverse, authorityToPost } from '../../ledger/approval.ts';
import { type EntryLine, type PostingTransaction, post, reverse } from '../../ledger/post.ts';
import { systemAccount } from '../../ledger/system-accounts.ts';
import { recordAudit } from '../audit/index.ts';
import { prepareReturn } from './tax-returns.prepare.ts';

/*
 * Filing a return (POST /tax/returns), changing its filing details and deleting it. Filing freezes
 * what was prepared at that moment. A VAT return's filing also offsets the month's input VAT
 * against its output VAT (Dr VAT output, Cr VAT input), dated on the filing day: VAT input is then
 * emptied of what was claimed, and VAT output holds exactly the net VAT owed (or, as a debit, the
 * credit carried forward), which the payments then clear. docs/tax-returns.md.
 */

const ENTITY = 'tax-return';

export const taxReturnMessages = {
  alreadyFiled: (type: string, period: string) =>
    `The ${type.toUpperCase()} return for ${period} has already been filed: open it to change its details`,
  filedBeforePeriod: 'Filing date cannot be before the month the return is for',
  hasPayments: 'This return has payments: delete them first',
  postingRefusal: 'You need permission to file tax returns',
} as const;

type ReturnRow = typeof taxReturns.$inferSelect;

export async function lockReturn(tx: PostingTransaction, companyId: string, id: string): Promise<ReturnRow> {
  const [row] = await tx
    .select()
    .from(taxReturns)
    .where(and(eq(taxReturns.companyId, companyId), eq(taxReturns.id, id)))
    .for('update');
  if (!row) throw new NotFound('Tax return');
  return row;
}

/** The offset of the input VAT claimed, as lines (none when nothing was claimed). */
async function offsetLines(tx: PostingTransaction, companyId: string, inputVat: number): Promise<EntryLine[]> {
  if (inputVat === 0) return [];
  const [output, input] = await Promise.all([
    systemAccount(tx, companyId, 'vat-output'),
    systemAccount(tx, companyId, 'vat-input'),
  ]);
  const amount = Math.abs(inputVat);
  const description = 'Input VAT offset against output VAT';
  // Input VAT below zero (more returned than bought) is an amount owed: the offset runs the other way.
  const [debit, credit] = inputVat > 0 ? [output.id, input.id] : [input.id, output.id];
  return [
    { accountId: debit, debit: amount, credit: 0, description },
    { accountId: credit, debit: 0, credit: amount, description },
  ];
}

async function postOffset(tx: PostingTransaction, context: RequestContext, row: ReturnRow, inputVat: number) {
  const lines = await offsetLines(tx, context.companyId, inputVat);
  if (lines.length === 0) return null;
  const entry = await post(
    tx,
    {
      companyId: context.companyId,
      date: row.filedOn,
      memo: `VAT return for ${row.period} filed (${row.reference})`,
      sourceType: 'tax-return',
      sourceId: row.id,
      createdBy: context.userId,
      lines,
    },
    authorityToPost(context, 'tax-return', taxReturnMessages.postingRefusal),
  );
  return entry.id;
}

/** The input VAT the filed return claimed (its month's and the adjustments'), in kobo, from its frozen figures. */
const claimedInputVat = (row: ReturnRow) => {
  const prepared = row.prepared as { vat?: { figures?: { inputVat?: number; inputVatAdjustment?: number } } | null };
  const figures = prepared.vat?.figures;
  return toKobo(figures?.inputVat ?? 0) + toKobo(figures?.inputVatAdjustment ?? 0);
};

export async function fileReturn(tx: PostingTransaction, context: RequestContext, input: TaxReturnFile) {
  const { companyId } = context;
  const filedOn = input.filedOn ?? todayInLagos();
  if (filedOn < periodDays(input.period).from) {
    throw new Invalid(taxReturnMessages.filedBeforePeriod, { filedOn: taxReturnMessages.filedBeforePeriod });
  }
  const [filed] = await tx
    .select({ id: taxReturns.id })
    .from(taxReturns)
    .where(
      and(eq(taxReturns.companyId, companyId), eq(taxReturns.type, input.type), eq(taxReturns.period, input.period)),
    );
  if (filed) throw new Conflict(taxReturnMessages.alreadyFiled(input.type, input.period));
  const prepared = await prepareReturn(tx, context, { type: input.type, period: input.period });
  const id = newId();
  const values = {
    companyId,
    id,
    type: input.type,
    period: input.period,
    filedOn,
    reference: input.reference,
    note: input.note ?? '',
    dueDate: prepared.view.dueDate,
    amountDue: prepared.amountDue,
    creditCarriedForward: prepared.creditCarriedForward,
    prepared: { ...prepared.view, filedReturnId: id },
    createdBy: context.userId,
  };
  const [row] = await tx.insert(taxReturns).values(values).returning();
  if (!row) throw new Error('The return was not stored');
  const entryId = input.type === 'vat' ? await postOffset(tx, context, row, claimedInputVat(row)) : null;
  if (entryId)
    await tx
      .update(taxReturns)
      .set({ entryId })
      .where(and(eq(taxReturns.companyId, companyId), eq(taxReturns.id, id)));
  await recordAudit(tx, context, {
    action: 'create',
    entityType: ENTITY,
    entityId: id,
    after: {
      type: input.type,
      period: input.period,
      filedOn,
      reference: input.reference,
      amountDue: toNaira(prepared.amountDue),
    },
  });
  return { id };
}

/** Changes the filing details; the figures stay as filed. A new filing date moves the VAT offset with it. */
export async function updateReturn(
  tx: PostingTransaction,
  context: RequestContext,
  input: { id: string; change: TaxReturnUpdate },
) {
  const { companyId } = context;
  const before = await lockReturn(tx, companyId, input.id);
  const after = {
    filedOn: input.change.filedOn ?? before.filedOn,
    reference: input.change.reference ?? before.reference,
    note: input.change.note ?? before.note,
  };
  if (after.filedOn < periodDays(before.period).from) {
    throw new Invalid(taxReturnMessages.filedBeforePeriod, { filedOn: taxReturnMessages.filedBeforePeriod });
  }
  let entryId = before.entryId;
  if (before.entryId && (after.filedOn !== before.filedOn || after.reference !== before.reference)) {
    const approval = approvalToReverse(context, 'tax-return', taxReturnMessages.postingRefusal);
    await reverse(tx, { companyId, entryId: before.entryId, approval });
    entryId = await postOffset(tx, context, { ...before, ...after }, claimedInputVat(before));
  }
  await tx
    .update(taxReturns)
    .set({ ...after, entryId, updatedAt: new Date() })
    .where(and(eq(taxReturns.companyId, companyId), eq(taxReturns.id, input.id)));
  await recordAudit(tx, context, {
    action: 'update',
    entityType: ENTITY,
    entityId: input.id,
    before: { filedOn: before.filedOn, reference: before.reference, note: before.note },
    after,
  });
}

/** Deleting a filing (entered by mistake) reverses its VAT offset; a return with payments keeps them first. */
export async function deleteReturn(tx: PostingTransaction, context: RequestContext, input: { id: string }) {
  const { companyId } = context;
  const before = await lockReturn(tx, companyId, input.id);
  const [payments] = await tx
    .select({ count: count() })
    .from(taxPayments)
    .where(and(eq(taxPayments.companyId, companyId), eq(taxPayments.returnId, input.id)));
  if ((payments?.count ?? 0) > 0) throw new Conflict(taxReturnMessages.hasPayments);
  if (before.entryId) {
    const approval = approvalToReverse(context, 'tax-return', taxReturnMessages.postingRefusal);
    await reverse(tx, { companyId, entryId: before.entryId, approval });
  }
  await tx.delete(taxReturns).where(and(eq(taxReturns.companyId, companyId), eq(taxReturns.id, input.id)));
  await recordAudit(tx, context, {
    action: 'delete',
    entityType: ENTITY,
    entityId: input.id,
    before: { type: before.type, period: before.period, filedOn: before.filedOn, reference: before.reference },
  });
}
