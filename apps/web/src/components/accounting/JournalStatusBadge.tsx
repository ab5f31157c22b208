import { Badge } from '@mantine/core';
import type { JournalStatus } from '../../api/journals.ts';

const looks: Record<JournalStatus, { color: string; label: string }> = {
  draft: { color: 'yellow', label: 'Draft' },
  posted: { color: 'owo', label: 'Posted' },
  rejected: { color: 'red', label: 'Rejected' },
  deleted: { color: 'gray', label: 'Deleted' },
};

export function JournalStatusBadge({ status }: { status: JournalStatus }) {
  const look = looks[status];
  return (
    <Badge variant="light" color={look.color} radius="sm">
      {look.label}
    </Badge>
  );
}
