import { payrollRunViewSchema } from '@owo/core';
import type { ApprovalHandler } from '../approvals/index.ts';
import { readPayroll } from './payroll.routes.ts';
import { decidePayroll } from './payroll.service.ts';

/** A payroll run approved (its accrual posted) or sent back to draft through the shared approval call. */
export const payrollApproval: ApprovalHandler = {
  state: 'payroll',
  noun: 'Payroll',
  permission: 'payroll.approve',
  decide: decidePayroll,
  read: (request, id) => readPayroll(request, id),
  messages: { approve: 'Payroll approved', reject: 'Payroll sent back to draft' },
  schema: payrollRunViewSchema,
};
