import { businessTypes, countries, currencies, industries, states } from '@owo/db';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFound } from '../../errors.ts';
import { envelope } from '../../http/envelope.ts';

const named = z.object({ _id: z.string(), name: z.string() });
const coded = named.extend({ code: z.string() });

/**
 * Reference lists. They are the same for everyone and are needed before sign-in (the waitlist and
 * setup forms), so they are public and cacheable.
 */
export async function lookupRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'public' as const };
  const tags = ['Lookups'];
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
  });

  api.get('/currencies', {
    config,
    schema: { tags, response: { 200: envelope(z.array(coded.extend({ symbol: z.string() }))) } },
    handler: async () => {
      const rows = await app.db.select().from(currencies).orderBy(asc(currencies.code));
      return {
        message: 'Currencies',
        data: rows.map((row) => ({ _id: row.code, code: row.code, name: row.name, symbol: row.symbol })),
      };
    },
  });

  api.get('/industries', {
    config,
    schema: { tags, response: { 200: envelope(z.array(named)) } },
    handler: async () => {
      const rows = await app.db.select().from(industries).orderBy(asc(industries.name));
      return { message: 'Industries', data: rows.map((row) => ({ _id: row.id, name: row.name })) };
    },
  });

  api.get('/business-types', {
    config,
    schema: { tags, response: { 200: envelope(z.array(named)) } },
    handler: async () => {
      const rows = await app.db.select().from(businessTypes).orderBy(asc(businessTypes.name));
      return { message: 'Business types', data: rows.map((row) => ({ _id: row.id, name: row.name })) };
    },
  });

  api.get('/countries', {
    config,
    schema: { tags, response: { 200: envelope(z.array(coded.extend({ dialCode: z.string() }))) } },
    handler: async () => {
      const rows = await app.db.select().from(countries).orderBy(asc(countries.name));
      return {
        message: 'Countries',
        data: rows.map((row) => ({ _id: row.code, code: row.code, name: row.name, dialCode: row.dialCode })),
      };
    },
  });

  api.get('/countries/:code/states', {
    config,
    schema: { tags, params: z.object({ code: z.string() }), response: { 200: envelope(z.array(coded)) } },
    handler: async (request) => {
      const code = request.params.code.toUpperCase();
      const [country] = await app.db.select().from(countries).where(eq(countries.code, code));
      if (!country) throw new NotFound('Country');
      const rows = await app.db.select().from(states).where(eq(states.countryCode, code)).orderBy(asc(states.name));
      return { message: 'States', data: rows.map((row) => ({ _id: row.id, code: row.code, name: row.name })) };
    },
  });
}
