import { documentAttachmentRoutes } from './attachments.documents.ts';
import { assertOwnerExists } from './attachments.owners.ts';

/*
 * A tax payment's receipt (issue 29): the NRS or State IRS receipt, or the bank's, attached to the
 * payment under /tax/payments/{id}/attachments. Read with tax.view, added and removed with tax.pay;
 * like the payment itself, the whole company's. The payment is found through the tax returns
 * module (attachments.owners.ts), so this module stands above it and registers the routes here.
 */
export const taxPaymentAttachmentRoutes = documentAttachmentRoutes({
  path: '/tax/payments',
  tags: ['Tax payments'],
  noun: 'a tax payment',
  fileWord: 'Receipt',
  notFoundName: 'Tax payment',
  view: 'tax.view',
  change: 'tax.pay',
  ownerKind: 'tax-payment',
  wholeCompany: true,
  assertDocument: (executor, context, id) => assertOwnerExists(executor, context, { kind: 'tax-payment', id }),
});
