import { z } from 'zod';
import { email, fieldsObject, freeText, list } from './fields.ts';

/*
 * Sending sales documents to customers (issue 14, PDF and email): the body of a send, and what the
 * public view of a document answers (the page at /i/:token, which needs no sign-in). Shared by the
 * API and the web app.
 */

/**
 * Besides the customer's own emails, the most addresses a send may go to (issue 26): enough for an
 * accountant or a second office, too few for the send button to be a free mail relay.
 */
export const MAX_OTHER_RECIPIENTS = 3;

/** The most addresses one send may go to: a customer's emails (at most 10) and the others. */
export const MAX_RECIPIENTS = 10 + MAX_OTHER_RECIPIENTS;

export const sendDocumentSchema = fieldsObject({
  /** Left out: the customer's own emails. Any not the customer's count against MAX_OTHER_RECIPIENTS. */
  to: list('The list of email addresses', email('Email address'), {
    min: 1,
    max: MAX_RECIPIENTS,
    tooFew: 'Add at least one email address',
    tooMany: `Send to at most ${MAX_RECIPIENTS} email addresses at once`,
  }).optional(),
  /** A few words of the sender's own, above the standard text. */
  message: freeText('Message', 2000).optional(),
});
export type SendDocumentInput = z.input<typeof sendDocumentSchema>;

/** Where a document can be seen without signing in, and the same as a WhatsApp message. */
export const documentShareSchema = z.object({
  publicUrl: z.string(),
  whatsappUrl: z.string(),
});
export type DocumentShare = z.infer<typeof documentShareSchema>;

/** What a send or a reminder answers: who it went to, and the links. */
export const documentSentSchema = documentShareSchema.extend({ to: z.array(z.string()) });
export type DocumentSent = z.infer<typeof documentSentSchema>;

export const publicDocumentKinds = ['invoice', 'estimate', 'sales-receipt'] as const;

/**
 * A document as its public page shows it: what its PDF prints, amounts in naira (2 decimals) of
 * the document's currency. Internal ids and the employee who made the sale are left out.
 */
export const publicDocumentSchema = z.object({
  kind: z.enum(publicDocumentKinds),
  title: z.string(),
  number: z.string(),
  /** As the document's page shows it: unpaid, partly-paid, paid, overdue, void, open, invoiced. */
  status: z.string(),
  /** Open invoices: 'Due in 5 days', 'Today', 'Due 3 days ago'. */
  dueLabel: z.string().nullable(),
  currency: z.string(),
  dates: z.array(z.object({ label: z.string(), date: z.string() })),
  facts: z.array(z.object({ label: z.string(), value: z.string() })),
  company: z.object({
    name: z.string(),
    address: z.array(z.string()),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    website: z.string().nullable(),
    /** The logo's address, when the company has one. */
    logoUrl: z.string().nullable(),
  }),
  customer: z.object({ name: z.string(), address: z.array(z.string()) }),
  lines: z.array(
    z.object({
      description: z.string(),
      detail: z.string().nullable(),
      quantity: z.string(),
      unitPrice: z.number(),
      tax: z.string().nullable(),
      amount: z.number(),
    }),
  ),
  subtotal: z.number(),
  discount: z.object({ label: z.string(), amount: z.number() }).nullable(),
  taxes: z.array(z.object({ name: z.string(), amount: z.number() })),
  total: z.number(),
  amountPaid: z.number().nullable(),
  amountDue: z.number().nullable(),
  amountInWords: z.string().nullable(),
  bankDetails: z.array(z.object({ bankName: z.string(), accountName: z.string(), accountNumber: z.string() })),
  notes: z.string(),
  terms: z.string(),
  paymentInstructions: z.string(),
  /** The PDF of the same document. */
  pdfUrl: z.string(),
  /** The NRS e-invoice once signed: its IRN and the QR code's content (docs/e-invoicing.md). */
  eInvoice: z.object({ irn: z.string(), qrCode: z.string() }).nullable().optional(),
});
export type PublicDocument = z.infer<typeof publicDocumentSchema>;
