import { memberships, roles } from '@owo/db';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { Method } from './accounting.ts';
import { addMember, type TestApp } from './harness.ts';

/**
 * A member whose role is limited to one branch (roles.ownBranchOnly), with these permissions, made
 * the way the users and roles screens will make one: a role, and a membership at that branch.
 */
export async function branchMember(
  test: TestApp,
  companyId: string,
  branchId: string,
  permissions: string[],
  roleName = 'Cashier',
) {
  const member = await addMember(test, companyId, permissions, roleName);
  const db = test.database.db;
  await db
    .update(roles)
    .set({ ownBranchOnly: true })
    .where(and(eq(roles.companyId, companyId), eq(roles.id, member.roleId)));
  await db
    .update(memberships)
    .set({ branchId })
    .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, member.userId)));
  const call = (method: Method, url: string, payload?: unknown): Promise<LightMyRequestResponse> =>
    test.app.inject({
      method,
      url,
      headers: member.headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return { ...member, call };
}
