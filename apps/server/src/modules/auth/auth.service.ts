import { hash, verify } from '@node-rs/argon2';
import type {
  ChangePasswordInput,
  CompletePasswordResetInput,
  EmailInput,
  LoginInput,
  SignupInput,
  VerifySignupInput,
} from '@owo/core';
import { type Database, type Executor, newId, sessions, users } from '@owo/db';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { Forbidden, Invalid, Unauthorized } from '../../errors.ts';
import { enqueueEmail } from '../../jobs/outbox.ts';
import { passwordChangedEmail } from '../../mail/security-templates.ts';
import {
  passwordResetCodeEmail,
  replacedSignupCodeEmail,
  signupAttemptEmail,
  verificationCodeEmail,
} from '../../mail/templates.ts';
import { listCompaniesOfUser } from '../companies/index.ts';
import { hashToken, newSessionToken } from './auth.tokens.ts';
import {
  burnCode,
  checkCode,
  checkLink,
  invalidCodeMessage,
  invalidLinkMessage,
  issueCode,
  unburnCode,
} from './one-time-codes.ts';
import {
  countFailedPassword,
  type EmailedCodeChallenge,
  findEmailedCode,
  forgetFailedPasswords,
  issueEmailedCode,
  needsEmailedCode,
} from './sign-in-brake.ts';
import {
  burnChallenge,
  challengeEndedMessage,
  countWrongCode,
  findChallenge,
  issueChallenge,
  type TwoFactorChallenge,
} from './two-factor-challenge.ts';

export interface AuthDeps {
  db: Database;
  config: Config;
}

/** Where a session was started, kept to show the user their sessions later. */
export interface ClientInfo {
  ipAddress: string;
  userAgent: string | undefined;
}

type User = typeof users.$inferSelect;

type SessionResult = Awaited<ReturnType<typeof startSession>>;
/** What a correct password answers: a session, or a second step to finish signing in. */
export type SignInAnswer = SessionResult | TwoFactorChallenge | EmailedCodeChallenge;

export function userView(user: User) {
  return {
    _id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    emailVerified: user.emailVerifiedAt !== null,
  };
}

// Compared against when the email is unknown, so a wrong email takes as long as a wrong password.
const decoyHash = hash('decoy-password-for-timing');

/**
 * Creates an account and emails a code, answering the same whoever already has the email, so
 * sign-up cannot be used to find out who uses Owo. A verified account is left as it is and its
 * owner is told by email. An account still waiting for its code has proven nothing: the newest
 * sign-up replaces its pending password, names and phone, signs out its sessions and gets a fresh
 * code. Whoever reads the email owns the account.
 */
export async function signup(deps: AuthDeps, input: SignupInput & { email: string }) {
  const passwordHash = await hash(input.password);
  await deps.db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, input.email);
    if (existing?.emailVerifiedAt) {
      await enqueueEmail(tx, signupAttemptEmail(existing.email, existing.firstName, deps.config.APP_URL));
      return;
    }
    const now = new Date();
    const details = {
      passwordHash,
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      phoneNumber: input.phoneNumber,
      termsAcceptedAt: now,
    };
    const userId = existing?.id ?? newId();
    if (existing) {
      await tx
        .update(users)
        .set({ ...details, updatedAt: now })
        .where(eq(users.id, userId));
      await revokeSessions(tx, userId);
    } else {
      await tx.insert(users).values({ id: userId, email: input.email, ...details });
    }
    const code = await issueCode(tx, userId, 'verify-signup');
    const message = existing
      ? replacedSignupCodeEmail(input.email, details.firstName, code)
      : verificationCodeEmail(input.email, details.firstName, code);
    await enqueueEmail(tx, message);
  });
  return { email: input.email };
}

/**
 * A verified account answers like an unknown email: the code screen must not tell a stranger
 * which addresses have an Owo account.
 */
export async function verifySignup(deps: AuthDeps, input: VerifySignupInput, client: ClientInfo) {
  const user = await findUserByEmail(deps.db, input.email);
  if (!user || user.emailVerifiedAt) throw new Invalid(invalidCodeMessage, { otp: 'This code is not valid.' });
  const codeId = await checkCode(deps.db, user.id, 'verify-signup', input.otp);
  return deps.db.transaction(async (tx) => {
    await burnCode(tx, codeId);
    await tx.update(users).set({ emailVerifiedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, user.id));
    return startSession(tx, deps.config, { ...user, emailVerifiedAt: new Date() }, client);
  });
}

