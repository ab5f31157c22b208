import { type TaxSettingsUpdate, type TaxSettingsView, toKobo, toNaira } from '@owo/core';
import { companies, type Executor, type Transaction } from '@owo/db';
import { eq } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import { recordAudit } from '../audit/index.ts';

/*
 * The company's tax settings for returns: the small-business VAT relief threshold (₦50m by
 * default; the NTA's printings say ₦50m or ₦100m, so it is the company's to set).
 */

export async function getTaxSettings(executor: Executor, context: RequestContext): Promise<TaxSettingsView> {
  const [row] = await executor
    .select({ threshold: companies.vatReliefThreshold })
    .from(companies)
    .where(eq(companies.id, context.companyId));
  return { vatReliefThreshold: toNaira(row?.threshold ?? 0) };
}

export async function updateTaxSettings(tx: Transaction, context: RequestContext, input: TaxSettingsUpdate) {
  const before = await getTaxSettings(tx, context);
  await tx
    .update(companies)
    .set({ vatReliefThreshold: toKobo(input.vatReliefThreshold), updatedAt: new Date() })
    .where(eq(companies.id, context.companyId));
  await recordAudit(tx, context, {
    action: 'update',
    entityType: 'tax-settings',
    entityId: context.companyId,
    before,
    after: { vatReliefThreshold: input.vatReliefThreshold },
  });
}
