import { billViewSchema } from '@owo/core';
import type { ApprovalHandler } from '../approvals/index.ts';
import { readBill } from './bills.routes.ts';
import { decideBill } from './bills.service.ts';

/** A bill awaiting approval, approved (posted) or sent back to draft through the shared approval call. */
export const billApproval: ApprovalHandler = {
  state: 'bill',
  noun: 'Bill',
  permission: 'expenses.approve',
  decide: decideBill,
  read: readBill,
  messages: { approve: 'Bill approved', reject: 'Bill sent back to draft' },
  schema: billViewSchema,
};
