import { journalSchema, journalSummarySchema, journalUpdateSchema, journalViewSchema } from '@owo/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, messageOnlySchema, pagedEnvelope, pageInfo } from '../../http/envelope.ts';
import { dateQuery, idParam } from '../../http/params.ts';
import { listQuerystring, parseListQuery } from '../../http/query.ts';
import { companyRead, companyWrite } from '../../http/work.ts';
import { createJournal, deleteJournal, updateJournal } from './journals.service.ts';
import { getJournalView, listJournals } from './journals.view.ts';

const view = { access: { permission: 'accounting.view' as const } };
const create = { access: { permission: 'accounting.create' as const } };
const edit = { access: { permission: 'accounting.edit' as const } };
const remove = { access: { permission: 'accounting.delete' as const } };
const tags = ['Journals'];
const params = z.object({ id: z.string() });
const reversalQuery = z.object({
  reversalDate: z
    .string()
    .optional()
    .describe(
      "YYYY-MM-DD, for a posted journal: the day its entry is reversed. Left out: the journal's own day, or the " +
        'first day after the lock date when that day is locked.',
    ),
});

/** The journal as it stands after a change: read after settling, so its entry has its number. */
const readJournal = (request: FastifyRequest, id: string) =>
  companyRead(request, (tx, context) => getJournalView(tx, context, id));

export async function journalRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/double-entry/journal', {
    config: create,
    schema: {
      tags,
      summary: 'Write a journal (saved as a draft until approved)',
      body: journalSchema,
      response: { 201: envelope(journalViewSchema) },
    },
    handler: async (request, reply) => {
      const data = await companyWrite(request, (tx, context) => createJournal(tx, context, request.body));
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
      querystring: listQuerystring({
        'where[status]': 'text',
        'where[branch]': 'id',
        'where[reference]': 'text',
        'range[startDate]': 'date',
        'range[endDate]': 'date',
      }),
      response: { 200: pagedEnvelope(journalSummarySchema) },
    },
    handler: async (request) => {
      const query = parseListQuery(request.query as Record<string, unknown>);
      const { journals, total } = await companyRead(request, (tx, context) => listJournals(tx, context, query));
      return { message: 'Journals', data: journals, pageInfo: pageInfo(query.page, query.limit, total) };
    },
  });

  api.get('/double-entry/journal/:id', {
    config: view,
    schema: { tags, summary: 'One journal with its lines', params, response: { 200: envelope(journalViewSchema) } },
    handler: async (request) => {
      const id = idParam(request.params.id, 'Journal');
      return { message: 'Journal', data: await readJournal(request, id) };
    },
  });

  api.patch('/double-entry/journal/:id', {
    config: edit,
    schema: {
      tags,
      summary: 'Change a journal (only the fields sent)',
      description:
        'A rejected journal becomes a draft again. A posted journal stays posted: its entry is reversed and ' +
        'the changed journal is posted as a new entry; this needs journals.approve too.',
      params,
      querystring: reversalQuery,
      body: journalUpdateSchema,
      response: { 200: envelope(journalViewSchema) },
    },
    handler: async (request) => {
      const id = idParam(request.params.id, 'Journal');
      const reversalDate = dateQuery(request.query.reversalDate, 'reversalDate', 'Reversal date');
      await companyWrite(request, (tx, context) =>
        updateJournal(tx, context, { id, change: request.body, reversalDate }),
      );
      return { message: 'Journal updated', data: await readJournal(request, id) };
    },
  });

  api.delete('/double-entry/journal/:id', {
    config: remove,
    schema: {
      tags,
      summary: 'Delete a journal (a posted one has its entry reversed; that needs journals.approve too)',
      params,
      querystring: reversalQuery,
      response: { 200: messageOnlySchema },
    },
    handler: async (request) => {
      const id = idParam(request.params.id, 'Journal');
      const reversalDate = dateQuery(request.query.reversalDate, 'reversalDate', 'Reversal date');
      await companyWrite(request, (tx, context) => deleteJournal(tx, context, { id, reversalDate }));
      return { message: 'Journal deleted' };
    },
  });
}
