import { paymentMethods, type Transaction } from '@owo/db';
import { asc, count, eq } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import type { ListQuery } from '../../http/query.ts';

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
  return { methods: rows.map((row) => ({ _id: row.id, name: row.name })), total: total?.value ?? 0 };
}
