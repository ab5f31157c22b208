import { Anchor, Table, Text } from '@mantine/core';
import type { TaxSourceAmount } from '@owo/core';
import { Link } from 'react-router';
import { formatDay } from '../../lib/format.ts';
import { MoneyText } from '../MoneyText.tsx';

/* The documents behind a figure of a return: each links to its own page. */

const pages: Record<string, (id: string) => string> = {
  invoice: (id) => `/sales/invoice/${id}`,
  'sales-receipt': (id) => `/sales/invoice/${id}`,
  'credit-note': (id) => `/sales/invoice/credit-note/${id}`,
  bill: (id) => `/expense/bills/${id}`,
  expense: (id) => `/expense/expenses/${id}`,
};

const typeLabels: Record<string, string> = {
  invoice: 'Invoice',
  'sales-receipt': 'Sales receipt',
  'credit-note': 'Credit note',
  bill: 'Bill',
  expense: 'Expense',
  'vendor-payment': 'Payment made',
  'customer-payment': 'Payment received',
  journal: 'Journal',
};

export function DocumentsBehind({ rows, label }: { rows: TaxSourceAmount[]; label: string }) {
  if (rows.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        No documents in this month.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table aria-label={label} fz="sm" verticalSpacing={4}>
        <Table.Tbody>
          {rows.map((row) => {
            const page = pages[row.type];
            const name = `${typeLabels[row.type] ?? row.type} ${row.number}`.trim();
            return (
              <Table.Tr key={`${row.type}/${row.id}`}>
                <Table.Td>
                  {page ? (
                    <Anchor component={Link} to={page(row.id)} fz="sm">
                      {name}
                    </Anchor>
                  ) : (
                    name
                  )}
                  <Text fz="xs" c="dimmed">
                    {formatDay(row.date)}
                    {row.contact ? ` · ${row.contact}` : ''}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  <MoneyText amount={row.amount} fz="sm" />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
