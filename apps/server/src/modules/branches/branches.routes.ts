import { branches } from '@owo/db';
import { and, asc, count, eq, ilike } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFound } from '../../errors.ts';
import { contextOf } from '../../http/access.ts';
import { envelope, pagedEnvelope, pageInfo } from '../../http/envelope.ts';
import { idParam } from '../../http/params.ts';
import { parseListQuery } from '../../http/query.ts';

/*
 * The company's branches, as every form with a branch field lists them. Any member may read them;
 * creating and editing branches belongs to the settings screens.
 */

const branchSchema = z.object({
  _id: z.string(),
  name: z.string(),
  address: z.string(),
  website: z.string().nullable(),
  company: z.string(),
});

const branchView = (row: typeof branches.$inferSelect) => ({
  _id: row.id,
  name: row.name,
  address: row.address,
  website: row.website,
  company: row.companyId,
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
      response: { 200: pagedEnvelope(branchSchema) },
    },
    handler: async (request) => {
      const { companyId } = contextOf(request);
      const query = parseListQuery(request.query as Record<string, unknown>, 1000);
      const name = query.where.name;
      const where = and(eq(branches.companyId, companyId), name ? ilike(branches.name, `%${name}%`) : undefined);
      const [rows, [total]] = await Promise.all([
        app.db.select().from(branches).where(where).orderBy(asc(branches.name)).limit(query.limit).offset(query.offset),
        app.db.select({ value: count() }).from(branches).where(where),
      ]);
      return {
        message: 'Branches',
        data: rows.map(branchView),
        pageInfo: pageInfo(query.page, query.limit, total?.value ?? 0),
      };
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
      const { companyId } = contextOf(request);
      const id = idParam(request.params.id, 'Branch');
      const [row] = await app.db
        .select()
        .from(branches)
        .where(and(eq(branches.companyId, companyId), eq(branches.id, id)));
      if (!row) throw new NotFound('Branch');
      return { message: 'Branch', data: branchView(row) };
    },
  });
}
