import { estimateChangesSchema, estimateSchema, todayInLagos } from '@owo/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageOnlySchema } from '../../http/envelope.ts';
import { idParam } from '../../http/params.ts';
import { companyWrite } from '../../http/work.ts';
import { createEstimate, deleteEstimate, invoiceFromEstimate, updateEstimate } from './estimates.service.ts';
import { create, edit, oneDocument, params, readDocument, readRoutes, remove, tags } from './sales-documents.routes.ts';

/* Estimates (issue 14; spec section 7): /invoices/estimate, registered by invoiceRoutes. */

export function estimateRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  readRoutes(app, {
    kind: 'estimate',
    path: '/invoices/estimate',
    plural: 'Estimates',
    customerPath: '/invoices/estimate/customers/:id',
  });

  api.post('/invoices/estimate', {
    config: create,
    schema: {
      tags,
      summary: 'Create an estimate (nothing posts)',
      body: estimateSchema,
      response: { 201: oneDocument },
    },
    handler: async (request, reply) => {
      const { id } = await companyWrite(request, (tx, context) => createEstimate(tx, context, request.body));
      return reply.code(201).send({ message: 'Estimate created', data: await readDocument(request, 'estimate', id) });
    },
  });

  api.patch('/invoices/estimate/:id', {
    config: edit,
    schema: {
      tags,
      summary: 'Change an estimate',
      params,
      body: estimateChangesSchema,
      response: { 200: oneDocument },
    },
    handler: async (request) => {
      const id = idParam(request.params.id, 'Estimate');
      await companyWrite(request, (tx, context) => updateEstimate(tx, context, id, request.body));
      return { message: 'Estimate updated', data: await readDocument(request, 'estimate', id) };
    },
  });

  api.post('/invoices/estimate/:id/invoice', {
    config: create,
    schema: {
      tags,
      summary: 'Turn an estimate into a draft invoice, dated today',
      params,
      response: { 201: oneDocument },
    },
    handler: async (request, reply) => {
      const estimateId = idParam(request.params.id, 'Estimate');
      const { id } = await companyWrite(request, (tx, context) =>
        invoiceFromEstimate(tx, context, estimateId, todayInLagos()),
      );
      return reply.code(201).send({ message: 'Invoice created', data: await readDocument(request, 'invoice', id) });
    },
  });

  api.delete('/invoices/estimate/:id', {
    config: remove,
    schema: { tags, summary: 'Delete an estimate', params, response: { 200: messageOnlySchema } },
    handler: async (request) => {
      const id = idParam(request.params.id, 'Estimate');
      await companyWrite(request, (tx, context) => deleteEstimate(tx, context, id));
      return { message: 'Estimate deleted' };
    },
  });
}
