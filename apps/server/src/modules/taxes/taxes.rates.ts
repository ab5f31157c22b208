import { type Executor, taxes, taxRates } from '@owo/db';
import { and, asc, desc, eq, lte } from 'drizzle-orm';
import { NotFound } from '../../errors.ts';

/*
 * A tax's rate on a day. Rates are dated (tax_rates): a document uses the rate in force on its
 * own date, so changing a rate from a day leaves documents dated before it at their old rate.
 * The sales and expenses modules read rates through this, never through taxes.rate_basis_points
 * (which only holds the rate in force today, for lists).
 */

/**
 * The rate in basis points (750 = 7.5%) in force on `date` (YYYY-MM-DD): the latest dated on or
 * before it. A day before the first dated rate takes the earliest one (a tax is not free before
 * it was set up); a tax with no dated rate at all falls back to its current rate.
 */
export async function taxRateOn(executor: Executor, companyId: string, taxId: string, date: string): Promise<number> {
  const ofTax = and(eq(taxRates.companyId, companyId), eq(taxRates.taxId, taxId));
  const [inForce] = await executor
    .select({ rate: taxRates.rateBasisPoints })
    .from(taxRates)
    .where(and(ofTax, lte(taxRates.effectiveFrom, date)))
    .orderBy(desc(taxRates.effectiveFrom))
    .limit(1);
  if (inForce) return inForce.rate;
  const [earliest] = await executor
    .select({ rate: taxRates.rateBasisPoints })
    .from(taxRates)
    .where(ofTax)
    .orderBy(asc(taxRates.effectiveFrom))
    .limit(1);
  if (earliest) return earliest.rate;
  const [tax] = await executor
    .select({ rate: taxes.rateBasisPoints })
    .from(taxes)
    .where(and(eq(taxes.companyId, companyId), eq(taxes.id, taxId)));
  if (!tax) throw new NotFound('Tax');
  return tax.rate;
}

/** A tax's dated rates, newest first. */
export async function taxRateHistory(executor: Executor, companyId: string, taxId: string) {
  return executor
    .select()
    .from(taxRates)
    .where(and(eq(taxRates.companyId, companyId), eq(taxRates.taxId, taxId)))
    .orderBy(desc(taxRates.effectiveFrom));
}
