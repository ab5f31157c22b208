import { type Database, type Executor, newId, oneTimeCodes } from '@owo/db';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { Invalid } from '../../errors.ts';
import { hashOneTimeCode, newOneTimeCode, newSessionToken } from './auth.tokens.ts';

export type CodePurpose = 'verify-signup' | 'password-reset' | 'sign-in-link';
const MAX_FAILED_ATTEMPTS = 5;

/**
 * How long each kind of code lasts, and what it is made of. A code typed from an email is six
 * digits for ten minutes; a sign-in link is a long random token that may wait a day in the inbox.
 */
const codeKinds: Record<CodePurpose, { minutes: number; make: () => string }> = {
  'verify-signup': { minutes: 10, make: newOneTimeCode },
  'password-reset': { minutes: 10, make: newOneTimeCode },
  'sign-in-link': { minutes: 24 * 60, make: newSessionToken },
};

/** Issues a fresh code; any earlier code for the same purpose stops working. */
export async function issueCode(tx: Executor, userId: string, purpose: CodePurpose): Promise<string> {
  const { minutes, make } = codeKinds[purpose];
  const code = make();
  await tx
    .update(oneTimeCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.usedAt)));
  await tx.insert(oneTimeCodes).values({
    id: newId(),
    userId,
    purpose,
    codeHash: hashOneTimeCode(userId, purpose, code),
    expiresAt: new Date(Date.now() + minutes * 60_000),
  });
  return code;
}

export const invalidCodeMessage = 'This code is not valid. Check the code in your email or request a new one.';

/**
 * Checks a code and returns its id for `burnCode`. A wrong guess is counted at once, in its own
 * statement, so that failing the request does not roll the count back; the fifth wrong guess
 * burns the code. Runs outside any transaction: PGlite has one connection, and a statement
 * outside an open transaction would wait for it forever.
 */
export async function checkCode(db: Database, userId: string, purpose: CodePurpose, code: string): Promise<string> {
  const [current] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.usedAt)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (!current || current.failedAttempts >= MAX_FAILED_ATTEMPTS) throw invalidCode(invalidCodeMessage);
  if (current.expiresAt.getTime() <= Date.now()) throw invalidCode('This code has expired. Request a new one.');
  if (current.codeHash !== hashOneTimeCode(userId, purpose, code)) {
    await db
      .update(oneTimeCodes)
      .set({ failedAttempts: sql`${oneTimeCodes.failedAttempts} + 1` })
      .where(eq(oneTimeCodes.id, current.id));
    const left = MAX_FAILED_ATTEMPTS - current.failedAttempts - 1;
    throw invalidCode(
      left > 0
        ? `That code is not correct. You have ${left} ${left === 1 ? 'try' : 'tries'} left.`
        : 'That code is not correct, and it can no longer be used. Request a new one.',
    );
  }
  return current.id;
}

/** Marks the code used in the caller's transaction; a second request racing with the same code loses. */
export async function burnCode(tx: Executor, codeId: string): Promise<void> {
  const burnt = await tx
    .update(oneTimeCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeCodes.id, codeId), isNull(oneTimeCodes.usedAt)))
    .returning({ id: oneTimeCodes.id });
  if (burnt.length === 0) throw invalidCode(invalidCodeMessage);
}

/** Puts back a code spent by a request that then failed, so the person can try again. */
export async function unburnCode(db: Database, codeId: string): Promise<void> {
  await db.update(oneTimeCodes).set({ usedAt: null }).where(eq(oneTimeCodes.id, codeId));
}

export const invalidLinkMessage = 'This sign-in link is not valid. Ask for a new demo link.';

/**
 * Checks a sign-in link's token and returns its id for `burnCode`, saying plainly why a link
 * cannot be used. A link carries 256 random bits, so wrong guesses are not counted: counting them
 * would only let a stranger spoil the owner's link.
 */
export async function checkLink(db: Database, userId: string, token: string): Promise<string> {
  const purpose = 'sign-in-link';
  const [link] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, purpose),
        eq(oneTimeCodes.codeHash, hashOneTimeCode(userId, purpose, token)),
      ),
    )
    .limit(1);
  if (!link) throw new Invalid(invalidLinkMessage);
  if (link.usedAt) {
    const [newer] = await db
      .select({ id: oneTimeCodes.id })
      .from(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.userId, userId),
          eq(oneTimeCodes.purpose, purpose),
          // Compared in the database: a JavaScript Date drops PostgreSQL's microseconds.
          sql`${oneTimeCodes.createdAt} > (select created_at from one_time_codes where id = ${link.id})`,
        ),
      )
      .limit(1);
    throw new Invalid(
      newer
        ? 'A newer sign-in link has been sent to your email. Open the link in the latest email.'
        : 'This sign-in link has already been used. Ask for a new demo link, or sign in with your password.',
    );
  }
  if (link.expiresAt.getTime() <= Date.now())
    throw new Invalid('This sign-in link has expired. Ask for a new demo link.');
  return link.id;
}

function invalidCode(message: string): Invalid {
  return new Invalid(message, { otp: message });
}
