import { Anchor, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { LedgerLine } from '../../api/reports.ts';
import { formatDay } from '../../lib/format.ts';
import type { DataTableColumn } from '../DataTable.tsx';
import { MoneyText } from '../MoneyText.tsx';

/** An entry is numbered a moment after it is posted; until then it shows as new. */
const entryLabel = (line: LedgerLine) => (line.entry.number === null ? 'New' : `#${line.entry.number}`);

const amount = (value: number) => (value === 0 ? <Text c="dimmed">-</Text> : <MoneyText amount={value} fz="sm" />);

/** A posting: date, entry, what it was, debit, credit and the running balance after it. */
export const ledgerColumns: DataTableColumn<LedgerLine>[] = [
  {
    key: 'date',
    header: 'Date',
    cell: (line) => (
      <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDay(line.date)}
      </Text>
    ),
  },
  {
    key: 'entry',
    header: 'Entry',
    cell: (line) =>
      line.source.type === 'journal' && line.source._id ? (
        <Anchor
          component={Link}
          to={`/accounting/journal/edit-journal?id=${encodeURIComponent(line.source._id)}`}
          fz="sm"
          fw={600}
        >
          {entryLabel(line)}
        </Anchor>
      ) : (
        <Text fz="sm">{entryLabel(line)}</Text>
      ),
  },
  {
    key: 'details',
    header: 'Details',
    cell: (line) => (
      <Stack gap={0} maw={380}>
        <Text fz="sm">{line.memo}</Text>
        {line.description ? (
          <Text fz="xs" c="dimmed">
            {line.description}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  { key: 'debit', header: 'Debit (₦)', align: 'right', cell: (line) => amount(line.debit) },
  { key: 'credit', header: 'Credit (₦)', align: 'right', cell: (line) => amount(line.credit) },
  {
    key: 'balance',
    header: 'Balance (₦)',
    align: 'right',
    cell: (line) => <MoneyText amount={line.balance} fz="sm" fw={600} />,
  },
];

/** A row across the table: 'Balance brought forward' before the lines, 'Closing balance' after. */
export function BalanceRow({ label, balance }: { label: string; balance: number }) {
  return (
    <Table.Tr bg="var(--mantine-color-gray-0)">
      <Table.Td colSpan={5}>
        <Text fz="sm" fw={600}>
          {label}
        </Text>
      </Table.Td>
      <Table.Td ta="right">
        <MoneyText amount={balance} fz="sm" fw={700} />
      </Table.Td>
    </Table.Tr>
  );
}
