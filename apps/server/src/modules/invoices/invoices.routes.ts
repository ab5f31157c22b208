import { invoiceChangesSchema, invoiceSchema } from '@owo/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageOnlySchema, pagedEnvelope, pageInfo } from '../../http/envelope.ts';
import { idParam } from '../../http/params.ts';
import { listQuerystring, parseListQuery } from '../../http/query.ts';
import { companyRead, companyWrite } from '../../http/work.ts';
import { creditNoteRoutes } from './credit-notes.routes.ts';
import { estimateRoutes } from './estimates.routes.ts';
import { createInvoice, deleteInvoice, updateInvoice, voidInvoice } from './invoices.service.ts';
import { recurringRoutes } from './recurring.routes.ts';
import {
  create,
  edit,
  oneDocument,
  params,
  readDocument,
  readRoutes,
  remove,
  tags,
  view,
} from './sales-documents.routes.ts';
import { openInvoicesOf, salesListItemSchema } from './sales-list.view.ts';
import { receiptRoutes } from './sales-receipts.routes.ts';

/*
 * Invoices, estimates and sales receipts (issue 14; spec section 7): /invoices, /invoices/estimate
 * and /invoices/receipt, each with list, read, create, change and delete, plus an invoice's void
 * and approval (the approval call is /merchant/approve, in journals.routes.ts with the journals').
 */

// Payments answer with the invoice they paid, read as its page shows it, and import it from here.
export { readDocument } from './sales-documents.routes.ts';

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
