import { Stack } from '@mantine/core';
import { type SalesByCustomer, useSalesByCustomer } from '../../../api/receivables.ts';
import { BackLink } from '../../../components/BackLink.tsx';
import { DataTable } from '../../../components/DataTable.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useListParams } from '../../../lib/list-params.ts';
import {
  CustomerLink,
  PeriodFilterBar,
  periodFilters,
  ReportExport,
  ReportPeriod,
  SalesSummary,
  SalesTotalsRow,
  salesColumns,
} from '../report-parts.tsx';

export function meta() {
  return [{ title: 'Sales by customer | Owo' }];
}

type Row = SalesByCustomer['rows'][number];

const columns = salesColumns<Row>({ header: 'Customer', cell: (row) => <CustomerLink customer={row.customer} /> });

/** Approved invoices and sales receipts over a period, per customer. */
export default function SalesByCustomerPage() {
  const list = useListParams();
  const filters = periodFilters(list);
  const report = useSalesByCustomer(filters);
  const data = report.data?.data;
  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        back={<BackLink to="/reports/sales" label="Sales reports" />}
        title="Sales by customer"
        description="Approved invoices and sales receipts over a period, per customer: sales before tax (after discounts), tax and total."
        actions={<ReportExport report="sales/customer" filters={filters} name="Sales by customer" />}
      />
      <PeriodFilterBar list={list} />
      {data ? <SalesSummary totals={data.totals} /> : null}
      {data ? <ReportPeriod from={data.from} to={data.to} /> : null}
      <DataTable
        label="Sales by customer"
        columns={columns}
        rows={data?.rows}
        rowKey={(row) => row.customer._id}
        loading={report.isPending}
        fetching={report.isFetching}
        empty={{
          title: 'No sales in this period',
          message: 'Approved invoices and sales receipts dated in the period are added up here.',
        }}
        footer={(columnCount) => (data ? <SalesTotalsRow totals={data.totals} columnCount={columnCount} /> : null)}
      />
    </Stack>
  );
}
