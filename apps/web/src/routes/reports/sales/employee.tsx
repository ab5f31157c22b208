import { Stack, Text } from '@mantine/core';
import { type SalesByEmployee, useSalesByEmployee } from '../../../api/receivables.ts';
import { BackLink } from '../../../components/BackLink.tsx';
import { DataTable } from '../../../components/DataTable.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useListParams } from '../../../lib/list-params.ts';
import {
  PeriodFilterBar,
  periodFilters,
  ReportExport,
  ReportPeriod,
  SalesSummary,
  SalesTotalsRow,
  salesColumns,
} from '../report-parts.tsx';

export function meta() {
  return [{ title: 'Sales by employee | Owo' }];
}

type Row = SalesByEmployee['rows'][number];

const columns = salesColumns<Row>({
  header: 'Employee',
  cell: (row) =>
    row.employee ? (
      <Text fz="sm" span>
        {row.employee.name}
      </Text>
    ) : (
      <Text fz="sm" fs="italic" c="dimmed" span>
        No employee
      </Text>
    ),
});

/** Approved invoices and sales receipts over a period, per employee who made the sale. */
export default function SalesByEmployeePage() {
  const list = useListParams();
  const filters = periodFilters(list);
  const report = useSalesByEmployee(filters);
  const data = report.data?.data;
  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        back={<BackLink to="/reports/sales" label="Sales reports" />}
        title="Sales by employee"
        description="Approved invoices and sales receipts over a period, per employee named on them; documents without one are under No employee."
        actions={<ReportExport report="sales/employee" filters={filters} name="Sales by employee" />}
      />
      <PeriodFilterBar list={list} />
      {data ? <SalesSummary totals={data.totals} /> : null}
      {data ? <ReportPeriod from={data.from} to={data.to} /> : null}
      <DataTable
        label="Sales by employee"
        columns={columns}
        rows={data?.rows}
        rowKey={(row) => row.employee?._id ?? 'none'}
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
