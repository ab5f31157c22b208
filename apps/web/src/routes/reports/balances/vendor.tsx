import { useVendorBalances } from '../../../api/vendor-payments.ts';
import { MoneyText } from '../../../components/MoneyText.tsx';
import { useListParams } from '../../../lib/list-params.ts';
import { CustomerAmountsTable } from '../contact-amounts.tsx';
import { AsOfFilterBar, asOfFilters, ReportFrame } from '../report-parts.tsx';

export function meta() {
  return [{ title: 'Vendor balances | Owo' }];
}

const amounts: Array<{ key: 'billed' | 'paid' | 'balance'; header: string }> = [
  { key: 'billed', header: 'Billed' },
  { key: 'paid', header: 'Paid' },
  { key: 'balance', header: 'Balance' },
];

/** Each vendor's billed, paid and balance on a date, from the ledger. */
export default function VendorBalancesPage() {
  const list = useListParams();
  const filters = asOfFilters(list);
  const report = useVendorBalances({ ...filters, page: list.page, limit: list.limit });
  const data = report.data?.data;
  return (
    <ReportFrame
      title="Vendor balances"
      description="What each vendor has billed and been paid (tax withheld included) up to a date, and what you owe them. Below zero: paid ahead of a bill."
      report="balances/vendor"
      filters={filters}
      filterBar={<AsOfFilterBar list={list} />}
      figures={
        data && [
          { label: 'Owed to vendors', amount: data.totals.balance },
          { label: 'Billed', amount: data.totals.billed },
          { label: 'Paid', amount: data.totals.paid },
        ]
      }
      dates={{ asOf: data?.asOf ?? filters.asOf }}
    >
      <CustomerAmountsTable
        party="vendor"
        label="Vendor balances"
        amounts={amounts}
        cell={(amount, key) => <MoneyText amount={amount} fw={key === 'balance' ? 600 : undefined} />}
        query={report}
        list={list}
        minWidth={640}
        empty={{
          title: 'No vendor balances on this date',
          message: 'Approved bills and payments to your vendors add up here.',
        }}
      />
    </ReportFrame>
  );
}
