import { documentAttachmentRoutes } from '../attachments/index.ts';
import { getExpense } from './expenses.view.ts';

/*
 * An expense's receipts (issue 27): a photo or PDF attached to it under /expenses/{id}/attachments,
 * through the attachments module's document routes (attachments.documents.ts): the expense is
 * found first, as the member may see it.
 */
export const expenseAttachmentRoutes = documentAttachmentRoutes({
  path: '/expenses',
  tags: ['Expenses'],
  noun: 'an expense',
  fileWord: 'Receipt',
  notFoundName: 'Expense',
  view: 'expenses.view',
  change: 'expenses.create',
  assertDocument: getExpense,
});
