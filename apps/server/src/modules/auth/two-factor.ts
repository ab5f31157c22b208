import { verify } from '@node-rs/argon2';
import type { EnableTwoFactorInput, TwoFactorProofInput } from '@owo/core';
import { matchTotp, newTotpSecret, otpauthUri } from '@owo/core/totp';
import { type Executor, users } from '@owo/db';
import { eq } from 'drizzle-orm';
import { Conflict, Invalid, Unauthorized } from '../../errors.ts';
import { enqueueEmail } from '../../jobs/outbox.ts';
import { twoFactorTurnedOffEmail, twoFactorTurnedOnEmail } from '../../mail/security-templates.ts';
import { type AuthDeps, type ClientInfo, type SignedInWrite, startSession } from './auth.service.ts';
import {
  burnChallenge,
  countWrongCode,
  findChallenge,
  hashRecoveryCode,
  newRecoveryCodes,
  spendRecoveryCode,
  spendTimeStep,
} from './two-factor-challenge.ts';

/*
 * Two-factor sign-in with an authenticator app (TOTP, RFC 6238): set up, turn on with a first
 * code, turn off, new recovery codes, and the second step of signing in. A secret set up but not
 * yet confirmed sits in users.totp_secret with totp_enabled_at empty: it signs nobody in.
 */

type User = typeof users.$inferSelect;

async function userOf(db: Executor, userId: string): Promise<User> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Unauthorized();
  return user;
}

export async function twoFactorStatus(db: Executor, userId: string) {
  const user = await userOf(db, userId);
  return {
    enabled: user.totpEnabledAt !== null,
    enabledAt: user.totpEnabledAt?.toISOString() ?? null,
    recoveryCodesLeft: user.totpEnabledAt ? user.recoveryCodeHashes.length : 0,
    hasPassword: user.passwordHash !== null,
  };
}

const alreadyOn = 'Two-factor sign-in is already on';

/** A new secret for the app to scan; nothing changes for signing in until it is confirmed. */
export async function setUpTwoFactor(tx: Executor, userId: string) {
  const user = await userOf(tx, userId);
  if (user.totpEnabledAt) throw new Conflict(alreadyOn);
  const secret = newTotpSecret();
  await tx.update(users).set({ totpSecret: secret, updatedAt: new Date() }).where(eq(users.id, userId));
  return { secret, otpauthUri: otpauthUri(secret, user.email) };
}

const wrongCode =
  'That code is not correct. Check that your phone’s time is set automatically, then try the newest code.';

async function checkPassword(user: User, password: string | undefined): Promise<void> {
  if (!user.passwordHash) return;
  if (!password) throw new Invalid('Enter your password', { password: 'Enter your password' });
  if (!(await verify(user.passwordHash, password))) {
    throw new Invalid('Your password is not correct', { password: 'Your password is not correct' });
  }
}

/** Turns two-factor sign-in on and answers the recovery codes, which are shown this once. */
export async function enableTwoFactor(
  deps: AuthDeps,
  userId: string,
  input: EnableTwoFactorInput & { code: string },
  write: SignedInWrite,
) {
  const user = await userOf(deps.db, userId);
  if (user.totpEnabledAt) throw new Conflict(alreadyOn);
  if (!user.totpSecret) throw new Invalid('Set up two-factor sign-in first: scan the QR code with your app.');
  await checkPassword(user, input.password);
  const step = matchTotp(user.totpSecret, input.code);
  if (step === null) throw new Invalid(wrongCode, { code: wrongCode });
  const secret = user.totpSecret;
  const recoveryCodes = newRecoveryCodes();
  await write(async (tx) => {
    await spendTimeStep(tx, userId, step);
    const now = new Date();
    // Only the secret the code was checked against is turned on, should a new set-up have raced it.
    const [enabled] = await tx
      .update(users)
      .set({
        totpEnabledAt: now,
        recoveryCodeHashes: recoveryCodes.map((code) => hashRecoveryCode(userId, code)),
        updatedAt: now,
      })
      .where(eq(users.id, userId))
      .returning({ secret: users.totpSecret });
    if (enabled?.secret !== secret) throw new Conflict('Two-factor set-up was started again. Scan the new QR code.');
    await enqueueEmail(tx, twoFactorTurnedOnEmail(user.email, user.firstName, now));
  });
  return { recoveryCodes };
}

