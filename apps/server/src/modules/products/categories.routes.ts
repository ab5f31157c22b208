import { productCategorySchema as categoryBodySchema, productCategoryViewSchema } from '@owo/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, messageOnlySchema, pagedEnvelope, pageInfo } from '../../http/envelope.ts';
import { idParam } from '../../http/params.ts';
import { listQuerystring, parseListQuery } from '../../http/query.ts';
import { companyRead, companyWrite } from '../../http/work.ts';
import { createCategory, deleteCategory, updateCategory } from './categories.service.ts';
import { getCategoryView, listCategories } from './categories.view.ts';

/*
 * Product categories (/products/categories), registered by productRoutes: read by any member who
 * may see sales, changed only by a member not limited to a branch (wholeCompany).
 */

const params = z.object({ id: z.string() });
const oneCategory = { 200: envelope(productCategoryViewSchema) };
const catalogue = { wholeCompany: true } as const;

const readCategory = (request: FastifyRequest, id: string) =>
  companyRead(request, (tx, context) => getCategoryView(tx, context.companyId, id));
const categoryId = (raw: string) => idParam(raw, 'Category').toLowerCase();

export function registerCategoryRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const categoryTags = ['Product categories'];

  api.get('/products/categories', {
    config: { access: { permission: 'sales.view' } },
    schema: {
      tags: categoryTags,
      summary: 'Product categories, by name',
      querystring: listQuerystring({}),
      response: { 200: pagedEnvelope(productCategoryViewSchema) },
    },
    handler: async (request) => {
      const query = parseListQuery(request.query as Record<string, unknown>, 1000);
      const { categories, total } = await companyRead(request, (tx, context) =>
        listCategories(tx, context.companyId, query),
      );
      return { message: 'Categories', data: categories, pageInfo: pageInfo(query.page, query.limit, total) };
    },
  });

  api.post('/products/categories', {
    config: { access: { permission: 'sales.create' }, ...catalogue },
    schema: {
      tags: categoryTags,
      summary: 'Add a category',
      body: categoryBodySchema,
      response: { 201: envelope(productCategoryViewSchema) },
    },
    handler: async (request, reply) => {
      const { id } = await companyWrite(request, (tx, context) => createCategory(tx, context, request.body));
      return reply.code(201).send({ message: 'Category created', data: await readCategory(request, id) });
    },
  });

  api.get('/products/categories/:id', {
    config: { access: { permission: 'sales.view' } },
    schema: { tags: categoryTags, summary: 'One category', params, response: oneCategory },
    handler: async (request) => ({
      message: 'Category',
      data: await readCategory(request, categoryId(request.params.id)),
    }),
  });

  api.patch('/products/categories/:id', {
    config: { access: { permission: 'sales.edit' }, ...catalogue },
    schema: {
      tags: categoryTags,
      summary: 'Change a category',
      params,
      body: categoryBodySchema,
      response: oneCategory,
    },
    handler: async (request) => {
      const id = categoryId(request.params.id);
      await companyWrite(request, (tx, context) =>
        updateCategory(tx, context, { categoryId: id, change: request.body }),
      );
      return { message: 'Category updated', data: await readCategory(request, id) };
    },
  });

  api.delete('/products/categories/:id', {
    config: { access: { permission: 'sales.delete' }, ...catalogue },
    schema: {
      tags: categoryTags,
      summary: 'Delete a category',
      description: 'A category with products is kept (409): move them first.',
      params,
      response: { 200: messageOnlySchema },
    },
    handler: async (request) => {
      const id = categoryId(request.params.id);
      await companyWrite(request, (tx, context) => deleteCategory(tx, context, { categoryId: id }));
      return { message: 'Category deleted' };
    },
  });
}
