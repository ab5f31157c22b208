import { formatMoney, todayInLagos, toKobo } from '@owo/core';
import { type DocumentShare, MAX_OTHER_RECIPIENTS } from '@owo/core/schemas/invoice-delivery';
import { documentEvents, documents, type Executor } from '@owo/db';
import { and, eq, gte, inArray, max, sql } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import { Conflict, Invalid, NotFound, TooManyRequests } from '../../errors.ts';
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

/** The most document emails a company may send in a day where no config is at hand (config.ts's default). */
export const DEFAULT_DOCUMENT_EMAILS_PER_DAY = 200;

/** A customer hears about the same invoice at most once a day: more is nagging, or abuse. */
export const REMINDER_INTERVAL_HOURS = 24;

/** The limits on document emails (issue 26), from the server's config (DOCUMENT_EMAILS_PER_DAY). */
export interface DeliveryLimits {
  emailsPerDay: number;
}

const defaultLimits: DeliveryLimits = { emailsPerDay: DEFAULT_DOCUMENT_EMAILS_PER_DAY };

const lagosInstant = new Intl.DateTimeFormat('en-NG', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Africa/Lagos',
});

/** 'a, b and c' */
function inWords(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

export const deliveryMessages = {
  notApproved: (noun: string) => `This ${noun} is not approved yet. Approve it before sending it to the customer.`,
  draftEstimate: 'This estimate is a draft. Save it as open before sending it to the customer.',
  void: (noun: string) => `This ${noun} is void, so it cannot be sent.`,
  paid: 'This invoice is paid in full: there is nothing to remind the customer of.',
  remindInvoicesOnly: 'Only invoices have payment reminders.',
  noEmail: 'This customer has no email address. Add one to the customer, or type the address to send to.',
  tooManyOthers: (others: readonly string[]) =>
    `An email can go to the customer's own addresses and at most ${MAX_OTHER_RECIPIENTS} others. ` +
    `${inWords(others)} are not the customer's: remove ${others.length - MAX_OTHER_RECIPIENTS} of them, ` +
    'or add them to the customer first.',
  dailyLimit: (limit: number) =>
    `You have sent ${limit} document emails today, the most a company can send in a day. Try again tomorrow.`,
  reminderTooSoon: (last: Date, next: Date) =>
    `A reminder of this invoice was sent on ${lagosInstant.format(last)}. The next one can be sent from ` +
    `${lagosInstant.format(next)}, ${REMINDER_INTERVAL_HOURS} hours later.`,
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

const normalized = (addresses: readonly string[]) => [
  ...new Set(addresses.map((one) => one.trim().toLowerCase()).filter(Boolean)),
];

/**
 * Who the email goes to: the addresses typed, else every email the customer has; at least one.
 * Typed ones that are not the customer's are at most MAX_OTHER_RECIPIENTS, so that sending a
 * document cannot carry free text to any address one likes.
 */
export function recipientsOf(print: Pick<DocumentPrint, 'customer'>, typed: readonly string[] | undefined): string[] {
  const own = normalized(print.customer.emails);
  const unique = typed === undefined ? own : normalized(typed);
  if (unique.length === 0) throw new Invalid(deliveryMessages.noEmail, { to: deliveryMessages.noEmail });
  const others = unique.filter((address) => !own.includes(address));
  if (others.length > MAX_OTHER_RECIPIENTS) {
    const refusal = deliveryMessages.tooManyOthers(others);
    throw new Invalid(refusal, { to: refusal });
  }
  return unique;
}

/** Midnight of today in Lagos, which keeps UTC+1 all year (no daylight saving). */
function startOfLagosDay(now: Date): Date {
  return new Date(`${todayInLagos(now)}T00:00:00+01:00`);
}

/**
 * The limits every document email passes, sends and reminders alike, counted from the lines on the
 * documents' history ('emailed', 'reminded'), which are written with each email: a company sends
 * at most `emailsPerDay` a Lagos day, and an invoice is reminded at most once in
 * REMINDER_INTERVAL_HOURS. Called before the PDF is rendered (a quick refusal) and again by
 * recordDelivery under its locks, where it is the rule.
 */
export async function checkDeliveryLimits(
  tx: Executor,
  context: Pick<RequestContext, 'companyId'>,
  input: { id: string; delivery: 'send' | 'remind'; limits?: DeliveryLimits | undefined; now?: Date },
): Promise<void> {
  const now = input.now ?? new Date();
  const { emailsPerDay } = input.limits ?? defaultLimits;
  const [today] = await tx
    .select({ count: sql<number>`count(*)::integer` })
    .from(documentEvents)
    .where(
      and(
        eq(documentEvents.companyId, context.companyId),
        inArray(documentEvents.event, ['emailed', 'reminded']),
        gte(documentEvents.at, startOfLagosDay(now)),
      ),
    );
  if ((today?.count ?? 0) >= emailsPerDay) throw new TooManyRequests(deliveryMessages.dailyLimit(emailsPerDay));
  if (input.delivery !== 'remind') return;
  const [last] = await tx
    .select({ at: max(documentEvents.at) })
    .from(documentEvents)
    .where(
      and(
        eq(documentEvents.companyId, context.companyId),
        eq(documentEvents.documentId, input.id),
        eq(documentEvents.event, 'reminded'),
      ),
    );
  if (!last?.at) return;
  const lastAt = new Date(last.at);
  const next = new Date(lastAt.getTime() + REMINDER_INTERVAL_HOURS * 60 * 60 * 1000);
  if (next > now) throw new TooManyRequests(deliveryMessages.reminderTooSoon(lastAt, next));
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
 * voided or paid since it was read for the PDF. The company's document emails take turns here (an
 * advisory lock), so racing sends cannot all pass the daily limit on the same count.
 */
export async function recordDelivery(
  tx: Executor,
  context: Pick<RequestContext, 'companyId' | 'userId'>,
  input: {
    kind: PrintableKind;
    id: string;
    delivery: 'send' | 'remind';
    composed: Composed;
    limits?: DeliveryLimits | undefined;
  },
): Promise<void> {
  const [row] = await tx
    .select({ status: documents.status })
    .from(documents)
    .where(and(eq(documents.companyId, context.companyId), eq(documents.id, input.id), eq(documents.kind, input.kind)))
    .for('update');
  if (!row) throw new NotFound(documentNouns[input.kind]);
  const refusal = deliveryRefusal(input.kind, row.status, input.delivery);
  if (refusal) throw new Conflict(refusal);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`document-emails:${context.companyId}`}, 0))`);
  await checkDeliveryLimits(tx, context, { id: input.id, delivery: input.delivery, limits: input.limits });
  const event = input.delivery === 'send' ? 'emailed' : 'reminded';
  await recordEvent(tx, context, input.id, event, `To ${input.composed.to.join(', ')}`);
  await enqueueEmail(tx, input.composed.email, context.companyId);
}
