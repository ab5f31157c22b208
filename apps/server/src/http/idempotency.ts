import { createHash } from 'node:crypto';
import { idempotencyKeys } from '@owo/db';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Conflict, Invalid } from '../errors.ts';

/*
 * Idempotency-Key on create calls (DESIGN.md section 5). A signed-in client that sends a POST with
 * the header and retries it (a dropped connection, a double tap) gets the first answer again,
 * marked `Idempotent-Replayed: true`, instead of a second invoice or journal. Keys are kept a day
 * per person. Only successful answers are kept: after a refusal the same key may be used again
 * with a corrected body.
 */

const HEADER = 'idempotency-key';
/** A call still without an answer after this long is taken to have died with its process. */
const ABANDONED_AFTER = sql`interval '1 minute'`;
const KEPT_FOR = sql`interval '1 day'`;

declare module 'fastify' {
  interface FastifyRequest {
    /** The key this request holds while it runs, to record its answer under. */
    idempotencyKey: string | null;
  }
}

export function registerIdempotency(app: FastifyInstance): void {
  app.decorateRequest('idempotencyKey', null);
  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST' || request.headers[HEADER] === undefined || !request.session) return;
    const key = keyOf(request);
    const userId = request.session.userId;
    const requestHash = hashOf(request);
    const taken = await app.db
      .insert(idempotencyKeys)
      .values({ userId, key, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (taken.length > 0 || (await takeOverStale(app, userId, key, requestHash))) {
      request.idempotencyKey = key;
      await app.db
        .delete(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), lt(idempotencyKeys.createdAt, sql`now() - ${KEPT_FOR}`)));
      return;
    }
    await replay(app, reply, userId, key, requestHash);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const key = request.idempotencyKey;
    if (key === null || !request.session) return payload;
    const mine = and(eq(idempotencyKeys.userId, request.session.userId), eq(idempotencyKeys.key, key));
    if (reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string') {
      await app.db.update(idempotencyKeys).set({ statusCode: reply.statusCode, responseBody: payload }).where(mine);
    } else {
      await app.db.delete(idempotencyKeys).where(mine);
    }
    return payload;
  });
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

/** A key whose call died unanswered, or that has outlived its day, is free again. */
async function takeOverStale(app: FastifyInstance, userId: string, key: string, requestHash: string) {
  const taken = await app.db
    .update(idempotencyKeys)
    .set({ requestHash, createdAt: new Date() })
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        eq(idempotencyKeys.key, key),
        or(
          and(isNull(idempotencyKeys.statusCode), lt(idempotencyKeys.createdAt, sql`now() - ${ABANDONED_AFTER}`)),
          lt(idempotencyKeys.createdAt, sql`now() - ${KEPT_FOR}`),
        ),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return taken.length > 0;
}

async function replay(app: FastifyInstance, reply: FastifyReply, userId: string, key: string, requestHash: string) {
  const [first] = await app.db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  // Answered and forgotten between the insert and this read: rare enough to ask for a retry.
  if (!first || first.statusCode === null || first.responseBody === null) {
    throw new Conflict('A request with this Idempotency-Key is still in progress; retry in a moment');
  }
  if (first.requestHash !== requestHash) {
    throw new Conflict('This Idempotency-Key was already used for a different request');
  }
  return reply
    .code(first.statusCode)
    .header('content-type', 'application/json; charset=utf-8')
    .header('idempotent-replayed', 'true')
    .send(first.responseBody);
}
