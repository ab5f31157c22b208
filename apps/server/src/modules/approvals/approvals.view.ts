import type { ApprovalLimitsView } from '@owo/core';
import { toNaira } from '@owo/core';
import { type ApprovalLimitKind, approvalLimits, type Executor, roles } from '@owo/db';
import { and, eq } from 'drizzle-orm';
import { NotFound } from '../../errors.ts';

/** The role, or 404 for another company's or none. */
export async function roleOf(executor: Executor, companyId: string, roleId: string) {
  const [role] = await executor
    .select({ id: roles.id, allPermissions: roles.allPermissions })
    .from(roles)
    .where(and(eq(roles.companyId, companyId), eq(roles.id, roleId)));
  if (!role) throw new NotFound('Role');
  return role;
}

/** A role's limits as the roles screen shows them (naira; null: none). */
export async function getApprovalLimits(
  executor: Executor,
  companyId: string,
  roleId: string,
): Promise<ApprovalLimitsView> {
  await roleOf(executor, companyId, roleId);
  const rows = await executor
    .select({ kind: approvalLimits.documentKind, amount: approvalLimits.amount })
    .from(approvalLimits)
    .where(and(eq(approvalLimits.companyId, companyId), eq(approvalLimits.roleId, roleId)));
  const of = (kind: ApprovalLimitKind) => {
    const row = rows.find((one) => one.kind === kind);
    return row ? toNaira(row.amount) : null;
  };
  return { role: roleId, bill: of('bill'), expense: of('expense'), purchaseOrder: of('purchase-order') };
}
