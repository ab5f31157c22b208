import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../http/envelope.ts';

export async function systemRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'public' as const };
  const tags = ['System'];

  api.get('/health', {
    config,
    schema: { tags, summary: 'The process is up', response: { 200: envelope(z.object({ status: z.literal('ok') })) } },
    handler: async () => ({ message: 'OK', data: { status: 'ok' as const } }),
  });

  api.get('/ready', {
    config,
    schema: { tags, summary: 'The database answers' },
    handler: async (_request, reply) => {
      try {
        await app.database.ping();
        return { message: 'Ready', data: { status: 'ready', database: app.database.kind } };
      } catch {
        return reply.code(503).send({ message: 'The database is not reachable' });
      }
    },
  });

  api.get('/config', {
    config,
    schema: { tags, summary: 'What the web app needs to know about this server' },
    handler: async () => ({ message: 'Config', data: { googleClientId: app.config.GOOGLE_CLIENT_ID ?? null } }),
  });
}
