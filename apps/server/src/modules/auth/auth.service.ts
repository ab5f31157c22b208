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
import { Conflict, Forbidden, Invalid, Unauthorized } from '../../errors.ts';
import { enqueueEmail } from '../../jobs/outbox.ts';
import { passwordResetCodeEmail, verificationCodeEmail } from '../../mail/templates.ts';
import { listCompaniesOfUser } from '../companies/companies.service.ts';
import { hashToken, newSessionToken } from './auth.tokens.ts';
import { burnCode, checkCode, issueCode } from './one-time-codes.ts';

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

export async function signup(deps: AuthDeps, input: SignupInput & { email: string }) {
  const passwordHash = await hash(input.password);
  return deps.db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, input.email);
    if (existing) throw new Conflict('An account with this email already exists. Sign in instead.');
    const userId = newId();
    await tx.insert(users).values({
      id: userId,
      email: input.email,
      passwordHash,
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      phoneNumber: input.phoneNumber,
      termsAcceptedAt: new Date(),
    });
    const code = await issueCode(tx, userId, 'verify-signup');
    await enqueueEmail(tx, verificationCodeEmail(input.email, input.firstName.trim(), code));
    return { email: input.email };
  });
}

export async function verifySignup(deps: AuthDeps, input: VerifySignupInput, client: ClientInfo) {
  const user = await findUserByEmail(deps.db, input.email);
  if (!user)
    throw new Invalid('This code is not valid. Check the code in your email or request a new one.', {
      otp: 'This code is not valid.',
    });
  if (user.emailVerifiedAt) throw new Conflict('This email is already verified. Sign in instead.');
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

export async function login(deps: AuthDeps, input: LoginInput & { email: string }, client: ClientInfo) {
  const user = await findUserByEmail(deps.db, input.email);
  const passwordMatches = await verify(user?.passwordHash ?? (await decoyHash), input.password);
  if (!user?.passwordHash || !passwordMatches) throw new Unauthorized('Email or password is incorrect');
  if (!user.emailVerifiedAt) {
    throw new Forbidden(
      'Your email is not verified yet. Enter the code we sent to your email, or ask for a new one.',
      'EMAIL_NOT_VERIFIED',
    );
  }
  return deps.db.transaction((tx) => startSession(tx, deps.config, user, client));
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
    // Reading the code proves the email is theirs, so a reset also verifies it.
    const now = new Date();
    await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? now, updatedAt: now })
      .where(eq(users.id, user.id));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
  });
}

/** Signs out every other session: whoever knew the old password is locked out. */
export async function changePassword(deps: AuthDeps, userId: string, sessionId: string, input: ChangePasswordInput) {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Unauthorized();
  if (!user.passwordHash || !(await verify(user.passwordHash, input.oldPassword))) {
    throw new Invalid('Your current password is not correct', { oldPassword: 'Your current password is not correct' });
  }
  const passwordHash = await hash(input.newPassword);
  await deps.db.transaction(async (tx) => {
    const now = new Date();
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, userId), ne(sessions.id, sessionId), isNull(sessions.revokedAt)));
  });
}

export async function logout(deps: AuthDeps, sessionId: string) {
  await deps.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

export async function profile(deps: AuthDeps, userId: string) {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Unauthorized();
  return { user: userView(user), companies: await listCompaniesOfUser(deps.db, userId) };
}

/** What login, verification and Google sign-in answer: a new session, the user, their companies. */
export async function startSession(tx: Executor, config: Config, user: User, client: ClientInfo) {
  const token = newSessionToken();
  await tx.insert(sessions).values({
    id: newId(),
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + config.SESSION_DAYS * 86_400_000),
    ipAddress: client.ipAddress,
    userAgent: client.userAgent?.slice(0, 300),
  });
  return { token, user: userView(user), companies: await listCompaniesOfUser(tx, user.id) };
}

export async function findUserByEmail(db: Executor, email: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return user;
}

/**
 * Signs in with a link from an email (the try-demo email). Opening the link proves the address is
 * theirs, so it also verifies the email.
 */
export async function signInWithLink(deps: AuthDeps, input: { email: string; token: string }, client: ClientInfo) {
  const user = await findUserByEmail(deps.db, input.email);
  if (!user) throw new Invalid('This sign-in link is not valid. Ask for a new one.');
  const codeId = await checkCode(deps.db, user.id, 'sign-in-link', input.token);
  return deps.db.transaction(async (tx) => {
    await burnCode(tx, codeId);
    const now = new Date();
    await tx
      .update(users)
      .set({ emailVerifiedAt: user.emailVerifiedAt ?? now, updatedAt: now })
      .where(eq(users.id, user.id));
    return startSession(tx, deps.config, { ...user, emailVerifiedAt: user.emailVerifiedAt ?? now }, client);
  });
}
