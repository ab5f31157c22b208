import type { Permission } from '@owo/core';
import type { Transaction } from '@owo/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RequestContext } from '../../context.ts';
import { envelope } from '../../http/envelope.ts';
import { idParam } from '../../http/params.ts';
import { companyWrite, companyWriteNumbered } from '../../http/work.ts';
import type { PostingTransaction } from '../../ledger/post.ts';

/*
 * The spec's one approval call, PATCH /merchant/approve/{id}?state=...&action=approve|reject, for
 * every kind of document that waits for approval. Each module hands in its own handler (what it
 * is called, who may decide, how it decides, how it reads back), so this module knows no
 * document and a new kind is one more handler where the app is put together (app.ts).
 */

export interface ApprovalHandler {
  /** The `state` the call names: 'journal', 'invoice', ... */
  state: string;
  /** 'Journal', for "Journal is not valid." */
  noun: string;
  permission: Permission;
  decide(
    tx: Transaction,
    context: RequestContext,
    input: { id: string; action: 'approve' | 'reject' },
  ): Promise<unknown>;
  read(request: FastifyRequest, id: string): Promise<unknown>;
  /**
   * Optional, saves the read after the decision (issue 27): decides and reads the answer in the
   * decision's transaction, where entries just posted have no number yet; `numbered` fills in the
   * numbers settling gave them. Without it, the answer is read() after the decision.
   */
  decideAndRead?(
    tx: PostingTransaction,
    context: RequestContext,
    input: { id: string; action: 'approve' | 'reject' },
  ): Promise<unknown>;
  numbered?(answer: unknown, numberOf: (entryId: string) => number | null): unknown;
  messages: { approve: string; reject: string };
  /** The shape of what read() answers. */
  schema: z.ZodType;
}

const params = z.object({ id: z.string() });

export function approvalDecisionRoutes(handlers: readonly ApprovalHandler[]) {
  const byState = new Map(handlers.map((handler) => [handler.state, handler]));
  const states = handlers.map((handler) => handler.state) as [string, ...string[]];
  const schemas = handlers.map((handler) => handler.schema);
  const data =
    schemas.length === 1 ? (schemas[0] as z.ZodType) : z.union(schemas as [z.ZodType, z.ZodType, ...z.ZodType[]]);

  return async function routes(app: FastifyInstance) {
    app.withTypeProvider<ZodTypeProvider>().patch('/merchant/approve/:id', {
      config: {
        access: {
          permissionBy: {
            in: 'query',
            field: 'state',
            permissions: Object.fromEntries(handlers.map((handler) => [handler.state, handler.permission])),
          },
        },
      },
      schema: {
        tags: ['Approvals'],
        summary: 'Approve (post) or reject a document waiting for approval',
        description: `state: ${handlers.map((handler) => `${handler.state} (needs ${handler.permission})`).join(', ')}. Approving posts the entry; rejecting sends it back to draft. One already posted, rejected or deleted answers 409.`,
        params,
        querystring: z.object({
          state: z.enum(states, { error: 'Document kind is not valid.' }),
          action: z.enum(['approve', 'reject'], { error: 'Action is not valid.' }),
        }),
        response: { 200: envelope(data) },
      },
      handler: async (request) => {
        const { action, state } = request.query;
        const handler = byState.get(state);
        if (!handler) throw new Error(`No approval handler for ${state}`);
        const id = idParam(request.params.id, handler.noun);
        const message = handler.messages[action];
        const { decideAndRead, numbered } = handler;
        if (decideAndRead && numbered) {
          const { value, numberOf } = await companyWriteNumbered(request, (tx, context) =>
            decideAndRead(tx, context, { id, action }),
          );
          // A replayed call's stored answer predates its numbers: read it as it stands.
          if (!request.idempotency?.replayed) return { message, data: numbered(value, numberOf) };
        } else await companyWrite(request, (tx, context) => handler.decide(tx, context, { id, action }));
        return { message, data: await handler.read(request, id) };
      },
    });
  };
}
