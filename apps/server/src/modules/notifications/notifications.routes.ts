import { notificationViewSchema } from '@owo/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, messageOnlySchema, pageInfo, pageInfoSchema } from '../../http/envelope.ts';
import { idParam } from '../../http/params.ts';
import { listQuerystring, parseListQuery } from '../../http/query.ts';
import { companyRead, companyWrite } from '../../http/work.ts';
import { listNotifications, markAllRead, markRead } from './notifications.service.ts';

const tags = ['Notifications'];
/** Each member reads and marks only their own feed; no other permission is needed. */
const member = { access: 'member' as const };

export async function notificationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/notifications', {
    config: member,
    schema: {
      tags,
      summary: "The caller's notifications, newest first, with the unread count",
      querystring: listQuerystring({}),
      response: {
        200: z.object({
          message: z.string(),
          data: z.array(notificationViewSchema),
          unread: z.number(),
          pageInfo: pageInfoSchema,
        }),
      },
    },
    handler: async (request) => {
      const query = parseListQuery(request.query as Record<string, unknown>, 20);
      const feed = await companyRead(request, (tx, context) =>
        listNotifications(tx, context, { offset: query.offset, limit: query.limit }),
      );
      return {
        message: 'Notifications',
        data: feed.notifications,
        unread: feed.unread,
        pageInfo: pageInfo(query.page, query.limit, feed.total),
      };
    },
  });

  api.patch('/notifications/:notificationId/read', {
    config: member,
    schema: {
      tags,
      summary: 'Mark one of your notifications read',
      params: z.object({ notificationId: z.string() }),
      response: { 200: envelope(notificationViewSchema) },
    },
    handler: async (request) => {
      const id = idParam(request.params.notificationId, 'Notification');
      const data = await companyWrite(request, (tx, context) => markRead(tx, context, id));
      return { message: 'Notification read', data };
    },
  });

  api.post('/notifications/read-all', {
    config: member,
    schema: { tags, summary: 'Mark all your notifications read', response: { 200: messageOnlySchema } },
    handler: async (request) => {
      await companyWrite(request, (tx, context) => markAllRead(tx, context));
      return { message: 'All notifications read' };
    },
  });
}
