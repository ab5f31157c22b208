import { type DocumentTemplate, formatMoney, type PurchaseOrderView, toKobo } from '@owo/core';
import { MAX_OTHER_RECIPIENTS } from '@owo/core/schemas/invoice-delivery';
import { contacts, documents, type Executor } from '@owo/db';
import { and, eq, sql } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import { Conflict, Invalid, NotFound } from '../../errors.ts';
import { enqueueEmail } from '../../jobs/outbox.ts';
import type { EmailMessage } from '../../mail/mailer.ts';
import { purchaseOrderEmail } from '../../mail/sales-templates.ts';
import { longDayText } from '../../pdf/format.ts';
import { renderInWorker } from '../../pdf/pool.ts';
import type { SalesDocumentModel } from '../../pdf/sales-document.ts';
import { checkDeliveryLimits, type DeliveryLimits, recordEvent } from '../invoices/index.ts';
import { companyLetterhead, documentTemplateFor, type Letterhead } from '../templates/index.ts';
import { getPurchaseOrder, NOUN, PURCHASE_ORDER } from './purchase-orders.view.ts';

/*
 * A purchase order leaving the app (issue 27): its PDF, laid out by the company's purchase-order
 * template with its letterhead by the one document renderer invoices use (pdf/SalesDocument.tsx),
 * and sent to the vendor by email with the PDF attached, through the outbox, counted against the
 * company's daily limit on document emails as invoices are (invoices.delivery.ts), with the line on
 * its history written in the same transaction as the email.
 */

export const purchaseDeliveryMessages = {
  notIssued: 'This purchase order is not approved yet. Approve it before sending it to the vendor.',
  void: 'This purchase order is void, so it cannot be sent.',
  noEmail: 'This vendor has no email address. Add one to the vendor, or type the address to send to.',
  tooManyOthers: `An email can go to the vendor's own addresses and at most ${MAX_OTHER_RECIPIENTS} others.`,
} as const;

export interface PurchaseOrderPrint {
  view: PurchaseOrderView;
  vendor: { emails: string[]; phone: string | null; tin: string | null };
  letterhead: Letterhead;
  template: DocumentTemplate;
}

export async function readPurchaseOrderPrint(
  tx: Executor,
  context: Pick<RequestContext, 'companyId' | 'branchScope'>,
  id: string,
): Promise<PurchaseOrderPrint> {
  const view = await getPurchaseOrder(tx, context, id);
  const [vendor] = await tx
    .select({ emails: contacts.emails, phone: contacts.phoneNumber, tin: contacts.tin })
    .from(contacts)
    .where(and(eq(contacts.companyId, context.companyId), eq(contacts.id, view.vendor._id)));
  if (!vendor) throw new NotFound(NOUN);
  const letterhead = await companyLetterhead(tx, context.companyId);
  const template = await documentTemplateFor(tx, context.companyId, PURCHASE_ORDER);
  return { view, vendor, letterhead, template };
}

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** The model the renderer prints: every figure from the view, already worked out. */
export function purchaseOrderModel(print: PurchaseOrderPrint): SalesDocumentModel {
  const { view, vendor, letterhead } = print;
  const stamp =
    view.status === 'void' ? 'Void' : view.status === 'draft' || view.status === 'awaiting-approval' ? 'Draft' : null;
  return {
    type: PURCHASE_ORDER,
    number: view.number,
    currency: view.currency.name,
    dates: [
      { label: 'Order date', date: view.date },
      ...(view.deliveryDate ? [{ label: 'Expected delivery', date: view.deliveryDate }] : []),
    ],
    facts: [
      ...(view.reference ? [{ label: 'Reference', value: view.reference }] : []),
      { label: 'Deliver to', value: view.branch.name },
    ],
    issuer: letterhead.issuer,
    counterparty: {
      name: view.vendor.name,
      address: lines(view.address),
      email: view.vendor.email[0] ?? null,
      phone: vendor.phone,
      tin: vendor.tin,
    },
    lines: view.items.map((item) => ({
      description: item.description,
      detail: item.product && item.product.name !== item.description ? item.product.name : null,
      quantity: `${item.quantity} ${item.measurement}`.trim(),
      unitPrice: toKobo(item.price),
      tax: item.tax.map((tax) => (tax.name.includes('%') ? tax.name : `${tax.name} ${tax.value}%`)).join(', ') || null,
      amount: toKobo(item.total),
    })),
    subtotal: toKobo(view.subtotal),
    discount: view.discountTotal > 0 ? { label: 'Discount', amount: toKobo(view.discountTotal) } : null,
    taxes: view.taxes.map((tax) => ({ name: tax.name, amount: toKobo(tax.amount) })),
    total: toKobo(view.total),
    amountPaid: null,
    amountDue: null,
    bankDetails: [],
    notes: view.note.trim() || null,
    stamp,
  };
}

