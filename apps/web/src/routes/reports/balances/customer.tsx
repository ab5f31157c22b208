import { type BalanceAmounts, useCustomerBalances } from '../../../api/receivables.ts';
import { MoneyText } from '../../../components/MoneyText.tsx';
import { useListParams } from '../../../lib/list-params.ts';
import { CustomerAmountsTable } from '../contact-amounts.tsx';
import { AsOfFilterBar, asOfFilters, ReportFrame } from '../report-parts.tsx';

export function meta() {
  return [{ title: 'Customer balances | Owo' }];
}

const amounts: Array<{ key: keyof BalanceAmounts; header: string }> = [
  { key: 'invoiced', header: 'Invoiced' },
  { key: 'received', header: 'Received' },
  { key: 'balance', header: 'Balance' },
  { key: 'credit', header: 'Customer credit' },
  { key: 'net', header: 'Net' },
];

/** Each customer's invoiced, received, balance and credit on a date, from the ledger. */
export default function CustomerBalancesPage() {
  const list = useListParams();
  const filters = asOfFilters(list);
  const report = useCustomerBalances({ ...filters, page: list.page, limit: list.limit });
  const data = report.data?.data;
  return (
    <ReportFrame
      title="Customer balances"
      description="What each customer has been invoiced and has paid up to a date, what they owe, and the credit they hold (prepayments and overpayments)."
      report="balances/customer"
      filters={filters}
      filterBar={<AsOfFilterBar list={list} />}
      figures={
        data && [
          { label: 'Owed by customers', amount: data.totals.balance },
          { label: 'Customer credit', amount: data.totals.credit },
          { label: 'Net', amount: data.totals.net },
        ]
      }
      dates={{ asOf: data?.asOf ?? filters.asOf }}
    >
      <CustomerAmountsTable
        label="Customer balances"
        amounts={amounts}
        cell={(amount, key) => <MoneyText amount={amount} fw={key === 'net' ? 600 : undefined} />}
        query={report}
        list={list}
        minWidth={820}
        empty={{
          title: 'No customer balances on this date',
          message: 'Approved invoices, payments and prepayments of your customers add up here.',
        }}
      />
    </ReportFrame>
  );
}
