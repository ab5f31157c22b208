import { discountCreateSchema, discountUpdateSchema } from '@owo/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, messageOnlySchema, pagedEnvelope, pageInfo } from '../../http/envelope.ts';
import { idParam } from '../../http/params.ts';
import { listQuerystring, parseListQuery } from '../../http/query.ts';
import { companyRead, companyWrite } from '../../http/work.ts';
import { createDiscount, deleteDiscount, updateDiscount } from './discounts.service.ts';
import { discountSchema, getDiscountView, listDiscounts } from './discounts.view.ts';

const tags = ['Discounts'];
const params = z.object({ id: z.string() });
const oneDiscount = { 200: envelope(discountSchema) };

const readDiscount = (request: FastifyRequest, id: string) =>
  companyRead(request, (tx, context) => getDiscountView(tx, context.companyId, id));

export async function discountRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const discountId = (raw: string) => idParam(raw, 'Discount').toLowerCase();

  api.get('/discounts', {
    config: { access: { permission: 'settings.view' } },
    schema: {
      tags,
      summary: "The company's discounts, by name",
      querystring: listQuerystring({}),
      response: { 200: pagedEnvelope(discountSchema) },
    },
    handler: async (request) => {
      const query = parseListQuery(request.query as Record<string, unknown>, 1000);
      const { discounts, total } = await companyRead(request, (tx, context) =>
        listDiscounts(tx, context.companyId, query),
      );
      return { message: 'Discounts', data: discounts, pageInfo: pageInfo(query.page, query.limit, total) };
    },
  });

  api.post('/discounts', {
    config: { access: { permission: 'settings.create' } },
    schema: {
      tags,
      summary: 'Add a discount',
      description:
        'type: value (value in naira) or percentage (value 0.01 to 100). chartofAccount: an income or expense ' +
        'account of the company; default Sales Discounts (Discounts Allowed). The code is unique in the company.',
      body: discountCreateSchema,
      response: { 201: envelope(discountSchema) },
    },
    handler: async (request, reply) => {
      const { id } = await companyWrite(request, (tx, context) => createDiscount(tx, context, request.body));
      return reply.code(201).send({ message: 'Discount created', data: await readDiscount(request, id) });
    },
  });

  api.get('/discounts/:id', {
    config: { access: { permission: 'settings.view' } },
    schema: { tags, summary: 'One discount', params, response: oneDiscount },
    handler: async (request) => ({
      message: 'Discount',
      data: await readDiscount(request, discountId(request.params.id)),
    }),
  });

  api.patch('/discounts/:id', {
    config: { access: { permission: 'settings.edit' } },
    schema: {
      tags,
      summary: 'Change a discount (only the fields sent)',
      params,
      body: discountUpdateSchema,
      response: oneDiscount,
    },
    handler: async (request) => {
      const id = discountId(request.params.id);
      await companyWrite(request, (tx, context) =>
        updateDiscount(tx, context, { discountId: id, change: request.body }),
      );
      return { message: 'Discount updated', data: await readDiscount(request, id) };
    },
  });

  api.delete('/discounts/:id', {
    config: { access: { permission: 'settings.delete' } },
    schema: { tags, summary: 'Delete a discount', params, response: { 200: messageOnlySchema } },
    handler: async (request) => {
      const id = discountId(request.params.id);
      await companyWrite(request, (tx, context) => deleteDiscount(tx, context, { discountId: id }));
      return { message: 'Discount deleted' };
    },
  });
}
