import { contactOptionSchema } from '@owo/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../http/envelope.ts';
import { companyRead } from '../../http/work.ts';
import { contactOptions } from './contacts.view.ts';

export async function contactRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/contacts/options', {
    config: { access: { permission: 'accounting.view' } },
    schema: {
      tags: ['Contacts'],
      summary: "The company's customers and vendors, by name, for a Contact select",
      querystring: z
        .object({ kind: z.enum(['customer', 'vendor'], { error: 'Kind is not valid.' }).optional() })
        .loose(),
      response: { 200: envelope(z.array(contactOptionSchema)) },
    },
    handler: async (request) => ({
      message: 'Contacts',
      data: await companyRead(request, (tx, context) => contactOptions(tx, context, request.query.kind)),
    }),
  });
}
