import { Text } from '@mantine/core';
import type { AgingAmounts } from '../../../api/receivables.ts';
import { useVendorAging } from '../../../api/vendor-payments.ts';
import { MoneyText } from '../../../components/MoneyText.tsx';
import { useListParams } from '../../../lib/list-params.ts';
import { CustomerAmountsTable } from '../contact-amounts.tsx';
import { AsOfFilterBar, asOfFilters, ReportFrame } from '../report-parts.tsx';

export function meta() {
  return [{ title: 'Vendor aging | Owo' }];
}

const amounts: Array<{ key: keyof AgingAmounts; header: string }> = [
  { key: 'current', header: 'Current' },
  { key: 'days1To30', header: '1-30 days' },
  { key: 'days31To60', header: '31-60 days' },
  { key: 'days61To90', header: '61-90 days' },
  { key: 'over90', header: 'Over 90 days' },
  { key: 'total', header: 'Total' },
];

function amountCell(amount: number, key: keyof AgingAmounts) {
  if (key === 'total') return <MoneyText amount={amount} fw={600} />;
  return amount === 0 ? <Text c="dimmed">—</Text> : <MoneyText amount={amount} />;
}

/** What the company owes each vendor on a date, by how long it is past due; the total is Accounts Payable. */
export default function VendorAgingPage() {
  const list = useListParams();
  const filters = asOfFilters(list);
  const report = useVendorAging({ ...filters, page: list.page, limit: list.limit });
  const data = report.data?.data;
  const overdue = data ? data.totals.total - data.totals.current : 0;
  return (
    <ReportFrame
      title="Vendor aging"
      description="What you owe each vendor on a date, by how many days it is past due. The total equals Accounts Payable on the balance sheet."
      report="aging/vendor"
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
        party="vendor"
        label="Vendor aging"
        amounts={amounts}
        cell={amountCell}
        query={report}
        list={list}
        minWidth={860}
        empty={{
          title: 'Nothing owed on this date',
          message: 'Approved bills that are not fully paid are aged here by their due dates.',
        }}
      />
    </ReportFrame>
  );
}
