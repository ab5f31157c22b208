import { useCashFlow } from '../../../api/reports.ts';
import { PeriodStatementView } from '../../../components/reports/PeriodStatementView.tsx';
import { statementFilters, statementPeriod } from '../../../components/reports/statement-filters.ts';
import { useListParams } from '../../../lib/list-params.ts';

export function meta() {
  return [{ title: 'Cash flow | Owo' }];
}

/** Where the period's cash came from and went: the profit turned into cash (indirect method). */
export default function CashFlowPage() {
  const list = useListParams();
  const period = statementPeriod(list);
  const statement = useCashFlow({ ...statementFilters(list), ...period });
  return (
    <PeriodStatementView
      title="Cash flow"
      description="Where the cash came from and where it went, from the profit through working capital, investing and financing."
      list={list}
      statement={statement}
      exportAs={{ report: 'cash-flow', dates: period }}
    />
  );
}
