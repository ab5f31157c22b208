import {
  accountCreateSchema,
  accountUpdateSchema,
  accountViewSchema,
  bulkEditAccountsSchema,
  mergeAccountsSchema,
  todayInLagos,
} from '@owo/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, messageOnlySchema, pagedEnvelope, pageInfo } from '../../http/envelope.ts';
import { dateQuery, idParam } from '../../http/params.ts';
import { listQuerystring, parseListQuery } from '../../http/query.ts';
import { companyRead, companyWrite } from '../../http/work.ts';
import { bulkEditAccounts, type MergeGuard, mergeAccounts } from './accounts.merge.ts';
import { createAccount, deleteAccount, getAccount, listAccounts, updateAccount } from './accounts.service.ts';

const view = { access: { permission: 'accounting.view' as const } };
const create = { access: { permission: 'accounting.create' as const } };
const edit = { access: { permission: 'accounting.edit' as const } };
const remove = { access: { permission: 'accounting.delete' as const } };
const tags = ['Chart of accounts'];
const params = z.object({ id: z.string() });
const asOfQuery = z.object({ asOf: z.string().optional() }).loose();
const chartQuery = listQuerystring(
  {
    'where[type]': 'text',
    'where[name]': 'text',
    'where[parent]': 'id',
    'where[sub_category]': 'id',
    'where[isBank]': 'text',
    'where[isActive]': 'text',
  },
  { asOf: z.string().optional() },
);

/** The balance date of a request: ?asOf=YYYY-MM-DD, or today in Lagos. */
const asOfOf = (query: { asOf?: string | undefined }) => dateQuery(query.asOf, 'asOf', 'Date') ?? todayInLagos();

/** What app.ts hands in: the refusals of the modules built on accounts (accounts.merge.ts). */
export interface AccountRouteOptions {
  mergeGuards: readonly MergeGuard[];
}

export async function accountRoutes(app: FastifyInstance, options: AccountRouteOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/double-entry/chart-of-accounts', {
    config: view,
    schema: {
      tags,
      summary: 'Chart of accounts, by code',
      description:
        'limit, page; where[type] (Asset, Liability, Equity, Income, Expense), where[name] (name or code), ' +
        'where[parent], where[sub_category], where[isBank], where[isActive]; asOf for balances (default today).',
      querystring: chartQuery,
      response: { 200: pagedEnvelope(accountViewSchema) },
    },
    handler: async (request) => {
      const query = parseListQuery(request.query as Record<string, unknown>);
      const asOf = asOfOf(request.query);
      const { accounts, total } = await companyRead(request, (tx, context) =>
        listAccounts(tx, context, { query, asOf }),
      );
      return { message: 'Chart of accounts', data: accounts, pageInfo: pageInfo(query.page, query.limit, total) };
    },
  });

  api.post('/double-entry/chart-of-accounts', {
    config: create,
    schema: {
      tags,
      summary: 'Add an account',
      body: accountCreateSchema,
      response: { 201: envelope(accountViewSchema) },
    },
    handler: async (request, reply) => {
      const data = await companyWrite(request, (tx, context) => createAccount(tx, context, request.body));
      return reply.code(201).send({ message: 'Account created', data });
    },
  });

  api.post('/double-entry/chart-of-accounts/merge', {
    config: create,
    schema: {
      tags,
      summary: 'Merge one account into another of the same type',
      description: 'Every posting of `from` moves to `into`; `from` is removed. Answers the merged account.',
      body: mergeAccountsSchema,
      response: { 200: envelope(accountViewSchema) },
    },
    handler: async (request) => ({
      message: 'Accounts merged successfully',
      data: await companyWrite(request, (tx, context) => mergeAccounts(tx, context, request.body, options.mergeGuards)),
    }),
  });

  api.patch('/double-entry/chart-of-accounts/bulk-edit', {
    config: edit,
    schema: {
      tags,
      summary: 'Change the sub category or description of many accounts',
      body: bulkEditAccountsSchema,
      response: { 200: envelope(z.array(accountViewSchema)) },
    },
    handler: async (request) => ({
      message: 'Changes applied',
      data: await companyWrite(request, (tx, context) => bulkEditAccounts(tx, context, request.body)),
    }),
  });

  api.get('/double-entry/chart-of-accounts/:id', {
    config: view,
    schema: {
      tags,
      summary: 'One account',
      params,
      querystring: asOfQuery,
      response: { 200: envelope(accountViewSchema) },
    },
    handler: async (request) => {
      const id = idParam(request.params.id, 'Account');
      const asOf = asOfOf(request.query);
      return {
        message: 'Account',
        data: await companyRead(request, (tx, context) => getAccount(tx, context, { id, asOf })),
      };
    },
  });

  api.patch('/double-entry/chart-of-accounts/:id', {
    config: edit,
    schema: {
      tags,
      summary: 'Change an account (only the fields sent)',
      params,
      body: accountUpdateSchema,
      response: { 200: envelope(accountViewSchema) },
    },
    handler: async (request) => {
      const id = idParam(request.params.id, 'Account');
      const data = await companyWrite(request, (tx, context) =>
        updateAccount(tx, context, { id, change: request.body }),
      );
      return { message: 'Account updated', data };
    },
  });

  api.delete('/double-entry/chart-of-accounts/:id', {
    config: remove,
    schema: {
      tags,
      summary: 'Delete an account without postings',
      description: 'Refused (409) for a system account, one with postings (merge it instead) or one in a journal.',
      params,
      response: { 200: messageOnlySchema },
    },
    handler: async (request) => {
      const id = idParam(request.params.id, 'Account');
      await companyWrite(request, (tx, context) => deleteAccount(tx, context, { id }));
      return { message: 'Account deleted' };
    },
  });
}
