import { expenseViewSchema } from '@owo/core';
import type { ApprovalHandler } from '../approvals/index.ts';
import { readExpense } from './expenses.routes.ts';
import { decideExpense } from './expenses.service.ts';

/** An expense above its maker's limit, approved (posted) or rejected (voided) through the shared approval call. */
export const expenseApproval: ApprovalHandler = {
  state: 'expense',
  noun: 'Expense',
  permission: 'expenses.approve',
  decide: decideExpense,
  read: (request, id) => readExpense(request, id),
  messages: { approve: 'Expense approved', reject: 'Expense rejected: it is kept as void' },
  schema: expenseViewSchema,
};
