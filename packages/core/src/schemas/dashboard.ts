import type { z } from 'zod';
import { fieldsObject, figure, listOf, text, yesOrNo } from './fields.ts';

/*
 * The dashboard's answer (GET /dashboard, issue 11): a period's figures read from the ledger. The
 * server checks what it sends against this shape and the web app takes its type from it.
 */

const accountLine = (label: string) => ({ _id: text(label), account_code: text(label), account_name: text(label) });

export const dashboardViewSchema = fieldsObject({
  from: text('Start date'),
  to: text('End date'),
  /** Each cash and bank account's balance at `to`, and the last date it was reconciled to. */
  cash: listOf(
    fieldsObject(
      {
        ...accountLine('Cash account'),
        balance: figure('Balance'),
        lastReconciled: text('Last reconciled').nullable(),
      },
      'Cash account',
    ),
    'Cash and bank',
  ),
  totalCash: figure('Cash total'),
  /** Received into and paid out of cash and bank in the period, moves between them left out. */
  moneyIn: figure('Money in'),
  moneyOut: figure('Money out'),
  income: figure('Income'),
  expenses: figure('Expenses'),
  profit: figure('Profit'),
  /** The twelve months ending with `to`'s, oldest first. */
  byMonth: listOf(
    fieldsObject(
      { month: text('Month'), label: text('Month'), income: figure('Income'), expenses: figure('Expenses') },
      'Month',
    ),
    'Months',
  ),
  topExpenses: listOf(
    fieldsObject({ ...accountLine('Expense account'), amount: figure('Amount') }, 'Expense account'),
    'Top expenses',
  ),
  awaitingApproval: fieldsObject(
    {
      count: figure('Awaiting approval'),
      journals: listOf(
        fieldsObject(
          { _id: text('Journal'), number: text('Journal'), date: text('Date'), reference: text('Reference') },
          'Journal',
        ),
        'Journals',
      ),
      /** Invoices, bills, expenses and purchase orders waiting, newest first (5 at most), with the page that opens each. */
      documents: listOf(
        fieldsObject(
          {
            _id: text('Document'),
            kind: text('Document type'),
            number: text('Document number'),
            date: text('Date'),
            total: figure('Total'),
            path: text('Page'),
          },
          'Document',
        ),
        'Documents',
      ),
    },
    'Awaiting approval',
  ),
  /**
   * The tax calendar's tasks, soonest due first, the first five: PAYE, pension and NHF deducted by
   * payroll and not remitted yet (issue 28), for members who may see payroll; VAT and WHT returns
   * to file or pay (issue 29; kind vat or wht), for members of the whole company who may see tax.
   */
  tasks: listOf(
    fieldsObject(
      {
        kind: text('Task'),
        title: text('Task'),
        amount: figure('Amount'),
        dueDate: text('Due date'),
        overdue: yesOrNo('Overdue'),
        path: text('Page'),
      },
      'Task',
    ),
    'Tasks',
  ),
  /** What customers owe and what is owed to suppliers at `to` (the system accounts). */
  receivables: figure('Receivables'),
  payables: figure('Payables'),
});
export type DashboardView = z.infer<typeof dashboardViewSchema>;