/** Answers the same whether or not the email exists or is already verified. */
export async function resendVerificationCode(deps: AuthDeps, input: EmailInput & { email: string }) {
  await deps.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, input.email);
    if (!user || user.emailVerifiedAt) return;
    const code = await issueCode(tx, user.id, 'verify-signup');
    await enqueueEmail(tx, verificationCodeEmail(user.email, user.firstName, code));
  });
}

/**
 * A wrong password answers the same whether or not the email has an account, and counts against
 * the account whatever the address it came from. After a few, a correct password earns a challenge
 * finished with a code emailed to the account (sign-in-brake.ts); two-factor sign-in, when on,
 * already asks for more than the password, so it stays the second step.
 */
export async function login(
  deps: AuthDeps,
  input: LoginInput & { email: string },
  client: ClientInfo,
): Promise<SignInAnswer> {
  const user = await findUserByEmail(deps.db, input.email);
  const passwordMatches = await verify(user?.passwordHash ?? (await decoyHash), input.password);
  if (!user?.passwordHash || !passwordMatches) {
    await countFailedPassword(deps.db, input.email);
    throw new Unauthorized('Email or password is incorrect');
  }
  if (!user.emailVerifiedAt) {
    throw new Forbidden(
      'Your email is not verified yet. Enter the code we sent to your email, or ask for a new one.',
      'EMAIL_NOT_VERIFIED',
    );
  }
  const braked = !user.totpEnabledAt && (await needsEmailedCode(deps.db, user));
  return deps.db.transaction<SignInAnswer>((tx) =>
    braked ? issueEmailedCode(tx, deps.config, user) : signInOrChallenge(tx, deps.config, user, client),
  );
}

/**
 * The second step of a sign-in braked by wrong passwords: the challenge the password earned and
 * the code emailed for it. A wrong code counts against the challenge (five at most) and against
 * the person across sign-ins, as a two-factor code does.
 */
export async function verifySignInCode(deps: AuthDeps, input: { challenge: string; code: string }, client: ClientInfo) {
  const challenge = await findChallenge(deps.db, input.challenge);
  const emailed = await findEmailedCode(deps.db, challenge.userId, input.challenge, input.code);
  if (!emailed) {
    const message = await countWrongCode(deps.db, challenge.id, challenge.failedAttempts);
    throw new Invalid(message, { code: message });
  }
  const [user] = await deps.db.select().from(users).where(eq(users.id, challenge.userId));
  if (!user) throw new Invalid(challengeEndedMessage);
  return deps.db.transaction(async (tx) => {
    await burnChallenge(tx, challenge.id);
    await burnChallenge(tx, emailed.id);
    return startSession(tx, deps.config, user, client);
  });
}

/**
 * What proving who you are once (a password, Google, a link from the email) leads to: a session,
 * or, when the account has two-factor sign-in on, a challenge to answer with a code from the app
 * (POST /auth/two-factor/verify, two-factor.ts).
 */
export async function signInOrChallenge(
  tx: Executor,
  config: Config,
  user: User,
  client: ClientInfo,
): Promise<SessionResult | TwoFactorChallenge> {
  if (user.totpEnabledAt) return issueChallenge(tx, user.id);
  return startSession(tx, config, user, client);
}

/** Answers the same whether or not the email exists, so it cannot be used to find accounts. */
export async function requestPasswordReset(deps: AuthDeps, input: EmailInput & { email: string }) {
  await deps.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, input.email);
    if (!user) return;
    const code = await issueCode(tx, user.id, 'password-reset');
    await enqueueEmail(tx, passwordResetCodeEmail(user.email, user.firstName, code));
  });
}

export async function completePasswordReset(deps: AuthDeps, input: CompletePasswordResetInput & { email: string }) {
  const user = await findUserByEmail(deps.db, input.email);
  if (!user)
    throw new Invalid('This code is not valid. Check the code in your email or request a new one.', {
      otp: 'This code is not valid.',
    });
  const codeId = await checkCode(deps.db, user.id, 'password-reset', input.otp);
  const passwordHash = await hash(input.password);
  await deps.db.transaction(async (tx) => {
    await burnCode(tx, codeId);
    // Reading the code proves the email is theirs, so a reset also verifies it, and the wrong
    // passwords guessed before no longer matter.
    const now = new Date();
    await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? now, updatedAt: now })
      .where(eq(users.id, user.id));
    await revokeSessions(tx, user.id);
    await forgetFailedPasswords(tx, user);
  });
}

