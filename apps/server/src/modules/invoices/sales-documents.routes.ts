import type { SalesDocumentKind } from '@owo/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, pagedEnvelope, pageInfo } from '../../http/envelope.ts';
import { idParam } from '../../http/params.ts';
import { listQuerystring, parseListQuery, whereFilters } from '../../http/query.ts';
import { companyRead } from '../../http/work.ts';
import { documentNouns } from './sales.ledger.ts';
import { getSalesDocument, salesDocumentSchema } from './sales.view.ts';
import { listSalesDocuments, salesListItemSchema } from './sales-list.view.ts';

/*
 * What the routes of every sales document share (issue 14; spec section 7): the access each
 * needs, the answer of one document, and the list and read routes, the same for every kind.
 */

export const tags = ['Sales documents'];
export const params = z.object({ id: z.string() });
export const listFilters = whereFilters({
  status: 'text',
  branch: 'id',
  period: 'text',
  customer: 'id',
  search: 'text',
});
export const view = { access: { permission: 'sales.view' } } as const;
export const create = { access: { permission: 'sales.create' } } as const;
export const edit = { access: { permission: 'sales.edit' } } as const;
export const remove = { access: { permission: 'sales.delete' } } as const;
export const oneDocument = envelope(salesDocumentSchema);

export function readDocument(request: FastifyRequest, kind: SalesDocumentKind, id: string) {
  return companyRead(request, (tx, context) => getSalesDocument(tx, context, kind, id));
}

interface KindRoutes {
  kind: SalesDocumentKind;
  path: string;
  plural: string;
  /** The customer's documents of this kind (spec section 7: /invoices/estimate/customers/{id}). */
  customerPath?: string;
}

/** The list and the read, the same for every kind. */
export function readRoutes(app: FastifyInstance, { kind, path, plural, customerPath }: KindRoutes) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const noun = documentNouns[kind];
  api.get(path, {
    config: view,
    schema: {
      tags,
      summary: `${plural}, newest first`,
      description:
        'Filters: where[status] (draft, awaiting-approval, unpaid, partly-paid, paid, overdue, void for invoices), ' +
        'where[branch], where[customer], where[period] (365, 120, 90, 60, 30, last-month, this-month, last-year) or ' +
        'range[startDate] and range[endDate], where[search] (number or customer name).',
      querystring: listQuerystring(listFilters),
      response: { 200: pagedEnvelope(salesListItemSchema) },
    },
    handler: async (request) => {
      const query = parseListQuery(request.query as Record<string, unknown>);
      const { rows, total } = await companyRead(request, (tx, context) => listSalesDocuments(tx, context, kind, query));
      return { message: plural, data: rows, pageInfo: pageInfo(query.page, query.limit, total) };
    },
  });
  if (customerPath) {
    api.get(customerPath, {
      config: view,
      schema: {
        tags,
        summary: `A customer's ${plural.toLowerCase()}, newest first`,
        params,
        querystring: listQuerystring({}),
        response: { 200: pagedEnvelope(salesListItemSchema) },
      },
      handler: async (request) => {
        const query = parseListQuery(request.query as Record<string, unknown>);
        const customer = idParam(request.params.id, 'Customer');
        const { rows, total } = await companyRead(request, (tx, context) =>
          listSalesDocuments(tx, context, kind, { ...query, where: { customer } }),
        );
        return { message: plural, data: rows, pageInfo: pageInfo(query.page, query.limit, total) };
      },
    });
  }
  api.get(`${path}/:id`, {
    config: view,
    schema: {
      tags,
      summary: `One ${noun.toLowerCase()} with its lines, payments and history`,
      params,
      response: { 200: oneDocument },
    },
    handler: async (request) => ({
      message: noun,
      data: await readDocument(request, kind, idParam(request.params.id, noun)),
    }),
  });
}
