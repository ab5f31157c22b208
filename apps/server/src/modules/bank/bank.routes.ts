import {
  bankAccountCreateSchema,
  bankAccountViewSchema,
  bankListingSchema,
  fileSizeText,
  nigerianBanks,
  StatementFormatError,
  statementImportProgressSchema,
  statementImportResultSchema,
  statementImportSchema,
  statementLineViewSchema,
  todayInLagos,
} from '@owo/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Invalid } from '../../errors.ts';
import { envelope, pagedEnvelope, pageInfo } from '../../http/envelope.ts';
import { earlierAnswer, runIdempotent } from '../../http/idempotency.ts';
import { dateQuery, idParam } from '../../http/params.ts';
import { listQuerystring, parseListQuery } from '../../http/query.ts';
import { companyBatches, companyCompute, companyRead, companyWrite } from '../../http/work.ts';
import { createBankAccount, listStatementLines } from './bank.service.ts';
import { bankAccountViews, getBankAccountView } from './bank.view.ts';
import { importStatement, type StatementImportResult, statementImportProgress } from './statements.import.ts';
import { readStatementRows } from './statements.parse.ts';

/** Bank accounts are the whole company's: a member limited to a branch is refused them (branch-scope.ts). */
const view = { access: { permission: 'bank.view' as const }, wholeCompany: true as const };
const create = { access: { permission: 'bank.create' as const }, wholeCompany: true as const };
const tags = ['Bank'];
const accountParams = z.object({ accountId: z.string() });
const asOfQuery = z.object({ asOf: z.string().optional() }).loose();

