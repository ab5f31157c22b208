import { paymentMethods } from '@owo/db';
import { asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../http/access.ts';
import { pagedEnvelope, pageInfo } from '../../http/envelope.ts';
import { parseListQuery } from '../../http/query.ts';

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
      const { companyId } = contextOf(request);
      const query = parseListQuery(request.query as Record<string, unknown>, 1000);
      const where = eq(paymentMethods.companyId, companyId);
      const [rows, [total]] = await Promise.all([
        app.db
          .select()
          .from(paymentMethods)
          .where(where)
          .orderBy(asc(paymentMethods.name))
          .limit(query.limit)
          .offset(query.offset),
        app.db.select({ value: count() }).from(paymentMethods).where(where),
      ]);
      return {
        message: 'Payment methods',
        data: rows.map((row) => ({ _id: row.id, name: row.name })),
        pageInfo: pageInfo(query.page, query.limit, total?.value ?? 0),
      };
    },
  });
}
