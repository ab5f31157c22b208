import { creditNoteSchema } from '@owo/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, messageOnlySchema, pagedEnvelope, pageInfo } from '../../http/envelope.ts';
import { idParam } from '../../http/params.ts';
import { listQuerystring, parseListQuery, whereFilters } from '../../http/query.ts';
import { companyRead, companyWrite } from '../../http/work.ts';
import { createCreditNote, voidCreditNote } from './credit-notes.service.ts';
import { creditNoteListItemSchema, creditNoteSchemaView, getCreditNote, listCreditNotes } from './credit-notes.view.ts';
import { create, listFilters, params, remove, tags, view } from './sales-documents.routes.ts';

/* Credit notes (issue 14; spec section 7): /invoices/credit-note, registered by invoiceRoutes. */

export function creditNoteRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const oneCreditNote = envelope(creditNoteSchemaView);
  const readCreditNote = (request: FastifyRequest, id: string) =>
    companyRead(request, (tx, context) => getCreditNote(tx, context, id));

  api.get('/invoices/credit-note', {
    config: view,
    schema: {
      tags,
      summary: 'Credit notes, newest first, each with its reason, invoice and lines credited',
      description:
        'Filters: where[invoice] (the credit notes of one invoice, void ones too; 404 for an invoice not seen), ' +
        'where[status] (applied, void), where[branch], where[customer], where[period] (365, 120, 90, 60, 30, ' +
        'last-month, this-month, last-year) or range[startDate] and range[endDate], where[search] (number, or ' +
        'customer name). reason: return or allowance. items: each line credited, its quantity and the invoice ' +
        'line it credits (counted from 1; null when not named).',
      querystring: listQuerystring({ ...listFilters, ...whereFilters({ invoice: 'id' }) }),
      response: { 200: pagedEnvelope(creditNoteListItemSchema) },
    },
    handler: async (request) => {
      const query = parseListQuery(request.query as Record<string, unknown>);
      const { rows, total } = await companyRead(request, (tx, context) => listCreditNotes(tx, context, query));
      return { message: 'Credit notes', data: rows, pageInfo: pageInfo(query.page, query.limit, total) };
    },
  });

  api.get('/invoices/credit-note/:id', {
    config: view,
    schema: {
      tags,
      summary: 'One credit note with its lines, reason, the invoice it credits and history',
      params,
      response: { 200: oneCreditNote },
    },
    handler: async (request) => ({
      message: 'Credit note',
      data: await readCreditNote(request, idParam(request.params.id, 'Credit note')),
    }),
  });

  api.post('/invoices/credit-note', {
    config: create,
    schema: {
      tags,
      summary: 'Credit an approved invoice: goods returned (back to stock) or an allowance',
      description:
        'items: the lines credited (for a return, products sold on the invoice; they come back at the cost they ' +
        'left at), each with the invoice line it credits (invoiceLine, from 1), which caps its quantity at what is ' +
        'left of that line; a return credits no more of a product than was sold. reason is kept. What the invoice still owes goes down first; the rest becomes the customer’s credit, or with ' +
        'excess=refund is paid back from bank.',
      body: creditNoteSchema,
      response: { 201: oneCreditNote },
    },
    handler: async (request, reply) => {
      const { id } = await companyWrite(request, (tx, context) => createCreditNote(tx, context, request.body));
      return reply.code(201).send({ message: 'Credit note created', data: await readCreditNote(request, id) });
    },
  });

  api.delete('/invoices/credit-note/:id', {
    config: remove,
    schema: {
      tags,
      summary: 'Void a credit note: its entry is reversed and the invoice owes again',
      params,
      response: { 200: messageOnlySchema },
    },
    handler: async (request) => {
      const id = idParam(request.params.id, 'Credit note');
      await companyWrite(request, (tx, context) => voidCreditNote(tx, context, id));
      return { message: 'Credit note voided' };
    },
  });
}
