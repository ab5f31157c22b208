import type { PaymentMethodBody } from '@owo/core';
import { newId, paymentMethods, type Transaction } from '@owo/db';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import { Conflict, NotFound } from '../../errors.ts';
import type { ListQuery } from '../../http/query.ts';
import { recordAudit } from '../audit/index.ts';

/*
 * The company's payment methods (Cash, Bank Transfer, POS...): what receipts, expenses and
 * payments say the money moved by. A company always keeps at least one.
 */

const ENTITY = 'payment-method';

export const paymentMethodMessages = {
  duplicateName: (name: string) => `A payment method named ${name} already exists`,
  lastOne: 'This is the only payment method: add another before deleting it',
} as const;

type PaymentMethodRow = typeof paymentMethods.$inferSelect;

export const paymentMethodView = (row: PaymentMethodRow) => ({
  _id: row.id,
  name: row.name,
  description: row.description,
});

/** The company's payment methods (Cash, Bank Transfer, POS...), by name. */
export async function listPaymentMethods(
  tx: Transaction,
  context: Pick<RequestContext, 'companyId'>,
  { query }: { query: ListQuery },
) {
  const where = eq(paymentMethods.companyId, context.companyId);
  const [rows, [total]] = await Promise.all([
    tx
      .select()
      .from(paymentMethods)
      .where(where)
      .orderBy(asc(paymentMethods.name))
      .limit(query.limit)
      .offset(query.offset),
    tx.select({ value: count() }).from(paymentMethods).where(where),
  ]);
  return { methods: rows.map(paymentMethodView), total: total?.value ?? 0 };
}

export async function getPaymentMethod(tx: Transaction, companyId: string, id: string) {
  const [row] = await tx
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.companyId, companyId), eq(paymentMethods.id, id)));
  if (!row) throw new NotFound('Payment method');
  return paymentMethodView(row);
}

async function checkNameFree(tx: Transaction, companyId: string, name: string, exceptId?: string) {
  const [clash] = await tx
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.companyId, companyId),
        sql`lower(${paymentMethods.name}) = lower(${name})`,
        exceptId ? ne(paymentMethods.id, exceptId) : undefined,
      ),
    );
  if (clash) throw new Conflict(paymentMethodMessages.duplicateName(name));
}

export async function createPaymentMethod(tx: Transaction, context: RequestContext, input: PaymentMethodBody) {
  const { companyId } = context;
  await checkNameFree(tx, companyId, input.name);
  const row = { companyId, id: newId(), name: input.name, description: input.description ?? '' };
  await tx.insert(paymentMethods).values(row);
  await recordAudit(tx, context, { action: 'create', entityType: ENTITY, entityId: row.id, after: row });
  return { id: row.id };
}

async function lockPaymentMethod(tx: Transaction, companyId: string, id: string) {
  const [row] = await tx
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.companyId, companyId), eq(paymentMethods.id, id)))
    .for('update');
  if (!row) throw new NotFound('Payment method');
  return row;
}

export async function updatePaymentMethod(
  tx: Transaction,
  context: RequestContext,
  input: { id: string; change: Partial<PaymentMethodBody> },
) {
  const { companyId } = context;
  const before = await lockPaymentMethod(tx, companyId, input.id);
  const { change } = input;
  if (change.name !== undefined && change.name.toLowerCase() !== before.name.toLowerCase()) {
    await checkNameFree(tx, companyId, change.name, input.id);
  }
  const values = { name: change.name ?? before.name, description: change.description ?? before.description };
  await tx
    .update(paymentMethods)
    .set(values)
    .where(and(eq(paymentMethods.companyId, companyId), eq(paymentMethods.id, input.id)));
  await recordAudit(tx, context, { action: 'update', entityType: ENTITY, entityId: input.id, before, after: values });
  return { id: input.id };
}

/** Documents will name payment methods (later issues): the database then refuses deleting one in use (409). */
export async function deletePaymentMethod(tx: Transaction, context: RequestContext, input: { id: string }) {
  const { companyId } = context;
  const before = await lockPaymentMethod(tx, companyId, input.id);
  // Lock them all, so two deletes at once cannot leave the company with none.
  const all = await tx
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(eq(paymentMethods.companyId, companyId))
    .for('update');
  if (all.length <= 1) throw new Conflict(paymentMethodMessages.lastOne);
  await tx.delete(paymentMethods).where(and(eq(paymentMethods.companyId, companyId), eq(paymentMethods.id, input.id)));
  await recordAudit(tx, context, { action: 'delete', entityType: ENTITY, entityId: input.id, before });
}
