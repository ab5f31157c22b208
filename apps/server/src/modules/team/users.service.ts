import type { UserCreate, UserUpdate } from '@owo/core';
import { branches, companies, memberships, newId, roles, sessions, type Transaction, users } from '@owo/db';
import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import { branchOnly, branchToStore } from '../../branch-scope.ts';
import type { RequestContext } from '../../context.ts';
import { Conflict, Invalid, NotFound } from '../../errors.ts';
import type { ListQuery } from '../../http/query.ts';
import { enqueueEmail } from '../../jobs/outbox.ts';
import { recordAudit } from '../audit/index.ts';
import { assertMayGrant, assertMayManageMember } from './grants.ts';
import { INVITATION_DAYS, invitationLink, issueInvitation, withdrawUnusedInvitations } from './invitations.ts';
import { addedToCompanyEmail, invitationEmail, passwordSetForYouEmail } from './team.emails.ts';

/*
 * The people of a company (Settings > User management). A user is a person (one Owo account,
 * one email) and may belong to many companies with a role and a branch in each: the membership.
 * The API names a member by their user id (`_id`), which is one membership within the company of
 * x-company-id. Removing a member deletes the membership, not the person; every request checks
 * membership (http/access.ts), so they lose access at once. A company always keeps an Owner.
 */

const ENTITY = 'user';

export const userMessages = {
  alreadyMember: 'This person is already a user of this company',
  lastOwner:
    'This is the only user with the Owner role. Give the Owner role to someone else first, so the company always has an owner.',
  notInvited: 'This user has already set a password; there is no invitation to send again.',
  roleNotValid: 'Role is not valid.',
  branchNotValid: 'Branch is not valid.',
} as const;

export interface TeamDeps {
  appUrl: string;
}

/** Someone who has never set a password nor signed in with Google has not taken up their invitation. */
const statusOf = (user: { passwordHash: string | null; googleSubject: string | null }) =>
  user.passwordHash === null && user.googleSubject === null ? ('invited' as const) : ('active' as const);

const lastSignIn = sql<
  Date | string | null
>`(select max(${sessions.createdAt}) from ${sessions} where ${sessions.userId} = ${users.id})`;

const memberColumns = {
  membershipId: memberships.id,
  companyId: memberships.companyId,
  joinedAt: memberships.createdAt,
  userId: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  passwordHash: users.passwordHash,
  googleSubject: users.googleSubject,
  roleId: roles.id,
  roleName: roles.name,
  allPermissions: roles.allPermissions,
  permissions: roles.permissions,
  branchId: branches.id,
  branchName: branches.name,
  lastSignInAt: lastSignIn,
};

const isoOrNull = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function memberView(row: MemberRow) {
  return {
    _id: row.userId,
    membershipId: row.membershipId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    role: { _id: row.roleId, name: row.roleName, owner: row.allPermissions },
    branch: { _id: row.branchId, name: row.branchName },
    status: statusOf(row),
    lastSignInAt: isoOrNull(row.lastSignInAt),
    company: row.companyId,
    createdAt: row.joinedAt.toISOString(),
  };
}

type Scope = Pick<RequestContext, 'companyId' | 'branchScope'>;

type MemberRow = Awaited<ReturnType<ReturnType<typeof membersQuery>['execute']>>[number];

function membersQuery(tx: Transaction, companyId: string) {
  return tx
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(roles, and(eq(roles.companyId, memberships.companyId), eq(roles.id, memberships.roleId)))
    .innerJoin(branches, and(eq(branches.companyId, memberships.companyId), eq(branches.id, memberships.branchId)))
    .where(eq(memberships.companyId, companyId))
    .$dynamic();
}

/** By name; where[name] finds members whose name or email contains it. */
export async function listUsers(
  tx: Transaction,
  context: Pick<RequestContext, 'companyId' | 'branchScope'>,
  query: ListQuery,
) {
  const { companyId } = context;
  const text = query.where.name?.trim().replace(/[\\%_]/g, (character) => `\\${character}`);
  const search = text
    ? or(
        ilike(users.firstName, `%${text}%`),
        ilike(users.lastName, `%${text}%`),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, `%${text}%`),
        ilike(users.email, `%${text}%`),
      )
    : undefined;
  const where = and(eq(memberships.companyId, companyId), branchOnly(context, memberships.branchId), search);
  const [rows, [total]] = await Promise.all([
    membersQuery(tx, companyId)
      .where(where)
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.email))
      .limit(query.limit)
      .offset(query.offset),
    tx.select({ value: count() }).from(memberships).innerJoin(users, eq(users.id, memberships.userId)).where(where),
  ]);
  return { users: rows.map(memberView), total: total?.value ?? 0 };
}

