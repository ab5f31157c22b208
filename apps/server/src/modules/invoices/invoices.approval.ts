import type { ApprovalHandler } from '../approvals/index.ts';
import { decideInvoice } from './invoices.service.ts';
import { salesDocumentSchema } from './sales.view.ts';
import { readDocument } from './sales-documents.routes.ts';

/** An invoice awaiting approval, approved (posted) or sent back to draft through the shared approval call. */
export const invoiceApproval: ApprovalHandler = {
  state: 'invoice',
  noun: 'Invoice',
  permission: 'sales.approve',
  decide: decideInvoice,
  read: (request, id) => readDocument(request, 'invoice', id),
  messages: { approve: 'Invoice approved', reject: 'Invoice sent back to draft' },
  schema: salesDocumentSchema,
};
