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

function invalidCode(message: string): Invalid {
  return new Invalid(message, { otp: message });
}
