import { Text } from '@mantine/core';
import { type SalesByEmployee, useSalesByEmployee } from '../../../api/receivables.ts';
import { useListParams } from '../../../lib/list-params.ts';
import { periodFilters, SalesReportPage, salesColumns } from '../report-parts.tsx';

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
  return (
    <SalesReportPage
      title="Sales by employee"
      description="Approved invoices and sales receipts over a period, per employee named on them; documents without one are under No employee."
      report="sales/employee"
      list={list}
      filters={filters}
      query={report}
      columns={columns}
      rowKey={(row) => row.employee?._id ?? 'none'}
    />
  );
}
