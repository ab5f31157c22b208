import { Badge, Button, Card, Group, Select, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import {
  type AuditEntry,
  type AuditFilters,
  auditQuery,
  useAuditFilterChoices,
  useAuditLog,
} from '../../api/audit-log.ts';
import { AuditEntryDrawer, whenText } from '../../components/audit/AuditEntryDrawer.tsx';
import { fieldChanges } from '../../components/audit/audit-diff.ts';
import { actionColor, actionLabel, areaLabel, fieldLabel } from '../../components/audit/audit-labels.ts';
import { DataTable, type DataTableColumn } from '../../components/DataTable.tsx';
import { DateRangeFilter, useDateRange } from '../../components/DateRangeFilter.tsx';
import { DownloadMenu } from '../../components/DownloadMenu.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { TablePagination } from '../../components/TablePagination.tsx';
import { useListParams } from '../../lib/list-params.ts';
import { usePhone } from '../../lib/use-phone.ts';

export function meta() {
  return [{ title: 'Audit log | Owo' }];
}

const everyone = 'all';

/** 'TIN, VAT registration number' for a change; what was made or removed otherwise. */
function summary(entry: AuditEntry): string {
  if (entry.action === 'create') return 'Added';
  if (entry.action === 'delete') return 'Removed';
  const changed = fieldChanges(entry.before, entry.after).filter((change) => change.changed);
  if (changed.length === 0) return actionLabel(entry.action);
  const names = changed.slice(0, 3).map((change) => fieldLabel(change.field));
  return changed.length > 3 ? `${names.join(', ')} and ${changed.length - 3} more` : names.join(', ');
}

function RecordFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const [text, setText] = useState(value);
  const apply = () => {
    if (text.trim() !== value) onChange(text.trim());
  };
  return (
    <TextInput
      label="Record"
      placeholder="Paste a record's id"
      leftSection={<IconSearch size={16} />}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={apply}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply();
      }}
      w={{ base: '100%', xs: 260 }}
    />
  );
}

/**
 * Settings › Audit log: every change in the business, newest first: who, when, what, and the
 * record before and after. Read-only; filtered by person, area, record and date; exported whole.
 */
