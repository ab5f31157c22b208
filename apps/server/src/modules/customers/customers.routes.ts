import { customerQuickAddSchema, customerViewSchema } from '@owo/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '../../http/envelope.ts';
import { companyRead, companyWrite } from '../../http/work.ts';
import { registerContactRoutes } from '../contacts/index.ts';
import { customerKind } from './customers.kind.ts';
import { getCustomerView, quickAddCustomer } from './customers.service.ts';

/* Customers (/sales/customers): the contact routes of customerKind, and the quick-add dialog's. */

export async function customerRoutes(app: FastifyInstance) {
  await registerContactRoutes(app, customerKind);

  app.withTypeProvider<ZodTypeProvider>().post('/customer/quick-add', {
    config: { access: { permission: 'sales.create' } },
    schema: {
      tags: ['Customers'],
      summary: 'Quick-add a customer (an individual with a display name) from a document form',
      body: customerQuickAddSchema,
      response: { 201: envelope(customerViewSchema) },
    },
    handler: async (request, reply) => {
      const { id } = await companyWrite(request, (tx, context) => quickAddCustomer(tx, context, request.body));
      const data = await companyRead(request, (tx, context) => getCustomerView(tx, context, id));
      return reply.code(201).send({ message: 'Customer created successfully', data });
    },
  });
}
