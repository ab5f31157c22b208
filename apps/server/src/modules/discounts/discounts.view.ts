import { todayInLagos, toNaira } from '@owo/core';
import { accounts, discounts, documents, type Executor, type SalesDocumentKind } from '@owo/db';
import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import { z } from 'zod';
import { NotFound } from '../../errors.ts';
import type { ListQuery } from '../../http/query.ts';

/* Discounts as the API answers them, with the spec's field names. */

export const discountSchema = z.object({
  _id: z.string(),
  name: z.string(),
  code: z.string(),
  type: z.enum(['value', 'percentage']),
  /** The spec's form reads the type under this name too. */
  discountType: z.enum(['value', 'percentage']),
  /** Naira for a value discount; the percentage (10.5) for a percentage discount. */
  value: z.number(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  maxRedemptions: z.number().nullable(),
  /** Documents that used the discount. */
  redemptions: z.number(),
  /** Today (Lagos): scheduled before its start, expired after its end or once used up. */
  status: z.enum(['active', 'scheduled', 'expired']),
  chartofAccount: z.object({ _id: z.string(), account_code: z.string(), account_name: z.string() }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DiscountView = z.infer<typeof discountSchema>;

/**
 * The documents that take one of a discount's uses: invoices (drafts and those awaiting approval
 * too, so a use is held from the moment a clerk saves one, and approving never finds it gone) and
 * sales receipts. An estimate only offers the discount: the invoice made from it takes the use.
 * A void document gives its use back. The sales service asks for a use in the same cases
 * (sales.store.ts, usesDiscount); bills and expenses join this list when they can name one.
 */
const redeemingKinds = ['invoice', 'sales-receipt'] as const satisfies readonly SalesDocumentKind[];

/**
 * How many documents used each discount (its redemptions), counted from the documents that name
 * it. Run in a transaction that holds the discount's row locked, the count cannot change before
 * the transaction ends.
 */
export async function discountRedemptions(
  executor: Executor,
  companyId: string,
  discountIds: readonly string[],
): Promise<Map<string, number>> {
  const uses = new Map(discountIds.map((id) => [id, 0]));
  if (discountIds.length === 0) return uses;
  const rows = await executor
    .select({ discountId: documents.discountId, uses: count() })
    .from(documents)
    .where(
      and(
        eq(documents.companyId, companyId),
        inArray(documents.discountId, [...discountIds]),
        inArray(documents.kind, [...redeemingKinds]),
        ne(documents.status, 'void'),
      ),
    )
    .groupBy(documents.discountId);
  for (const row of rows) if (row.discountId) uses.set(row.discountId, row.uses);
  return uses;
}

/** Whether any document, void ones included, names the discount (their rows point at it). */
export async function discountNamedByDocuments(executor: Executor, companyId: string, discountId: string) {
  const [named] = await executor
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.companyId, companyId), eq(documents.discountId, discountId)))
    .limit(1);
  return named !== undefined;
}

type DiscountJoin = { discount: typeof discounts.$inferSelect; account: { id: string; code: string; name: string } };

function status(discount: typeof discounts.$inferSelect, redemptions: number, today: string): DiscountView['status'] {
  if (discount.startDate && today < discount.startDate) return 'scheduled';
  if (discount.endDate && today > discount.endDate) return 'expired';
  if (discount.maxRedemptions !== null && redemptions >= discount.maxRedemptions) return 'expired';
  return 'active';
}

function discountView({ discount, account }: DiscountJoin, redemptions: number, today: string): DiscountView {
  return {
    _id: discount.id,
    name: discount.name,
    code: discount.code,
    type: discount.type,
    discountType: discount.type,
    value: discount.type === 'value' ? toNaira(discount.amount ?? 0) : (discount.rateBasisPoints ?? 0) / 100,
    startDate: discount.startDate,
    endDate: discount.endDate,
    maxRedemptions: discount.maxRedemptions,
    redemptions,
    status: status(discount, redemptions, today),
    chartofAccount: { _id: account.id, account_code: account.code, account_name: account.name },
    createdAt: discount.createdAt.toISOString(),
    updatedAt: discount.updatedAt.toISOString(),
  };
}

const selectDiscounts = (executor: Executor) =>
  executor
    .select({ discount: discounts, account: { id: accounts.id, code: accounts.code, name: accounts.name } })
    .from(discounts)
    .innerJoin(accounts, and(eq(accounts.companyId, discounts.companyId), eq(accounts.id, discounts.accountId)));

async function viewsOf(executor: Executor, companyId: string, rows: DiscountJoin[]) {
  const counts = await discountRedemptions(
    executor,
    companyId,
    rows.map((row) => row.discount.id),
  );
  const today = todayInLagos();
  return rows.map((row) => discountView(row, counts.get(row.discount.id) ?? 0, today));
}

export async function listDiscounts(executor: Executor, companyId: string, query: ListQuery) {
  const where = eq(discounts.companyId, companyId);
  const [rows, [total]] = await Promise.all([
    selectDiscounts(executor)
      .where(where)
      .orderBy(asc(discounts.name), asc(discounts.id))
      .limit(query.limit)
      .offset(query.offset),
    executor.select({ value: count() }).from(discounts).where(where),
  ]);
  return { discounts: await viewsOf(executor, companyId, rows), total: total?.value ?? 0 };
}

export async function getDiscountView(executor: Executor, companyId: string, id: string): Promise<DiscountView> {
  const rows = await selectDiscounts(executor).where(and(eq(discounts.companyId, companyId), eq(discounts.id, id)));
  const [view] = await viewsOf(executor, companyId, rows);
  if (!view) throw new NotFound('Discount');
  return view;
}
