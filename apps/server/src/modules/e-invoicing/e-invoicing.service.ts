import type { EInvoicingSettingsChanges } from '@owo/core';
import { eInvoices, eInvoicingSettings, type Transaction } from '@owo/db';
import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import { Conflict, Invalid, NotFound } from '../../errors.ts';
import { encryptSecret } from '../../secrets.ts';
import { recordAudit } from '../audit/index.ts';
import { rebuildEInvoice } from './e-invoicing.queue.ts';
import { missingForEInvoicing, readStoredSettings, settingsView } from './e-invoicing.settings.ts';

/*
 * Changing the e-invoicing settings (audited, the secrets never in the audit log), and sending an
 * e-invoice again after NRS refused it or could not be reached.
 */

interface SettingsInput {
  changes: EInvoicingSettingsChanges;
  secretsKey: string | undefined;
  nrsUrl: string | undefined;
}

const sealed = (value: string | undefined, secretsKey: string | undefined) =>
  value === undefined ? undefined : value === '' ? null : encryptSecret(value, secretsKey);

export async function updateEInvoicingSettings(tx: Transaction, context: RequestContext, input: SettingsInput) {
  const { changes, secretsKey, nrsUrl } = input;
  const { companyId } = context;
  // Without the stand-in's details: the audit log keeps only what the company set.
  const before = await settingsView(tx, companyId, { NRS_URL: nrsUrl });
  const stored = await readStoredSettings(tx, companyId);
  const next = {
    enabled: changes.enabled ?? stored?.enabled ?? false,
    businessId: changes.businessId ?? stored?.businessId ?? '',
    serviceId: changes.serviceId?.toUpperCase() ?? stored?.serviceId ?? '',
    apiKeyEncrypted:
      sealed(changes.apiKey, secretsKey) ?? (changes.apiKey === '' ? null : (stored?.apiKeyEncrypted ?? null)),
    apiSecretEncrypted:
      sealed(changes.apiSecret, secretsKey) ?? (changes.apiSecret === '' ? null : (stored?.apiSecretEncrypted ?? null)),
    publicKey: changes.publicKey ?? stored?.publicKey ?? '',
    certificate: changes.certificate ?? stored?.certificate ?? '',
  };
  if (next.enabled) {
    const missing = await missingForEInvoicing(tx, companyId, next, nrsUrl);
    if (missing.length > 0) {
      const message = `E-invoicing cannot be switched on yet. Missing: ${missing.join('; ')}`;
      throw new Invalid(message, { enabled: message });
    }
  }
  await tx
    .insert(eInvoicingSettings)
    .values({ companyId, ...next })
    .onConflictDoUpdate({ target: [eInvoicingSettings.companyId], set: { ...next, updatedAt: new Date() } });
  const after = await settingsView(tx, companyId, { NRS_URL: nrsUrl });
  // The view says whether a secret is set, never what it is: safe for the audit log.
  await recordAudit(tx, context, { action: 'update', entityType: 'e-invoicing', entityId: companyId, before, after });
  return after;
}

/**
 * Sends an e-invoice again: after a refusal its document is built anew from the invoice as it now
 * reads (the customer's TIN added, say), under the same IRN; after a failure it simply resumes.
 * Steps already done at NRS are never asked again.
 */
export async function retryEInvoice(tx: Transaction, context: RequestContext, input: { documentId: string }) {
  const [row] = await tx
    .select({ state: eInvoices.state })
    .from(eInvoices)
    .where(and(eq(eInvoices.companyId, context.companyId), eq(eInvoices.documentId, input.documentId)));
  if (!row) throw new NotFound('E-invoice');
  if (row.state === 'confirmed') throw new Conflict('This e-invoice is already confirmed by NRS');
  await rebuildEInvoice(tx, context, { documentId: input.documentId, refused: row.state === 'refused' });
  await recordAudit(tx, context, {
    action: 'update',
    entityType: 'e-invoice',
    entityId: input.documentId,
    after: { retried: true },
  });
}
