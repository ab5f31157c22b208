import { formatMoney, toKobo } from '@owo/core';
import type { DocumentShare } from '@owo/core/schemas/invoice-delivery';
import { type Executor, salesDocuments } from '@owo/db';
import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import { Conflict, Invalid, NotFound } from '../../errors.ts';
import { enqueueEmail } from '../../jobs/outbox.ts';
import type { EmailMessage } from '../../mail/mailer.ts';
import { documentEmail, reminderEmail } from '../../mail/sales-templates.ts';
import { longDayText } from '../../pdf/format.ts';
import {
  type DocumentPrint,
  documentTitle,
  type PrintableKind,
  pdfFileName,
  publicDocumentUrl,
} from './invoices.pdf.ts';
import { recordEvent } from './sales.checks.ts';
import { documentNouns } from './sales.ledger.ts';

/*
 * Sending a sales document to its customer (issue 14): by email with its PDF attached and the link
 * to its public view, as a payment reminder, or as a WhatsApp message with the same link. The
 * email waits in the outbox (jobs/outbox.ts) and is written in the same transaction as the line on
 * the document's history, so the history says 'emailed' exactly when the email will go.
 */

export type Delivery = 'send' | 'remind' | 'share';

export const deliveryMessages = {
  notApproved: (noun: string) => `This ${noun} is not approved yet. Approve it before sending it to the customer.`,
  draftEstimate: 'This estimate is a draft. Save it as open before sending it to the customer.',
  void: (noun: string) => `This ${noun} is void, so it cannot be sent.`,
  paid: 'This invoice is paid in full: there is nothing to remind the customer of.',
  remindInvoicesOnly: 'Only invoices have payment reminders.',
  noEmail: 'This customer has no email address. Add one to the customer, or type the address to send to.',
} as const;

/** Why this document cannot go out this way now (409), or nothing. `status` may be stored or shown. */
export function deliveryRefusal(kind: PrintableKind, status: string, delivery: Delivery): string | null {
  const noun = documentNouns[kind].toLowerCase();
  if (status === 'void') return deliveryMessages.void(noun);
  if (kind === 'estimate' && status === 'draft') return deliveryMessages.draftEstimate;
  if (status === 'draft' || status === 'awaiting-approval') return deliveryMessages.notApproved(noun);
  if (delivery === 'remind') {
    if (kind !== 'invoice') return deliveryMessages.remindInvoicesOnly;
    if (status === 'paid') return deliveryMessages.paid;
  }
  return null;
}

export function checkDeliverable(print: Pick<DocumentPrint, 'kind' | 'view'>, delivery: Delivery): void {
  const refusal = deliveryRefusal(print.kind, print.view.status, delivery);
  if (refusal) throw new Conflict(refusal);
}

/** Who the email goes to: the addresses typed, else every email the customer has; at least one. */
export function recipientsOf(print: Pick<DocumentPrint, 'customer'>, typed: readonly string[] | undefined): string[] {
  const addresses = (typed ?? print.customer.emails).map((one) => one.trim().toLowerCase()).filter(Boolean);
  const unique = [...new Set(addresses)];
  if (unique.length === 0) throw new Invalid(deliveryMessages.noEmail, { to: deliveryMessages.noEmail });
  return unique;
}

const money = (naira: number, currency: string) => formatMoney(toKobo(naira), currency);

/** The public link, and a WhatsApp message carrying it (wa.me lets the sender pick the chat). */
export function shareLinks(print: DocumentPrint, appUrl: string): DocumentShare {
  const { view, kind } = print;
  const publicUrl = publicDocumentUrl(appUrl, view.publicToken);
  const currency = view.currency.name;
  const owed =
    kind === 'invoice' && view.amountDue > 0
      ? ` ${money(view.amountDue, currency)} is due${view.dueDate ? ` by ${longDayText(view.dueDate)}` : ''}.`
      : '';
  const text =
    `Hello ${view.customer.name}, here is ${documentTitle(kind).toLowerCase()} ${view.number} from ` +
    `${print.letterhead.issuer.name} for ${money(view.total, currency)}.${owed} View it here: ${publicUrl}`;
  return { publicUrl, whatsappUrl: `https://wa.me/?text=${encodeURIComponent(text)}` };
}

interface Composed {
  to: string[];
  email: EmailMessage;
}

function common(print: DocumentPrint, to: string[], pdf: Buffer, appUrl: string) {
  const { view, kind, letterhead } = print;
  return {
    to,
    replyTo: letterhead.issuer.email ?? null,
    companyName: letterhead.issuer.name,
    customerName: view.customer.name,
    title: documentTitle(kind),
    number: view.number,
    total: money(view.total, view.currency.name),
    publicUrl: publicDocumentUrl(appUrl, view.publicToken),
    pdf: { fileName: pdfFileName(view), content: pdf },
  };
}

/** The email that sends a document, with the sender's own words when given. */
export function composeDocumentEmail(
  print: DocumentPrint,
  input: { to: string[]; message?: string | undefined; pdf: Buffer; appUrl: string },
): Composed {
  const { view, kind } = print;
  const owes = kind === 'invoice' && view.amountDue > 0;
  const email = documentEmail({
    ...common(print, input.to, input.pdf, input.appUrl),
    message: input.message,
    amountDue: owes ? money(view.amountDue, view.currency.name) : null,
    dueDate: owes && view.dueDate ? longDayText(view.dueDate) : null,
    validTill: kind === 'estimate' && view.validTill ? longDayText(view.validTill) : null,
  });
  return { to: input.to, email };
}

/** The payment reminder of an open invoice: what is due, and when. */
export function composeReminder(print: DocumentPrint, input: { to: string[]; pdf: Buffer; appUrl: string }): Composed {
  const { view } = print;
  const email = reminderEmail({
    ...common(print, input.to, input.pdf, input.appUrl),
    amountDue: money(view.amountDue, view.currency.name),
    dueDate: view.dueDate ? longDayText(view.dueDate) : null,
    dueLabel: view.dueLabel?.label ?? null,
    overdue: view.status === 'overdue',
  });
  return { to: input.to, email };
}

/**
 * Queues the email and writes the line on the document's history ('emailed', 'reminded') in the
 * caller's transaction. The document is locked and its status checked again: it may have been
 * voided or paid since it was read for the PDF.
 */
export async function recordDelivery(
  tx: Executor,
  context: Pick<RequestContext, 'companyId' | 'userId'>,
  input: { kind: PrintableKind; id: string; delivery: 'send' | 'remind'; composed: Composed },
): Promise<void> {
  const [row] = await tx
    .select({ status: salesDocuments.status })
    .from(salesDocuments)
    .where(
      and(
        eq(salesDocuments.companyId, context.companyId),
        eq(salesDocuments.id, input.id),
        eq(salesDocuments.kind, input.kind),
      ),
    )
    .for('update');
  if (!row) throw new NotFound(documentNouns[input.kind]);
  const refusal = deliveryRefusal(input.kind, row.status, input.delivery);
  if (refusal) throw new Conflict(refusal);
  const event = input.delivery === 'send' ? 'emailed' : 'reminded';
  await recordEvent(tx, context, input.id, event, `To ${input.composed.to.join(', ')}`);
  await enqueueEmail(tx, input.composed.email, context.companyId);
}
