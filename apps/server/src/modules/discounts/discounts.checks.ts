import { discounts, type Executor } from '@owo/db';
import { and, eq } from 'drizzle-orm';
import { NotFound } from '../../errors.ts';
import { discountServiceMessages, invalid } from './discounts.service.ts';
import { discountRedemptions } from './discounts.view.ts';

/**
 * The saved discount a document applies, checked for the document's date. A document that newly
 * applies it (`newUse`) takes one of its uses: the discount's row is locked first, in the
 * document's transaction, so documents racing for the last use queue on it and each counts the
 * ones committed before it (PostgreSQL's read committed: every statement sees the latest commits).
 * A document that already holds a use keeps it, whatever has been used since. The rule is the
 * discount's, so every document kind that names a discount (bills and expenses later) calls this.
 */
export async function applyDiscount(
  executor: Executor,
  companyId: string,
  input: { discountId: string; date: string; newUse: boolean },
) {
  const query = executor
    .select()
    .from(discounts)
    .where(and(eq(discounts.companyId, companyId), eq(discounts.id, input.discountId)));
  const [saved] = input.newUse ? await query.for('update') : await query;
  if (!saved) throw new NotFound('Discount');
  const outside = (saved.startDate && input.date < saved.startDate) || (saved.endDate && input.date > saved.endDate);
  if (outside) throw invalid('discount', discountServiceMessages.notOnDate(saved.name));
  if (input.newUse && saved.maxRedemptions !== null) {
    const used = (await discountRedemptions(executor, companyId, [saved.id])).get(saved.id) ?? 0;
    if (used >= saved.maxRedemptions) {
      throw invalid('discount', discountServiceMessages.usedUp(saved.code, used, saved.maxRedemptions));
    }
  }
  return saved;
}
