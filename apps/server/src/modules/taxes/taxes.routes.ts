import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../http/envelope.ts';
import { companyRead } from '../../http/work.ts';
import { taxOptionSchema, taxOptions } from './taxes.view.ts';

export async function taxRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/tax/options', {
    config: { access: { permission: 'accounting.view' } },
    schema: {
      tags: ['Taxes'],
      summary: "The company's taxes, for a Tax select (VAT first)",
      response: { 200: envelope(z.array(taxOptionSchema)) },
    },
    handler: async (request) => ({
      message: 'Taxes',
      data: await companyRead(request, (tx, context) => taxOptions(tx, context.companyId)),
    }),
  });
}
