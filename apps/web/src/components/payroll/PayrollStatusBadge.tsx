import { Badge } from '@mantine/core';
import type { PayrollStatus } from '@owo/core';

export const payrollStatusLabels: Record<PayrollStatus, string> = {
  draft: 'Draft',
  'awaiting-approval': 'Awaiting approval',
  approved: 'Approved',
  paid: 'Paid',
  void: 'Void',
};

const colors: Record<PayrollStatus, string> = {
  draft: 'gray',
  'awaiting-approval': 'yellow',
  approved: 'blue',
  paid: 'green',
  void: 'red',
};

export function PayrollStatusBadge({ status }: { status: PayrollStatus }) {
  return (
    <Badge variant="light" radius="sm" color={colors[status]}>
      {payrollStatusLabels[status]}
    </Badge>
  );
}

const monthName = new Intl.DateTimeFormat('en-NG', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 2026-01 as January 2026. */
export function monthText(period: string): string {
  return monthName.format(new Date(`${period}-01T00:00:00Z`));
}
