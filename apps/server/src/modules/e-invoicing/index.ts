/*
 * The public surface of the e-invoicing module (docs/decisions.md, "Module layers"): the invoices
 * module queues e-invoices and payment updates through it, the PDF reads the QR code.
 */
export { eInvoicePipeline } from './e-invoicing.pipeline.ts';
export { assertNotSentToNrs, queueEInvoice, queuePaymentStatus } from './e-invoicing.queue.ts';
export { eInvoiceQrCode } from './e-invoicing.view.ts';
