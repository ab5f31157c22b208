import { salesReceiptChangesSchema, salesReceiptSchema } from '@owo/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageOnlySchema } from '../../http/envelope.ts';
import { idParam } from '../../http/params.ts';
import { companyWrite } from '../../http/work.ts';
import { create, edit, oneDocument, params, readDocument, readRoutes, remove, tags } from './sales-documents.routes.ts';
import { createSalesReceipt, updateSalesReceipt, voidSalesReceipt } from './sales-receipts.service.ts';

/* Sales receipts (issue 14; spec section 7): /invoices/receipt, registered by invoiceRoutes. */

export function receiptRoutes(app: FastifyInstance) {
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
