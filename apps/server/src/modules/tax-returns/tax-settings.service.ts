import { type TaxSettingsUpdate, toKobo } from '@owo/core';
import { companies, type Transaction } from '@owo/db';
import { eq } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import { recordAudit } from '../audit/index.ts';
import { getTaxSettings } from './tax-settings.view.ts';

/*
 * The company's tax settings for returns: the small-business VAT relief threshold (₦50m by
 * default; the NTA's printings say ₦50m or ₦100m, so it is the company's to set).
 */

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
