import { bankAccountCreateSchema, nigerianBanks, statementImportSchema, todayInLagos } from '@owo/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../http/access.ts';
import { envelope, pagedEnvelope, pageInfo } from '../../http/envelope.ts';
import { dateQuery, idParam } from '../../http/params.ts';
import { parseListQuery } from '../../http/query.ts';
import { createBankAccount, importStatement, listStatementLines } from './bank.service.ts';
import { bankAccountSchema, bankAccountViews, getBankAccountView, statementLineSchema } from './bank.view.ts';

const view = { access: { permission: 'accounting.view' as const } };
const manage = { access: { permission: 'bank.manage' as const } };
const tags = ['Bank'];
const accountParams = z.object({ accountId: z.string() });
const asOfQuery = z.object({ asOf: z.string().optional() }).loose();

const importResultSchema = z.object({
  import: z.object({ _id: z.string(), fileName: z.string(), lineCount: z.number() }),
  imported: z.number(),
  duplicates: z.number(),
  errors: z.array(z.object({ row: z.number(), message: z.string() })),
});

/** Bank accounts and statement import (docs/bank-api.md). */
export async function bankRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/bank/banks', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'Nigerian banks and their CBN codes',
      description: 'kind: commercial, non-interest or digital (account numbers there may be phone-based).',
      response: {
        200: envelope(
          z.array(
            z.object({ code: z.string(), name: z.string(), kind: z.enum(['commercial', 'non-interest', 'digital']) }),
          ),
        ),
      },
    },
    handler: async () => ({
      message: 'Banks',
      data: [...nigerianBanks]
        .sort((a, b) => a.name.localeCompare(b.name, 'en'))
        .map(({ code, name, kind }) => ({ code, name, kind })),
    }),
  });

  api.get('/bank/accounts', {
    config: view,
    schema: {
      tags,
      summary: 'Bank accounts (every chart account flagged isBank, cash too) with ledger balances',
      querystring: asOfQuery,
      response: { 200: envelope(z.array(bankAccountSchema)) },
    },
    handler: async (request) => {
      const asOf = dateQuery(request.query.asOf, 'asOf') ?? todayInLagos();
      return { message: 'Bank accounts', data: await bankAccountViews(app.db, contextOf(request).companyId, asOf) };
    },
  });

  api.post('/bank/accounts', {
    config: manage,
    schema: {
      tags,
      summary: 'Add a bank account',
      description: 'Creates its chart account under Current Assets > Bank, flagged isBank.',
      body: bankAccountCreateSchema,
      response: { 201: envelope(bankAccountSchema) },
    },
    handler: async (request, reply) => {
      const data = await createBankAccount(app.db, contextOf(request), request.body, todayInLagos());
      return reply.code(201).send({ message: 'Bank account added', data });
    },
  });

  api.get('/bank/accounts/:accountId', {
    config: view,
    schema: {
      tags,
      summary: 'One bank account',
      params: accountParams,
      querystring: asOfQuery,
      response: { 200: envelope(bankAccountSchema) },
    },
    handler: async (request) => {
      const accountId = idParam(request.params.accountId, 'Bank account');
      const asOf = dateQuery(request.query.asOf, 'asOf') ?? todayInLagos();
      return {
        message: 'Bank account',
        data: await getBankAccountView(app.db, contextOf(request).companyId, accountId, asOf),
      };
    },
  });

  api.post('/bank/accounts/:accountId/statements', {
    config: manage,
    schema: {
      tags,
      summary: 'Import a bank statement (CSV or OFX)',
      description:
        'Lines already imported (same bank id or same content) are skipped and counted as duplicates. ' +
        'Rows that cannot be read are listed in errors; the others are imported. Nothing is posted to the ledger.',
      params: accountParams,
      body: statementImportSchema,
      response: { 201: envelope(importResultSchema) },
    },
    handler: async (request, reply) => {
      const accountId = idParam(request.params.accountId, 'Bank account');
      const data = await importStatement(app.db, contextOf(request), accountId, request.body);
      return reply.code(201).send({ message: 'Statement imported', data });
    },
  });

  api.get('/bank/accounts/:accountId/statement-lines', {
    config: view,
    schema: {
      tags,
      summary: 'Imported statement lines, newest first',
      description: 'limit, page; where[status] (unmatched, matched, excluded), range[startDate], range[endDate].',
      params: accountParams,
      response: { 200: pagedEnvelope(statementLineSchema) },
    },
    handler: async (request) => {
      const accountId = idParam(request.params.accountId, 'Bank account');
      const query = parseListQuery(request.query as Record<string, unknown>);
      const { lines, total } = await listStatementLines(app.db, contextOf(request).companyId, accountId, query);
      return { message: 'Statement lines', data: lines, pageInfo: pageInfo(query.page, query.limit, total) };
    },
  });
}