/** A member of the company, and for a member limited to a branch, of their branch (404 otherwise). */
async function findMember(tx: Transaction, scope: Scope, userId: string) {
  const [row] = await membersQuery(tx, scope.companyId).where(
    and(
      eq(memberships.companyId, scope.companyId),
      eq(memberships.userId, userId),
      branchOnly(scope, memberships.branchId),
    ),
  );
  if (!row) throw new NotFound('User');
  return row;
}

export async function getUser(tx: Transaction, context: Scope, userId: string) {
  return memberView(await findMember(tx, context, userId));
}

/** The role and branch must be the company's: another company's are as unknown as made-up ones. */
async function checkRoleAndBranch(tx: Transaction, companyId: string, input: { role?: string; branch?: string }) {
  const problems: Record<string, string> = {};
  let role: typeof roles.$inferSelect | undefined;
  if (input.role !== undefined) {
    [role] = await tx
      .select()
      .from(roles)
      .where(and(eq(roles.companyId, companyId), eq(roles.id, input.role.toLowerCase())));
    if (!role) problems.role = userMessages.roleNotValid;
  }
  if (input.branch !== undefined) {
    const [branch] = await tx
      .select({ id: branches.id })
      .from(branches)
      .where(and(eq(branches.companyId, companyId), eq(branches.id, input.branch.toLowerCase())));
    if (!branch) problems.branch = userMessages.branchNotValid;
  }
  const first = Object.values(problems)[0];
  if (first) throw new Invalid(first, problems);
  return role;
}

/** What the emails call the company and whoever made the change. */
async function names(tx: Transaction, context: RequestContext) {
  const [[company], [actor]] = await Promise.all([
    tx.select({ name: companies.name }).from(companies).where(eq(companies.id, context.companyId)),
    tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, context.userId)),
  ]);
  return {
    companyName: company?.name ?? 'your company',
    addedBy: actor ? `${actor.firstName} ${actor.lastName}`.trim() : 'Your administrator',
  };
}

/**
 * Adds a person to the company. An email new to Owo makes an account without a password and
 * emails a link to set one, unless `passwordHash` (the form's optional password) sets a first one.
 * Someone who already has an account keeps their names and password and is told they were added.
 */
export async function createUser(
  tx: Transaction,
  context: RequestContext,
  deps: TeamDeps,
  input: UserCreate & { passwordHash?: string | undefined },
) {
  const { companyId } = context;
  const role = await checkRoleAndBranch(tx, companyId, input);
  if (!role) throw new Invalid(userMessages.roleNotValid, { role: userMessages.roleNotValid });
  assertMayGrant(context, role);
  const branchId = branchToStore(context, input.branch.toLowerCase()) ?? input.branch.toLowerCase();
  const [existing] = await tx.select().from(users).where(eq(users.email, input.email)).for('update');
  if (existing) {
    const [member] = await tx
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, existing.id)));
    if (member) throw new Conflict(userMessages.alreadyMember);
  }
  const userId = existing?.id ?? newId();
  if (!existing) {
    await tx.insert(users).values({
      id: userId,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      passwordHash: input.passwordHash ?? null,
    });
  }
  const membership = { companyId, id: newId(), userId, roleId: role.id, branchId };
  await tx.insert(memberships).values(membership);
  const person = existing ?? {
    email: input.email,
    firstName: input.firstName,
    passwordHash: input.passwordHash ?? null,
    googleSubject: null,
  };
  const addition = {
    to: person.email,
    firstName: person.firstName,
    roleName: role.name,
    ...(await names(tx, context)),
  };
  const signIn = new URL('/auth/signin', deps.appUrl).toString();
  let invited = false;
  if (statusOf(person) === 'invited') {
    const token = await issueInvitation(tx, userId);
    await enqueueEmail(tx, invitationEmail(addition, invitationLink(deps.appUrl, token), INVITATION_DAYS), companyId);
    invited = true;
  } else if (!existing) {
    await enqueueEmail(tx, passwordSetForYouEmail(addition, signIn), companyId);
  } else {
    await enqueueEmail(tx, addedToCompanyEmail(addition, signIn), companyId);
  }
  await recordAudit(tx, context, {
    action: 'create',
    entityType: ENTITY,
    entityId: userId,
    after: { ...membership, email: person.email, newAccount: !existing, invited },
  });
  return { id: userId };
}

