import { randomInt } from 'node:crypto';
import { type Database, type Executor, newId, oneTimeCodes, users } from '@owo/db';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { Invalid, TooManyRequests } from '../../errors.ts';
import { hashOneTimeCode, hashToken, newSessionToken } from './auth.tokens.ts';

/*
 * The pieces of two-factor sign-in that signing in needs (auth.service.ts imports this file, and
 * two-factor.ts builds on it): the challenge a correct password earns, the record of codes already
 * used, and recovery codes. All kept in one_time_codes with purpose 'two-factor', as hashes:
 * - a challenge: the SHA-256 of a random token, for 10 minutes, five wrong codes at most;
 * - a used time step: 'step:' and a hash of the user and step, so the same code cannot be used twice.
 */

const purpose = 'two-factor';
const CHALLENGE_MINUTES = 10;
export const MAX_CHALLENGE_ATTEMPTS = 5;
/** Wrong codes one person may type across all their sign-ins in 15 minutes, whoever types them. */
const MAX_USER_FAILURES = 10;

export interface TwoFactorChallenge {
  twoFactorRequired: true;
  challenge: string;
}

/** What a correct password answers when the account has two-factor sign-in on. */
export async function issueChallenge(tx: Executor, userId: string): Promise<TwoFactorChallenge> {
  const challenge = newSessionToken();
  await tx.insert(oneTimeCodes).values({
    id: newId(),
    userId,
    purpose,
    codeHash: hashToken(challenge),
    expiresAt: new Date(Date.now() + CHALLENGE_MINUTES * 60_000),
  });
  return { twoFactorRequired: true, challenge };
}

export const challengeEndedMessage = 'This sign-in has expired. Sign in again with your email and password.';

/**
 * The live challenge for a token. Runs outside a transaction (PGlite has one connection). Refuses
 * when the person has typed too many wrong codes lately, from any number of sign-ins: a thief who
 * has the password cannot just sign in again and again for five fresh tries.
 */
export async function findChallenge(db: Database, challenge: string) {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.codeHash, hashToken(challenge))))
    .limit(1);
  if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now() || row.failedAttempts >= MAX_CHALLENGE_ATTEMPTS) {
    throw new Invalid(challengeEndedMessage);
  }
  const [recent] = await db
    .select({ failures: sql<number>`coalesce(sum(${oneTimeCodes.failedAttempts}), 0)::int` })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, row.userId),
        eq(oneTimeCodes.purpose, purpose),
        gt(oneTimeCodes.createdAt, sql`now() - interval '15 minutes'`),
      ),
    );
  if ((recent?.failures ?? 0) >= MAX_USER_FAILURES) {
    throw new TooManyRequests('Too many wrong codes. Please wait 15 minutes and try again.');
  }
  return row;
}

/** Counts a wrong code against the challenge, in its own statement so a failed request keeps it. */
export async function countWrongCode(
  db: Database,
  challengeId: string,
  failedBefore: number,
  wrong = 'That code is not correct.',
): Promise<string> {
  await db
    .update(oneTimeCodes)
    .set({ failedAttempts: sql`${oneTimeCodes.failedAttempts} + 1` })
    .where(eq(oneTimeCodes.id, challengeId));
  const left = MAX_CHALLENGE_ATTEMPTS - failedBefore - 1;
  return left > 0
    ? `${wrong} You have ${left} ${left === 1 ? 'try' : 'tries'} left.`
    : `${wrong} Sign in again with your email and password.`;
}

/** Spends the challenge in the caller's transaction; of two requests racing with it, one loses. */
export async function burnChallenge(tx: Executor, challengeId: string): Promise<void> {
  const burnt = await tx
    .update(oneTimeCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeCodes.id, challengeId), isNull(oneTimeCodes.usedAt)))
    .returning({ id: oneTimeCodes.id });
  if (burnt.length === 0) throw new Invalid(challengeEndedMessage);
}

/**
 * Records that the code of a time step has been used, refusing it if it was already (RFC 6238
 * section 5.2). The user's row is locked first, so two requests with the same code take turns.
 */
export async function spendTimeStep(tx: Executor, userId: string, step: number, field = 'code'): Promise<void> {
  await tx.execute(sql`select id from users where id = ${userId} for update`);
  const codeHash = `step:${hashOneTimeCode(userId, 'totp-step', String(step))}`;
  const [used] = await tx
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.codeHash, codeHash)))
    .limit(1);
  if (used) {
    const message = 'This code has already been used. Wait for the next code in your authenticator app.';
    throw new Invalid(message, { [field]: message });
  }
  const now = new Date();
  // A step's code is accepted for at most 90 seconds; the row only needs to outlive that.
  await tx
    .insert(oneTimeCodes)
    .values({ id: newId(), userId, purpose, codeHash, usedAt: now, expiresAt: new Date(now.getTime() + 5 * 60_000) });
}

const recoveryAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_COUNT = 10;

/** Ten codes like 'k7m2p-x9qrt': about 49 random bits each, without look-alike characters. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const characters = Array.from({ length: 10 }, () => recoveryAlphabet[randomInt(recoveryAlphabet.length)]);
    return `${characters.slice(0, 5).join('')}-${characters.slice(5).join('')}`;
  });
}

/** Compared as typed without case, spaces or dashes. */
export function hashRecoveryCode(userId: string, code: string): string {
  return hashOneTimeCode(userId, 'recovery', code.toLowerCase().replace(/[^a-z0-9]/g, ''));
}

/** Spends a recovery code if it is one of the user's unused ones; answers how many are left, or null. */
export async function spendRecoveryCode(tx: Executor, userId: string, code: string): Promise<number | null> {
  const codeHash = hashRecoveryCode(userId, code);
  const [row] = await tx
    .update(users)
    .set({ recoveryCodeHashes: sql`array_remove(${users.recoveryCodeHashes}, ${codeHash})` })
    .where(and(eq(users.id, userId), sql`${codeHash} = any(${users.recoveryCodeHashes})`))
    .returning({ left: sql<number>`cardinality(${users.recoveryCodeHashes})::int` });
  return row ? row.left : null;
}