/**
 * What turning two-factor off or making new recovery codes asks for: the password, a code from the
 * app, or a recovery code (which is then spent).
 */
async function proveItIsThem(tx: Executor, user: User, input: TwoFactorProofInput): Promise<void> {
  const password = input.password?.trim() ? input.password : undefined;
  if (password !== undefined) {
    if (!user.passwordHash || !(await verify(user.passwordHash, password))) {
      throw new Invalid('Your password is not correct', { password: 'Your password is not correct' });
    }
    return;
  }
  const code = input.code?.replace(/\s/g, '') ?? '';
  const step = user.totpSecret && /^\d{6}$/.test(code) ? matchTotp(user.totpSecret, code) : null;
  if (step !== null) return spendTimeStep(tx, user.id, step);
  if (/^\d{6}$/.test(code) || (await spendRecoveryCode(tx, user.id, code)) === null) {
    throw new Invalid(wrongCode, { code: wrongCode });
  }
}

const alreadyOff = 'Two-factor sign-in is not on';

export async function disableTwoFactor(userId: string, input: TwoFactorProofInput, write: SignedInWrite) {
  await write(async (tx) => {
    const user = await userOf(tx, userId);
    if (!user.totpEnabledAt) throw new Conflict(alreadyOff);
    await proveItIsThem(tx, user, input);
    const now = new Date();
    await tx
      .update(users)
      .set({ totpSecret: null, totpEnabledAt: null, recoveryCodeHashes: [], updatedAt: now })
      .where(eq(users.id, userId));
    await enqueueEmail(tx, twoFactorTurnedOffEmail(user.email, user.firstName, now));
  });
}

/** New recovery codes; the old ones stop working. */
export async function regenerateRecoveryCodes(userId: string, input: TwoFactorProofInput, write: SignedInWrite) {
  const recoveryCodes = newRecoveryCodes();
  await write(async (tx) => {
    const user = await userOf(tx, userId);
    if (!user.totpEnabledAt) throw new Conflict(alreadyOff);
    await proveItIsThem(tx, user, input);
    await tx
      .update(users)
      .set({ recoveryCodeHashes: recoveryCodes.map((code) => hashRecoveryCode(userId, code)), updatedAt: new Date() })
      .where(eq(users.id, userId));
  });
  return { recoveryCodes };
}

/**
 * The second step of signing in: the challenge that the password earned, and a code from the app
 * or a recovery code. A wrong code counts against the challenge (five at most) and the person.
 */
export async function verifyTwoFactor(
  deps: AuthDeps,
  input: { challenge: string; code?: string | undefined; recoveryCode?: string | undefined },
  client: ClientInfo,
) {
  const challenge = await findChallenge(deps.db, input.challenge);
  const user = await userOf(deps.db, challenge.userId);
  const field = input.recoveryCode === undefined ? 'code' : 'recoveryCode';
  const step = user.totpSecret && input.code ? matchTotp(user.totpSecret, input.code) : null;
  const recoveryHash = input.recoveryCode ? hashRecoveryCode(user.id, input.recoveryCode) : null;
  const recoveryMatches = recoveryHash !== null && user.recoveryCodeHashes.includes(recoveryHash);
  if (!user.totpEnabledAt || (step === null && !recoveryMatches)) {
    const wrong = field === 'code' ? undefined : 'That recovery code is not correct, or it has been used already.';
    const message = await countWrongCode(deps.db, challenge.id, challenge.failedAttempts, wrong);
    throw new Invalid(message, { [field]: message });
  }
  return deps.db.transaction(async (tx) => {
    await burnChallenge(tx, challenge.id);
    let recoveryCodesLeft: number | null = null;
    if (step !== null) {
      await spendTimeStep(tx, user.id, step);
    } else {
      recoveryCodesLeft = await spendRecoveryCode(tx, user.id, input.recoveryCode ?? '');
      if (recoveryCodesLeft === null) {
        const message = 'This recovery code has already been used.';
        throw new Invalid(message, { recoveryCode: message });
      }
    }
    return { ...(await startSession(tx, deps.config, user, client)), recoveryCodesLeft };
  });
}
