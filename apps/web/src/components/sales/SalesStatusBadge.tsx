import { Badge, Text } from '@mantine/core';
import { dueLabel, invoiceStatusLabels, todayInLagos } from '@owo/core';
import type { DueLabelView } from '../../api/invoices.ts';

/** Every status a sales document or payment shows, with its words and colour. */
const looks: Record<string, { color: string; label: string }> = {
  draft: { color: 'gray', label: invoiceStatusLabels.draft },
  'awaiting-approval': { color: 'yellow', label: invoiceStatusLabels['awaiting-approval'] },
  unpaid: { color: 'blue', label: invoiceStatusLabels.unpaid },
  'partly-paid': { color: 'cyan', label: invoiceStatusLabels['partly-paid'] },
  paid: { color: 'owo', label: invoiceStatusLabels.paid },
  overdue: { color: 'red', label: invoiceStatusLabels.overdue },
  void: { color: 'dark', label: invoiceStatusLabels.void },
  open: { color: 'blue', label: 'Open' },
  invoiced: { color: 'owo', label: 'Invoiced' },
  applied: { color: 'owo', label: 'Applied' },
  live: { color: 'owo', label: 'Received' },
  // Recurring invoices.
  active: { color: 'owo', label: 'Active' },
  paused: { color: 'yellow', label: 'Paused' },
  finished: { color: 'gray', label: 'Finished' },
};

export function statusLabel(status: string): string {
  return looks[status]?.label ?? status;
}

export function SalesStatusBadge({ status }: { status: string }) {
  const look = looks[status] ?? { color: 'gray', label: status };
  return (
    <Badge variant="light" color={look.color} radius="sm" style={{ whiteSpace: 'nowrap' }}>
      {look.label}
    </Badge>
  );
}

const owing = new Set(['unpaid', 'partly-paid', 'overdue']);

/**
 * Spec section 4: 'Today', 'Due in N days' or 'Due N days ago' (red) for an invoice still owed;
 * the server's label when it sends one, else worked out from the due date in Lagos.
 */
export function DueText({ status, dueDate, label }: { status: string; dueDate: string; label?: DueLabelView | null }) {
  if (!owing.has(status)) return null;
  const due = label ?? (dueDate ? dueLabel(dueDate, todayInLagos()) : null);
  if (!due) return null;
  return (
    <Text component="span" fz="xs" c={due.type === 0 ? 'red' : 'dimmed'} fw={due.type === 0 ? 600 : undefined}>
      {due.label}
    </Text>
  );
}
