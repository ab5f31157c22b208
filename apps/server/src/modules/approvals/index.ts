/*
 * The public surface of the approvals module: all that other modules may import of it (docs/decisions.md,
 * "Module layers"). They import this file only; the module's own files import each other directly.
 */
export type { ApprovalHandler } from './approval-decisions.routes.ts';
export {
  assertMayApprove,
  documentNeedsApproval,
  notifyApprovers,
  withdrawApprovalNotices,
} from './approvals.service.ts';
