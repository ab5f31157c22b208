import {
  bulkDeleteExpensesSchema,
  bulkEditExpensesSchema,
  bulkExpensesSchema,
  expenseChangesSchema,
  expenseListItemSchema,
  expenseSchema,
  expenseViewSchema,
  payeeQuickAddSchema,
  payeeViewSchema,
} from '@owo/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exportFileName, rangeInFileName, rangeLabel } from '../../exports/report-table.ts';
import { sendReportTable } from '../../exports/send.ts';
import { envelope, messageOnlySchema, pagedEnvelope, pageInfo } from '../../http/envelope.ts';
import { idParam } from '../../http/params.ts';
import { listQuerystring, parseListQuery, whereFilters } from '../../http/query.ts';
import { companyRead, companyWrite } from '../../http/work.ts';
import { readCompanyName } from '../company-profile/index.ts';
import { expenseExportColumns, expenseExportRows } from './expenses.export.ts';
import { approveExpense, createExpense, deleteExpense, updateExpense } from './expenses.service.ts';
import { getExpense, listExpenses } from './expenses.view.ts';
import { bulkCreateExpenses, bulkDeleteExpenses, bulkEditExpenses } from './expenses-bulk.service.ts';
import { addPayee } from './expenses-payees.service.ts';
import { getPayee, payeeKinds, searchPayees } from './expenses-payees.view.ts';

/*
 * Expenses (spec section 7 "Expenses"; issue 27): list, read, create, change (only the fields
 * sent) and delete, bulk create and bulk edit, and approval of one that waits. Receipts are in
 * expenses-attachments.routes.ts.
 */

const tags = ['Expenses'];
const params = z.object({ id: z.string() });
const view = { access: { permission: 'expenses.view' } } as const;
const create = { access: { permission: 'expenses.create' } } as const;
const edit = { access: { permission: 'expenses.edit' } } as const;
const remove = { access: { permission: 'expenses.delete' } } as const;
const approve = { access: { permission: 'expenses.approve' } } as const;
const oneExpense = envelope(expenseViewSchema);
const listFilters = whereFilters({ status: 'text', branch: 'id', period: 'text', vendor: 'id' });

export function readExpense(request: FastifyRequest, id: string) {
  return companyRead(request, (tx, context) => getExpense(tx, context, id));
}

