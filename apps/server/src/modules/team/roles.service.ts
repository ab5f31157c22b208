import type { RoleCreate, RoleUpdate } from '@owo/core';
import { memberships, newId, roles, type Transaction } from '@owo/db';
import { type AnyColumn, and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import { Conflict, Forbidden, NotFound } from '../../errors.ts';
import type { ListQuery } from '../../http/query.ts';
import { recordAudit } from '../audit/index.ts';
import { assertMayChangeRole, assertMayGrant, grantMessages } from './grants.ts';

/*
 * Roles of a company (Settings > Roles and permissions): a name, a description and permissions
 * from the catalogue (checked by the request schema), and whether its members see only their own
 * branch. The Owner role holds every permission and cannot be changed or deleted; a role given to
 * members cannot be deleted until they have another.
 */

const ENTITY = 'role';
type RoleRow = typeof roles.$inferSelect;

export const roleMessages = {
  ownerFixed: 'The Owner role always has every permission; it cannot be changed or deleted.',
  duplicateName: 'A role with this name already exists',
} as const;

/** How many members hold each of the company's roles. */
async function memberCounts(tx: Transaction, companyId: string) {
  const rows = await tx
    .select({ roleId: memberships.roleId, members: count() })
    .from(memberships)
    .where(eq(memberships.companyId, companyId))
    .groupBy(memberships.roleId);
  return new Map(rows.map((row) => [row.roleId, row.members]));
}

export function roleView(row: RoleRow, userCount: number) {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    permissions: row.allPermissions ? ['*'] : row.permissions,
    allPermissions: row.allPermissions,
    editable: row.editable,
    ownBranchOnly: row.ownBranchOnly,
    company: row.companyId,
    userCount,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The Owner first, then by name. */
export async function listRoles(tx: Transaction, context: Pick<RequestContext, 'companyId'>, query: ListQuery) {
  const where = eq(roles.companyId, context.companyId);
  const [rows, [total], counts] = await Promise.all([
    tx
      .select()
      .from(roles)
      .where(where)
      .orderBy(asc(roles.editable), asc(roles.name))
      .limit(query.limit)
      .offset(query.offset),
    tx.select({ value: count() }).from(roles).where(where),
    memberCounts(tx, context.companyId),
  ]);
  return { roles: rows.map((row) => roleView(row, counts.get(row.id) ?? 0)), total: total?.value ?? 0 };
}

async function findRole(tx: Transaction, companyId: string, roleId: string, lock = false) {
  const query = tx
    .select()
    .from(roles)
    .where(and(eq(roles.companyId, companyId), eq(roles.id, roleId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new NotFound('Role');
  return row;
}

export async function countRoleMembers(tx: Transaction, companyId: string, roleId: string): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(memberships)
    .where(and(eq(memberships.companyId, companyId), eq(memberships.roleId, roleId)));
  return row?.value ?? 0;
}

export async function getRole(tx: Transaction, context: Pick<RequestContext, 'companyId'>, roleId: string) {
  const row = await findRole(tx, context.companyId, roleId);
  return roleView(row, await countRoleMembers(tx, context.companyId, roleId));
}

/** GET /roles/count/{id}: 404 for a role that is not the company's, like every other id. */
export async function roleMemberCount(tx: Transaction, context: Pick<RequestContext, 'companyId'>, roleId: string) {
  await findRole(tx, context.companyId, roleId);
  return { count: await countRoleMembers(tx, context.companyId, roleId) };
}

const sqlLower = (column: AnyColumn) => sql<string>`lower(${column})`;

async function checkNameFree(tx: Transaction, companyId: string, name: string, exceptId?: string) {
  const [taken] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(
        eq(roles.companyId, companyId),
        // Names differ by more than case: 'accountant' and 'Accountant' would confuse everyone.
        eq(sqlLower(roles.name), name.toLowerCase()),
        exceptId ? ne(roles.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw new Conflict(roleMessages.duplicateName);
}

export async function createRole(tx: Transaction, context: RequestContext, input: RoleCreate) {
  const { companyId } = context;
  await checkNameFree(tx, companyId, input.name);
  assertMayGrant(context, {
    allPermissions: false,
    permissions: input.permissions,
    ownBranchOnly: input.ownBranchOnly ?? false,
  });
  const id = newId();
  const row = {
    companyId,
    id,
    name: input.name,
    description: input.description,
    permissions: input.permissions,
    ownBranchOnly: input.ownBranchOnly ?? false,
  };
  await tx.insert(roles).values(row);
  await recordAudit(tx, context, { action: 'create', entityType: ENTITY, entityId: id, after: row });
  return { id };
}

function refuseOwnerRole(row: RoleRow) {
  if (row.allPermissions || !row.editable) throw new Conflict(roleMessages.ownerFixed);
}

/**
 * Roles belong to the whole company. A member limited to a branch may change or delete only a role
 * limited to branches that no one outside their branch holds: any other role shapes the access of
 * people they cannot even see.
 */
async function assertRoleWithinBranch(tx: Transaction, context: RequestContext, role: RoleRow) {
  const { companyId, branchScope } = context;
  if (branchScope === null) return;
  if (!role.ownBranchOnly) throw new Forbidden(grantMessages.roleBeyondBranch);
  const [elsewhere] = await tx
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(eq(memberships.companyId, companyId), eq(memberships.roleId, role.id), ne(memberships.branchId, branchScope)),
    )
    .limit(1);
  if (elsewhere) throw new Forbidden(grantMessages.roleBeyondBranch);
}

export async function updateRole(
  tx: Transaction,
  context: RequestContext,
  input: { roleId: string; change: RoleUpdate },
) {
  const { companyId } = context;
  const { roleId, change } = input;
  const before = await findRole(tx, companyId, roleId, true);
  refuseOwnerRole(before);
  await assertRoleWithinBranch(tx, context, before);
  assertMayChangeRole(context, before);
  if (change.name !== undefined) await checkNameFree(tx, companyId, change.name, roleId);
  const values = {
    name: change.name ?? before.name,
    description: change.description ?? before.description,
    permissions: change.permissions ?? before.permissions,
    ownBranchOnly: change.ownBranchOnly ?? before.ownBranchOnly,
  };
  assertMayGrant(context, { allPermissions: false, ...values });
  await tx
    .update(roles)
    .set(values)
    .where(and(eq(roles.companyId, companyId), eq(roles.id, roleId)));
  await recordAudit(tx, context, { action: 'update', entityType: ENTITY, entityId: roleId, before, after: values });
  return { id: roleId };
}

export async function deleteRole(tx: Transaction, context: RequestContext, input: { roleId: string }) {
  const { companyId } = context;
  const before = await findRole(tx, companyId, input.roleId, true);
  refuseOwnerRole(before);
  await assertRoleWithinBranch(tx, context, before);
  assertMayChangeRole(context, before);
  const members = await countRoleMembers(tx, companyId, input.roleId);
  if (members > 0) {
    throw new Conflict(
      `This role is given to ${members} ${members === 1 ? 'user' : 'users'}; give them another role first`,
    );
  }
  await tx.delete(roles).where(and(eq(roles.companyId, companyId), eq(roles.id, input.roleId)));
  await recordAudit(tx, context, { action: 'delete', entityType: ENTITY, entityId: input.roleId, before });
}