export default function AuditLog() {
  const list = useListParams();
  const phone = usePhone();
  const range = useDateRange(list);
  const filters: AuditFilters = {
    userId: list.get('person') || undefined,
    entityType: list.get('area') || undefined,
    entityId: list.get('record') || undefined,
    from: range.from,
    to: range.to,
  };
  const log = useAuditLog(filters, list.page, list.limit);
  const choices = useAuditFilterChoices();
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const filtered = Boolean(filters.userId || filters.entityType || filters.entityId || list.get('period'));
  const clear = () => list.update({ person: null, area: null, record: null, period: null, from: null, to: null });

  const people = (choices.data?.data.people ?? []).map((person) => ({
    value: person._id,
    label: person.name || person.email,
  }));
  const areas = (choices.data?.data.areas ?? [])
    .map((area) => ({ value: area, label: areaLabel(area) }))
    .sort((left, right) => left.label.localeCompare(right.label));

  const columns: DataTableColumn<AuditEntry>[] = [
    {
      key: 'when',
      header: 'When',
      width: 190,
      cell: (entry) => <Text fz="sm">{whenText(entry.createdAt)}</Text>,
    },
    {
      key: 'who',
      header: 'Person',
      cell: (entry) => (
        <Stack gap={0}>
          <Text fz="sm" fw={600}>
            {entry.user?.name || 'Owo'}
          </Text>
          <Text fz="xs" c="dimmed">
            {entry.user?.email}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'action',
      header: 'Action',
      nowrap: true,
      cell: (entry) => (
        <Badge color={actionColor(entry.action)} variant="light">
          {actionLabel(entry.action)}
        </Badge>
      ),
    },
    { key: 'area', header: 'Area', cell: (entry) => <Text fz="sm">{areaLabel(entry.entityType)}</Text> },
    {
      key: 'what',
      header: 'What changed',
      cell: (entry) => (
        <UnstyledButton
          onClick={() => setOpen(entry)}
          aria-label={`Details of the change at ${whenText(entry.createdAt)}`}
        >
          <Text fz="sm" c="owo.7" td="underline">
            {summary(entry)}
          </Text>
        </UnstyledButton>
      ),
    },
  ];

  const rows = log.data?.data;
  const empty = filtered
    ? {
        title: 'No changes match',
        message: 'Try another person, area, record or period.',
        action: (
          <Button variant="default" onClick={clear}>
            Clear filters
          </Button>
        ),
      }
    : { title: 'No changes yet', message: 'Every change made in the business will be listed here.' };

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title="Audit log"
        description="Every change in the business: who made it, when, and the record before and after. Nothing here can be edited."
        actions={
          <DownloadMenu
            formats={['xlsx', 'csv']}
            pathOf={(format) => `/audit-log/export?${auditQuery(filters, { format })}`}
            fallbackName={(format) => `Audit log.${format}`}
          />
        }
      />
      <Card p="md">
        <Group gap="md" align="flex-end" wrap="wrap">
          <Select
            label="Person"
            data={[{ value: everyone, label: 'Everyone' }, ...people]}
            value={filters.userId ?? everyone}
            allowDeselect={false}
            searchable
            onChange={(value) => list.update({ person: value === everyone ? null : value })}
            w={{ base: '100%', xs: 200 }}
          />
          <Select
            label="Area"
            data={[{ value: everyone, label: 'All areas' }, ...areas]}
            value={filters.entityType ?? everyone}
            allowDeselect={false}
            searchable
            onChange={(value) => list.update({ area: value === everyone ? null : value })}
            w={{ base: '100%', xs: 200 }}
          />
          <RecordFilter
            key={filters.entityId ?? ''}
            value={filters.entityId ?? ''}
            onChange={(record) => list.update({ record })}
          />
          <DateRangeFilter list={list} />
        </Group>
      </Card>
      {phone ? (
        <Stack gap="sm" aria-label="Audit log" aria-busy={log.isPending || log.isFetching}>
          {log.isPending ? (
            <Text c="dimmed">Loading…</Text>
          ) : (rows?.length ?? 0) === 0 ? (
            <Card p="lg">
              <Stack gap="xs" align="center">
                <Text fw={600}>{empty.title}</Text>
                <Text c="dimmed" fz="sm" ta="center">
                  {empty.message}
                </Text>
                {empty.action ?? null}
              </Stack>
            </Card>
          ) : (
            rows?.map((entry) => (
              <UnstyledButton key={entry._id} onClick={() => setOpen(entry)}>
                <Card p="sm" withBorder>
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Text fz="sm" fw={600} truncate>
                      {areaLabel(entry.entityType)}
                    </Text>
                    <Badge color={actionColor(entry.action)} variant="light" style={{ flexShrink: 0 }}>
                      {actionLabel(entry.action)}
                    </Badge>
                  </Group>
                  <Text fz="sm">{summary(entry)}</Text>
                  <Text fz="xs" c="dimmed">
                    {entry.user?.name || 'Owo'} · {whenText(entry.createdAt)}
                  </Text>
                </Card>
              </UnstyledButton>
            ))
          )}
          {log.data?.pageInfo && (rows?.length ?? 0) > 0 ? (
            <Card p={0}>
              <TablePagination
                pageInfo={log.data.pageInfo}
                onPageChange={list.setPage}
                onRowsPerPageChange={list.setLimit}
                disabled={log.isPending}
              />
            </Card>
          ) : null}
        </Stack>
      ) : (
        <DataTable
          label="Audit log"
          columns={columns}
          rows={rows}
          rowKey={(entry) => entry._id}
          loading={log.isPending}
          fetching={log.isFetching}
          pageInfo={log.data?.pageInfo}
          onPageChange={list.setPage}
          onRowsPerPageChange={list.setLimit}
          minWidth={820}
          empty={empty}
        />
      )}
      <AuditEntryDrawer
        entry={open}
        onClose={() => setOpen(null)}
        onShowRecord={(entry) => {
          setOpen(null);
          list.update({ record: entry.entityId, area: entry.entityType });
        }}
      />
    </Stack>
  );
}
