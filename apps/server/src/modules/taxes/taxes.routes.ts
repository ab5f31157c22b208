import { taxCreateSchema, taxOptionSchema, taxUpdateSchema } from '@owo/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, messageOnlySchema, pagedEnvelope, pageInfo } from '../../http/envelope.ts';
import { idParam } from '../../http/params.ts';
import { listQuerystring, parseListQuery } from '../../http/query.ts';
import { companyRead, companyWrite } from '../../http/work.ts';
import { createTax, deleteTax, updateTax } from './taxes.service.ts';
import { getTaxView, listTaxes, taxDetailSchema, taxOptions, taxSchema } from './taxes.view.ts';

const tags = ['Taxes'];
const view = { access: { permission: 'tax.view' as const } };
const create = { access: { permission: 'tax.create' as const } };
const edit = { access: { permission: 'tax.edit' as const } };
const remove = { access: { permission: 'tax.delete' as const } };
const params = z.object({ id: z.string() });
const oneTax = { 200: envelope(taxDetailSchema) };

const readTax = (request: FastifyRequest, id: string) =>
  companyRead(request, (tx, context) => getTaxView(tx, context, id));

export async function taxRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const taxId = (raw: string) => idParam(raw, 'Tax').toLowerCase();

  api.get('/tax/options', {
    config: { access: { permission: 'accounting.view' } },
    schema: {
      tags,
      summary: "The company's taxes, for a Tax select (VAT first)",
      response: { 200: envelope(z.array(taxOptionSchema)) },
    },
    handler: async (request) => ({
      message: 'Taxes',
      data: await companyRead(request, (tx, context) => taxOptions(tx, context.companyId)),
    }),
  });

  api.get('/tax', {
    config: view,
    schema: {
      tags,
      summary: "The company's taxes (VAT first), with the rate in force today",
      querystring: listQuerystring({}),
      response: { 200: pagedEnvelope(taxSchema) },
    },
    handler: async (request) => {
      const query = parseListQuery(request.query as Record<string, unknown>, 100);
      const { taxes, total } = await companyRead(request, (tx, context) => listTaxes(tx, context.companyId, query));
      return { message: 'Taxes', data: taxes, pageInfo: pageInfo(query.page, query.limit, total) };
    },
  });

  api.post('/tax', {
    config: create,
    schema: {
      tags,
      summary: 'Add a tax',
      description:
        "rate: a percentage, '7.5%' or 7.5. chartofAccount: the tax account (where tax on sales posts); " +
        'purchasesAccount: where tax on purchases posts. Both must be liability or asset accounts of the company. ' +
        'effectiveFrom: the day the rate takes effect (default today).',
      body: taxCreateSchema,
      response: { 201: envelope(taxDetailSchema) },
    },
    handler: async (request, reply) => {
      const { id } = await companyWrite(request, (tx, context) => createTax(tx, context, request.body));
      return reply.code(201).send({ message: 'Tax created', data: await readTax(request, id) });
    },
  });

  api.get('/tax/:id', {
    config: view,
    schema: {
      tags,
      summary: "One tax with its dated rates, its accounts' balances and what uses it",
      params,
      response: oneTax,
    },
    handler: async (request) => ({ message: 'Tax', data: await readTax(request, taxId(request.params.id)) }),
  });

  api.patch('/tax/:id', {
    config: edit,
    schema: {
      tags,
      summary: 'Change a tax (only the fields sent)',
      description:
        'A new rate takes effect from effectiveFrom (default today): documents dated before it keep the old rate.',
      params,
      body: taxUpdateSchema,
      response: oneTax,
    },
    handler: async (request) => {
      const id = taxId(request.params.id);
      await companyWrite(request, (tx, context) => updateTax(tx, context, { taxId: id, change: request.body }));
      return { message: 'Tax updated', data: await readTax(request, id) };
    },
  });

  api.delete('/tax/:id', {
    config: remove,
    schema: {
      tags,
      summary: 'Delete a tax nothing uses (409 otherwise: make it inactive instead)',
      params,
      response: { 200: messageOnlySchema },
    },
    handler: async (request) => {
      await companyWrite(request, (tx, context) => deleteTax(tx, context, { taxId: taxId(request.params.id) }));
      return { message: 'Tax deleted' };
    },
  });
}
