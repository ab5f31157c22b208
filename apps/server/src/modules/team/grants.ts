import type { Permission } from '@owo/core';
import { may, type RequestContext } from '../../context.ts';
import { Forbidden } from '../../errors.ts';

/*
 * No one hands out or takes away more than they hold: a member who may manage users or roles can
 * give a role, put into a role, take out of a role or remove from a role only permissions they
 * have themselves, and a member limited to their branch only roles limited the same way. Otherwise
 * a clerk allowed to add users could add an Owner (or a clerk limited to Ikeja an unlimited
 * colleague) and act through them, or strip the Accountant of what the clerk could never do.
 */

export const grantMessages = {
  permissions: 'You can only give permissions your own role has',
  takeAway: 'This role has permissions your own role does not have, so only someone who has them can change it',
  memberBeyond:
    "This person's role has permissions your own role does not have, so only someone who has them can change or remove them",
  branch: 'Your role is limited to your branch, so the roles you give must be limited to their branch too',
  owner: 'Only an owner can change or remove an owner',
  roleBeyondBranch:
    'Your role is limited to your branch, so you can change only roles limited to their branch that no one outside your branch has',
};

interface GrantedRole {
  allPermissions: boolean;
  permissions: readonly string[];
  ownBranchOnly: boolean;
}

export function assertMayGrant(context: Pick<RequestContext, 'permissions' | 'branchScope'>, role: GrantedRole): void {
  if (role.allPermissions && !context.permissions.all) throw new Forbidden(grantMessages.permissions);
  if (role.permissions.some((permission) => !may(context, permission as Permission))) {
    throw new Forbidden(grantMessages.permissions);
  }
  if (context.branchScope !== null && !role.ownBranchOnly) throw new Forbidden(grantMessages.branch);
}

/** A role as it stands may be edited or deleted only by a member holding all it allows. */
export function assertMayChangeRole(context: Pick<RequestContext, 'permissions'>, role: GrantedRole): void {
  if (!holdsAll(context, role)) throw new Forbidden(grantMessages.takeAway);
}

/**
 * Only a member holding every permission may change or remove an Owner; only one holding all that
 * a member's role allows may give that member another role or remove them.
 */
export function assertMayManageMember(
  context: Pick<RequestContext, 'permissions'>,
  member: { allPermissions: boolean; permissions: readonly string[] },
) {
  if (member.allPermissions && !context.permissions.all) throw new Forbidden(grantMessages.owner);
  if (!holdsAll(context, member)) throw new Forbidden(grantMessages.memberBeyond);
}

function holdsAll(
  context: Pick<RequestContext, 'permissions'>,
  role: { allPermissions: boolean; permissions: readonly string[] },
): boolean {
  if (context.permissions.all) return true;
  return !role.allPermissions && role.permissions.every((permission) => may(context, permission as Permission));
}
