import { ActionIcon, Anchor, Button, Group, Menu, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCopy, IconDots, IconEye, IconPencil, IconTrash, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { JournalDecision, JournalSummary } from '../../api/journals.ts';
import { formatDay, formatShortDay } from '../../lib/format.ts';
import type { DataTableColumn } from '../DataTable.tsx';
import { MoneyText } from '../MoneyText.tsx';
import { JournalStatusBadge } from './JournalStatusBadge.tsx';

export function editJournalPath(id: string): string {
  return `/accounting/journal/edit-journal?id=${encodeURIComponent(id)}`;
}

/** The journal's own read-only page. */
export function journalPath(id: string): string {
  return `/accounting/journal/${encodeURIComponent(id)}`;
}

/** A new journal holding a copy of this one's lines. */
export function copyJournalPath(id: string): string {
  return `/accounting/journal/new-journal?copy=${encodeURIComponent(id)}`;
}

export interface JournalActions {
  decide: (journal: JournalSummary, action: JournalDecision) => void;
  remove: (journal: JournalSummary) => void;
  /** The journal whose approval or rejection is on its way. */
  decidingId: string | null;
  /** Whether the member may approve and reject (journals.approve); others do not see those buttons. */
  mayApprove: boolean;
}

/**
 * Journals: number, date, reference, total, status, created by, and what can be done next. On a
 * phone: number with its date beneath, total, status and actions.
 */
export function journalColumns({
  decide,
  remove,
  decidingId,
  mayApprove,
}: JournalActions): DataTableColumn<JournalSummary>[] {
  return [
    {
      key: 'number',
      header: 'Number',
      nowrap: true,
      cell: (journal) => (
        <Stack gap={0}>
          {/* Every journal opens its own page, a deleted one too: its history stays readable. */}
          <Anchor component={Link} to={journalPath(journal._id)} fz="sm" fw={600}>
            {journal.number}
          </Anchor>
          <Text fz="xs" c="dimmed" hiddenFrom="sm">
            {formatShortDay(journal.date)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'date',
      header: 'Date',
      hiddenOnPhone: true,
      cell: (journal) => (
        <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDay(journal.date)}
        </Text>
      ),
    },
    {
      key: 'reference',
      header: 'Reference',
      hiddenOnPhone: true,
      cell: (journal) => <Text fz="sm">{journal.reference}</Text>,
    },
    {
      key: 'branch',
      header: 'Branch',
      hiddenOnPhone: true,
      cell: (journal) =>
        journal.branch ? (
          <Text fz="sm">{journal.branch.name}</Text>
        ) : (
          <Text fz="sm" c="dimmed">
            -
          </Text>
        ),
    },
    {
      key: 'total',
      header: 'Total (₦)',
      nowrap: true,
      align: 'right',
      cell: (journal) => <MoneyText amount={journal.totalDebit} fz="sm" fw={600} />,
    },
    {
      key: 'status',
      header: 'Status',
      nowrap: true,
      cell: (journal) => <JournalStatusBadge status={journal.status} />,
    },
    {
      key: 'createdBy',
      header: 'Created by',
      hiddenOnPhone: true,
      cell: (journal) => <Text fz="sm">{journal.createdBy?.name ?? '-'}</Text>,
    },
    {
      key: 'actions',
      header: <VisuallyHidden>Actions</VisuallyHidden>,
      align: 'right',
      nowrap: true,
      // On a phone the journal's own page has approve, reject and delete.
      hiddenOnPhone: true,
      cell: (journal) => {
        if (journal.status === 'deleted') return null;
        const deciding = decidingId === journal._id;
        return (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            {mayApprove && journal.status === 'draft' ? (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconCheck size={14} />}
                loading={deciding}
                disabled={decidingId !== null && !deciding}
                onClick={() => decide(journal, 'approve')}
                aria-label={`Approve ${journal.number}`}
              >
                Approve
              </Button>
            ) : null}
            <Menu position="bottom-end">
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${journal.number}`}>
                  <IconDots size={18} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item component={Link} to={journalPath(journal._id)} leftSection={<IconEye size={16} />}>
                  View
                </Menu.Item>
                <Menu.Item component={Link} to={editJournalPath(journal._id)} leftSection={<IconPencil size={16} />}>
                  Edit
                </Menu.Item>
                <Menu.Item component={Link} to={copyJournalPath(journal._id)} leftSection={<IconCopy size={16} />}>
                  Copy
                </Menu.Item>
                {mayApprove && journal.status === 'draft' ? (
                  <Menu.Item leftSection={<IconX size={16} />} onClick={() => decide(journal, 'reject')}>
                    Reject
                  </Menu.Item>
                ) : null}
                <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => remove(journal)}>
                  Delete
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        );
      },
    },
  ];
}