export function renderPurchaseOrderPdf(print: PurchaseOrderPrint): Promise<Buffer> {
  return renderInWorker('salesDocument', purchaseOrderModel(print), print.template);
}

function refusal(status: string): string | null {
  if (status === 'void') return purchaseDeliveryMessages.void;
  if (status === 'draft' || status === 'awaiting-approval') return purchaseDeliveryMessages.notIssued;
  return null;
}

export function checkSendable(print: PurchaseOrderPrint) {
  const refused = refusal(print.view.status);
  if (refused) throw new Conflict(refused);
}

const normalized = (addresses: readonly string[]) => [
  ...new Set(addresses.map((one) => one.trim().toLowerCase()).filter(Boolean)),
];

/** The addresses typed, else every email of the vendor; at most a few that are not the vendor's. */
export function vendorRecipients(print: PurchaseOrderPrint, typed: readonly string[] | undefined): string[] {
  const own = normalized(print.vendor.emails);
  const chosen = typed === undefined ? own : normalized(typed);
  if (chosen.length === 0)
    throw new Invalid(purchaseDeliveryMessages.noEmail, { to: purchaseDeliveryMessages.noEmail });
  if (chosen.filter((address) => !own.includes(address)).length > MAX_OTHER_RECIPIENTS) {
    throw new Invalid(purchaseDeliveryMessages.tooManyOthers, { to: purchaseDeliveryMessages.tooManyOthers });
  }
  return chosen;
}

export function composePurchaseOrderEmail(
  print: PurchaseOrderPrint,
  input: { to: string[]; message?: string | undefined; pdf: Buffer },
): EmailMessage {
  const { view, letterhead } = print;
  return purchaseOrderEmail({
    to: input.to,
    replyTo: letterhead.issuer.email ?? null,
    companyName: letterhead.issuer.name,
    vendorName: view.vendor.name,
    number: view.number,
    total: formatMoney(toKobo(view.total), view.currency.name),
    deliveryDate: view.deliveryDate ? longDayText(view.deliveryDate) : null,
    message: input.message,
    pdf: { fileName: `${view.number}.pdf`, content: input.pdf },
  });
}

/**
 * Queues the email and writes 'emailed' on the order's history, the order locked and its status
 * checked again, the company's document emails taking turns (as invoices' do) so that racing sends
 * cannot pass the daily limit on one count.
 */
export async function recordPurchaseOrderSent(
  tx: Executor,
  context: Pick<RequestContext, 'companyId' | 'userId'>,
  input: { id: string; to: string[]; email: EmailMessage; limits: DeliveryLimits },
) {
  const [row] = await tx
    .select({ status: documents.status })
    .from(documents)
    .where(
      and(eq(documents.companyId, context.companyId), eq(documents.id, input.id), eq(documents.kind, PURCHASE_ORDER)),
    )
    .for('update');
  if (!row) throw new NotFound(NOUN);
  const refused = refusal(row.status);
  if (refused) throw new Conflict(refused);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`document-emails:${context.companyId}`}, 0))`);
  await checkDeliveryLimits(tx, context, { id: input.id, delivery: 'send', limits: input.limits });
  await recordEvent(tx, context, input.id, 'emailed', `To ${input.to.join(', ')}`);
  await enqueueEmail(tx, input.email, context.companyId);
}
