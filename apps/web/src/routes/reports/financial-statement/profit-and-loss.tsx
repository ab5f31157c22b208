import { useProfitAndLoss } from '../../../api/reports.ts';
import { PeriodStatementView } from '../../../components/reports/PeriodStatementView.tsx';
import { statementFilters, statementPeriod } from '../../../components/reports/statement-filters.ts';
import { useListParams } from '../../../lib/list-params.ts';

export function meta() {
  return [{ title: 'Profit and loss | Owo' }];
}

/** Income less expenses over a period: did the business make money. */
export default function ProfitAndLossPage() {
  const list = useListParams();
  const period = statementPeriod(list);
  const statement = useProfitAndLoss({ ...statementFilters(list), ...period });
  return (
    <PeriodStatementView
      title="Profit and loss"
      description="Income less expenses over a period, with gross, operating and net profit."
      list={list}
      statement={statement}
      exportAs={{ report: 'profit-and-loss', dates: period }}
    />
  );
}
