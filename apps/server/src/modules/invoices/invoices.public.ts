import { toNaira } from '@owo/core';
import { type PublicDocument, publicDocumentKinds } from '@owo/core/schemas/invoice-delivery';
import { type Database, documentEvents, documents, type Executor, type Transaction, tenantTransaction } from '@owo/db';
import { and, eq, gt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { NotFound } from '../../errors.ts';
import {
  type DocumentPrint,
  documentTitle,
  isIssued,
  type PrintableKind,
  readDocumentPrint,
  salesDocumentModel,
} from './invoices.pdf.ts';
import { recordEvent } from './sales.checks.ts';

/*
 * The public view of a sales document (issue 14): what its customer opens from the emailed or
 * WhatsApp link, without signing in. The link's token is `${companyId}.${secret}`: the company id
 * lets the view open a tenant transaction for that company like any request (row-level security
 * stays on), and the secret (24 random bytes, sales.store.ts) finds the document within it. A
 * malformed token, an unknown one, another company's secret and a document not yet issued (a draft)
 * all answer the same 404, so the answer never says whether something exists.
 */

/** What every refused token is told, whatever the reason. */
export const publicNotFound = () => new NotFound('Document');

const companyIdSchema = z.uuid();
const secretPattern = /^[A-Za-z0-9_-]{16,128}$/;

/** The company and secret of a public token, or null when it cannot be one. */
export function parsePublicToken(token: string): { companyId: string; secret: string } | null {
  const dot = token.indexOf('.');
  if (dot < 0) return null;
  const companyId = token.slice(0, dot);
  const secret = token.slice(dot + 1);
  if (!companyIdSchema.safeParse(companyId).success || !secretPattern.test(secret)) return null;
  return { companyId: companyId.toLowerCase(), secret };
}

const printable = new Set<string>(publicDocumentKinds);

/** The issued document of the company with this secret; the one 404 otherwise. */
export async function findPublicDocument(
  tx: Executor,
  companyId: string,
  secret: string,
): Promise<{ id: string; kind: PrintableKind }> {
  const [row] = await tx
    .select({ id: documents.id, kind: documents.kind, status: documents.status })
    .from(documents)
    .where(and(eq(documents.companyId, companyId), eq(documents.publicToken, secret)));
  if (!row || !printable.has(row.kind) || !isIssued(row)) throw publicNotFound();
  return { id: row.id, kind: row.kind as PrintableKind };
}

/** The document of a public token, read as its PDF prints it (the whole company's, no branch limit). */
export async function readPublicPrint(tx: Executor, companyId: string, secret: string): Promise<DocumentPrint> {
  const { id, kind } = await findPublicDocument(tx, companyId, secret);
  return readDocumentPrint(tx, { companyId, branchScope: null }, kind, id);
}

/**
 * The document as its public page shows it: the same model as its PDF (invoices.pdf.ts), with what
 * the company's template leaves out left out here too (logo, bank details, notes, terms,
 * instructions), amounts in naira.
 */
export function publicDocument(print: DocumentPrint, urls: { pdfUrl: string; logoUrl: string }): PublicDocument {
  const model = salesDocumentModel(print);
  const { template } = print;
  const naira = (kobo: number | null | undefined) => (kobo === null || kobo === undefined ? null : toNaira(kobo));
  const shown = (on: boolean, own: string | null | undefined, fallback: string) => (on ? (own ?? fallback).trim() : '');
  return {
    kind: print.kind,
    title: documentTitle(print.kind),
    number: model.number,
    status: print.view.status,
    dueLabel: print.view.dueLabel?.label ?? null,
    currency: model.currency,
    dates: model.dates,
    facts: model.facts ?? [],
    company: {
      name: model.issuer.name,
      address: model.issuer.address,
      phone: model.issuer.phone ?? null,
      email: model.issuer.email ?? null,
      website: model.issuer.website ?? null,
      logoUrl: template.showLogo && model.issuer.logo ? urls.logoUrl : null,
    },
    customer: { name: model.counterparty.name, address: model.counterparty.address ?? [] },
    lines: model.lines.map((line) => ({
      description: line.description,
      detail: line.detail ?? null,
      quantity: line.quantity,
      unitPrice: toNaira(line.unitPrice),
      tax: line.tax ?? null,
      amount: toNaira(line.amount),
    })),
    subtotal: toNaira(model.subtotal),
    discount: model.discount ? { label: model.discount.label, amount: toNaira(model.discount.amount) } : null,
    taxes: model.taxes.map((tax) => ({ name: tax.name, amount: toNaira(tax.amount) })),
    total: toNaira(model.total),
    amountPaid: naira(model.amountPaid),
    amountDue: naira(model.amountDue),
    amountInWords: model.amountInWords ?? null,
    bankDetails: template.showBankDetails ? (model.bankDetails ?? []) : [],
    notes: shown(template.showNotes, model.notes, template.defaultNotes),
    terms: shown(template.showTerms, model.terms, template.defaultTerms),
    paymentInstructions: shown(
      template.showPaymentInstructions,
      model.paymentInstructions,
      template.paymentInstructions,
    ),
    pdfUrl: urls.pdfUrl,
    eInvoice: print.eInvoice,
  };
}

/**
 * Notes on the document's history that the customer opened it, at most once a day: enough to
 * tell an owner the invoice was seen, without a line for every reload.
 */
export async function noteViewed(tx: Executor, companyId: string, documentId: string): Promise<void> {
  const [seen] = await tx
    .select({ id: documentEvents.id })
    .from(documentEvents)
    .where(
      and(
        eq(documentEvents.companyId, companyId),
        eq(documentEvents.documentId, documentId),
        eq(documentEvents.event, 'viewed'),
        gt(documentEvents.at, sql`now() - interval '1 day'`),
      ),
    )
    .limit(1);
  if (seen) return;
  await recordEvent(tx, { companyId, userId: null }, documentId, 'viewed', 'Opened from the link sent to the customer');
}

/**
 * Runs `work` for the document's company, found from the token alone: a tenant transaction of that
 * company (row-level security on), as a signed-in request's would be. A token that cannot be one
 * is refused before any query, with the same 404 as an unknown one.
 */
export function publicDocumentWork<T>(
  db: Database,
  token: string,
  work: (tx: Transaction, companyId: string, secret: string) => Promise<T>,
  options: { readOnly?: boolean } = {},
): Promise<T> {
  const parsed = parsePublicToken(token);
  if (!parsed) return Promise.reject(publicNotFound());
  return tenantTransaction(db, parsed.companyId, (tx) => work(tx, parsed.companyId, parsed.secret), options);
}
