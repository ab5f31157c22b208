import { z } from 'zod';
import { amount, fieldsObject, notValid } from './fields.ts';

/*
 * Approval by amount (issue 27, not in the spec): per role, the largest bill, expense and purchase
 * order its members may put through (or approve) without someone else's approval. Amounts are naira
 * of the home currency; null is no limit.
 */

const limit = (label: string) => amount(label).nullable().optional();

/** What a role's approval limits are set to (only the kinds sent change; null removes a limit). */
export const approvalLimitsUpdateSchema = fieldsObject({
  bill: limit('Bill limit'),
  expense: limit('Expense limit'),
  purchaseOrder: limit('Purchase order limit'),
});
export type ApprovalLimitsUpdateInput = z.input<typeof approvalLimitsUpdateSchema>;

const limitShown = (label: string) => z.number({ error: notValid(label) }).nullable();

export const approvalLimitsViewSchema = fieldsObject({
  role: z.string({ error: notValid('Role') }),
  bill: limitShown('Bill limit'),
  expense: limitShown('Expense limit'),
  purchaseOrder: limitShown('Purchase order limit'),
});
export type ApprovalLimitsView = z.infer<typeof approvalLimitsViewSchema>;
