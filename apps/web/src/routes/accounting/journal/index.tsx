import { Button, Card, Group, Select, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useJournals } from '../../../api/journals.ts';
import { journalColumns } from '../../../components/accounting/journal-columns.tsx';
import { useJournalDecision, useJournalRemoval } from '../../../components/accounting/use-journal-actions.ts';
import { DataTable } from '../../../components/DataTable.tsx';
import { DateRangeFilter, useDateRange } from '../../../components/DateRangeFilter.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useListParams } from '../../../lib/list-params.ts';
import { useMay } from '../../../session/permissions.ts';

export function meta() {
  return [{ title: 'Journals | Owo' }];
}

const allStatuses = 'all';
const statusOptions = [
  { value: allStatuses, label: 'All statuses' },
  { value: 'draft', label: 'Draft' },
  { value: 'posted', label: 'Posted' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'deleted', label: 'Deleted' },
];

export default function Journals() {
  const list = useListParams();
  const status = list.get('status');
  const range = useDateRange(list);
  const journals = useJournals({
    page: list.page,
    limit: list.limit,
    status,
    startDate: range.from,
    endDate: range.to,
  });
  const { decide, decidingId } = useJournalDecision();
  const confirmDelete = useJournalRemoval();

  const mayApprove = useMay('accounting.approve');
  const columns = journalColumns({ decide, remove: confirmDelete, decidingId, mayApprove });
  const filtered = Boolean(status || list.get('period'));
  const newJournal = (
    <Button component={Link} to="/accounting/journal/new-journal" leftSection={<IconPlus size={18} />}>
      New journal
    </Button>
  );

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title="Journals"
        description="Manual entries to the ledger. A journal posts when it is approved."
        actions={newJournal}
      />
      <Card p="md">
        <Group gap="md" align="flex-end" wrap="wrap">
          <Select
            label="Status"
            data={statusOptions}
            value={status || allStatuses}
            allowDeselect={false}
            onChange={(value) => list.update({ status: value === allStatuses ? null : value })}
            w={{ base: '100%', xs: 180 }}
          />
          <DateRangeFilter list={list} />
        </Group>
      </Card>
      <DataTable
        label="Journals"
        columns={columns}
        rows={journals.data?.data}
        rowKey={(journal) => journal._id}
        loading={journals.isPending}
        fetching={journals.isFetching}
        pageInfo={journals.data?.pageInfo}
        onPageChange={list.setPage}
        onRowsPerPageChange={list.setLimit}
        minWidth={820}
        empty={
          filtered
            ? {
                title: 'No journals match',
                message: 'Try another status or period.',
                action: (
                  <Button
                    variant="default"
                    onClick={() => list.update({ status: null, period: null, from: null, to: null })}
                  >
                    Clear filters
                  </Button>
                ),
              }
            : {
                title: 'No journals yet',
                message: 'Write a journal to adjust or correct your books.',
                action: newJournal,
              }
        }
      />
    </Stack>
  );
}
