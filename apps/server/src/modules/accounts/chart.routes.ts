import {
  accountViewSchema,
  openingBalancesSchema,
  openingBalancesViewSchema,
  parentAccountViewSchema,
  subCategoryViewSchema,
  todayInLagos,
} from '@owo/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, pagedEnvelope, pageInfo } from '../../http/envelope.ts';
import { dateQuery, idParam } from '../../http/params.ts';
import { listQuerystring, parseListQuery } from '../../http/query.ts';
import { companyRead, companyWrite } from '../../http/work.ts';
import { accountsByParent, listParentAccounts, listSubCategories } from './chart.service.ts';
import { getOpeningBalances, setOpeningBalances } from './opening-balances.service.ts';

const view = { access: { permission: 'accounting.view' as const } };
const create = { access: { permission: 'accounting.create' as const } };
const tags = ['Chart of accounts'];

const readOpeningBalances = (request: FastifyRequest) =>
  companyRead(request, (tx, context) => getOpeningBalances(tx, context));

/** The account hierarchy (shared by every company) and opening balances. */
export async function chartRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/double-entry/parent-accounts', {
    config: view,
    schema: {
      tags,
      summary: 'Parent accounts (Current Assets, Revenue...) with their sub categories',
      description: 'limit (default 100), page, where[type].',
      querystring: listQuerystring({ 'where[type]': 'text' }),
      response: { 200: pagedEnvelope(parentAccountViewSchema) },
    },
    handler: async (request) => {
      const query = parseListQuery(request.query as Record<string, unknown>, 100);
      const { items, total } = await companyRead(request, (tx) => listParentAccounts(tx, query));
      return { message: 'Parent accounts', data: items, pageInfo: pageInfo(query.page, query.limit, total) };
    },
  });

  api.get('/double-entry/sub-category-accounts', {
    config: view,
    schema: {
      tags,
      summary: 'Sub categories an account is filed under',
      description: 'limit (default 100), page, where[type], where[parent].',
      querystring: listQuerystring({ 'where[type]': 'text', 'where[parent]': 'id' }),
      response: { 200: pagedEnvelope(subCategoryViewSchema) },
    },
    handler: async (request) => {
      const query = parseListQuery(request.query as Record<string, unknown>, 100);
      const { items, total } = await companyRead(request, (tx) => listSubCategories(tx, query));
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
      response: { 200: envelope(z.array(accountViewSchema)) },
    },
    handler: async (request) => {
      const parentId = idParam(request.params.id, 'Parent account');
      const asOf = dateQuery(request.query.asOf, 'asOf', 'Date') ?? todayInLagos();
      const data = await companyRead(request, (tx, context) => accountsByParent(tx, context, { parentId, asOf }));
      return { message: 'Accounts', data };
    },
  });

  // Opening balances are the whole company's: a member limited to a branch is refused them (branch-scope.ts).
  api.get('/double-entry/opening-balances', {
    config: { ...view, wholeCompany: true },
    schema: { tags, summary: 'The opening balances in force', response: { 200: envelope(openingBalancesViewSchema) } },
    handler: async (request) => ({ message: 'Opening balances', data: await readOpeningBalances(request) }),
  });

  api.post('/double-entry/opening-balances', {
    config: { ...create, wholeCompany: true },
    schema: {
      tags,
      summary: 'Enter opening balances at a start date',
      description:
        'Replaces the opening balances: the entry in force is reversed and one balanced entry is posted, ' +
        'the difference going to Opening Balance Equity. Lines with neither a debit nor a credit are ignored. ' +
        'Needs journals.approve too: it changes the books.',
      body: openingBalancesSchema,
      response: { 200: envelope(openingBalancesViewSchema) },
    },
    handler: async (request) => {
      await companyWrite(request, (tx, context) => setOpeningBalances(tx, context, request.body));
      return { message: 'Opening balances saved', data: await readOpeningBalances(request) };
    },
  });
}
