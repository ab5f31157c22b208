import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../http/envelope.ts';
import { companyRead } from '../../http/work.ts';
import { gettingStarted } from './getting-started.view.ts';

const gettingStartedSchema = z.object({
  openingBalances: z.boolean(),
  bankAccount: z.boolean(),
  statementImported: z.boolean(),
  journalWritten: z.boolean(),
  reconciled: z.boolean(),
});

/** The dashboard's checklist: which first steps the company has done. Any member may see it. */
export async function gettingStartedRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/getting-started', {
    config: { access: 'member' },
    schema: {
      tags: ['Companies'],
      summary: "Which of the first steps the active company has done (the dashboard's checklist)",
      response: { 200: envelope(gettingStartedSchema) },
    },
    handler: async (request) => {
      const data = await companyRead(request, (tx, context) => gettingStarted(tx, context.companyId));
      return { message: 'Getting started', data };
    },
  });
}
