import type { Permission } from '@owo/core';
import { may, type RequestContext } from '../../context.ts';
import { Forbidden } from '../../errors.ts';

/*
 * No one hands out more than they hold: a member who may manage users or roles can give a role,
 * or put into a role, only permissions they have themselves, and a member limited to their branch
 * only roles limited the same way. Otherwise a clerk allowed to add users could add an Owner (or
 * a clerk limited to Ikeja an unlimited colleague) and act through them.
 */

export const grantMessages = {
  permissions: 'You can only give permissions your own role has',
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

/** Only a member holding every permission may change or remove an Owner. */
export function assertMayManageMember(
  context: Pick<RequestContext, 'permissions'>,
  member: { allPermissions: boolean },
) {
  if (member.allPermissions && !context.permissions.all) throw new Forbidden(grantMessages.owner);
}
