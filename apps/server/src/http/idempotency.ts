import { createHash } from 'node:crypto';
import { idempotencyKeys, type Transaction } from '@owo/db';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Conflict, Invalid } from '../errors.ts';

/*
 * Idempotency-Key on signed-in POST calls (DESIGN.md section 5). A client that retries a call (a
 * dropped connection, a double tap) gets the first call's answer again, marked
 * `Idempotent-Replayed: true`, instead of a second invoice or journal. The key is recorded in the
 * same transaction as the work (runIdempotent, called by the runners in http/work.ts), so it
 * exists exactly when the work committed: a crash between commit and answer leaves the key for
 * the retry to find, and a retry that arrives while the first call still runs waits for it on the
 * key's row lock. Keys are kept a day per person. A refused call records nothing, so the same key
 * may be used again with a corrected body.
 */

const HEADER = 'idempotency-key';
const KEPT_FOR = sql`interval '1 day'`;

interface IdempotencyClaim {
  key: string;
  requestHash: string;
  /** Set once the route ran its work through runIdempotent. */
  handled: boolean;
  replayed: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: IdempotencyClaim | null;
  }
}

export function registerIdempotency(app: FastifyInstance): void {
  app.decorateRequest('idempotency', null);
  app.addHook('preHandler', async (request) => {
    if (request.method !== 'POST' || request.headers[HEADER] === undefined || !request.session) return;
    request.idempotency = { key: keyOf(request), requestHash: hashOf(request), handled: false, replayed: false };
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotency;
    if (claim === null) return payload;
    if (claim.replayed) reply.header('idempotent-replayed', 'true');
    // A signed-in POST that succeeded without recording its key would do its work again on a retry.
    if (!claim.handled && reply.statusCode >= 200 && reply.statusCode < 300) {
      request.log.error({ route: request.routeOptions.url }, 'a POST route did not run its work through http/work.ts');
      reply.code(500);
      return JSON.stringify({ message: 'Something went wrong on our side. Please try again.' });
    }
    return payload;
  });
}

/**
 * A POST that stores nothing (a file read for a preview): a retry only repeats the same pure work,
 * so its key need not be recorded. Says so, so the guard above does not refuse the answer.
 */
export function releaseKey(request: FastifyRequest): void {
  if (request.idempotency !== null) request.idempotency.handled = true;
}

/**
 * Runs `work` under the request's Idempotency-Key, in the caller's transaction: the first call
 * records the key and what the work answered; a retry (same person, key and request) gets that
 * answer without running the work; the same key with another request is refused (409).
 */
export async function runIdempotent<T>(
  tx: Transaction,
  request: FastifyRequest,
  userId: string,
  work: () => Promise<T>,
): Promise<T> {
  const claim = request.idempotency;
  if (claim === null) return work();
  claim.handled = true;
  const mine = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, claim.key));
  await tx.delete(idempotencyKeys).where(and(mine, lt(idempotencyKeys.createdAt, sql`now() - ${KEPT_FOR}`)));
  // Waits here while another transaction holding the same key is still running.
  const taken = await tx
    .insert(idempotencyKeys)
    .values({ userId, key: claim.key, requestHash: claim.requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (taken.length === 0) {
    const [first] = await tx.select().from(idempotencyKeys).where(mine);
    if (first?.requestHash !== claim.requestHash) {
      throw new Conflict('This Idempotency-Key was already used for a different request');
    }
    claim.replayed = true;
    return first.result as T;
  }
  const result = await work();
  await tx
    .update(idempotencyKeys)
    .set({ result: result === undefined ? null : (result as object) })
    .where(mine);
  return result;
}

/**
 * For work done in several transactions (a statement import), which records its key with its last
 * one: the answer of an earlier call with this key that finished, to answer again instead of
 * starting over, or null. The same key with another request is refused (409).
 */
export async function earlierAnswer<T>(
  tx: Transaction,
  request: FastifyRequest,
  userId: string,
): Promise<{ result: T } | null> {
  const claim = request.idempotency;
  if (claim === null) return null;
  const [first] = await tx
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        eq(idempotencyKeys.key, claim.key),
        sql`${idempotencyKeys.createdAt} >= now() - ${KEPT_FOR}`,
      ),
    );
  if (!first) return null;
  if (first.requestHash !== claim.requestHash) {
    throw new Conflict('This Idempotency-Key was already used for a different request');
  }
  claim.handled = true;
  claim.replayed = true;
  return { result: first.result as T };
}

function keyOf(request: FastifyRequest): string {
  const key = request.headers[HEADER];
  if (typeof key !== 'string' || key.length === 0 || key.length > 255) {
    throw new Invalid('Idempotency-Key must be 1 to 255 characters');
  }
  return key;
}

/** What makes two calls the same call: route, company and body. */
function hashOf(request: FastifyRequest): string {
  const fingerprint = JSON.stringify([
    request.method,
    request.url,
    request.headers['x-company-id'] ?? '',
    request.body,
  ]);
  return createHash('sha256').update(fingerprint).digest('hex');
}
