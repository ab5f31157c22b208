import { recurringInvoiceChangesSchema, recurringInvoiceSchema } from '@owo/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, messageOnlySchema, pagedEnvelope, pageInfo } from '../../http/envelope.ts';
import { idParam } from '../../http/params.ts';
import { listQuerystring, parseListQuery, whereFilters } from '../../http/query.ts';
import { companyRead, companyWrite } from '../../http/work.ts';
import { createRecurringInvoice, deleteRecurringInvoice, updateRecurringInvoice } from './recurring.service.ts';
import { getRecurringInvoice, listRecurringInvoices, recurringInvoiceSchemaView } from './recurring.view.ts';
import { create, edit, params, remove, tags, view } from './sales-documents.routes.ts';

/* Recurring invoices (issue 14; spec section 7): /invoices/recurring, registered by invoiceRoutes. */

export function recurringRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/invoices/recurring', {
    config: view,
    schema: {
      tags,
      summary: 'Recurring invoices: what each makes, how often, and its next day',
      querystring: listQuerystring(whereFilters({ customer: 'id' })),
      response: { 200: pagedEnvelope(recurringInvoiceSchemaView) },
    },
    handler: async (request) => {
      const query = parseListQuery(request.query as Record<string, unknown>);
      const { rows, total } = await companyRead(request, (tx, context) => listRecurringInvoices(tx, context, query));
      return { message: 'Recurring invoices', data: rows, pageInfo: pageInfo(query.page, query.limit, total) };
    },
  });

  api.post('/invoices/recurring', {
    config: create,
    schema: {
      tags,
      summary: 'Set up a recurring invoice',
      description:
        'The invoice as for POST /invoices without its dates and number; frequency weekly, monthly, quarterly or ' +
        'yearly from startDate, until endDate or maxCount invoices. Runs missed while Owo was down are made when it ' +
        'is back, each once. approve (default true) needs sales.approve.',
      body: recurringInvoiceSchema,
      response: { 201: envelope(recurringInvoiceSchemaView) },
    },
    handler: async (request, reply) => {
      const { id } = await companyWrite(request, (tx, context) => createRecurringInvoice(tx, context, request.body));
      const data = await companyRead(request, (tx, context) => getRecurringInvoice(tx, context, id));
      return reply.code(201).send({ message: 'Recurring invoice created', data });
    },
  });

  api.get('/invoices/recurring/:id', {
    config: view,
    schema: {
      tags,
      summary: 'One recurring invoice: the invoice it makes, how often, what it has made and its next day',
      params,
      response: { 200: envelope(recurringInvoiceSchemaView) },
    },
    handler: async (request) => {
      const id = idParam(request.params.id, 'Recurring invoice');
      const data = await companyRead(request, (tx, context) => getRecurringInvoice(tx, context, id));
      return { message: 'Recurring invoice', data };
    },
  });

  api.patch('/invoices/recurring/:id', {
    config: edit,
    schema: {
      tags,
      summary: 'Change a recurring invoice (only the fields sent)',
      description:
        'Any field of POST /invoices/recurring, checked as there (approve needs sales.approve once anything but ' +
        'status changes), and status active or paused. items, when sent, replace the lines; endDate or maxCount ' +
        'null clears it. The next day is worked out again after the run day of the last invoice made, so no day ' +
        'is made twice; madeCount stays, and maxCount cannot go under it.',
      params,
      body: recurringInvoiceChangesSchema,
      response: { 200: envelope(recurringInvoiceSchemaView) },
    },
    handler: async (request) => {
      const id = idParam(request.params.id, 'Recurring invoice');
      const changes = request.body;
      await companyWrite(request, (tx, context) => updateRecurringInvoice(tx, context, id, changes));
      const data = await companyRead(request, (tx, context) => getRecurringInvoice(tx, context, id));
      const onlyStatus = Object.keys(changes).every((key) => key === 'status');
      const message =
        onlyStatus && changes.status === 'paused'
          ? 'Recurring invoice paused'
          : onlyStatus && changes.status === 'active'
            ? 'Recurring invoice resumed'
            : 'Recurring invoice updated';
      return { message, data };
    },
  });

  api.delete('/invoices/recurring/:id', {
    config: remove,
    schema: {
      tags,
      summary: 'Stop and delete a recurring invoice (the invoices it made stay)',
      params,
      response: { 200: messageOnlySchema },
    },
    handler: async (request) => {
      const id = idParam(request.params.id, 'Recurring invoice');
      await companyWrite(request, (tx, context) => deleteRecurringInvoice(tx, context, id));
      return { message: 'Recurring invoice deleted' };
    },
  });
}
