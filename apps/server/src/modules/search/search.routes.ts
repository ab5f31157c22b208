import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../http/envelope.ts';
import { companyRead } from '../../http/work.ts';
import { searchProviders } from '../../search/providers.ts';
import { searchResultSchema } from '../../search/registry.ts';
import { searchEverything } from './search.service.ts';

const searchAnswerSchema = z.object({
  /** The text searched for, as read (trimmed, cut to 100 characters). */
  query: z.string(),
  groups: z.array(z.object({ kind: z.string(), label: z.string(), results: z.array(searchResultSchema) })),
});

/** Any permission a provider needs lets a member search; each sees only the kinds they may. */
const searchPermissions = [...new Set(searchProviders.map((provider) => provider.permission))];

export async function searchRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/search', {
    config: { access: { permission: searchPermissions } },
    schema: {
      tags: ['Search'],
      summary: 'Find journals, accounts and bank accounts by what a person remembers of them',
      description:
        'q: a journal number (JV-13, 13), a reference, note, account code or name, bank or account number, or an ' +
        'amount (15000, 15,000, ₦15,000.50) that a journal totals. Results come grouped by kind, only the kinds ' +
        'the member may see; limit (1 to 20, default 5) is per kind. An empty q finds nothing.',
      querystring: z.object({
        // Anything typed is a question: long or odd text is cut and cleaned, not refused.
        q: z.string().optional().default(''),
        limit: z.coerce
          .number({ error: 'limit is not valid.' })
          .int('limit is not valid.')
          .min(1, 'limit is not valid.')
          .max(20, 'limit is not valid.')
          .default(5),
      }),
      response: { 200: envelope(searchAnswerSchema) },
    },
    handler: async (request) => {
      const { q, limit } = request.query;
      const data = await companyRead(request, (tx, context) => searchEverything(tx, context, { text: q, limit }));
      return { message: 'Search results', data };
    },
  });
}
