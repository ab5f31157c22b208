/*
 * The public surface of the payroll module: all that other modules may import of it (docs/decisions.md,
 * "Module layers"). They import this file only; the module's own files import each other directly.
 */
export {
  deadlineTitle,
  payrollDeadlines,
  REMIND_DAYS_BEFORE,
  raisePayrollReminders,
  remittanceNames,
} from './payroll.deadlines.ts';
export { createPayroll, decidePayroll, payPayroll } from './payroll.service.ts';
export { getPayroll, listPayrolls } from './payroll.view.ts';