/** Bank accounts, statement import and its progress (docs/bank-api.md). */
export async function bankRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/bank/banks', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'Nigerian banks and their CBN codes',
      description: 'kind: commercial, non-interest or digital (account numbers there may be phone-based).',
      response: {
        200: envelope(z.array(bankListingSchema)),
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
      response: { 200: envelope(z.array(bankAccountViewSchema)) },
    },
    handler: async (request) => {
      const asOf = dateQuery(request.query.asOf, 'asOf', 'Date') ?? todayInLagos();
      const data = await companyRead(request, (tx, context) => bankAccountViews(tx, context.companyId, asOf));
      return { message: 'Bank accounts', data };
    },
  });

  api.post('/bank/accounts', {
    config: create,
    schema: {
      tags,
      summary: 'Add a bank account',
      description: 'Creates its chart account under Current Assets > Bank, flagged isBank.',
      body: bankAccountCreateSchema,
      response: { 201: envelope(bankAccountViewSchema) },
    },
    handler: async (request, reply) => {
      const data = await companyWrite(request, (tx, context) => createBankAccount(tx, context, request.body));
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
      response: { 200: envelope(bankAccountViewSchema) },
    },
    handler: async (request) => {
      const accountId = idParam(request.params.accountId, 'Bank account');
      const asOf = dateQuery(request.query.asOf, 'asOf', 'Date') ?? todayInLagos();
      const data = await companyRead(request, (tx, context) =>
        getBankAccountView(tx, context.companyId, accountId, asOf),
      );
      return { message: 'Bank account', data };
    },
  });

  const limits = { maxBytes: app.config.STATEMENT_IMPORT_MAX_BYTES, maxLines: app.config.STATEMENT_IMPORT_MAX_LINES };
  api.post('/bank/accounts/:accountId/statements', {
    config: create,
    // The file travels as a JSON string, which escapes quotes and line breaks: room for that, so a
    // file over the limit is still read and refused in words (400) rather than cut off (413).
    bodyLimit: 2 * limits.maxBytes + 1024 * 1024,
    schema: {
      tags,
      summary: 'Import a bank statement (CSV, Excel .xlsx or OFX)',
      description:
        `At most ${fileSizeText(limits.maxBytes)} and ${limits.maxLines.toLocaleString('en-NG')} lines (400 beyond). ` +
        'Lines already imported (same bank id or same content) are skipped and counted as duplicates. ' +
        'Rows that cannot be read are listed in errors; the others are imported. Nothing is posted to the ledger. ' +
        'Lines are written in batches: send your own importId to follow the progress at ' +
        'GET /bank/accounts/{accountId}/statement-imports/{importId} while this call runs.',
      params: accountParams,
      body: statementImportSchema,
      response: { 201: envelope(statementImportResultSchema) },
    },
    handler: async (request, reply) => {
      const accountId = idParam(request.params.accountId, 'Bank account');
      const earlier = await companyRead(request, (tx, context) =>
        earlierAnswer<StatementImportResult>(tx, request, context.userId),
      );
      const data =
        (earlier ? { ...earlier.result, end: earlier.result.end ?? null } : undefined) ??
        (await companyBatches(request, (db, context) =>
          importStatement(
            db,
            context,
            { accountId, input: request.body },
            { limits, finish: (tx, result) => runIdempotent(tx, request, context.userId, async () => result) },
          ),
        ));
      return reply.code(201).send({ message: 'Statement imported', data });
    },
  });

  api.post('/bank/statement-rows', {
    config: create,
    bodyLimit: 2 * limits.maxBytes + 1024 * 1024,
    schema: {
      tags,
      summary: 'Read an Excel statement into rows, for the import preview',
      description:
        'content: the .xlsx file in base64. Answers the first sheet as rows of cell texts (row N of the sheet ' +
        'at index N − 1; dates as YYYY-MM-DD, amounts as plain decimals), which the web app maps and previews ' +
        'as it does a CSV file. Nothing is stored. 400 for an .xls or broken file, or one over the limits.',
      body: statementImportSchema.pick({ content: true }),
      response: { 200: envelope(z.object({ rows: z.array(z.array(z.string())) })) },
    },
    handler: async (request) => {
      const rows = await companyCompute(request, async () => {
        try {
          return (await readStatementRows({ format: 'xlsx', content: request.body.content }, limits)).records;
        } catch (error) {
          if (error instanceof StatementFormatError) throw new Invalid(error.message, { content: error.message });
          throw error;
        }
      });
      return { message: 'Statement rows', data: { rows } };
    },
  });

  api.get('/bank/accounts/:accountId/statement-imports/:importId', {
    config: view,
    schema: {
      tags,
      summary: 'How far a statement import has got',
      description:
        'status: importing, completed, or stopped (a batch failed, or no batch was written for a minute): ' +
        'the lines written so far stay, and importing the file again adds the rest. 404 until the import ' +
        'has started (the file is still being uploaded or read).',
      params: z.object({ accountId: z.string(), importId: z.string() }),
      response: { 200: envelope(statementImportProgressSchema) },
    },
    handler: async (request) => {
      const accountId = idParam(request.params.accountId, 'Bank account');
      const importId = idParam(request.params.importId, 'Statement import');
      const data = await companyRead(request, (tx, context) =>
        statementImportProgress(tx, context, { accountId, importId }),
      );
      return { message: 'Statement import', data };
    },
  });

  api.get('/bank/accounts/:accountId/statement-lines', {
    config: view,
    schema: {
      tags,
      summary: 'Imported statement lines, newest first',
      description: 'limit, page; where[status] (unmatched, matched, excluded), range[startDate], range[endDate].',
      querystring: listQuerystring({ 'where[status]': 'text', 'range[startDate]': 'date', 'range[endDate]': 'date' }),
      params: accountParams,
      response: { 200: pagedEnvelope(statementLineViewSchema) },
    },
    handler: async (request) => {
      const accountId = idParam(request.params.accountId, 'Bank account');
      const query = parseListQuery(request.query as Record<string, unknown>);
      const { lines, total } = await companyRead(request, (tx, context) =>
        listStatementLines(tx, context, { accountId, query }),
      );
      return { message: 'Statement lines', data: lines, pageInfo: pageInfo(query.page, query.limit, total) };
    },
  });
}
