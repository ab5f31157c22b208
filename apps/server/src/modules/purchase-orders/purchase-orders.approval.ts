import { purchaseOrderViewSchema } from '@owo/core';
import { companyRead } from '../../http/work.ts';
import type { ApprovalHandler } from '../approvals/index.ts';
import { decidePurchaseOrder } from './purchase-orders.service.ts';
import { getPurchaseOrder } from './purchase-orders.view.ts';

/** Purchase orders through the spec's one approval call: PATCH /merchant/approve/{id}?state=purchase-order. */
export const purchaseOrderApproval: ApprovalHandler = {
  state: 'purchase-order',
  noun: 'Purchase order',
  permission: 'expenses.approve',
  decide: decidePurchaseOrder,
  read: (request, id) => companyRead(request, (tx, context) => getPurchaseOrder(tx, context, id)),
  messages: { approve: 'Purchase order approved', reject: 'Purchase order sent back to draft' },
  schema: purchaseOrderViewSchema,
};
