import { periodLabel } from '@owo/core';
import type { PeriodStatement } from '../../api/reports.ts';
import type { ListParams } from '../../lib/list-params.ts';
import { ExportMenu } from './ExportMenu.tsx';
import { StatementFilterBar } from './StatementFilterBar.tsx';
import { StatementPage } from './StatementPage.tsx';
import { StatementTable } from './StatementTable.tsx';

interface PeriodStatementViewProps {
  title: string;
  description: string;
  list: ListParams;
  statement: {
    data?: { data: PeriodStatement } | undefined;
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
  };
  /** The report's export (GET /reports/<report>/export) and the dates on screen. */
  exportAs: { report: string; dates: { from?: string | undefined; to: string } };
}

/** A statement over a period (profit and loss, cash flow): its filters, its heading and its table. */
export function PeriodStatementView({ title, description, list, statement, exportAs }: PeriodStatementViewProps) {
  const data = statement.data?.data;
  return (
    <StatementPage
      title={title}
      description={description}
      filters={<StatementFilterBar list={list} dates="period" />}
      // Twelve months by month reach back before the chosen period: the heading names what is shown.
      period={data ? periodLabel({ from: data.columns[0]?.from ?? data.from, to: data.to }) : null}
      state={statement}
      actions={<ExportMenu report={exportAs.report} dates={exportAs.dates} />}
    >
      {data ? (
        <StatementTable
          title={title}
          columns={data.columns.map((column) => ({ label: column.label, dates: column }))}
          rows={data.rows}
        />
      ) : null}
    </StatementPage>
  );
}
