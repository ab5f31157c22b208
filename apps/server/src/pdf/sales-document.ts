import type { Kobo, TemplateDocumentTypeValue, TemplateSettings } from '@owo/core';

/*
 * The contract of the one renderer of sales and purchase documents (SalesDocument.tsx): invoices,
 * estimates, sales receipts, bills and purchase orders are all printed from a SalesDocumentModel
 * and the company's template for their type (modules/templates: documentTemplateFor). The modules
 * that own the documents build the model: every figure is already worked out (kobo, in the
 * document's currency); the renderer only lays it out and never adds anything up.
 */

export type SalesDocumentType = TemplateDocumentTypeValue;

/** The company's logo as stored: PNG or JPEG bytes (an SVG logo is rasterised first, letterhead.ts). */
export interface DocumentLogo {
  data: Buffer;
  format: 'png' | 'jpg';
}

export interface DocumentBankDetails {
  bankName: string;
  accountName: string;
  accountNumber: string;
}

/** Who issues the document: the company. */
export interface DocumentIssuer {
  name: string;
  /** Address lines, printed one a line. */
  address: string[];
  phone?: string | null;
  email?: string | null;
  website?: string | null;
  tin?: string | null;
  vatNumber?: string | null;
  rcNumber?: string | null;
  logo?: DocumentLogo | null;
}

/** The customer (sales documents) or vendor (bills, purchase orders). */
export interface DocumentCounterparty {
  name: string;
  address?: string[];
  email?: string | null;
  phone?: string | null;
  tin?: string | null;
}

export interface SalesDocumentLine {
  description: string;
  /** A second, smaller line under the description (SKU, period, detail). */
  detail?: string | null;
  /** As it should print: '2', '1.5', '10 hrs'. */
  quantity: string;
  unitPrice: Kobo;
  /** 'VAT 7.5%', or empty for none. */
  tax?: string | null;
  /** The line's amount before tax (quantity x price less its own discount). */
  amount: Kobo;
}

export interface SalesDocumentModel {
  type: SalesDocumentType;
  /** Printed instead of the type's name ('Tax invoice', 'Pro forma invoice'). */
  title?: string;
  number: string;
  /** ISO 4217; amounts print with ₦ for NGN and the code for others. */
  currency: string;
  /** Labelled dates in order: 'Invoice date', 'Due date', 'Valid until'... (YYYY-MM-DD). */
  dates: Array<{ label: string; date: string }>;
  /** Other labelled facts beside the dates: 'Reference', 'Branch', 'Payment method'. */
  facts?: Array<{ label: string; value: string }>;
  issuer: DocumentIssuer;
  counterparty: DocumentCounterparty;
  /** Heading over the counterparty: 'Bill to', 'Vendor', 'Received from'. Defaults by type. */
  counterpartyHeading?: string;
  lines: SalesDocumentLine[];
  subtotal: Kobo;
  discount?: { label: string; amount: Kobo } | null;
  /** Each tax by name, already totalled: [{ name: 'VAT 7.5%', amount }]. A deduction (WHT) is negative. */
  taxes: Array<{ name: string; amount: Kobo }>;
  total: Kobo;
  amountPaid?: Kobo | null;
  /** What is still owed; printed large when given (invoices, bills). */
  amountDue?: Kobo | null;
  bankDetails?: DocumentBankDetails[];
  /** The document's own notes, terms and instructions; when absent the template's defaults print. */
  notes?: string | null;
  terms?: string | null;
  paymentInstructions?: string | null;
  /** Under the signature line ('Authorised signatory'). */
  signatureLabel?: string;
  /** A word across the top corner: 'Paid', 'Draft', 'Void', 'Sample'. */
  stamp?: string | null;
  /** The total in words ('Thirty-three thousand ... naira, fifty kobo only'), printed under the totals. */
  amountInWords?: string | null;
  /**
   * Where anyone can check the document is genuine (its public view): printed small in the bottom
   * corner as a QR code (a PNG) with the address under it.
   */
  verification?: DocumentVerification | null;
  /** An NRS e-invoice: its IRN and the QR code of the encrypted payload (docs/e-invoicing.md). */
  eInvoice?: { irn: string; qrPng: Buffer } | null;
}

export interface DocumentVerification {
  url: string;
  /** The QR code of `url`, as PNG bytes. */
  qrPng: Buffer;
}

/** How a document is printed: the company's template for its type (core's TemplateSettings). */
export type SalesDocumentTemplate = TemplateSettings;
