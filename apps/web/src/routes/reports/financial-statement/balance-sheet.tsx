import { todayInLagos } from '@owo/core';
import { useBalanceSheet } from '../../../api/reports.ts';
import { ExportMenu } from '../../../components/reports/ExportMenu.tsx';
import { StatementFilterBar } from '../../../components/reports/StatementFilterBar.tsx';
import { StatementPage } from '../../../components/reports/StatementPage.tsx';
import { StatementTable } from '../../../components/reports/StatementTable.tsx';
import { statementFilters } from '../../../components/reports/statement-filters.ts';
import { formatDay } from '../../../lib/format.ts';
import { useListParams } from '../../../lib/list-params.ts';

export function meta() {
  return [{ title: 'Balance sheet | Owo' }];
}

/** What the business owns and owes at the end of a day. */
export default function BalanceSheetPage() {
  const list = useListParams();
  const asOf = list.get('asOf') || todayInLagos();
  const statement = useBalanceSheet({ ...statementFilters(list), asOf });
  const data = statement.data?.data;
  return (
    <StatementPage
      title="Balance sheet"
      description="What the business owns and owes on a date, and the owners' share."
      filters={<StatementFilterBar list={list} dates="as-of" />}
      period={data ? `As of ${formatDay(data.asOf)}` : null}
      state={statement}
      actions={<ExportMenu report="balance-sheet" dates={{ asOf }} />}
    >
      {data ? (
        <StatementTable
          title="Balance sheet"
          columns={data.columns.map((column) => ({ label: column.label, dates: { to: column.asOf } }))}
          rows={data.rows}
        />
      ) : null}
    </StatementPage>
  );
}