/** Emails a fresh invitation link to a member who has not set a password yet; older links stop working. */
export async function resendInvitation(tx: Transaction, context: RequestContext, deps: TeamDeps, userId: string) {
  const member = await findMember(tx, context, userId);
  if (statusOf(member) !== 'invited') throw new Conflict(userMessages.notInvited);
  const token = await issueInvitation(tx, userId);
  const addition = {
    to: member.email,
    firstName: member.firstName,
    roleName: member.roleName,
    ...(await names(tx, context)),
  };
  await enqueueEmail(
    tx,
    invitationEmail(addition, invitationLink(deps.appUrl, token), INVITATION_DAYS),
    context.companyId,
  );
  await recordAudit(tx, context, {
    action: 'update',
    entityType: ENTITY,
    entityId: userId,
    after: { invitationSent: true },
  });
}

/**
 * The members holding an Owner role, locked in one order before anything else is: two owners
 * removing or demoting each other at the same moment then run one after the other (never into a
 * deadlock), and the second sees that only one owner is left.
 */
async function lockOwners(tx: Transaction, companyId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: memberships.id })
    .from(memberships)
    .innerJoin(roles, and(eq(roles.companyId, memberships.companyId), eq(roles.id, memberships.roleId)))
    .where(and(eq(memberships.companyId, companyId), eq(roles.allPermissions, true)))
    .orderBy(asc(memberships.id))
    .for('update', { of: memberships });
  return rows.map((row) => row.id);
}

const isLastOwner = (owners: string[], member: { membershipId: string; allPermissions: boolean }) =>
  member.allPermissions && owners.every((id) => id === member.membershipId);

async function lockMember(tx: Transaction, scope: Scope, userId: string) {
  const [locked] = await tx
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(
        eq(memberships.companyId, scope.companyId),
        eq(memberships.userId, userId),
        branchOnly(scope, memberships.branchId),
      ),
    )
    .for('update');
  if (!locked) throw new NotFound('User');
  return findMember(tx, scope, userId);
}

/** A new role or branch in this company. The last Owner cannot be given another role. */
export async function updateUser(
  tx: Transaction,
  context: RequestContext,
  input: { userId: string; change: UserUpdate },
) {
  const { companyId } = context;
  const owners = await lockOwners(tx, companyId);
  const before = await lockMember(tx, context, input.userId);
  assertMayManageMember(context, before);
  const role = await checkRoleAndBranch(tx, companyId, input.change);
  if (role && !role.allPermissions && isLastOwner(owners, before)) throw new Conflict(userMessages.lastOwner);
  if (role) assertMayGrant(context, role);
  const values = {
    roleId: role?.id ?? before.roleId,
    branchId: branchToStore(context, input.change.branch?.toLowerCase()) ?? before.branchId,
  };
  await tx
    .update(memberships)
    .set(values)
    .where(and(eq(memberships.companyId, companyId), eq(memberships.id, before.membershipId)));
  await recordAudit(tx, context, {
    action: 'update',
    entityType: ENTITY,
    entityId: input.userId,
    before: { roleId: before.roleId, branchId: before.branchId },
    after: values,
  });
}

/**
 * Removes the person from the company (their account and other companies stay). Anyone may be
 * removed, oneself included, except the company's last Owner.
 */
export async function deleteUser(tx: Transaction, context: RequestContext, input: { userId: string }) {
  const { companyId } = context;
  const owners = await lockOwners(tx, companyId);
  const before = await lockMember(tx, context, input.userId);
  assertMayManageMember(context, before);
  if (isLastOwner(owners, before)) throw new Conflict(userMessages.lastOwner);
  await tx
    .delete(memberships)
    .where(and(eq(memberships.companyId, companyId), eq(memberships.id, before.membershipId)));
  await withdrawUnusedInvitations(tx, input.userId);
  await recordAudit(tx, context, {
    action: 'delete',
    entityType: ENTITY,
    entityId: input.userId,
    before: { ...memberView(before) },
  });
}