/**
 * How a signed-in call writes: one transaction, with its Idempotency-Key recorded in it
 * (`userWrite` in http/work.ts).
 */
export type SignedInWrite = <T>(work: (tx: Executor) => Promise<T>) => Promise<T>;

/**
 * Signs out every other session: whoever knew the old password is locked out. The owner is told
 * by email, in case it was not them. An account without a password (signed up with Google) sets
 * its first one through "Forgot password", which proves the email, not here: a signed-in browser
 * left open is not proof enough to add a way in.
 */
export async function changePassword(
  deps: AuthDeps,
  session: { userId: string; id: string },
  input: ChangePasswordInput,
  write: SignedInWrite,
) {
  const [user] = await deps.db.select().from(users).where(eq(users.id, session.userId));
  if (!user) throw new Unauthorized();
  if (!user.passwordHash) {
    const message = 'Your account has no password yet. Use "Forgot password" on the sign-in page to set one.';
    throw new Invalid(message, { oldPassword: message });
  }
  if (!(await verify(user.passwordHash, input.oldPassword))) {
    throw new Invalid('Your current password is not correct', { oldPassword: 'Your current password is not correct' });
  }
  const passwordHash = await hash(input.newPassword);
  await write(async (tx) => {
    const now = new Date();
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, session.userId));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, session.userId), ne(sessions.id, session.id), isNull(sessions.revokedAt)));
    await enqueueEmail(tx, passwordChangedEmail(user.email, user.firstName, deps.config.APP_URL, now));
  });
}

export async function logout(tx: Executor, sessionId: string) {
  await tx.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

export async function profile(deps: AuthDeps, userId: string) {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Unauthorized();
  return { user: userView(user), companies: await listCompaniesOfUser(deps.db, userId) };
}

/**
 * What login, verification and Google sign-in answer: a new session, the user, their companies.
 * Whoever gets here has proven who they are, so the wrong passwords tried on the account before
 * are forgotten and the next sign-in needs only the password again.
 */
export async function startSession(tx: Executor, config: Config, user: User, client: ClientInfo) {
  const token = newSessionToken();
  await forgetFailedPasswords(tx, user);
  await tx.insert(sessions).values({
    id: newId(),
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + config.SESSION_DAYS * 86_400_000),
    ipAddress: client.ipAddress,
    userAgent: client.userAgent?.slice(0, 300),
    lastUsedAt: new Date(),
  });
  return { token, user: userView(user), companies: await listCompaniesOfUser(tx, user.id) };
}

export async function findUserByEmail(db: Executor, email: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return user;
}

/**
 * Someone has just proven the address is theirs (Google, or a link opened from the email). If
 * nobody had before, what was set by whoever signed up with it is discarded: its password and
 * its sessions, so that registering someone else's email first cannot take over their account.
 * The owner sets a password later through "forgot password".
 */
export async function proveEmail(tx: Executor, user: User, changes: Partial<typeof users.$inferInsert> = {}) {
  const now = new Date();
  const claim = user.emailVerifiedAt ? {} : { emailVerifiedAt: now, passwordHash: null };
  const [proven] = await tx
    .update(users)
    .set({ ...changes, ...claim, updatedAt: now })
    .where(eq(users.id, user.id))
    .returning();
  if (!user.emailVerifiedAt) await revokeSessions(tx, user.id);
  if (!proven) throw new Error('user update returned nothing');
  return proven;
}

async function revokeSessions(tx: Executor, userId: string) {
  await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/**
 * Signs in with a link from an email (the try-demo email). Opening the link proves the address is
 * theirs, so it also verifies the email. The link is spent first, so that two clicks cannot both
 * run `prepare` (which makes the demo company); if preparing fails, the link works again.
 */
export async function signInWithLink(
  deps: AuthDeps,
  input: { email: string; token: string },
  client: ClientInfo,
  prepare: (userId: string) => Promise<void> = async () => {},
) {
  const user = await findUserByEmail(deps.db, input.email);
  if (!user) throw new Invalid(invalidLinkMessage);
  const linkId = await checkLink(deps.db, user.id, input.token);
  await deps.db.transaction((tx) => burnCode(tx, linkId));
  try {
    await prepare(user.id);
  } catch (error) {
    await unburnCode(deps.db, linkId);
    throw error;
  }
  return deps.db.transaction(async (tx) => signInOrChallenge(tx, deps.config, await proveEmail(tx, user), client));
}
