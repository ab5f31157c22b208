import { contactSchema, tryDemoSchema, waitlistSchema } from '@owo/core';
import { demoRequests, users, waitlistEntries } from '@owo/db';
import { count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userIdOf } from '../../http/access.ts';
import { messageOnlySchema, pageInfo } from '../../http/envelope.ts';
import { Forbidden } from '../../http/errors.ts';
import { parseListQuery } from '../../http/query.ts';
import { joinWaitlist, requestDemo, sendContactMessage } from './public-site.service.ts';

export async function publicSiteRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, config: app.config };
  const tags = ['Public site'];
  const config = { access: 'public' as const };

  api.post('/waitlist', {
    config,
    preHandler: app.throttle('waitlist'),
    schema: { tags, summary: 'Join the waitlist', body: waitlistSchema, response: { 201: messageOnlySchema } },
    handler: async (request, reply) => {
      await joinWaitlist(deps, request.body);
      return reply.code(201).send({ message: "Thank you for joining the Owo waitlist. We'll be in touch soon." });
    },
  });

  api.post('/try-demo', {
    config,
    preHandler: app.throttle('try-demo'),
    schema: {
      tags,
      summary: 'Email a sign-in link to a demo company',
      body: tryDemoSchema,
      response: { 201: messageOnlySchema },
    },
    handler: async (request, reply) => {
      await requestDemo(deps, request.body);
      return reply.code(201).send({ message: 'Check your email: we have sent you a link to your demo company.' });
    },
  });

  api.post('/contact', {
    config,
    preHandler: app.throttle('contact'),
    schema: {
      tags,
      summary: 'Send a message to the Owo team',
      body: contactSchema,
      response: { 201: messageOnlySchema },
    },
    handler: async (request, reply) => {
      await sendContactMessage(deps, request.body);
      return reply.code(201).send({ message: 'Thank you for your message. We reply within one working day.' });
    },
  });

  /** Waitlist and demo entries are the platform's, listed only to its staff (PLATFORM_ADMIN_EMAILS). */
  async function assertStaff(request: FastifyRequest) {
    const [user] = await app.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, userIdOf(request)));
    if (!user || !app.config.PLATFORM_ADMIN_EMAILS.includes(user.email)) throw new Forbidden();
  }

  api.get('/customer/waitlist', {
    config: { access: 'user' },
    schema: { tags, summary: 'Waitlist entries, newest first (platform staff)' },
    handler: async (request) => {
      await assertStaff(request);
      const query = parseListQuery(request.query as Record<string, unknown>);
      const [rows, [total]] = await Promise.all([
        app.db
          .select()
          .from(waitlistEntries)
          .orderBy(desc(waitlistEntries.createdAt))
          .limit(query.limit)
          .offset(query.offset),
        app.db.select({ value: count() }).from(waitlistEntries),
      ]);
      return {
        message: 'Waitlist',
        data: rows.map(({ id, createdAt, ...entry }) => ({ _id: id, ...entry, date: createdAt.toISOString() })),
        pageInfo: pageInfo(query.page, query.limit, total?.value ?? 0),
      };
    },
  });

  api.get('/customer/trydemo', {
    config: { access: 'user' },
    schema: { tags, summary: 'Try-demo requests, newest first (platform staff)' },
    handler: async (request) => {
      await assertStaff(request);
      const query = parseListQuery(request.query as Record<string, unknown>);
      const [rows, [total]] = await Promise.all([
        app.db
          .select()
          .from(demoRequests)
          .orderBy(desc(demoRequests.createdAt))
          .limit(query.limit)
          .offset(query.offset),
        app.db.select({ value: count() }).from(demoRequests),
      ]);
      return {
        message: 'Try demo',
        data: rows.map((row) => ({
          _id: row.id,
          email: row.email,
          company: row.companyId,
          date: row.createdAt.toISOString(),
        })),
        pageInfo: pageInfo(query.page, query.limit, total?.value ?? 0),
      };
    },
  });
}
