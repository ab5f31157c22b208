import {
  creditNoteSchema,
  estimateChangesSchema,
  estimateSchema,
  invoiceChangesSchema,
  invoiceSchema,
  recurringInvoiceChangesSchema,
  recurringInvoiceSchema,
  salesReceiptChangesSchema,
  salesReceiptSchema,
  todayInLagos,
} from '@owo/core';
import type { SalesDocumentKind } from '@owo/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, messageOnlySchema, pagedEnvelope, pageInfo } from '../../http/envelope.ts';
import { idParam } from '../../http/params.ts';
import { listQuerystring, parseListQuery } from '../../http/query.ts';
import { companyRead, companyWrite } from '../../http/work.ts';
import { createCreditNote, voidCreditNote } from './credit-notes.service.ts';
import { creditNoteListItemSchema, creditNoteSchemaView, getCreditNote, listCreditNotes } from './credit-notes.view.ts';
import { createEstimate, deleteEstimate, invoiceFromEstimate, updateEstimate } from './estimates.service.ts';
import { createInvoice, deleteInvoice, updateInvoice, voidInvoice } from './invoices.service.ts';
import { createRecurringInvoice, deleteRecurringInvoice, updateRecurringInvoice } from './recurring.service.ts';
import { getRecurringInvoice, listRecurringInvoices, recurringInvoiceSchemaView } from './recurring.view.ts';
import { documentNouns } from './sales.ledger.ts';
import { getSalesDocument, salesDocumentSchema } from './sales.view.ts';
import { listSalesDocuments, openInvoicesOf, salesListItemSchema } from './sales-list.view.ts';
import { createSalesReceipt, updateSalesReceipt, voidSalesReceipt } from './sales-receipts.service.ts';

/*
 * Invoices, estimates and sales receipts (issue 14; spec section 7): /invoices, /invoices/estimate
 * and /invoices/receipt, each with list, read, create, change and delete, plus an invoice's void
 * and approval (the approval call is /merchant/approve, in journals.routes.ts with the journals').
 */

const tags = ['Sales documents'];
const params = z.object({ id: z.string() });
const listFilters = { status: 'text', branch: 'id', period: 'text', customer: 'id', search: 'text' } as const;
const view = { access: { permission: 'sales.view' } } as const;
const create = { access: { permission: 'sales.create' } } as const;
const edit = { access: { permission: 'sales.edit' } } as const;
const remove = { access: { permission: 'sales.delete' } } as const;
const oneDocument = envelope(salesDocumentSchema);

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
function readRoutes(app: FastifyInstance, { kind, path, plural, customerPath }: KindRoutes) {
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

export async function invoiceRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Registered before /invoices/:id so that 'estimate' and 'receipt' are not read as ids.
  estimateRoutes(app);
  receiptRoutes(app);
  creditNoteRoutes(app);
  recurringRoutes(app);
  readRoutes(app, { kind: 'invoice', path: '/invoices', plural: 'Invoices' });

  api.get('/invoices/customer/:id', {
    config: view,
    schema: {
      tags,
      summary: "A customer's invoices that can still be paid, oldest due first",
      params,
      querystring: listQuerystring({}),
      response: { 200: pagedEnvelope(salesListItemSchema) },
    },
    handler: async (request) => {
      const query = parseListQuery(request.query as Record<string, unknown>, 100);
      const customerId = idParam(request.params.id, 'Customer');
      const { rows, total } = await companyRead(request, (tx, context) =>
        openInvoicesOf(tx, context, customerId, query),
      );
      return { message: 'Invoices', data: rows, pageInfo: pageInfo(query.page, query.limit, total) };
    },
  });

  api.post('/invoices', {
    config: create,
    schema: {
      tags,
      summary: 'Create an invoice',
      description:
        'status: draft, awaiting-approval (default) or approved (posts at once; needs sales.approve). invoiceNumber ' +
        'left out: the next INV number. Totals are worked out by the server (spec section 4) and answered.',
      body: invoiceSchema,
      response: { 201: oneDocument },
    },
    handler: async (request, reply) => {
      const { id } = await companyWrite(request, (tx, context) => createInvoice(tx, context, request.body));
      return reply.code(201).send({ message: 'Invoice created', data: await readDocument(request, 'invoice', id) });
    },
  });

  api.patch('/invoices/:id', {
    config: edit,
    schema: {
      tags,
      summary: 'Change an invoice (only the fields sent)',
      description:
        'items, when sent, replace the lines. A posted invoice is reversed and posted again (needs sales.approve); ' +
        'its total cannot go under what has been paid.',
      params,
      body: invoiceChangesSchema,
      response: { 200: oneDocument },
    },
    handler: async (request) => {
      const id = idParam(request.params.id, 'Invoice');
      await companyWrite(request, (tx, context) => updateInvoice(tx, context, id, request.body));
      return { message: 'Invoice updated', data: await readDocument(request, 'invoice', id) };
    },
  });

  api.patch('/invoices/:id/void', {
    config: remove,
    schema: {
      tags,
      summary: 'Void an invoice: its entry is reversed and its goods return to stock',
      params,
      response: { 200: oneDocument },
    },
    handler: async (request) => {
      const id = idParam(request.params.id, 'Invoice');
      await companyWrite(request, (tx, context) => voidInvoice(tx, context, id));
      return { message: 'Invoice voided', data: await readDocument(request, 'invoice', id) };
    },
  });

  api.delete('/invoices/:id', {
    config: remove,
    schema: {
      tags,
      summary: 'Delete a draft invoice; an approved one is voided instead',
      params,
      response: { 200: messageOnlySchema },
    },
    handler: async (request) => {
      const id = idParam(request.params.id, 'Invoice');
      const { voided } = await companyWrite(request, (tx, context) => deleteInvoice(tx, context, id));
      return { message: voided ? 'Invoice voided: approved invoices are kept in the books' : 'Invoice deleted' };
    },
  });
}

function estimateRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  readRoutes(app, {
    kind: 'estimate',
    path: '/invoices/estimate',
    plural: 'Estimates',
    customerPath: '/invoices/estimate/customers/:id',
  });

  api.post('/invoices/estimate', {
    config: create,
    schema: {
      tags,
      summary: 'Create an estimate (nothing posts)',
      body: estimateSchema,
      response: { 201: oneDocument },
    },
    handler: async (request, reply) => {
      const { id } = await companyWrite(request, (tx, context) => createEstimate(tx, context, request.body));
      return reply.code(201).send({ message: 'Estimate created', data: await readDocument(request, 'estimate', id) });
    },
  });

  api.patch('/invoices/estimate/:id', {
    config: edit,
    schema: {
      tags,
      summary: 'Change an estimate',
      params,
      body: estimateChangesSchema,
      response: { 200: oneDocument },
    },
    handler: async (request) => {
      const id = idParam(request.params.id, 'Estimate');
      await companyWrite(request, (tx, context) => updateEstimate(tx, context, id, request.body));
      return { message: 'Estimate updated', data: await readDocument(request, 'estimate', id) };
    },
  });

  api.post('/invoices/estimate/:id/invoice', {
    config: create,
    schema: {
      tags,
      summary: 'Turn an estimate into a draft invoice, dated today',
      params,
      response: { 201: oneDocument },
    },
    handler: async (request, reply) => {
      const estimateId = idParam(request.params.id, 'Estimate');
      const { id } = await companyWrite(request, (tx, context) =>
        invoiceFromEstimate(tx, context, estimateId, todayInLagos()),
      );
      return reply.code(201).send({ message: 'Invoice created', data: await readDocument(request, 'invoice', id) });
    },
  });

  api.delete('/invoices/estimate/:id', {
    config: remove,
    schema: { tags, summary: 'Delete an estimate', params, response: { 200: messageOnlySchema } },
    handler: async (request) => {
      const id = idParam(request.params.id, 'Estimate');
      await companyWrite(request, (tx, context) => deleteEstimate(tx, context, id));
      return { message: 'Estimate deleted' };
    },
  });
}

function receiptRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  readRoutes(app, {
    kind: 'sales-receipt',
    path: '/invoices/receipt',
    plural: 'Sales receipts',
    customerPath: '/invoices/receipt/customers/:id',
  });

  api.post('/invoices/receipt', {
    config: create,
    schema: {
      tags,
      summary: 'Record a sales receipt (paid on the spot; posts at once)',
      description: 'bank: a bank-flagged account; left out, the one named Sales.',
      body: salesReceiptSchema,
      response: { 201: oneDocument },
    },
    handler: async (request, reply) => {
      const { id } = await companyWrite(request, (tx, context) => createSalesReceipt(tx, context, request.body));
      return reply
        .code(201)
        .send({ message: 'Receipt created', data: await readDocument(request, 'sales-receipt', id) });
    },
  });

  api.patch('/invoices/receipt/:id', {
    config: edit,
    schema: {
      tags,
      summary: 'Change a sales receipt (only the fields sent); it is reversed and posted again',
      params,
      body: salesReceiptChangesSchema,
      response: { 200: oneDocument },
    },
    handler: async (request) => {
      const id = idParam(request.params.id, 'Receipt');
      await companyWrite(request, (tx, context) => updateSalesReceipt(tx, context, id, request.body));
      return { message: 'Receipt updated', data: await readDocument(request, 'sales-receipt', id) };
    },
  });

  api.delete('/invoices/receipt/:id', {
    config: remove,
    schema: {
      tags,
      summary: 'Void a sales receipt: its entry is reversed and its goods return to stock',
      params,
      response: { 200: messageOnlySchema },
    },
    handler: async (request) => {
      const id = idParam(request.params.id, 'Receipt');
      await companyWrite(request, (tx, context) => voidSalesReceipt(tx, context, id));
      return { message: 'Receipt voided' };
    },
  });
}

function creditNoteRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const oneCreditNote = envelope(creditNoteSchemaView);
  const readCreditNote = (request: FastifyRequest, id: string) =>
    companyRead(request, (tx, context) => getCreditNote(tx, context, id));

  api.get('/invoices/credit-note', {
    config: view,
    schema: {
      tags,
      summary: 'Credit notes, newest first, each with its reason, invoice and lines credited',
      description:
        'Filters: where[invoice] (the credit notes of one invoice, void ones too; 404 for an invoice not seen), ' +
        'where[status] (applied, void), where[branch], where[customer], where[period] (365, 120, 90, 60, 30, ' +
        'last-month, this-month, last-year) or range[startDate] and range[endDate], where[search] (number, or ' +
        'customer name). reason: return or allowance. items: each line credited, its quantity and the invoice ' +
        'line it credits (counted from 1; null when not named).',
      querystring: listQuerystring({ ...listFilters, invoice: 'id' }),
      response: { 200: pagedEnvelope(creditNoteListItemSchema) },
    },
    handler: async (request) => {
      const query = parseListQuery(request.query as Record<string, unknown>);
      const { rows, total } = await companyRead(request, (tx, context) => listCreditNotes(tx, context, query));
      return { message: 'Credit notes', data: rows, pageInfo: pageInfo(query.page, query.limit, total) };
    },
  });

  api.get('/invoices/credit-note/:id', {
    config: view,
    schema: {
      tags,
      summary: 'One credit note with its lines, reason, the invoice it credits and history',
      params,
      response: { 200: oneCreditNote },
    },
    handler: async (request) => ({
      message: 'Credit note',
      data: await readCreditNote(request, idParam(request.params.id, 'Credit note')),
    }),
  });

  api.post('/invoices/credit-note', {
    config: create,
    schema: {
      tags,
      summary: 'Credit an approved invoice: goods returned (back to stock) or an allowance',
      description:
        'items: the lines credited (for a return, products sold on the invoice; they come back at the cost they ' +
        'left at), each with the invoice line it credits (invoiceLine, from 1), which caps its quantity at what is ' +
        'left of that line; a return credits no more of a product than was sold. reason is kept. What the invoice still owes goes down first; the rest becomes the customer’s credit, or with ' +
        'excess=refund is paid back from bank.',
      body: creditNoteSchema,
      response: { 201: oneCreditNote },
    },
    handler: async (request, reply) => {
      const { id } = await companyWrite(request, (tx, context) => createCreditNote(tx, context, request.body));
      return reply.code(201).send({ message: 'Credit note created', data: await readCreditNote(request, id) });
    },
  });

  api.delete('/invoices/credit-note/:id', {
    config: remove,
    schema: {
      tags,
      summary: 'Void a credit note: its entry is reversed and the invoice owes again',
      params,
      response: { 200: messageOnlySchema },
    },
    handler: async (request) => {
      const id = idParam(request.params.id, 'Credit note');
      await companyWrite(request, (tx, context) => voidCreditNote(tx, context, id));
      return { message: 'Credit note voided' };
    },
  });
}

function recurringRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/invoices/recurring', {
    config: view,
    schema: {
      tags,
      summary: 'Recurring invoices: what each makes, how often, and its next day',
      querystring: listQuerystring({ customer: 'id' }),
      response: { 200: pagedEnvelope(recurringInvoiceSchemaView) },
    },
    handler: async (request) => {
      const query = parseListQuery(request.query as Record<string, unknown>);
      const { rows, total } = await companyRead(request, (tx, context) => listRecurringInvoices(tx, context, query));
      return { message: 'Recurring invoices', data: rows, pageInfo: pageInfo(query.page, query.limit, total) };
    },
  });

  api.post('/invoices/recurring', {
    config: create,
    schema: {
      tags,
      summary: 'Set up a recurring invoice',
      description:
        'The invoice as for POST /invoices without its dates and number; frequency weekly, monthly, quarterly or ' +
        'yearly from startDate, until endDate or maxCount invoices. Runs missed while Owo was down are made when it ' +
        'is back, each once. approve (default true) needs sales.approve.',
      body: recurringInvoiceSchema,
      response: { 201: envelope(recurringInvoiceSchemaView) },
    },
    handler: async (request, reply) => {
      const { id } = await companyWrite(request, (tx, context) => createRecurringInvoice(tx, context, request.body));
      const data = await companyRead(request, (tx, context) => getRecurringInvoice(tx, context, id));
      return reply.code(201).send({ message: 'Recurring invoice created', data });
    },
  });

  api.get('/invoices/recurring/:id', {
    config: view,
    schema: {
      tags,
      summary: 'One recurring invoice: the invoice it makes, how often, what it has made and its next day',
      params,
      response: { 200: envelope(recurringInvoiceSchemaView) },
    },
    handler: async (request) => {
      const id = idParam(request.params.id, 'Recurring invoice');
      const data = await companyRead(request, (tx, context) => getRecurringInvoice(tx, context, id));
      return { message: 'Recurring invoice', data };
    },
  });

  api.patch('/invoices/recurring/:id', {
    config: edit,
    schema: {
      tags,
      summary: 'Change a recurring invoice (only the fields sent)',
      description:
        'Any field of POST /invoices/recurring, checked as there (approve needs sales.approve once anything but ' +
        'status changes), and status active or paused. items, when sent, replace the lines; endDate or maxCount ' +
        'null clears it. The next day is worked out again after the run day of the last invoice made, so no day ' +
        'is made twice; madeCount stays, and maxCount cannot go under it.',
      params,
      body: recurringInvoiceChangesSchema,
      response: { 200: envelope(recurringInvoiceSchemaView) },
    },
    handler: async (request) => {
      const id = idParam(request.params.id, 'Recurring invoice');
      const changes = request.body;
      await companyWrite(request, (tx, context) => updateRecurringInvoice(tx, context, id, changes));
      const data = await companyRead(request, (tx, context) => getRecurringInvoice(tx, context, id));
      const onlyStatus = Object.keys(changes).every((key) => key === 'status');
      const message =
        onlyStatus && changes.status === 'paused'
          ? 'Recurring invoice paused'
          : onlyStatus && changes.status === 'active'
            ? 'Recurring invoice resumed'
            : 'Recurring invoice updated';
      return { message, data };
    },
  });

  api.delete('/invoices/recurring/:id', {
    config: remove,
    schema: {
      tags,
      summary: 'Stop and delete a recurring invoice (the invoices it made stay)',
      params,
      response: { 200: messageOnlySchema },
    },
    handler: async (request) => {
      const id = idParam(request.params.id, 'Recurring invoice');
      await companyWrite(request, (tx, context) => deleteRecurringInvoice(tx, context, id));
      return { message: 'Recurring invoice deleted' };
    },
  });
}
