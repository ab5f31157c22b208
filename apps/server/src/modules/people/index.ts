/*
 * The public surface of the people module: all that other modules may import of it (docs/decisions.md,
 * "Module layers"). They import this file only; the module's own files import each other directly.
 */
export { createEmployee, employeeEmails, getEmployee, isEmployee } from './employees.service.ts';
export {
  createEmployment,
  employmentHistory,
  employmentOn,
  employmentPay,
  employmentView,
} from './employments.service.ts';
