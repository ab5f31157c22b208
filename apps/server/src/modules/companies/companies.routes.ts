import { companySetupSchema, companySummarySchema, subscriptionSchema } from '@owo/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFound } from '../../errors.ts';
import { clientRequestIdOf, userIdOf } from '../../http/access.ts';
import { envelope } from '../../http/envelope.ts';
import { userWrite } from '../../http/work.ts';
import { getCompany, listCompaniesOfUser, setupCompany } from './companies.service.ts';
import { companyDetailsSchema, companySettingsRoutes } from './company-settings.routes.ts';

const companySchema = companyDetailsSchema.extend({
  activeSubscriptionId: z.string().nullable(),
  subscription: subscriptionSchema.nullable(),
  createdAt: z.string(),
});

export async function companyRoutes(app: FastifyInstance) {
  // The company of x-company-id as settings (/companies/current, /companies/logo), in its own scope.
  await app.register(companySettingsRoutes);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Companies'];

  api.get('/companies', {
    config: { access: 'user' },
    schema: { tags, summary: 'Companies I belong to', response: { 200: envelope(z.array(companySummarySchema)) } },
    handler: async (request) => ({ message: 'Companies', data: await listCompaniesOfUser(app.db, userIdOf(request)) }),
  });

  api.get('/companies/:id', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'One of my companies',
      params: z.object({ id: z.string() }),
      response: { 200: envelope(companySchema) },
    },
    handler: async (request) => {
      const id = z.uuid().safeParse(request.params.id);
      // A malformed id names no company of yours, like any other id that is not yours.
      if (!id.success) throw new NotFound('Company');
      return { message: 'Company', data: await getCompany(app.db, userIdOf(request), id.data) };
    },
  });

  api.post('/companies', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'Set up a business',
      body: companySetupSchema,
      response: { 201: envelope(companySchema) },
    },
    handler: async (request, reply) => {
      const data = await userWrite(request, (tx, userId) =>
        setupCompany(tx, { userId, requestId: request.id, clientRequestId: clientRequestIdOf(request) }, request.body, {
          trialDays: app.config.TRIAL_DAYS,
        }),
      );
      return reply.code(201).send({ message: 'Your business is set up', data });
    },
  });
}
