import { paymentMethodBodySchema, paymentMethodUpdateSchema } from '@owo/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, messageOnlySchema, pagedEnvelope, pageInfo } from '../../http/envelope.ts';
import { idParam } from '../../http/params.ts';
import { listQuerystring, parseListQuery } from '../../http/query.ts';
import { companyRead, companyWrite } from '../../http/work.ts';
import {
  createPaymentMethod,
  deletePaymentMethod,
  getPaymentMethod,
  listPaymentMethods,
  updatePaymentMethod,
} from './payment-methods.service.ts';

const paymentMethodSchema = z.object({ _id: z.string(), name: z.string(), description: z.string() });
const tags = ['Payments'];
const params = z.object({ id: z.string() });

const readMethod = (request: FastifyRequest, id: string) =>
  companyRead(request, (tx, context) => getPaymentMethod(tx, context.companyId, id));

export async function paymentMethodRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const methodId = (raw: string) => idParam(raw, 'Payment method').toLowerCase();

  // Reads are for the forms that pick a method (sales.view; expenses adds its own when it lands) and
  // for the settings list (settings.view), so the page a settings role opens can load.
  const read = { access: { permission: ['sales.view', 'settings.view'] as const } };
  api.get('/payments/method', {
    config: read,
    schema: {
      tags,
      summary: "The company's payment methods (Cash, Bank Transfer, POS...)",
      querystring: listQuerystring({}),
      response: { 200: pagedEnvelope(paymentMethodSchema) },
    },
    handler: async (request) => {
      const query = parseListQuery(request.query as Record<string, unknown>, 1000);
      const { methods, total } = await companyRead(request, (tx, context) =>
        listPaymentMethods(tx, context, { query }),
      );
      return { message: 'Payment methods', data: methods, pageInfo: pageInfo(query.page, query.limit, total) };
    },
  });

  api.post('/payments/method', {
    config: { access: { permission: 'settings.create' } },
    schema: {
      tags,
      summary: 'Add a payment method (name unique in the company)',
      body: paymentMethodBodySchema,
      response: { 201: envelope(paymentMethodSchema) },
    },
    handler: async (request, reply) => {
      const { id } = await companyWrite(request, (tx, context) => createPaymentMethod(tx, context, request.body));
      return reply.code(201).send({ message: 'Payment method added', data: await readMethod(request, id) });
    },
  });

  api.get('/payments/method/:id', {
    config: read,
    schema: { tags, summary: 'One payment method', params, response: { 200: envelope(paymentMethodSchema) } },
    handler: async (request) => ({
      message: 'Payment method',
      data: await readMethod(request, methodId(request.params.id)),
    }),
  });

  api.patch('/payments/method/:id', {
    config: { access: { permission: 'settings.edit' } },
    schema: {
      tags,
      summary: 'Change a payment method (only the fields sent)',
      params,
      body: paymentMethodUpdateSchema,
      response: { 200: envelope(paymentMethodSchema) },
    },
    handler: async (request) => {
      const id = methodId(request.params.id);
      await companyWrite(request, (tx, context) => updatePaymentMethod(tx, context, { id, change: request.body }));
      return { message: 'Payment method updated', data: await readMethod(request, id) };
    },
  });

  api.delete('/payments/method/:id', {
    config: { access: { permission: 'settings.delete' } },
    schema: {
      tags,
      summary: 'Delete a payment method (the last one cannot be)',
      params,
      response: { 200: messageOnlySchema },
    },
    handler: async (request) => {
      const id = methodId(request.params.id);
      await companyWrite(request, (tx, context) => deletePaymentMethod(tx, context, { id }));
      return { message: 'Payment method deleted' };
    },
  });
}
