import { type Database, type Executor, newId, oneTimeCodes, type users } from '@owo/db';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { countFailure, failuresOf, forgetFailures } from '../../http/throttle.ts';
import { enqueueEmail } from '../../jobs/outbox.ts';
import { signInCodeEmail } from '../../mail/security-templates.ts';
import { hashOneTimeCode, hashToken, newOneTimeCode } from './auth.tokens.ts';
import { issueChallenge } from './two-factor-challenge.ts';

/*
 * The per-account brake on guessing passwords. The throttle (http/throttle.ts) counts attempts
 * per client address, so a guesser who spreads tries over many addresses never meets it. Counted
 * per account instead, failures cannot simply lock the account: any stranger could then lock its
 * owner out. So after a few failures, a correct password alone no longer signs in; it earns a
 * challenge that a code emailed to the account's address finishes. The owner reads that email, a
 * guesser does not. Any finished sign-in forgets the failures (startSession in auth.service.ts).
 *
 * The count is kept by email with the throttle's counts (countFailure), and is forgotten a day
 * after the last failure. The challenge is a two-factor challenge (issueChallenge),
 * so it has the same ten minutes, five tries and limit across sign-ins; beside it one more
 * 'two-factor' row holds the emailed code's hash, bound to that challenge's token, so that a code
 * finishes only the sign-in it was sent for.
 */

/**
 * Wrong passwords on one account, from any address, after which a correct password also needs the
 * emailed code. Low enough that a guesser gets a handful of tries per account however many
 * addresses they use; high enough that an owner who mistypes once or twice never meets it.
 */
export const FAILED_PASSWORDS_BEFORE_EMAILED_CODE = 5;

// The code lasts as long as the challenge it finishes (two-factor-challenge.ts) and the email says.
const CODE_MINUTES = 10;
const purpose = 'two-factor';

type User = typeof users.$inferSelect;

/** What a correct password answers once the account has had too many wrong ones. */
export interface EmailedCodeChallenge {
  emailCodeRequired: true;
  challenge: string;
  /** The address the code went to, partly hidden: a•••@example.ng. */
  sentTo: string;
}

const failuresKey = (email: string) => `sign-in-failures:${email.toLowerCase()}`;

/**
 * Counts a wrong password against `email`, by the email whether or not it has an account, so an
 * unknown email costs the same as a known one.
 */
export async function countFailedPassword(db: Database, email: string): Promise<void> {
  await countFailure(db, failuresKey(email));
}

export async function needsEmailedCode(db: Executor, user: User): Promise<boolean> {
  return (await failuresOf(db, failuresKey(user.email))) >= FAILED_PASSWORDS_BEFORE_EMAILED_CODE;
}

/** Someone has just proven who they are: a correct password alone is enough again. */
export async function forgetFailedPasswords(tx: Executor, user: User): Promise<void> {
  await forgetFailures(tx, failuresKey(user.email));
}

/** Enough of the address for its owner to know it, too little for a stranger to learn it. */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}

function emailedCodeHash(challenge: string, code: string): string {
  return `emailed:${hashOneTimeCode(hashToken(challenge), 'sign-in-code', code)}`;
}

/** Starts a challenge and emails its code to the account's address, in the caller's transaction. */
export async function issueEmailedCode(tx: Executor, config: Config, user: User): Promise<EmailedCodeChallenge> {
  const { challenge } = await issueChallenge(tx, user.id);
  const code = newOneTimeCode();
  await tx.insert(oneTimeCodes).values({
    id: newId(),
    userId: user.id,
    purpose,
    codeHash: emailedCodeHash(challenge, code),
    expiresAt: new Date(Date.now() + CODE_MINUTES * 60_000),
  });
  await enqueueEmail(tx, signInCodeEmail(user.email, user.firstName, code, config.APP_URL));
  return { emailCodeRequired: true, challenge, sentTo: maskedEmail(user.email) };
}

/** The unused, unexpired row of the code emailed for this challenge, if `code` is that code. */
export async function findEmailedCode(db: Database, userId: string, challenge: string, code: string) {
  const [row] = await db
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, purpose),
        eq(oneTimeCodes.codeHash, emailedCodeHash(challenge, code)),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row;
}
