import { journalSchema, journalUpdateSchema } from '@owo/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../http/access.ts';
import { envelope, messageOnlySchema, pagedEnvelope, pageInfo } from '../../http/envelope.ts';
import { idParam } from '../../http/params.ts';
import { parseListQuery } from '../../http/query.ts';
import { createJournal, decideJournal, deleteJournal, updateJournal } from './journals.service.ts';
import { getJournalView, journalSummarySchema, journalViewSchema, listJournals } from './journals.view.ts';

const view = { access: { permission: 'accounting.view' as const } };
const manage = { access: { permission: 'accounting.manage' as const } };
const tags = ['Journals'];
const params = z.object({ id: z.string() });

export async function journalRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/double-entry/journal', {
    config: manage,
    schema: {
      tags,
      summary: 'Write a journal (saved as a draft until approved)',
      body: journalSchema,
      response: { 201: envelope(journalViewSchema) },
    },
    handler: async (request, reply) => {
      const data = await createJournal(app.db, contextOf(request), request.body);
      return reply.code(201).send({ message: 'Journal created', data });
    },
  });

  api.get('/double-entry/journal', {
    config: view,
    schema: {
      tags,
      summary: 'Journals, newest first',
      description:
        'limit, page; where[status] (draft, posted, rejected, deleted), where[branch], where[reference], ' +
        'range[startDate], range[endDate]. Deleted journals are listed only with where[status]=deleted.',
      response: { 200: pagedEnvelope(journalSummarySchema) },
    },
    handler: async (request) => {
      const query = parseListQuery(request.query as Record<string, unknown>);
      const { journals, total } = await listJournals(app.db, contextOf(request).companyId, query);
      return { message: 'Journals', data: journals, pageInfo: pageInfo(query.page, query.limit, total) };
    },
  });

  api.get('/double-entry/journal/:id', {
    config: view,
    schema: { tags, summary: 'One journal with its lines', params, response: { 200: envelope(journalViewSchema) } },
    handler: async (request) => ({
      message: 'Journal',
      data: await getJournalView(app.db, contextOf(request).companyId, idParam(request.params.id, 'Journal')),
    }),
  });

  api.patch('/double-entry/journal/:id', {
    config: manage,
    schema: {
      tags,
      summary: 'Change a journal (only the fields sent)',
      description:
        'A rejected journal becomes a draft again. A posted journal stays posted: its entry is reversed and ' +
        'the changed journal is posted as a new entry.',
      params,
      body: journalUpdateSchema,
      response: { 200: envelope(journalViewSchema) },
    },
    handler: async (request) => ({
      message: 'Journal updated',
      data: await updateJournal(app.db, contextOf(request), idParam(request.params.id, 'Journal'), request.body),
    }),
  });

  api.delete('/double-entry/journal/:id', {
    config: manage,
    schema: {
      tags,
      summary: 'Delete a journal (a posted one has its entry reversed)',
      params,
      response: { 200: messageOnlySchema },
    },
    handler: async (request) => {
      await deleteJournal(app.db, contextOf(request), idParam(request.params.id, 'Journal'));
      return { message: 'Journal deleted' };
    },
  });

  api.patch('/merchant/approve/:id', {
    config: { access: { permission: 'journals.approve' } },
    schema: {
      tags,
      summary: 'Approve (post) or reject a draft',
      description:
        'state names the kind of document; journal is the one so far (invoices will join). A journal already ' +
        'posted, rejected or deleted answers 409.',
      params,
      querystring: z.object({
        state: z.enum(['journal'], { error: 'state is not valid.' }),
        action: z.enum(['approve', 'reject'], { error: 'action is not valid.' }),
      }),
      response: { 200: envelope(journalViewSchema) },
    },
    handler: async (request) => {
      const { action } = request.query;
      const data = await decideJournal(app.db, contextOf(request), idParam(request.params.id, 'Journal'), action);
      return { message: action === 'approve' ? 'Journal approved and posted' : 'Journal rejected', data };
    },
  });
}
