import { gettingStartedViewSchema } from '@owo/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '../../http/envelope.ts';
import { companyRead } from '../../http/work.ts';
import { gettingStarted } from './getting-started.view.ts';

/**
 * The dashboard's checklist: the first steps this member may do, and which the company has done.
 * Any member may ask; a member whose role allows none of the steps gets an empty list.
 */
export async function gettingStartedRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/getting-started', {
    config: { access: 'member' },
    schema: {
      tags: ['Companies'],
      summary: "The member's first steps and which the active company has done (the dashboard's checklist)",
      response: { 200: envelope(gettingStartedViewSchema) },
    },
    handler: async (request) => {
      const data = await companyRead(request, (tx, context) => gettingStarted(tx, context));
      return { message: 'Getting started', data };
    },
  });
}
