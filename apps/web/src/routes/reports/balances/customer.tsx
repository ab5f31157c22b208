import { Stack, Table } from '@mantine/core';
import { type BalanceAmounts, type CustomerBalances, useCustomerBalances } from '../../../api/receivables.ts';
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
  return [{ title: 'Customer balances | Owo' }];
}

type Row = CustomerBalances['rows'][number];

const figures: Array<{ key: keyof BalanceAmounts; header: string }> = [
  { key: 'invoiced', header: 'Invoiced' },
  { key: 'received', header: 'Received' },
  { key: 'balance', header: 'Balance' },
  { key: 'credit', header: 'Customer credit' },
  { key: 'net', header: 'Net' },
];

const columns: DataTableColumn<Row>[] = [
  { key: 'customer', header: 'Customer', cell: (row) => <CustomerLink customer={row.customer} /> },
  ...figures.map(
    (figure): DataTableColumn<Row> => ({
      key: figure.key,
      header: figure.header,
      cell: (row) => <MoneyText amount={row[figure.key]} fw={figure.key === 'net' ? 600 : undefined} />,
      align: 'right',
      nowrap: true,
    }),
  ),
];

/** Each customer's invoiced, received, balance and credit on a date, from the ledger. */
export default function CustomerBalancesPage() {
  const list = useListParams();
  const filters = asOfFilters(list);
  const report = useCustomerBalances(filters);
  const data = report.data?.data;
  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title="Customer balances"
        description="What each customer has been invoiced and has paid up to a date, what they owe, and the credit they hold (prepayments and overpayments)."
        actions={<ReportExport report="balances/customer" filters={filters} name="Customer balances" />}
      />
      <AsOfFilterBar list={list} />
      {data ? (
        <SummaryCards
          columns={3}
          figures={[
            { label: 'Owed by customers', amount: data.totals.balance },
            { label: 'Customer credit', amount: data.totals.credit },
            { label: 'Net', amount: data.totals.net },
          ]}
        />
      ) : null}
      <ReportPeriod asOf={data?.asOf ?? filters.asOf} />
      <DataTable
        label="Customer balances"
        columns={columns}
        rows={data?.rows}
        rowKey={(row) => row.customer?._id ?? 'none'}
        loading={report.isPending}
        fetching={report.isFetching}
        minWidth={820}
        empty={{
          title: 'No customer balances on this date',
          message: 'Approved invoices, payments and prepayments of your customers add up here.',
        }}
        footer={() =>
          data ? (
            <Table.Tr>
              <Table.Th>Total</Table.Th>
              {figures.map((figure) => (
                <Table.Th key={figure.key} ta="right">
                  <MoneyText amount={data.totals[figure.key]} fw={700} />
                </Table.Th>
              ))}
            </Table.Tr>
          ) : null
        }
      />
    </Stack>
  );
}
