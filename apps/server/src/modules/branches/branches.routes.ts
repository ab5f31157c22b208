import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, pagedEnvelope, pageInfo } from '../../http/envelope.ts';
import { idParam } from '../../http/params.ts';
import { listQuerystring, parseListQuery } from '../../http/query.ts';
import { companyRead } from '../../http/work.ts';
import { getBranch, listBranches } from './branches.service.ts';

/** Any member may read the branches: every form with a branch field lists them. */

const branchSchema = z.object({
  _id: z.string(),
  name: z.string(),
  address: z.string(),
  website: z.string().nullable(),
  company: z.string(),
});

export async function branchRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'member' as const };
  const tags = ['Branches'];

  api.get('/branches', {
    config,
    schema: {
      tags,
      summary: "The company's branches, by name",
      description: 'limit (default 1000), page; where[name] finds names containing it.',
      querystring: listQuerystring({ 'where[name]': 'text' }),
      response: { 200: pagedEnvelope(branchSchema) },
    },
    handler: async (request) => {
      const query = parseListQuery(request.query as Record<string, unknown>, 1000);
      const { branches, total } = await companyRead(request, (tx, context) => listBranches(tx, context, { query }));
      return { message: 'Branches', data: branches, pageInfo: pageInfo(query.page, query.limit, total) };
    },
  });

  api.get('/branches/:id', {
    config,
    schema: {
      tags,
      summary: 'One branch',
      params: z.object({ id: z.string() }),
      response: { 200: envelope(branchSchema) },
    },
    handler: async (request) => {
      const id = idParam(request.params.id, 'Branch');
      return { message: 'Branch', data: await companyRead(request, (tx, context) => getBranch(tx, context, { id })) };
    },
  });
}
