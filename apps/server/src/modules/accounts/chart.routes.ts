import { openingBalancesSchema, todayInLagos } from '@owo/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../http/access.ts';
import { envelope, pagedEnvelope, pageInfo } from '../../http/envelope.ts';
import { dateQuery, idParam } from '../../http/params.ts';
import { parseListQuery } from '../../http/query.ts';
import { accountSchema } from './accounts.view.ts';
import {
  accountsByParent,
  listParentAccounts,
  listSubCategories,
  parentAccountSchema,
  subCategorySchema,
} from './chart.service.ts';
import { getOpeningBalances, openingBalancesViewSchema, setOpeningBalances } from './opening-balances.service.ts';

const view = { access: { permission: 'accounting.view' as const } };
const manage = { access: { permission: 'accounting.manage' as const } };
const tags = ['Chart of accounts'];

/** The account hierarchy (shared by every company) and opening balances. */
export async function chartRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/double-entry/parent-accounts', {
    config: view,
    schema: {
      tags,
      summary: 'Parent accounts (Current Assets, Revenue...) with their sub categories',
      description: 'limit (default 100), page, where[type].',
      response: { 200: pagedEnvelope(parentAccountSchema) },
    },
    handler: async (request) => {
      const query = parseListQuery(request.query as Record<string, unknown>, 100);
      const { items, total } = await listParentAccounts(app.db, query);
      return { message: 'Parent accounts', data: items, pageInfo: pageInfo(query.page, query.limit, total) };
    },
  });

  api.get('/double-entry/sub-category-accounts', {
    config: view,
    schema: {
      tags,
      summary: 'Sub categories an account is filed under',
      description: 'limit (default 100), page, where[type], where[parent].',
      response: { 200: pagedEnvelope(subCategorySchema) },
    },
    handler: async (request) => {
      const query = parseListQuery(request.query as Record<string, unknown>, 100);
      const { items, total } = await listSubCategories(app.db, query);
      return { message: 'Sub category accounts', data: items, pageInfo: pageInfo(query.page, query.limit, total) };
    },
  });

  api.get('/double-entry/get-accounts-by-parent/:id', {
    config: view,
    schema: {
      tags,
      summary: "The company's accounts under one parent account, with balances",
      params: z.object({ id: z.string() }),
      querystring: z.object({ asOf: z.string().optional() }),
      response: { 200: envelope(z.array(accountSchema)) },
    },
    handler: async (request) => {
      const parentId = idParam(request.params.id, 'Parent account');
      const asOf = dateQuery(request.query.asOf, 'asOf') ?? todayInLagos();
      return { message: 'Accounts', data: await accountsByParent(app.db, contextOf(request), parentId, asOf) };
    },
  });

  api.get('/double-entry/opening-balances', {
    config: view,
    schema: { tags, summary: 'The opening balances in force', response: { 200: envelope(openingBalancesViewSchema) } },
    handler: async (request) => ({
      message: 'Opening balances',
      data: await getOpeningBalances(app.db, contextOf(request).companyId),
    }),
  });

  api.post('/double-entry/opening-balances', {
    config: manage,
    schema: {
      tags,
      summary: 'Enter opening balances at a start date',
      description:
        'Replaces the opening balances: the entry in force is reversed and one balanced entry is posted, ' +
        'the difference going to Opening Balance Equity. Lines with neither a debit nor a credit are ignored.',
      body: openingBalancesSchema,
      response: { 200: envelope(openingBalancesViewSchema) },
    },
    handler: async (request) => ({
      message: 'Opening balances saved',
      data: await setOpeningBalances(app.db, contextOf(request), request.body),
    }),
  });
}
