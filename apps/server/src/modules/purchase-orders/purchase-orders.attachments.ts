import { documents, type Executor } from '@owo/db';
import { and, eq } from 'drizzle-orm';
import { branchOnly } from '../../branch-scope.ts';
import type { RequestContext } from '../../context.ts';
import { NotFound } from '../../errors.ts';
import { documentAttachmentRoutes } from '../attachments/index.ts';
import { NOUN, PURCHASE_ORDER } from './purchase-orders.view.ts';

/*
 * A purchase order's files (issue 27): the vendor's quote, a pro-forma, a delivery note, as a
 * photo or PDF under /purchase-orders/{id}/attachments, through the attachments module's document
 * routes exactly as an expense's receipts (attachments.documents.ts). Whoever may raise purchase
 * orders may attach to them, as with expenses; a void order keeps its files and may still take one
 * (a cancelled order's paperwork is still evidence).
 */

/** The order exists, is the company's, and the member may see its branch; 404 otherwise. */
async function assertPurchaseOrder(executor: Executor, context: RequestContext, id: string) {
  const [row] = await executor
    .select({ id: documents.id })
    .from(documents)
    .where(
      and(
        eq(documents.companyId, context.companyId),
        eq(documents.id, id),
        eq(documents.kind, PURCHASE_ORDER),
        branchOnly(context, documents.branchId),
      ),
    );
  if (!row) throw new NotFound(NOUN);
}

export const purchaseOrderAttachmentRoutes = documentAttachmentRoutes({
  path: '/purchase-orders',
  tags: ['Purchase orders'],
  noun: 'a purchase order',
  fileWord: 'File',
  notFoundName: NOUN,
  view: 'expenses.view',
  change: 'expenses.create',
  assertDocument: assertPurchaseOrder,
});
