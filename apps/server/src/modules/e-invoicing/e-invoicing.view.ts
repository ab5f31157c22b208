import { type EInvoice, eInvoiceStepLabels, eInvoiceSteps } from '@owo/core';
import { documents, type Executor, eInvoices } from '@owo/db';
import { and, eq } from 'drizzle-orm';
import { branchOnly } from '../../branch-scope.ts';
import type { RequestContext } from '../../context.ts';
import { NotFound } from '../../errors.ts';

type Scoped = Pick<RequestContext, 'companyId' | 'branchScope'>;
const nouns = { invoice: 'Invoice', 'credit-note': 'Credit note' } as const;

/**
 * The e-invoice of an invoice or credit note: 404 for a document not the caller's (another
 * company's, another branch's for a member limited to one, another kind), and 404 "E-invoice not
 * found" for one of the caller's that was never sent to NRS.
 */
export async function getEInvoice(
  executor: Executor,
  context: Scoped,
  input: { kind: 'invoice' | 'credit-note'; id: string },
): Promise<EInvoice> {
  const [document] = await executor
    .select({ id: documents.id })
    .from(documents)
    .where(
      and(
        eq(documents.companyId, context.companyId),
        eq(documents.id, input.id),
        eq(documents.kind, input.kind),
        branchOnly(context, documents.branchId),
      ),
    );
  if (!document) throw new NotFound(nouns[input.kind]);
  const [row] = await executor
    .select()
    .from(eInvoices)
    .where(and(eq(eInvoices.companyId, context.companyId), eq(eInvoices.documentId, input.id)));
  if (!row) throw new NotFound('E-invoice');
  return {
    irn: row.irn,
    state: row.state,
    steps: eInvoiceSteps.map((step) => ({
      step,
      label: eInvoiceStepLabels[step],
      state: row.steps[step]?.state ?? 'pending',
      at: row.steps[step]?.at ?? null,
    })),
    reason: row.reason,
    attempts: row.attempts,
    paymentStatus: row.paymentStatusSent,
    qrCode: row.qrCode,
    document: row.document,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The QR code's content of a document, for its PDF and public view (null before it is signed). */
export async function eInvoiceQrCode(executor: Executor, companyId: string, documentId: string) {
  const [row] = await executor
    .select({ qrCode: eInvoices.qrCode, irn: eInvoices.irn })
    .from(eInvoices)
    .where(and(eq(eInvoices.companyId, companyId), eq(eInvoices.documentId, documentId)));
  return row?.qrCode ? { irn: row.irn, qrCode: row.qrCode } : null;
}
