import { buildIrn, buildMbsDocument, IrnNotPossible } from '@owo/core';
import { documents, type Executor, eInvoices } from '@owo/db';
import { and, eq, sql } from 'drizzle-orm';
import { Conflict } from '../../errors.ts';
import { enqueueEInvoice } from '../../jobs/outbox.ts';
import { readStoredSettings } from './e-invoicing.settings.ts';
import { readEInvoiceSource } from './e-invoicing.source.ts';

/*
 * Queuing e-invoices (docs/e-invoicing.md). When e-invoicing is on, an approved invoice or credit
 * note gets its IRN and its MBS document in the approving transaction (so they say what was
 * approved), and a message in the outbox that works the steps at NRS after commit
 * (e-invoicing.pipeline.ts). A payment that changes an invoice's payment status queues an update.
 */

type Scope = { companyId: string };

async function documentFor(executor: Executor, companyId: string, documentId: string, irn: string, businessId: string) {
  const source = await readEInvoiceSource(executor, { companyId, documentId, businessId });
  return buildMbsDocument({ ...source, irn });
}

/** Called when an invoice is approved or a credit note issued; nothing happens with e-invoicing off. */
export async function queueEInvoice(executor: Executor, context: Scope, documentId: string): Promise<void> {
  const settings = await readStoredSettings(executor, context.companyId);
  if (!settings?.enabled) return;
  const [document] = await executor
    .select({ number: documents.number, date: documents.date })
    .from(documents)
    .where(and(eq(documents.companyId, context.companyId), eq(documents.id, documentId)));
  if (!document) return;
  let irn: string;
  try {
    irn = buildIrn(document.number, settings.serviceId, document.date);
  } catch (error) {
    if (error instanceof IrnNotPossible) return;
    throw error;
  }
  const built = await documentFor(executor, context.companyId, documentId, irn, settings.businessId);
  await executor
    .insert(eInvoices)
    .values({ companyId: context.companyId, documentId, irn, state: 'queued', document: built })
    .onConflictDoNothing();
  await enqueueEInvoice(executor, context.companyId, { companyId: context.companyId, documentId });
}

/** After a refusal, the document again from the invoice as it now reads; always a new outbox message. */
export async function rebuildEInvoice(
  executor: Executor,
  context: Scope,
  input: { documentId: string; refused: boolean },
): Promise<void> {
  const { companyId } = context;
  if (input.refused) {
    const [row] = await executor
      .select({ irn: eInvoices.irn, document: eInvoices.document })
      .from(eInvoices)
      .where(and(eq(eInvoices.companyId, companyId), eq(eInvoices.documentId, input.documentId)));
    const businessId = String(row?.document.business_id ?? '');
    const settings = await readStoredSettings(executor, companyId);
    const rebuilt = await documentFor(
      executor,
      companyId,
      input.documentId,
      row?.irn ?? '',
      settings?.businessId || businessId,
    );
    await executor
      .update(eInvoices)
      .set({
        document: rebuilt,
        state: 'queued',
        reason: null,
        // The refused step is asked again; steps NRS already accepted stay done.
        steps: sql`(select coalesce(jsonb_object_agg(key, value), '{}'::jsonb) from jsonb_each(${eInvoices.steps}) where value->>'state' = 'done')`,
        updatedAt: new Date(),
      })
      .where(and(eq(eInvoices.companyId, companyId), eq(eInvoices.documentId, input.documentId)));
  } else {
    await executor
      .update(eInvoices)
      .set({ state: 'queued', updatedAt: new Date() })
      .where(and(eq(eInvoices.companyId, companyId), eq(eInvoices.documentId, input.documentId)));
  }
  await enqueueEInvoice(executor, companyId, { companyId, documentId: input.documentId });
}

/**
 * An invoice sent to NRS is NRS's record too: it is corrected with a credit note, not edited or
 * voided (reference section 3.3). One NRS refused may still change, and be sent again.
 */
export async function assertNotSentToNrs(executor: Executor, companyId: string, documentId: string): Promise<void> {
  const [row] = await executor
    .select({ irn: eInvoices.irn, state: eInvoices.state })
    .from(eInvoices)
    .where(and(eq(eInvoices.companyId, companyId), eq(eInvoices.documentId, documentId)));
  if (row && row.state !== 'refused')
    throw new Conflict(`This invoice was sent to NRS as e-invoice ${row.irn}: correct it with a credit note instead`);
}

const paymentStatusOf: Record<string, string> = { 'partly-paid': 'PARTIAL', paid: 'PAID' };
const rank = ['PENDING', 'PARTIAL', 'PAID'];

/**
 * After a payment settles an invoice: NRS's payment status only moves forward (PENDING, PARTIAL,
 * PAID, the last final), so a payment undone later is not sent back (docs/e-invoicing.md).
 */
export async function queuePaymentStatus(executor: Executor, companyId: string, invoiceId: string): Promise<void> {
  const [row] = await executor
    .select({ wanted: eInvoices.paymentStatus, status: documents.status })
    .from(eInvoices)
    .innerJoin(documents, and(eq(documents.companyId, eInvoices.companyId), eq(documents.id, eInvoices.documentId)))
    .where(and(eq(eInvoices.companyId, companyId), eq(eInvoices.documentId, invoiceId)));
  const next = row ? paymentStatusOf[row.status] : undefined;
  if (!row || !next || rank.indexOf(next) <= rank.indexOf(row.wanted)) return;
  await executor
    .update(eInvoices)
    .set({ paymentStatus: next, updatedAt: new Date() })
    .where(and(eq(eInvoices.companyId, companyId), eq(eInvoices.documentId, invoiceId)));
  await enqueueEInvoice(executor, companyId, { companyId, documentId: invoiceId });
}
