import {
  purchaseOrderBilledSchema,
  purchaseOrderBillSchema,
  purchaseOrderChangesSchema,
  purchaseOrderListItemSchema,
  purchaseOrderSchema,
  purchaseOrderSentSchema,
  purchaseOrderViewSchema,
  purchaseReceiptSchema,
} from '@owo/core';
import { sendDocumentSchema } from '@owo/core/schemas/invoice-delivery';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, pagedEnvelope, pageInfo } from '../../http/envelope.ts';
import { idParam } from '../../http/params.ts';
import { listQuerystring, parseListQuery, whereFilters } from '../../http/query.ts';
import { companyRead, companyWrite } from '../../http/work.ts';
import { attachmentHeader } from '../../pdf/render.ts';
import type { DeliveryLimits } from '../invoices/index.ts';
import { billPurchaseOrder } from './purchase-orders.billing.ts';
import {
  checkSendable,
  composePurchaseOrderEmail,
  readPurchaseOrderPrint,
  recordPurchaseOrderSent,
  renderPurchaseOrderPdf,
  vendorRecipients,
} from './purchase-orders.delivery.ts';
import { receivePurchaseOrder } from './purchase-orders.receiving.ts';
import { createPurchaseOrder, updatePurchaseOrder, voidPurchaseOrder } from './purchase-orders.service.ts';
import { getPurchaseOrder, listPurchaseOrders, NOUN } from './purchase-orders.view.ts';

/*
 * Purchase orders (issue 27; spec section 2 /expense/purchase, new-purchase, edit-purchase). The
 * spec shows no call for them, so they are named as the other documents are: /purchase-orders with
 * list, read, create, change and delete (void), and an order's PDF, send, receive and bill; approval is
 * the spec's one approval call (PATCH /merchant/approve/{id}?state=purchase-order, purchase-orders.approval.ts)
 * (docs/decisions.md, "Purchase orders").
 */

const tags = ['Purchase orders'];
const path = '/purchase-orders';
const params = z.object({ id: z.string() });
const view = { access: { permission: 'expenses.view' } } as const;
const create = { access: { permission: 'expenses.create' } } as const;
const edit = { access: { permission: 'expenses.edit' } } as const;
const remove = { access: { permission: 'expenses.delete' } } as const;
const oneOrder = envelope(purchaseOrderViewSchema);
const listFilters = whereFilters({ status: 'text', branch: 'id', vendor: 'id', period: 'text', search: 'text' });

function readOrder(request: FastifyRequest, id: string) {
  return companyRead(request, (tx, context) => getPurchaseOrder(tx, context, id));
}

