import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagedEnvelope, pageInfo } from '../../http/envelope.ts';
import { parseListQuery } from '../../http/query.ts';
import { companyRead } from '../../http/work.ts';
import { listPaymentMethods } from './payment-methods.service.ts';

const paymentMethodSchema = z.object({ _id: z.string(), name: z.string() });

export async function paymentMethodRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/payments/method', {
    config: { access: { permission: 'sales.view' } },
    schema: {
      tags: ['Payments'],
      summary: "The company's payment methods (Cash, Bank Transfer, POS...)",
      headers: z.object({ 'x-company-id': z.string() }).passthrough(),
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
}
