import { type ExpenseListItem, toKobo } from '@owo/core';
import type { Executor } from '@owo/db';
import type { RequestContext } from '../../context.ts';
import type { ReportColumn, ReportRow } from '../../exports/report-table.ts';
import type { ListQuery } from '../../http/query.ts';
import { listExpenses } from './expenses.view.ts';

/*
 * The expense list as a file (GET /expenses/export): the rows the list shows with the same
 * filters, newest first, read a thousand at a time as the file is written.
 */

export const expenseExportColumns: ReportColumn[] = [
  { heading: 'Number', kind: 'text', width: 12 },
  { heading: 'Date', kind: 'date', width: 12 },
  { heading: 'Payee', kind: 'text', width: 24 },
  { heading: 'Category', kind: 'text', width: 22 },
  { heading: 'Reference', kind: 'text', width: 14 },
  { heading: 'Payment method', kind: 'text', width: 16 },
  { heading: 'Paid from', kind: 'text', width: 18 },
  { heading: 'Store', kind: 'text', width: 16 },
  { heading: 'Status', kind: 'text', width: 16 },
  { heading: 'Currency', kind: 'text', width: 8 },
  { heading: 'Subtotal', kind: 'amount', width: 14 },
  { heading: 'Tax', kind: 'amount', width: 14 },
  { heading: 'Total', kind: 'amount', width: 14 },
];

const statusWords: Record<string, string> = { paid: 'Paid', 'awaiting-approval': 'Awaiting approval', void: 'Void' };

function expenseCells(expense: ExpenseListItem): ReportRow['cells'] {
  return [
    expense.number,
    expense.date,
    expense.vendor.companyName,
    expense.category?.name ?? null,
    expense.referenceNo,
    expense.paymentMethod.name || null,
    expense.bank.name || null,
    expense.branch.name,
    statusWords[expense.status] ?? expense.status,
    expense.currency.name,
    toKobo(expense.subtotal),
    toKobo(expense.taxTotal),
    toKobo(expense.total),
  ];
}

/** Every expense the list's filters keep, page after page, each page its own read. */
export async function* expenseExportRows(
  read: <T>(work: (executor: Executor) => Promise<T>) => Promise<T>,
  context: Pick<RequestContext, 'companyId' | 'branchScope'>,
  query: ListQuery,
): AsyncIterable<ReportRow> {
  const limit = 1000;
  for (let page = 1; ; page += 1) {
    const { rows } = await read((executor) =>
      listExpenses(executor, context, { ...query, limit, page, offset: (page - 1) * limit }),
    );
    for (const expense of rows) yield { kind: 'line', level: 0, cells: expenseCells(expense) };
    if (rows.length < limit) return;
  }
}
