import {
  contactSchema,
  pricingOn,
  pricingView,
  pricingViewSchema,
  todayInLagos,
  tryDemoSchema,
  waitlistSchema,
} from '@owo/core';
import { demoRequests, users, waitlistEntries } from '@owo/db';
import { count, desc, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Forbidden } from '../../errors.ts';
import { userIdOf } from '../../http/access.ts';
import { envelope, messageOnlySchema, pageInfo } from '../../http/envelope.ts';
import { parseListQuery } from '../../http/query.ts';
import { joinWaitlist, requestDemo, sendContactMessage } from './public-site.service.ts';

export async function publicSiteRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, config: app.config };
  const tags = ['Public site'];
  const config = { access: 'public' as const };

  api.get('/plans', {
    config,
    schema: {
      tags,
      summary: "Owo's plans and prices in force today",
      description: 'Naira, VAT included; each plan with its limits and what its card lists (core billing/plans.ts).',
      response: { 200: envelope(pricingViewSchema) },
    },
    handler: async () => ({ message: 'Plans', data: pricingView(pricingOn(todayInLagos())) }),
  });

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

  /**
   * Waitlist and demo entries are the platform's, listed only to its staff (PLATFORM_ADMIN_EMAILS),
   * and only once the address is proven: anyone can sign up with an email they do not own.
   */
  async function assertStaff(request: FastifyRequest) {
    const [user] = await app.db
      .select({ email: users.email, emailVerifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, userIdOf(request)));
    if (!user?.emailVerifiedAt || !app.config.PLATFORM_ADMIN_EMAILS.includes(user.email)) throw new Forbidden();
  }

  /** A platform list for staff: newest first, paged. */
  function staffList<Table extends typeof waitlistEntries | typeof demoRequests>(options: {
    path: string;
    summary: string;
    message: string;
    table: Table;
    view: (row: Table['$inferSelect']) => Record<string, unknown>;
  }) {
    api.get(options.path, {
      config: { access: 'user' },
      schema: { tags, summary: options.summary },
      handler: async (request) => {
        await assertStaff(request);
        const query = parseListQuery(request.query as Record<string, unknown>);
        // Drizzle cannot check a query over a table type parameter; each list's view says its row.
        const table: PgTable = options.table;
        const [rows, [total]] = await Promise.all([
          app.db.select().from(table).orderBy(desc(options.table.createdAt)).limit(query.limit).offset(query.offset),
          app.db.select({ value: count() }).from(table),
        ]);
        return {
          message: options.message,
          data: rows.map((row) => options.view(row as Table['$inferSelect'])),
          pageInfo: pageInfo(query.page, query.limit, total?.value ?? 0),
        };
      },
    });
  }

  staffList({
    path: '/customer/waitlist',
    summary: 'Waitlist entries, newest first (platform staff)',
    message: 'Waitlist',
    table: waitlistEntries,
    view: ({ id, createdAt, ...entry }) => ({ _id: id, ...entry, date: createdAt.toISOString() }),
  });

  staffList({
    path: '/customer/trydemo',
    summary: 'Try-demo requests, newest first (platform staff)',
    message: 'Try demo',
    table: demoRequests,
    view: (row) => ({ _id: row.id, email: row.email, company: row.companyId, date: row.createdAt.toISOString() }),
  });
}
