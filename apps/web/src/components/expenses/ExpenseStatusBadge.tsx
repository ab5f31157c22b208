import { Badge } from '@mantine/core';
import type { ExpenseStatus } from '@owo/core';

export const statusLabels: Record<ExpenseStatus, string> = {
  paid: 'Paid',
  'awaiting-approval': 'Awaiting approval',
  void: 'Void',
};
const statusColors: Record<ExpenseStatus, string> = { paid: 'green', 'awaiting-approval': 'yellow', void: 'gray' };

export function ExpenseStatusBadge({ status }: { status: ExpenseStatus }) {
  return (
    <Badge variant="light" radius="sm" color={statusColors[status]}>
      {statusLabels[status]}
    </Badge>
  );
}
