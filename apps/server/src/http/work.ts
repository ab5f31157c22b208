import { type Database, type Transaction, tenantTransaction } from '@owo/db';
import type { FastifyRequest } from 'fastify';
import type { RequestContext } from '../context.ts';
import { numberedPostingTransaction, type PostingTransaction, postingTransaction } from '../ledger/post.ts';
import { contextOf, userIdOf } from './access.ts';
import { releaseKey, runIdempotent } from './idempotency.ts';

/*
 * How a route runs its work: in one transaction, for one company, with its key recorded.
 * - companyRead: a read-only transaction of the caller's company (row-level security on).
 * - companyWrite: a posting transaction of the caller's company (ledger/post.ts), which settles
 *   the ledger after commit when the work posted, with the Idempotency-Key recorded inside it.
 * - companyWriteNumbered: companyWrite whose work reads its answer in its own transaction, and
 *   gets the numbers its entries were given at settling to fill in (no read after: issue 27).
 * - userWrite: a signed-in person's work that belongs to no company yet (setting one up).
 * - companyBatches: long work of the caller's company done in many short tenant transactions, so
 *   other companies are served between them (a statement import); it records its own key.
 * - companyCompute: a member's POST that touches no data (reading an uploaded file for a preview).
 * Services take `(tx, context, input)`, so several compose into the one transaction. A route
 * answers with what it reads after the write: numbers given at settling are in it.
 */

export function companyRead<T>(
  request: FastifyRequest,
  work: (tx: Transaction, context: RequestContext) => Promise<T>,
): Promise<T> {
  const context = contextOf(request);
  return tenantTransaction(request.server.db, context.companyId, (tx) => work(tx, context), { readOnly: true });
}

export function companyWrite<T>(
  request: FastifyRequest,
  work: (tx: PostingTransaction, context: RequestContext) => Promise<T>,
): Promise<T> {
  const context = contextOf(request);
  return postingTransaction(request.server.db, context.companyId, (tx) =>
    runIdempotent(tx, request, context.userId, () => work(tx, context)),
  );
}

export function companyWriteNumbered<T>(
  request: FastifyRequest,
  work: (tx: PostingTransaction, context: RequestContext) => Promise<T>,
): Promise<{ value: T; numberOf: (entryId: string) => number | null }> {
  const context = contextOf(request);
  return numberedPostingTransaction(request.server.db, context.companyId, (tx) =>
    runIdempotent(tx, request, context.userId, () => work(tx, context)),
  );
}

export function userWrite<T>(
  request: FastifyRequest,
  work: (tx: Transaction, userId: string) => Promise<T>,
): Promise<T> {
  const userId = userIdOf(request);
  return request.server.db.transaction((tx) => runIdempotent(tx, request, userId, () => work(tx, userId)));
}

export function companyCompute<T>(request: FastifyRequest, work: (context: RequestContext) => Promise<T>): Promise<T> {
  const context = contextOf(request);
  releaseKey(request);
  return work(context);
}

export function companyBatches<T>(
  request: FastifyRequest,
  work: (db: Database, context: RequestContext) => Promise<T>,
): Promise<T> {
  return work(request.server.db, contextOf(request));
}
