import { lockDateSchema } from '@owo/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../http/envelope.ts';
import { companyRead, companyWrite } from '../../http/work.ts';
import { readLockDate } from '../../ledger/lock-date.ts';
import { setLockDate } from './lock-date.service.ts';

const lockDateView = envelope(z.object({ lockDate: z.string().nullable() }));

/** The period lock date: a company setting, under /api/settings where the other settings will live. */
export async function lockDateRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Settings'];

  api.get('/settings/lock-date', {
    config: { access: { permission: 'accounting.view' } },
    schema: { tags, summary: 'The period lock date (null: nothing is locked)', response: { 200: lockDateView } },
    handler: async (request) => ({
      message: 'Lock date',
      data: { lockDate: await companyRead(request, (tx, context) => readLockDate(tx, context.companyId)) },
    }),
  });

  api.patch('/settings/lock-date', {
    config: { access: { permission: 'settings.edit' } },
    schema: {
      tags,
      summary: 'Set or clear the period lock date',
      description: 'Nothing posts on or before this date: no journal, edit, deletion or opening balance.',
      body: lockDateSchema,
      response: { 200: lockDateView },
    },
    handler: async (request) => ({
      message: request.body.lockDate ? `The books are locked up to ${request.body.lockDate}` : 'The books are unlocked',
      data: await companyWrite(request, (tx, context) => setLockDate(tx, context, request.body.lockDate)),
    }),
  });
}
