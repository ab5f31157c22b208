import { amountInWords, type DocumentTemplate, templateDocumentLabels, toKobo } from '@owo/core';
import { contacts, type Executor } from '@owo/db';
import { and, eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { RequestContext } from '../../context.ts';
import { NotFound } from '../../errors.ts';
import { renderInWorker } from '../../pdf/pool.ts';
import type { DocumentVerification, SalesDocumentLine, SalesDocumentModel } from '../../pdf/sales-document.ts';
import { eInvoiceQrCode } from '../e-invoicing/index.ts';
import { companyLetterhead, documentTemplateFor, type Letterhead } from '../templates/index.ts';
import { documentNouns } from './sales.ledger.ts';
import { getSalesDocument, type SalesDocumentView } from './sales.view.ts';

/*
 * The PDF of an invoice, estimate or sales receipt (issue 14, PDF and email): the document as its
 * page reads it (sales.view.ts), the company's letterhead and its template for the type, turned
 * into the one renderer's SalesDocumentModel (pdf/SalesDocument.tsx). Everything is read in one
 * transaction and rendered after it, so a render's 50 to 150 ms hold no connection.
 *
 * Figures come from the view (naira of the document's currency, two decimals) back to kobo through
 * core's toKobo, which goes by the decimal string: exact. The renderer adds nothing up.
 */

export type PrintableKind = 'invoice' | 'estimate' | 'sales-receipt';

/** The `type` of GET /invoices/pdf/:id (the spec's), and the kind each names. */
export const printTypes = { invoice: 'invoice', estimate: 'estimate', receipt: 'sales-receipt' } as const;
export type PrintType = keyof typeof printTypes;

/** Everything a document's PDF and its public view need, read in one transaction. */
export interface DocumentPrint {
  kind: PrintableKind;
  view: SalesDocumentView;
  customer: { emails: string[]; phone: string | null; tin: string | null };
  letterhead: Letterhead;
  template: DocumentTemplate;
  /** The NRS e-invoice's IRN and QR content, once signed (null otherwise). */
  eInvoice: { irn: string; qrCode: string } | null;
}

/** Statuses whose document has not been issued: no public view, no email, no QR code. */
const unissued = new Set(['draft', 'awaiting-approval']);

/** Whether the document may be seen through its public link (issued: approved, open, paid or void). */
export function isIssued(view: Pick<SalesDocumentView, 'status'>): boolean {
  return !unissued.has(view.status);
}

export async function readDocumentPrint(
  tx: Executor,
  context: Pick<RequestContext, 'companyId' | 'branchScope'>,
  kind: PrintableKind,
  id: string,
): Promise<DocumentPrint> {
  const view = await getSalesDocument(tx, context, kind, id);
  const [customer] = await tx
    .select({ emails: contacts.emails, phone: contacts.phoneNumber, tin: contacts.tin })
    .from(contacts)
    .where(and(eq(contacts.companyId, context.companyId), eq(contacts.id, view.customer._id)));
  if (!customer) throw new NotFound(documentNouns[kind]);
  const [letterhead, template] = await Promise.all([
    companyLetterhead(tx, context.companyId),
    documentTemplateFor(tx, context.companyId, kind),
  ]);
  const eInvoice = kind === 'invoice' ? await eInvoiceQrCode(tx, context.companyId, id) : null;
  return { kind, view, customer, letterhead, template, eInvoice };
}

/** The address anyone can open the document at without signing in (the web app's /i/:token). */
export function publicDocumentUrl(appUrl: string, publicToken: string): string {
  return new URL(`/i/${encodeURIComponent(publicToken)}`, appUrl).toString();
}

/** 'INV-00042.pdf'. */
export function pdfFileName(view: Pick<SalesDocumentView, 'number'>): string {
  return `${view.number}.pdf`;
}

const percentText = (value: number) => `${Number(value.toFixed(4))}%`;

/** 'VAT 7.5%': the tax's name with its rate, unless the name already says it. */
function taxLabel(name: string, rate: number | undefined): string {
  return rate === undefined || name.includes('%') ? name : `${name} ${percentText(rate)}`;
}

function addressLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

function datesOf(kind: PrintableKind, view: SalesDocumentView): SalesDocumentModel['dates'] {
  if (kind === 'estimate') {
    const till = view.validTill ?? view.dueDate;
    return [
      { label: 'Valid from', date: view.validFrom ?? view.date },
      ...(till ? [{ label: 'Valid till', date: till }] : []),
    ];
  }
  if (kind === 'sales-receipt') return [{ label: 'Payment date', date: view.paymentDate ?? view.date }];
  return [
    { label: 'Invoice date', date: view.date },
    ...(view.dueDate ? [{ label: 'Due date', date: view.dueDate }] : []),
  ];
}

function factsOf(view: SalesDocumentView): NonNullable<SalesDocumentModel['facts']> {
  const facts = [];
  if (view.purchaseNo.trim()) facts.push({ label: 'PO number', value: view.purchaseNo.trim() });
  facts.push({ label: 'Branch', value: view.branch.name });
  if (view.paymentMethod) facts.push({ label: 'Payment method', value: view.paymentMethod.name });
  return facts;
}

function stampOf(kind: PrintableKind, status: string): string | null {
  if (status === 'void') return 'Void';
  if (unissued.has(status)) return 'Draft';
  if (status === 'paid') return 'Paid';
  if (kind === 'invoice' && status === 'overdue') return 'Overdue';
  return null;
}

/** Paid and due as the type prints them: owed on invoices, settled on receipts, neither on estimates. */
function settlementOf(kind: PrintableKind, view: SalesDocumentView, total: number) {
  if (view.status === 'void' || kind === 'estimate') return { amountPaid: null, amountDue: null };
  if (kind === 'sales-receipt') return { amountPaid: total, amountDue: 0 };
  if (unissued.has(view.status)) return { amountPaid: null, amountDue: total };
  const paid = toKobo(view.amountPaid);
  return { amountPaid: paid > 0 ? paid : null, amountDue: toKobo(view.amountDue) };
}

/**
 * The model the renderer prints: lines with their quantity and unit, each tax by name and rate,
 * the discount (with its percentage), paid and due, the bank details the document names (else the
 * company's), the customer's address, the total in words on invoices and receipts, and the QR
 * code of the public view when given.
 */
export function salesDocumentModel(
  print: Pick<DocumentPrint, 'kind' | 'view' | 'customer' | 'letterhead'>,
  verification: DocumentVerification | null = null,
): SalesDocumentModel {
  const { kind, view, customer, letterhead } = print;
  const rates = new Map<string, number>();
  for (const item of view.items) for (const tax of item.tax) rates.set(tax.id, tax.value);
  const lines: SalesDocumentLine[] = view.items.map((item) => {
    const description = item.description.trim() || item.product.name;
    const detail = [
      description === item.product.name ? null : item.product.name,
      item.serviceDate ? `Service date: ${item.serviceDate}` : null,
    ].filter(Boolean);
    return {
      description,
      detail: detail.length > 0 ? detail.join(' · ') : null,
      quantity: `${item.quantity} ${item.measurement}`.trim(),
      unitPrice: toKobo(item.price),
      tax: item.tax.map((tax) => taxLabel(tax.name, tax.value)).join(', ') || null,
      amount: toKobo(item.total),
    };
  });
  const total = toKobo(view.total);
  const discountTotal = toKobo(view.discountTotal);
  const discount =
    discountTotal > 0
      ? {
          label: view.discount?.type === 'percentage' ? `Discount (${percentText(view.discount.value)})` : 'Discount',
          amount: discountTotal,
        }
      : null;
  const ownBanks = view.bank.map((bank) => ({
    bankName: bank.name,
    accountName: bank.accountName,
    accountNumber: bank.accountNo,
  }));
  const paysLater = kind !== 'sales-receipt' && view.status !== 'void' && view.status !== 'paid';
  const currency = view.currency.name;
  return {
    type: kind,
    number: view.number,
    currency,
    dates: datesOf(kind, view),
    facts: factsOf(view),
    issuer: letterhead.issuer,
    counterparty: {
      name: view.customer.name,
      address: addressLines(view.address),
      email: view.customer.email,
      phone: customer.phone,
      tin: customer.tin,
    },
    lines,
    subtotal: toKobo(view.subtotal),
    discount,
    taxes: view.taxes.map((tax) => ({ name: taxLabel(tax.name, rates.get(tax.id)), amount: toKobo(tax.amount) })),
    total,
    ...settlementOf(kind, view, total),
    bankDetails: paysLater ? (ownBanks.length > 0 ? ownBanks : letterhead.bankDetails) : [],
    notes: view.note.trim() || null,
    stamp: stampOf(kind, view.status),
    amountInWords: kind === 'estimate' ? null : amountInWords(total, currency),
    verification,
  };
}

/** The QR code of an address, as a PNG small enough to print 2 cm wide and still scan. */
export function qrCodePng(url: string): Promise<Buffer> {
  return QRCode.toBuffer(url, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 240 });
}

/** The document's PDF, with the QR code of its public view once it has been issued. */
export async function renderDocumentPdf(print: DocumentPrint, appUrl: string): Promise<Buffer> {
  const url = publicDocumentUrl(appUrl, print.view.publicToken);
  const verification = isIssued(print.view) ? { url, qrPng: await qrCodePng(url) } : null;
  const eInvoice = print.eInvoice ? { irn: print.eInvoice.irn, qrPng: await qrCodePng(print.eInvoice.qrCode) } : null;
  return renderInWorker('salesDocument', { ...salesDocumentModel(print, verification), eInvoice }, print.template);
}

/** The name of the document's type as it prints: 'Invoice', 'Estimate', 'Sales receipt'. */
export function documentTitle(kind: PrintableKind): string {
  return templateDocumentLabels[kind];
}
