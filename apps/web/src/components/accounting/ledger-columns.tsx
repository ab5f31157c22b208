import { Anchor, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { LedgerLine } from '../../api/reports.ts';
import { formatDay, formatShortDay } from '../../lib/format.ts';
import type { DataTableColumn } from '../DataTable.tsx';
import { MoneyText } from '../MoneyText.tsx';

/** An entry is numbered a moment after it is posted; until then it shows as new. */
const entryLabel = (line: LedgerLine) => line.entry.identifier ?? 'New entry';

const amount = (value: number) => (value === 0 ? <Text c="dimmed">-</Text> : <MoneyText amount={value} fz="sm" />);

/** The entry's identifier, linked to its journal's page when a journal posted it. */
function EntryLink({ line }: { line: LedgerLine }) {
  if (line.source.type !== 'journal' || !line.source._id) return <Text fz="inherit">{entryLabel(line)}</Text>;
  return (
    <Anchor component={Link} to={`/accounting/journal/${encodeURIComponent(line.source._id)}`} fz="inherit" fw={600}>
      {entryLabel(line)}
    </Anchor>
  );
}

/**
 * A posting: date, entry, what it was, debit, credit and the running balance after it. On a phone,
 * as a bank app lists them: what it was with its date and entry beneath, the amount marked Dr or
 * Cr, and the balance.
 */
export const ledgerColumns: DataTableColumn<LedgerLine>[] = [
  {
    key: 'date',
    header: 'Date',
    hiddenOnPhone: true,
    cell: (line) => (
      <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDay(line.date)}
      </Text>
    ),
  },
  {
    key: 'entry',
    header: 'Entry',
    hiddenOnPhone: true,
    cell: (line) => (
      <Text fz="sm" component="div">
        <EntryLink line={line} />
      </Text>
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
        {/* The day stays whole; the identifier (JV-000013) may go to the next line on a narrow phone. */}
        <Text fz="xs" c="dimmed" hiddenFrom="sm">
          <span style={{ whiteSpace: 'nowrap' }}>{formatShortDay(line.date)}</span> · <EntryLink line={line} />
        </Text>
      </Stack>
    ),
  },
  { key: 'debit', header: 'Debit (₦)', align: 'right', hiddenOnPhone: true, cell: (line) => amount(line.debit) },
  { key: 'credit', header: 'Credit (₦)', align: 'right', hiddenOnPhone: true, cell: (line) => amount(line.credit) },
  {
    key: 'amount',
    header: 'Amount (₦)',
    align: 'right',
    phoneOnly: true,
    cell: (line) => (
      <Text fz="sm" component="div">
        <MoneyText amount={line.debit || line.credit} fz="sm" />{' '}
        <Text span fz="xs" c="dimmed">
          {line.debit ? 'Dr' : 'Cr'}
        </Text>
      </Text>
    ),
  },
  {
    key: 'balance',
    header: 'Balance (₦)',
    align: 'right',
    cell: (line) => <MoneyText amount={line.balance} fz="sm" fw={600} />,
  },
];

/** A row across the table: 'Balance brought forward' before the lines, 'Closing balance' after. */
export function BalanceRow({ label, balance, columns }: { label: string; balance: number; columns: number }) {
  return (
    <Table.Tr bg="var(--mantine-color-gray-0)">
      <Table.Td colSpan={columns - 1}>
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
