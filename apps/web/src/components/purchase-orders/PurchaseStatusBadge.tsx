import { Badge } from '@mantine/core';
import { type PurchaseOrderStatus, purchaseOrderStatusLabels } from '@owo/core';

const statusColors: Record<PurchaseOrderStatus, string> = {
  draft: 'gray',
  'awaiting-approval': 'yellow',
  open: 'blue',
  'partly-received': 'cyan',
  received: 'teal',
  billed: 'green',
  void: 'red',
};

/** A purchase order's status, in words and a colour. */
export function PurchaseStatusBadge({ status }: { status: PurchaseOrderStatus }) {
  return (
    <Badge color={statusColors[status]} variant="light" radius="sm">
      {purchaseOrderStatusLabels[status]}
    </Badge>
  );
}
