import { type TaxSettingsView, toNaira } from '@owo/core';
import { companies, type Executor } from '@owo/db';
import { eq } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';

/** The company's tax settings for returns (GET /tax/settings). */
export async function getTaxSettings(executor: Executor, context: RequestContext): Promise<TaxSettingsView> {
  const [row] = await executor
    .select({ threshold: companies.vatReliefThreshold })
    .from(companies)
    .where(eq(companies.id, context.companyId));
  return { vatReliefThreshold: toNaira(row?.threshold ?? 0) };
}
