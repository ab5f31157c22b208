import { type SalesByCustomer, useSalesByCustomer } from '../../../api/receivables.ts';
import { useListParams } from '../../../lib/list-params.ts';
import { CustomerLink, periodFilters, SalesReportPage, salesColumns } from '../report-parts.tsx';

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
  return (
    <SalesReportPage
      title="Sales by customer"
      description="Approved invoices and sales receipts over a period, per customer: sales before tax (after discounts), tax and total."
      report="sales/customer"
      list={list}
      filters={filters}
      query={report}
      columns={columns}
      rowKey={(row) => row.customer._id}
    />
  );
}
