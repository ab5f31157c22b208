import { Badge, Box, Button, Code, Drawer, Group, Stack, Table, Text } from '@mantine/core';
import type { AuditEntry } from '../../api/audit-log.ts';
import { formatDate } from '../../lib/format.ts';
import { usePhone } from '../../lib/use-phone.ts';
import { fieldChanges, valueText } from './audit-diff.ts';
import { actionColor, actionLabel, areaLabel, fieldLabel } from './audit-labels.ts';

const timeText = new Intl.DateTimeFormat('en-NG', {
  timeZone: 'Africa/Lagos',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** '22 November 2026, 14:05:09' in Lagos time. */
export const whenText = (instant: string) => `${formatDate(instant)}, ${timeText.format(new Date(instant))}`;

function Value({ value }: { value: unknown }) {
  const text = valueText(value);
  return text.includes('\n') ? (
    <Code block fz="xs" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
      {text}
    </Code>
  ) : (
    <Text fz="sm" style={{ wordBreak: 'break-word' }}>
      {text}
    </Text>
  );
}

/**
 * One change, field by field: what each field was and became, the changed ones first and
 * highlighted. A created record has only "after", a deleted one only "before".
 */
export function AuditEntryDrawer({
  entry,
  onClose,
  onShowRecord,
}: {
  entry: AuditEntry | null;
  onClose: () => void;
  /** Narrows the log to every change of this entry's record. */
  onShowRecord: (entry: AuditEntry) => void;
}) {
  const phone = usePhone();
  const changes = entry ? fieldChanges(entry.before, entry.after) : [];
  const showBefore = entry?.before !== null && entry?.before !== undefined;
  const showAfter = entry?.after !== null && entry?.after !== undefined;
  return (
    <Drawer
      opened={entry !== null}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'lg'}
      title={entry ? `${actionLabel(entry.action)}: ${areaLabel(entry.entityType)}` : ''}
    >
      {entry ? (
        <Stack gap="md">
          <Stack gap={4}>
            <Group gap="xs">
              <Badge color={actionColor(entry.action)} variant="light">
                {actionLabel(entry.action)}
              </Badge>
              <Text fz="sm" c="dimmed">
                {whenText(entry.createdAt)}
              </Text>
            </Group>
            <Text fz="sm">
              By <strong>{entry.user?.name || 'Owo'}</strong>
              {entry.user?.email ? ` (${entry.user.email})` : ''}
            </Text>
            <Text fz="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
              Record {entry.entityId}
            </Text>
          </Stack>
          {changes.length === 0 ? (
            <Text c="dimmed" fz="sm">
              No details were recorded for this change.
            </Text>
          ) : (
            <Box style={{ overflowX: 'auto' }}>
              <Table verticalSpacing="xs" aria-label="Changes, field by field" layout="fixed">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w="30%">Field</Table.Th>
                    {showBefore ? <Table.Th>Before</Table.Th> : null}
                    {showAfter ? <Table.Th>After</Table.Th> : null}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {changes.map((change) => (
                    <Table.Tr
                      key={change.field}
                      bg={change.changed && showBefore && showAfter ? 'var(--mantine-color-yellow-0)' : undefined}
                      data-changed={change.changed || undefined}
                    >
                      <Table.Td>
                        <Text fz="sm" fw={change.changed ? 600 : 400} c={change.changed ? undefined : 'dimmed'}>
                          {fieldLabel(change.field)}
                        </Text>
                      </Table.Td>
                      {showBefore ? (
                        <Table.Td c={change.changed ? undefined : 'dimmed'}>
                          <Value value={change.before} />
                        </Table.Td>
                      ) : null}
                      {showAfter ? (
                        <Table.Td c={change.changed ? undefined : 'dimmed'}>
                          <Value value={change.after} />
                        </Table.Td>
                      ) : null}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Box>
          )}
          <Group>
            <Button variant="default" size="xs" onClick={() => onShowRecord(entry)}>
              All changes to this record
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Drawer>
  );
}