export async function expenseRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/expenses', {
    config: view,
    schema: {
      tags,
      summary: 'Expenses, newest first',
      description:
        'Filters: where[status] (PAID, AWAITING-APPROVAL, VOID; void ones are left out unless asked for), ' +
        'where[branch], where[vendor] (the payee), where[period] (365, 120, 90, 60, 30, LAST-MONTH, THIS-MONTH, ' +
        'LAST-YEAR; _ or -, any case) or range[startDate] and range[endDate].',
      querystring: listQuerystring(listFilters),
      response: { 200: pagedEnvelope(expenseListItemSchema) },
    },
    handler: async (request) => {
      const query = parseListQuery(request.query as Record<string, unknown>);
      const { rows, total } = await companyRead(request, (tx, context) => listExpenses(tx, context, query));
      return { message: 'Expenses', data: rows, pageInfo: pageInfo(query.page, query.limit, total) };
    },
  });

  api.get('/expenses/export', {
    config: { ...view, export: true },
    schema: {
      tags,
      summary: 'The expenses the list shows, as a CSV or Excel file',
      description: 'The same filters as GET /expenses; every matching expense, newest first.',
      querystring: listQuerystring(listFilters, {
        format: z.enum(['csv', 'xlsx'], { error: 'Format is not valid.' }).default('csv'),
      }),
    },
    handler: async (request, reply) => {
      const query = parseListQuery(request.query as Record<string, unknown>);
      const { companyName, context } = await companyRead(request, async (tx, context) => ({
        companyName: await readCompanyName(tx, context.companyId),
        context,
      }));
      const { where, range } = query;
      const details = [
        where.status ? `Status: ${where.status}` : '',
        where.period ? `Period: ${where.period}` : '',
      ].filter(Boolean);
      const table = {
        title: 'Expenses',
        companyName,
        period: where.period ? 'Expenses' : rangeLabel(range.startDate, range.endDate),
        details,
        basis: '',
        printedAt: new Date(),
        columns: expenseExportColumns,
        rows: expenseExportRows((work) => companyRead(request, (tx) => work(tx)), context, query),
      };
      const fileName = exportFileName(companyName, 'Expenses', rangeInFileName(range.startDate, range.endDate));
      return sendReportTable(reply, table, (request.query.format as 'csv' | 'xlsx' | undefined) ?? 'csv', fileName);
    },
  });

  api.post('/expenses', {
    config: create,
    schema: {
      tags,
      summary: 'Record an expense',
      description:
        'Posts at once (Dr the lines’ expense categories and VAT input, Cr the bank) and is paid, unless its ' +
        'amount is above what the member’s role may put through: then it waits for approval, posting nothing.',
      body: expenseSchema,
      response: { 201: oneExpense },
    },
    handler: async (request, reply) => {
      const { id, waits } = await companyWrite(request, (tx, context) => createExpense(tx, context, request.body));
      const message = waits ? 'Expense saved: it waits for approval' : 'Expense created successfully';
      return reply.code(201).send({ message, data: await readExpense(request, id) });
    },
  });

  api.post('/expenses/bulk', {
    config: create,
    schema: {
      tags,
      summary: 'Record many expenses at once (up to 500), all or none',
      description: 'A refusal names its row: "Expense 3: Date is a required field". Nothing is saved then.',
      body: bulkExpensesSchema,
      response: { 201: envelope(z.object({ created: z.number(), ids: z.array(z.string()) })) },
    },
    handler: async (request, reply) => {
      const { ids } = await companyWrite(request, (tx, context) => bulkCreateExpenses(tx, context, request.body));
      return reply
        .code(201)
        .send({ message: `${ids.length} expense(s) created successfully`, data: { created: ids.length, ids } });
    },
  });

  api.patch('/expenses/bulk', {
    config: edit,
    schema: {
      tags,
      summary: 'Change the category, tax or store of up to 100 expenses',
      description:
        'change: { category: accountId } or { tax: "NIL" | taxId } or { branch: branchId }. Each changed expense ' +
        'is reversed and posted again in one transaction (a posted one needs expenses.approve).',
      body: bulkEditExpensesSchema,
      response: { 200: envelope(z.object({ changed: z.number() })) },
    },
    handler: async (request) => {
      const data = await companyWrite(request, (tx, context) => bulkEditExpenses(tx, context, request.body));
      return { message: 'Changes applied successfully', data };
    },
  });

  api.post('/expenses/bulk-delete', {
    config: remove,
    schema: {
      tags,
      summary: 'Delete the selected expenses (posted ones are voided)',
      body: bulkDeleteExpensesSchema,
      response: { 200: envelope(z.object({ deleted: z.number(), voided: z.number() })) },
    },
    handler: async (request) => {
      const data = await companyWrite(request, (tx, context) => bulkDeleteExpenses(tx, context, request.body));
      return { message: 'Expense(s) deleted successfully', data };
    },
  });

  api.get('/expenses/payees', {
    config: view,
    schema: {
      tags,
      summary: 'Vendors, customers and employees an expense can be paid to, the first 20 matching',
      description: 'where[kind] (vendor, customer or employee) keeps one kind: the bill form picks its employee so.',
      querystring: z.object({
        search: z.string().max(200, 'search is not valid.').optional(),
        'where[kind]': z.enum(payeeKinds, { error: 'Kind is not valid.' }).optional(),
      }),
      response: { 200: envelope(z.array(payeeViewSchema)) },
    },
    handler: async (request) => {
      const search = request.query.search?.trim() ?? '';
      const data = await companyRead(request, (tx, context) =>
        searchPayees(tx, context, search, request.query['where[kind]']),
      );
      return { message: 'Payees', data };
    },
  });

  api.post('/expenses/payees', {
    config: create,
    schema: {
      tags,
      summary: 'New Payee: an individual customer, employee or vendor',
      body: payeeQuickAddSchema,
      response: { 201: envelope(payeeViewSchema) },
    },
    handler: async (request, reply) => {
      const data = await companyWrite(request, async (tx, context) => {
        const { id } = await addPayee(tx, context, request.body);
        return getPayee(tx, context, id);
      });
      return reply.code(201).send({ message: 'Payee created successfully', data });
    },
  });

  api.get('/expenses/:id', {
    config: view,
    schema: {
      tags,
      summary: 'One expense with its lines, journal entry and history',
      params,
      response: { 200: oneExpense },
    },
    handler: async (request) => ({
      message: 'Expense',
      data: await readExpense(request, idParam(request.params.id, 'Expense')),
    }),
  });

  api.patch('/expenses/:id', {
    config: edit,
    schema: {
      tags,
      summary: 'Change an expense (only the fields sent)',
      description:
        'items, when sent, replace the lines. A posted expense is reversed and posted again (needs expenses.approve).',
      params,
      body: expenseChangesSchema,
      response: { 200: oneExpense },
    },
    handler: async (request) => {
      const id = idParam(request.params.id, 'Expense');
      await companyWrite(request, (tx, context) => updateExpense(tx, context, id, request.body));
      return { message: 'Expense updated successfully', data: await readExpense(request, id) };
    },
  });

  api.post('/expenses/:id/approve', {
    config: approve,
    schema: { tags, summary: 'Approve an expense that waits: it posts', params, response: { 200: oneExpense } },
    handler: async (request) => {
      const id = idParam(request.params.id, 'Expense');
      await companyWrite(request, (tx, context) => approveExpense(tx, context, id));
      return { message: 'Expense approved', data: await readExpense(request, id) };
    },
  });

  api.delete('/expenses/:id', {
    config: remove,
    schema: {
      tags,
      summary: 'Delete an expense; a posted one is voided (its entry reversed, needs expenses.approve)',
      params,
      response: { 200: messageOnlySchema },
    },
    handler: async (request) => {
      const id = idParam(request.params.id, 'Expense');
      const { voided } = await companyWrite(request, (tx, context) => deleteExpense(tx, context, id));
      return { message: voided ? 'Expense deleted: its entry is reversed and it is kept as void' : 'Expense deleted' };
    },
  });
}
