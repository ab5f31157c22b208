import { type StatementRowView as CoreStatementRow, type Kobo, toKobo } from '@owo/core';
import { accrualBasis, dayLabel, type ReportColumn, type ReportRow, type ReportTable } from './report-table.ts';

/*
 * The financial statements and the trial balance as report tables. They are read whole (a few
 * hundred rows at most), so their rows are arrays. The services answer naira; the table holds kobo
 * again, exactly (toKobo reads the decimal string).
 */

/** Whose report, narrowed by what, printed when: the same for every table of one request. */
export interface ReportContext {
  companyName: string;
  /** 'Branch: Ikeja' when the report reads one branch's postings. */
  details: string[];
  printedAt: Date;
}

/** A statement's row as the JSON route answers it (core's statementRowViewSchema). */
type StatementRowView = Pick<CoreStatementRow, 'kind' | 'label' | 'level' | 'amounts'>;

const labelColumn: ReportColumn = { heading: 'Account', kind: 'text', width: 48 };
const amountColumn = (heading: string): ReportColumn => ({ heading, kind: 'amount', width: 18 });

function statementRow(row: StatementRowView, columnCount: number): ReportRow {
  // Headings have no amounts: their amount cells are blank, not zero.
  const amounts: Array<Kobo | null> =
    row.kind === 'heading'
      ? Array.from({ length: columnCount }, () => null)
      : row.amounts.map((amount) => toKobo(amount));
  return { kind: row.kind === 'account' ? 'line' : row.kind, level: row.level, cells: [row.label, ...amounts] };
}

function statementTable(
  context: ReportContext,
  statement: { title: string; period: string; columns: Array<{ label: string }>; rows: StatementRowView[] },
): ReportTable {
  return {
    ...context,
    title: statement.title,
    period: statement.period,
    basis: accrualBasis,
    columns: [labelColumn, ...statement.columns.map((column) => amountColumn(column.label))],
    rows: statement.rows.map((row) => statementRow(row, statement.columns.length)),
  };
}

/** A statement over a period (profit and loss, cash flow), titled. */
export function periodStatementTable(
  context: ReportContext,
  title: string,
  data: { from: string; to: string; columns: Array<{ label: string }>; rows: StatementRowView[] },
): ReportTable {
  const period = `${dayLabel(data.from)} - ${dayLabel(data.to)}`;
  return statementTable(context, { title, period, columns: data.columns, rows: data.rows });
}

export function balanceSheetTable(
  context: ReportContext,
  data: { asOf: string; columns: Array<{ label: string }>; rows: StatementRowView[] },
): ReportTable {
  const period = `As of ${dayLabel(data.asOf)}`;
  return statementTable(context, { title: 'Balance sheet', period, columns: data.columns, rows: data.rows });
}

interface TrialBalanceView {
  asOf: string;
  accounts: Array<{ account_code: string; account_name: string; debit: number; credit: number }>;
  totalDebit: number;
  totalCredit: number;
}

/** Each account on its side (the other side blank), then the two totals, which are equal. */
export function trialBalanceTable(context: ReportContext, data: TrialBalanceView): ReportTable {
  const side = (amount: number) => (amount === 0 ? null : toKobo(amount));
  const rows: ReportRow[] = data.accounts.map((account) => ({
    kind: 'line',
    level: 0,
    cells: [`${account.account_code} ${account.account_name}`, side(account.debit), side(account.credit)],
  }));
  rows.push({ kind: 'total', level: 0, cells: ['Total', toKobo(data.totalDebit), toKobo(data.totalCredit)] });
  return {
    ...context,
    title: 'Trial balance',
    period: `As of ${dayLabel(data.asOf)}`,
    basis: accrualBasis,
    columns: [labelColumn, amountColumn('Debit'), amountColumn('Credit')],
    rows,
  };
}
