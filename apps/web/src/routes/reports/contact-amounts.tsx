import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Reference } from '../../api/receivables.ts';
import { DataTable, type DataTableColumn } from '../../components/DataTable.tsx';
import { MoneyText } from '../../components/MoneyText.tsx';
import type { ListParams } from '../../lib/list-params.ts';
import { CustomerLink, type ReportQuery } from './report-parts.tsx';

interface CustomerAmounts<Key extends string> {
  rows: Array<Record<Key, number> & { customer?: Reference | null; vendor?: Reference | null }>;
  totals: Record<Key, number>;
}

interface CustomerAmountsTableProps<Key extends string> {
  label: string;
  /** The amount columns after the customer, in order; the totals row follows them. */
  amounts: Array<{ key: Key; header: string }>;
  /** How a row's amount reads in its column. */
  cell: (amount: number, key: Key) => ReactNode;
  /** A page of customers (the answer's pageInfo); the totals row is over every one. */
  query: ReportQuery<CustomerAmounts<Key>>;
  /** The page and rows a page, changed through the shared pager. */
  list: ListParams;
  minWidth: number;
  empty: { title: string; message: string };
  /** Whose rows these are: customers (default) or vendors. */
  party?: 'customer' | 'vendor';
}

/**
 * One row a customer (aging, balances), a page of them with the shared pager: the customer, its
 * amounts, and beneath the totals over every customer, not only the page's.
 */
export function CustomerAmountsTable<Key extends string>(props: CustomerAmountsTableProps<Key>) {
  const { label, amounts, cell, query, list, minWidth, empty, party = 'customer' } = props;
  const whose = (row: CustomerAmounts<Key>['rows'][number]) => (party === 'vendor' ? row.vendor : row.customer) ?? null;
  const data = query.data?.data;
  type Row = CustomerAmounts<Key>['rows'][number];
  const columns: DataTableColumn<Row>[] = [
    {
      key: party,
      header: party === 'vendor' ? 'Vendor' : 'Customer',
      cell: (row) => <CustomerLink customer={whose(row)} party={party} />,
    },
    ...amounts.map(
      (amount): DataTableColumn<Row> => ({
        key: amount.key,
        header: amount.header,
        cell: (row) => cell(row[amount.key], amount.key),
        align: 'right',
        nowrap: true,
      }),
    ),
  ];
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={data?.rows}
      rowKey={(row) => whose(row)?._id ?? 'none'}
      loading={query.isPending}
      fetching={query.isFetching}
      pageInfo={query.data?.pageInfo}
      onPageChange={list.setPage}
      onRowsPerPageChange={list.setLimit}
      minWidth={minWidth}
      empty={empty}
      footer={() =>
        data ? (
          <Table.Tr>
            <Table.Th>
              {(query.data?.pageInfo?.total ?? 0) > data.rows.length ? `Total, every ${party}` : 'Total'}
            </Table.Th>
            {amounts.map((amount) => (
              <Table.Th key={amount.key} ta="right">
                <MoneyText amount={data.totals[amount.key]} fw={700} />
              </Table.Th>
            ))}
          </Table.Tr>
        ) : null
      }
    />
  );
}
