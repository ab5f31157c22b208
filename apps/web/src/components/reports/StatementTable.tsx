import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { StatementRow } from '../../api/reports.ts';
import { MoneyText } from '../MoneyText.tsx';
import classes from './StatementTable.module.css';
import { postingsPath } from './statement-filters.ts';

interface StatementTableProps {
  /** What the statement is, for the table's accessible name. */
  title: string;
  columns: Array<{ label: string; dates: { from?: string; to: string } }>;
  rows: readonly StatementRow[];
}

/**
 * A financial statement as a table: headings, accounts indented under them, subtotals and totals
 * in bold. Every account's amount opens that account's postings for the column's dates. The
 * labels stay in view while many columns (12 months) scroll sideways on a phone.
 */
export function StatementTable({ title, columns, rows }: StatementTableProps) {
  return (
    <Table.ScrollContainer minWidth={columns.length > 2 ? 150 + columns.length * 120 : 0}>
      <Table
        aria-label={title}
        verticalSpacing={6}
        horizontalSpacing="xs"
        className={classes.table}
        data-many={columns.length > 2 || undefined}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th className={classes.label}>Account</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column.label} ta="right" className={classes.amount}>
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            // Rows have no id; a statement's rows are redrawn whole when it changes.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <StatementTableRow key={index} row={row} columns={columns} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function StatementTableRow({ row, columns }: { row: StatementRow; columns: StatementTableProps['columns'] }) {
  const emphasis = row.kind === 'total' ? 700 : row.kind === 'subtotal' || row.kind === 'heading' ? 600 : 400;
  return (
    <Table.Tr className={classes[row.kind]} data-level={row.level}>
      <Table.Td className={classes.label} style={{ paddingLeft: `calc(var(--mantine-spacing-sm) + ${row.level}rem)` }}>
        <Text fz="sm" fw={emphasis}>
          {row.label}
        </Text>
      </Table.Td>
      {row.kind === 'heading'
        ? columns.map((column) => <Table.Td key={column.label} />)
        : columns.map((column, index) => {
            const amount = row.amounts[index] ?? 0;
            const money = <MoneyText amount={amount} fz="sm" fw={emphasis} />;
            return (
              <Table.Td key={column.label} ta="right" className={classes.amount}>
                {row.account ? (
                  <Anchor
                    component={Link}
                    to={postingsPath(row.account._id, column.dates)}
                    underline="hover"
                    c="inherit"
                    title={`Open the postings of ${row.label}`}
                  >
                    {money}
                  </Anchor>
                ) : (
                  money
                )}
              </Table.Td>
            );
          })}
    </Table.Tr>
  );
}
