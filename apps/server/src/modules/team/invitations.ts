import { hash } from '@node-rs/argon2';
import type { AcceptInvitationInput } from '@owo/core';
import { type Executor, newId, oneTimeCodes, sessions, users } from '@owo/db';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { Invalid } from '../../errors.ts';
import { type AuthDeps, type ClientInfo, hashOneTimeCode, newSessionToken, signInOrChallenge } from '../auth/index.ts';

/*
 * Invitations: a person added to a company who has no Owo password gets a link to set one. The
 * link carries `<user id>.<256 random bits>`; only a hash of the random part is kept (in
 * one_time_codes, purpose 'invitation'), for a week. Opening it and choosing a password proves the
 * email is theirs, so it also verifies the email and signs them in.
 */

const PURPOSE = 'invitation';
export const INVITATION_DAYS = 7;

export const invitationMessages = {
  invalid: 'This invitation link is not valid. Ask whoever added you to send a new invitation.',
  expired: 'This invitation link has expired. Ask whoever added you to send a new invitation.',
  used: 'This invitation link has already been used. Sign in with your password, or reset it if you have forgotten it.',
  replaced: 'A newer invitation has been sent to your email. Open the link in the latest email.',
} as const;

/** A fresh invitation for the person; links sent before it stop working. */
export async function issueInvitation(tx: Executor, userId: string): Promise<string> {
  const secret = newSessionToken();
  await tx
    .update(oneTimeCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, PURPOSE), isNull(oneTimeCodes.usedAt)));
  await tx.insert(oneTimeCodes).values({
    id: newId(),
    userId,
    purpose: PURPOSE,
    codeHash: hashOneTimeCode(userId, PURPOSE, secret),
    expiresAt: new Date(Date.now() + INVITATION_DAYS * 86_400_000),
  });
  return `${userId}.${secret}`;
}

export function invitationLink(appUrl: string, token: string): string {
  const url = new URL('/auth/accept-invitation', appUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

/** The invitation a token names, or why it cannot be used. */
async function checkInvitation(db: Executor, token: string) {
  const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{20,100})$/i.exec(token.trim());
  if (!match) throw new Invalid(invitationMessages.invalid, { token: invitationMessages.invalid });
  const [, userId = '', secret = ''] = match;
  const [invitation] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, userId.toLowerCase()),
        eq(oneTimeCodes.purpose, PURPOSE),
        eq(oneTimeCodes.codeHash, hashOneTimeCode(userId.toLowerCase(), PURPOSE, secret)),
      ),
    )
    .limit(1);
  if (!invitation) throw new Invalid(invitationMessages.invalid, { token: invitationMessages.invalid });
  if (invitation.usedAt) {
    const [newer] = await db
      .select({ id: oneTimeCodes.id })
      .from(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.userId, invitation.userId),
          eq(oneTimeCodes.purpose, PURPOSE),
          isNull(oneTimeCodes.usedAt),
          sql`${oneTimeCodes.expiresAt} > now()`,
        ),
      )
      .orderBy(desc(oneTimeCodes.createdAt))
      .limit(1);
    const why = newer ? invitationMessages.replaced : invitationMessages.used;
    throw new Invalid(why, { token: why });
  }
  if (invitation.expiresAt.getTime() <= Date.now()) {
    throw new Invalid(invitationMessages.expired, { token: invitationMessages.expired });
  }
  return invitation;
}

/**
 * Sets the first password from an invitation link, verifies the email, and signs the person in.
 * Any session someone else started with this email before it was proven is signed out.
 */
export async function acceptInvitation(deps: AuthDeps, input: AcceptInvitationInput, client: ClientInfo) {
  const invitation = await checkInvitation(deps.db, input.token);
  const passwordHash = await hash(input.password);
  return deps.db.transaction(async (tx) => {
    const spent = await tx
      .update(oneTimeCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(oneTimeCodes.id, invitation.id), isNull(oneTimeCodes.usedAt)))
      .returning({ id: oneTimeCodes.id });
    if (spent.length === 0) throw new Invalid(invitationMessages.used, { token: invitationMessages.used });
    const now = new Date();
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, invitation.userId), isNull(sessions.revokedAt)));
    const [user] = await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: now })
      .where(eq(users.id, invitation.userId))
      .returning();
    if (!user) throw new Invalid(invitationMessages.invalid, { token: invitationMessages.invalid });
    // Someone who already had an account with two-factor on still answers for it.
    return signInOrChallenge(tx, deps.config, user, client);
  });
}

/**
 * Someone removed from the company before accepting: their invitation links stop working, so an
 * old email cannot make an account that belongs nowhere. (Another company that invited the same
 * person sends its invitation again: row-level security keeps their other memberships out of sight.)
 */
export async function withdrawUnusedInvitations(tx: Executor, userId: string): Promise<void> {
  await tx
    .update(oneTimeCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, 'invitation'), isNull(oneTimeCodes.usedAt)));
}