export async function purchaseOrderRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limits: DeliveryLimits = { emailsPerDay: app.config.DOCUMENT_EMAILS_PER_DAY };

  api.get(path, {
    config: view,
    schema: {
      tags,
      summary: 'Purchase orders, newest first',
      description:
        'Filters: where[status] (draft, awaiting-approval, open, partly-received, received, billed, void), ' +
        'where[branch], where[vendor], where[period] (365, 120, 90, 60, 30, last-month, this-month, last-year) or ' +
        'range[startDate] and range[endDate], where[search] (number or vendor name).',
      querystring: listQuerystring(listFilters),
      response: { 200: pagedEnvelope(purchaseOrderListItemSchema) },
    },
    handler: async (request) => {
      const query = parseListQuery(request.query as Record<string, unknown>);
      const { rows, total } = await companyRead(request, (tx, context) => listPurchaseOrders(tx, context, query));
      return { message: 'Purchase orders', data: rows, pageInfo: pageInfo(query.page, query.limit, total) };
    },
  });

  api.get(`${path}/:id`, {
    config: view,
    schema: {
      tags,
      summary: 'One purchase order with its lines, what was received and its history',
      params,
      response: { 200: oneOrder },
    },
    handler: async (request) => ({ message: NOUN, data: await readOrder(request, idParam(request.params.id, NOUN)) }),
  });

  api.post(path, {
    config: create,
    schema: {
      tags,
      summary: 'Create a purchase order (it posts nothing)',
      description:
        'status: draft, or open (default): open at once when the maker may approve purchase orders of its amount, ' +
        'else awaiting-approval and the approvers are told. purchaseNumber left out: the next PO number.',
      body: purchaseOrderSchema,
      response: { 201: oneOrder },
    },
    handler: async (request, reply) => {
      const { id } = await companyWrite(request, (tx, context) => createPurchaseOrder(tx, context, request.body));
      return reply.code(201).send({ message: 'Purchase order created', data: await readOrder(request, id) });
    },
  });

  api.patch(`${path}/:id`, {
    config: edit,
    schema: {
      tags,
      summary: 'Change a purchase order (only the fields sent)',
      description:
        'items, when sent, replace the lines. Once goods are received its figures are fixed; a billed or void order ' +
        'is not changed (409). status open issues a draft.',
      params,
      body: purchaseOrderChangesSchema,
      response: { 200: oneOrder },
    },
    handler: async (request) => {
      const id = idParam(request.params.id, NOUN);
      await companyWrite(request, (tx, context) => updatePurchaseOrder(tx, context, { id, changes: request.body }));
      return { message: 'Purchase order updated', data: await readOrder(request, id) };
    },
  });

  api.delete(`${path}/:id`, {
    config: remove,
    schema: {
      tags,
      summary: 'Void a purchase order (kept, read-only; its number stays taken)',
      description: 'Refused (409) once goods have been received on it or it has been billed.',
      params,
      response: { 200: oneOrder },
    },
    handler: async (request) => {
      const id = idParam(request.params.id, NOUN);
      const { number } = await companyWrite(request, (tx, context) => voidPurchaseOrder(tx, context, { id }));
      return { message: `Purchase order ${number} voided`, data: await readOrder(request, id) };
    },
  });

  api.post(`${path}/:id/receive`, {
    config: create,
    schema: {
      tags,
      summary: 'Receive goods or services ordered, in part or in full',
      description:
        'lines: [{ line (counted from 1), quantity }]. Tracked goods go into stock at the branch at the order ' +
        "line's cost, posting Dr inventory / Cr Accounts Payable (the vendor's). At most what is still to come.",
      params,
      body: purchaseReceiptSchema,
      response: { 200: oneOrder },
    },
    handler: async (request) => {
      const id = idParam(request.params.id, NOUN);
      await companyWrite(request, (tx, context) => receivePurchaseOrder(tx, context, { id, receipt: request.body }));
      return { message: 'Goods received', data: await readOrder(request, id) };
    },
  });

  api.get(`${path}/:id/pdf`, {
    config: view,
    schema: {
      tags,
      summary: 'The PDF of a purchase order, as the company’s purchase-order template lays it out',
      description: 'action: download (default; attachment) or inline. Named by its number (PO-00001.pdf).',
      params,
      querystring: z.object({
        action: z.enum(['download', 'inline'], { error: 'Action must be download or inline' }).optional(),
      }),
    },
    handler: async (request, reply) => {
      const id = idParam(request.params.id, NOUN);
      const print = await companyRead(request, (tx, context) => readPurchaseOrderPrint(tx, context, id));
      const pdf = await renderPurchaseOrderPdf(print);
      const disposition = attachmentHeader(`${print.view.number}.pdf`);
      return reply
        .type('application/pdf')
        .header(
          'Content-Disposition',
          request.query.action === 'inline' ? disposition.replace(/^attachment/, 'inline') : disposition,
        )
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  });

  api.post(`${path}/:id/send`, {
    config: { access: { permission: ['expenses.create', 'expenses.edit'] } },
    schema: {
      tags,
      summary: 'Email a purchase order to the vendor with its PDF attached',
      description:
        "to: left out, every email of the vendor; at most 3 addresses not the vendor's. message: words of your own. " +
        "Drafts, orders awaiting approval and void ones are refused (409); past the company's daily limit on " +
        "document emails, 429. Recorded on the order's history as 'emailed'.",
      params,
      body: sendDocumentSchema,
      response: { 200: envelope(purchaseOrderSentSchema) },
    },
    handler: async (request) => {
      const id = idParam(request.params.id, NOUN);
      const print = await companyRead(request, async (tx, context) => {
        const read = await readPurchaseOrderPrint(tx, context, id);
        checkSendable(read);
        return read;
      });
      const to = vendorRecipients(print, request.body.to);
      const pdf = await renderPurchaseOrderPdf(print);
      const email = composePurchaseOrderEmail(print, { to, message: request.body.message, pdf });
      await companyWrite(request, (tx, context) => recordPurchaseOrderSent(tx, context, { id, to, email, limits }));
      return { message: `Purchase order sent to ${to.join(', ')}`, data: { to } };
    },
  });

  api.post(`${path}/:id/bill`, {
    config: create,
    schema: {
      tags,
      summary: 'Turn a purchase order into a bill in one click',
      description:
        "The bill takes the order's vendor, branch, currency, lines and discount. Goods already received on the order " +
        "are billed against the vendor's payable they were received to (no stock moves again); the rest come into stock " +
        'when the bill posts. status: draft (default), awaiting-approval or approved. The order becomes billed.',
      params,
      body: purchaseOrderBillSchema,
      response: { 201: envelope(purchaseOrderBilledSchema) },
    },
    handler: async (request, reply) => {
      const id = idParam(request.params.id, NOUN);
      const bill = await companyWrite(request, (tx, context) =>
        billPurchaseOrder(tx, context, { id, request: request.body }),
      );
      return reply.code(201).send({
        message: `Bill ${bill.number} created`,
        data: { _id: bill.id, number: bill.number, status: bill.status },
      });
    },
  });
}
