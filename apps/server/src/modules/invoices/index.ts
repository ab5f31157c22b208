/*
 * The public surface of the invoices module: all that other modules may import of it (docs/decisions.md,
 * "Module layers"). They import this file only; the module's own files import each other directly.
 */
export { createCreditNote } from './credit-notes.service.ts';
export { createEstimate } from './estimates.service.ts';
export { checkDeliveryLimits, type DeliveryLimits } from './invoices.delivery.ts';
export { readDocument } from './invoices.routes.ts';
export { createInvoice } from './invoices.service.ts';
export { checkPaymentMethod, depositAccount, recordEvent } from './sales.checks.ts';
export { homeCurrency } from './sales.figures.ts';
export { settleInvoice } from './sales.ledger.ts';
export { salesDocumentSchema } from './sales.view.ts';
