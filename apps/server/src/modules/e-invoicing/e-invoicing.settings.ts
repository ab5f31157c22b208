import type { EInvoicingSettings } from '@owo/core';
import { companies, type Executor, eInvoicingSettings } from '@owo/db';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';

/*
 * A company's e-invoicing settings as stored, and as the API shows them: the API key and secret
 * only as "set" or not, with what still stops e-invoicing from being switched on.
 */

export type StoredSettings = typeof eInvoicingSettings.$inferSelect;

export async function readStoredSettings(executor: Executor, companyId: string): Promise<StoredSettings | null> {
  const [row] = await executor.select().from(eInvoicingSettings).where(eq(eInvoicingSettings.companyId, companyId));
  return row ?? null;
}

/** What e-invoicing needs before it can be on, each in words. */
export async function missingForEInvoicing(
  executor: Executor,
  companyId: string,
  stored: Pick<StoredSettings, 'businessId' | 'serviceId' | 'apiKeyEncrypted' | 'apiSecretEncrypted'> | null,
  nrsUrl: string | undefined,
): Promise<string[]> {
  const [company] = await executor.select({ tin: companies.tin }).from(companies).where(eq(companies.id, companyId));
  return [
    nrsUrl ? null : "The server's NRS_URL is not set: ask whoever runs Owo",
    stored?.businessId ? null : 'The business ID NRS gave you',
    stored?.serviceId ? null : 'The 8-character service ID',
    stored?.apiKeyEncrypted ? null : 'The API key',
    stored?.apiSecretEncrypted ? null : 'The API secret',
    company?.tin ? null : "Your company's TIN (Settings, Company)",
  ].filter((item): item is string => item !== null);
}

export async function settingsView(
  executor: Executor,
  companyId: string,
  nrs: Pick<Config, 'NRS_URL' | 'nrsStandIn'>,
): Promise<EInvoicingSettings> {
  const nrsUrl = nrs.NRS_URL;
  const stored = await readStoredSettings(executor, companyId);
  return {
    enabled: stored?.enabled ?? false,
    businessId: stored?.businessId ?? '',
    serviceId: stored?.serviceId ?? '',
    apiKeySet: Boolean(stored?.apiKeyEncrypted),
    apiSecretSet: Boolean(stored?.apiSecretEncrypted),
    publicKey: stored?.publicKey ?? '',
    certificate: stored?.certificate ?? '',
    missing: await missingForEInvoicing(executor, companyId, stored, nrsUrl),
    standIn: nrs.nrsStandIn ?? null,
  };
}
