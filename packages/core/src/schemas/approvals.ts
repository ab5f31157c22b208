import { z } from 'zod';
import { amount, fieldsObject } from './fields.ts';

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

export const approvalLimitsViewSchema = z.object({
  role: z.string(),
  bill: z.number().nullable(),
  expense: z.number().nullable(),
  purchaseOrder: z.number().nullable(),
});
export type ApprovalLimitsView = z.infer<typeof approvalLimitsViewSchema>;
