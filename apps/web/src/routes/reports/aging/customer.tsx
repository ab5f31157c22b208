import { Stack, Table, Text } from '@mantine/core';
import { type AgingAmounts, type CustomerAging, useCustomerAging } from '../../../api/receivables.ts';
import { DataTable, type DataTableColumn } from '../../../components/DataTable.tsx';
import { MoneyText } from '../../../components/MoneyText.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useListParams } from '../../../lib/list-params.ts';
import {
  AsOfFilterBar,
  asOfFilters,
  CustomerLink,
  ReportExport,
  ReportPeriod,
  SummaryCards,
} from '../report-parts.tsx';

export function meta() {
  return [{ title: 'Customer aging | Owo' }];
}

type Row = CustomerAging['rows'][number];

const buckets: Array<{ key: keyof AgingAmounts; header: string; card: string }> = [
  { key: 'current', header: 'Current', card: 'Current' },
  { key: 'days1To30', header: '1-30 days', card: '1-30 days' },
  { key: 'days31To60', header: '31-60 days', card: '31-60 days' },
  { key: 'days61To90', header: '61-90 days', card: '61-90 days' },
  { key: 'over90', header: 'Over 90 days', card: 'Over 90 days' },
];

const amountCell = (amount: number) => (amount === 0 ? <Text c="dimmed">—</Text> : <MoneyText amount={amount} />);

const columns: DataTableColumn<Row>[] = [
  { key: 'customer', header: 'Customer', cell: (row) => <CustomerLink customer={row.customer} /> },
  ...buckets.map(
    (bucket): DataTableColumn<Row> => ({
      key: bucket.key,
      header: bucket.header,
      cell: (row) => amountCell(row[bucket.key]),
      align: 'right',
      nowrap: true,
    }),
  ),
  {
    key: 'total',
    header: 'Total',
    cell: (row) => <MoneyText amount={row.total} fw={600} />,
    align: 'right',
    nowrap: true,
  },
];

/** What each customer owes on a date, by how long it is past due; the total is the receivables account's balance. */
export default function CustomerAgingPage() {
  const list = useListParams();
  const filters = asOfFilters(list);
  const report = useCustomerAging(filters);
  const data = report.data?.data;
  const overdue = data ? data.totals.total - data.totals.current : 0;
  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title="Customer aging"
        description="What each customer owes on a date, by how many days it is past due. The total equals Accounts Receivable on the balance sheet."
        actions={<ReportExport report="aging/customer" filters={filters} name="Customer aging" />}
      />
      <AsOfFilterBar list={list} />
      {data ? (
        <SummaryCards
          columns={4}
          figures={[
            { label: 'Total owed', amount: data.totals.total },
            { label: 'Overdue', amount: overdue, warn: true },
            { label: 'Current', amount: data.totals.current },
            { label: 'Over 90 days', amount: data.totals.over90, warn: true },
          ]}
        />
      ) : null}
      <ReportPeriod asOf={data?.asOf ?? filters.asOf} />
      <DataTable
        label="Customer aging"
        columns={columns}
        rows={data?.rows}
        rowKey={(row) => row.customer?._id ?? 'none'}
        loading={report.isPending}
        fetching={report.isFetching}
        minWidth={860}
        empty={{
          title: 'Nothing owed on this date',
          message: 'Approved invoices that are not fully paid are aged here by their due dates.',
        }}
        footer={() =>
          data ? (
            <Table.Tr>
              <Table.Th>Total</Table.Th>
              {buckets.map((bucket) => (
                <Table.Th key={bucket.key} ta="right">
                  <MoneyText amount={data.totals[bucket.key]} fw={700} />
                </Table.Th>
              ))}
              <Table.Th ta="right">
                <MoneyText amount={data.totals.total} fw={700} />
              </Table.Th>
            </Table.Tr>
          ) : null
        }
      />
    </Stack>
  );
}
