import { Badge } from '@mantine/core';
import type { ReturnPaymentStatus } from '@owo/core';

const looks: Record<ReturnPaymentStatus, { label: string; color: string }> = {
  'nothing-to-pay': { label: 'Nothing to pay', color: 'gray' },
  unpaid: { label: 'Unpaid', color: 'red' },
  'part-paid': { label: 'Part paid', color: 'yellow' },
  paid: { label: 'Paid', color: 'teal' },
};

export function ReturnStatusBadge({ status }: { status: ReturnPaymentStatus }) {
  const look = looks[status];
  return (
    <Badge variant="light" color={look.color} radius="sm">
      {look.label}
    </Badge>
  );
}
