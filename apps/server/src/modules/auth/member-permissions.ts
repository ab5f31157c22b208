import { type Permission, permissionValues } from '@owo/core';
import { type Executor, memberships, roles } from '@owo/db';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';

/**
 * What the signed-in user may do in one company, so the web app shows only the actions the
 * server would allow ('Save and post' to approvers). The server still checks every call itself.
 * Not a member, or no company named: nothing.
 */
export async function permissionsInCompany(
  db: Executor,
  userId: string,
  companyId: string | undefined,
): Promise<Permission[]> {
  if (!companyId || !z.uuid().safeParse(companyId).success) return [];
  const [role] = await db
    .select({ all: roles.allPermissions, permissions: roles.permissions })
    .from(memberships)
    .innerJoin(roles, and(eq(roles.companyId, memberships.companyId), eq(roles.id, memberships.roleId)))
    .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)))
    .limit(1);
  if (!role) return [];
  if (role.all) return [...permissionValues];
  return permissionValues.filter((permission) => role.permissions.includes(permission));
}
