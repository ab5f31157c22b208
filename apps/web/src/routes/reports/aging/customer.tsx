import { Text } from '@mantine/core';
import { type AgingAmounts, useCustomerAging } from '../../../api/receivables.ts';
import { MoneyText } from '../../../components/MoneyText.tsx';
import { useListParams } from '../../../lib/list-params.ts';
import { CustomerAmountsTable } from '../contact-amounts.tsx';
import { AsOfFilterBar, asOfFilters, ReportFrame } from '../report-parts.tsx';

export function meta() {
  return [{ title: 'Customer aging | Owo' }];
}

const amounts: Array<{ key: keyof AgingAmounts; header: string }> = [
  { key: 'current', header: 'Current' },
  { key: 'days1To30', header: '1-30 days' },
  { key: 'days31To60', header: '31-60 days' },
  { key: 'days61To90', header: '61-90 days' },
  { key: 'over90', header: 'Over 90 days' },
  { key: 'total', header: 'Total' },
];

/** A bucket's nothing reads as a dash, so what is owed stands out; the total always shows its amount. */
function amountCell(amount: number, key: keyof AgingAmounts) {
  if (key === 'total') return <MoneyText amount={amount} fw={600} />;
  return amount === 0 ? <Text c="dimmed">—</Text> : <MoneyText amount={amount} />;
}

/** What each customer owes on a date, by how long it is past due; the total is the receivables account's balance. */
export default function CustomerAgingPage() {
  const list = useListParams();
  const filters = asOfFilters(list);
  const report = useCustomerAging({ ...filters, page: list.page, limit: list.limit });
  const data = report.data?.data;
  const overdue = data ? data.totals.total - data.totals.current : 0;
  return (
    <ReportFrame
      title="Customer aging"
      description="What each customer owes on a date, by how many days it is past due. The total equals Accounts Receivable on the balance sheet."
      report="aging/customer"
      filters={filters}
      filterBar={<AsOfFilterBar list={list} />}
      figures={
        data && [
          { label: 'Total owed', amount: data.totals.total },
          { label: 'Overdue', amount: overdue, warn: true },
          { label: 'Current', amount: data.totals.current },
          { label: 'Over 90 days', amount: data.totals.over90, warn: true },
        ]
      }
      dates={{ asOf: data?.asOf ?? filters.asOf }}
    >
      <CustomerAmountsTable
        label="Customer aging"
        amounts={amounts}
        cell={amountCell}
        query={report}
        list={list}
        minWidth={860}
        empty={{
          title: 'Nothing owed on this date',
          message: 'Approved invoices that are not fully paid are aged here by their due dates.',
        }}
      />
    </ReportFrame>
  );
}
