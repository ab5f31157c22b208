import { type Executor, taxes, taxRates } from '@owo/db';
import { and, desc, eq, sql } from 'drizzle-orm';
import { NotFound } from '../../errors.ts';

/*
 * A tax's rate on a day. Rates are dated (tax_rates): a document uses the rate in force on its
 * own date, so changing a rate from a day leaves documents dated before it at their old rate.
 * Every reader takes the rate through this, never from taxes.rate_basis_points (the rate in force
 * when the tax was last changed).
 */

/**
 * The rate in basis points (750 = 7.5%) in force on `date` (YYYY-MM-DD), as a column of a select
 * over taxes: the latest dated on or before it. A day before the first dated rate takes the
 * earliest one (a tax is not free before it was set up); a tax with no dated rate at all falls back
 * to its stored rate. Lists read it for today, so a rate dated ahead shows from its day on.
 */
export function rateInForceOn(date: string) {
  const ofTax = sql`rate.company_id = ${taxes.companyId} and rate.tax_id = ${taxes.id}`;
  return sql<number>`coalesce(
    (select rate.rate_basis_points from tax_rates rate where ${ofTax} and rate.effective_from <= ${date}::date
      order by rate.effective_from desc limit 1),
    (select rate.rate_basis_points from tax_rates rate where ${ofTax} order by rate.effective_from limit 1),
    ${taxes.rateBasisPoints})`.mapWith(Number);
}

/** The rate in force on `date` of one tax of the company (see rateInForceOn). */
export async function taxRateOn(executor: Executor, companyId: string, taxId: string, date: string): Promise<number> {
  const [tax] = await executor
    .select({ rate: rateInForceOn(date) })
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
