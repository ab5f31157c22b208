import { periodLabel } from '@owo/core';
import { useProfitAndLoss } from '../../../api/reports.ts';
import { StatementFilterBar } from '../../../components/reports/StatementFilterBar.tsx';
import { StatementPage } from '../../../components/reports/StatementPage.tsx';
import { StatementTable } from '../../../components/reports/StatementTable.tsx';
import { statementFilters, statementPeriod } from '../../../components/reports/statement-filters.ts';
import { useListParams } from '../../../lib/list-params.ts';

export function meta() {
  return [{ title: 'Profit and loss | Owo' }];
}

/** Income less expenses over a period: did the business make money. */
export default function ProfitAndLossPage() {
  const list = useListParams();
  const statement = useProfitAndLoss({ ...statementFilters(list), ...statementPeriod(list) });
  const data = statement.data?.data;
  return (
    <StatementPage
      title="Profit and loss"
      description="Income less expenses over a period, with gross, operating and net profit."
      filters={<StatementFilterBar list={list} dates="period" />}
      // Twelve months by month reach back before the chosen period: the heading names what is shown.
      period={data ? periodLabel({ from: data.columns[0]?.from ?? data.from, to: data.to }) : null}
      state={statement}
    >
      {data ? (
        <StatementTable
          title="Profit and loss"
          columns={data.columns.map((column) => ({ label: column.label, dates: column }))}
          rows={data.rows}
        />
      ) : null}
    </StatementPage>
  );
}
