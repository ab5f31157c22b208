import {
  applyCreditSchema,
  paymentChangesSchema,
  paymentReceivedSchema,
  paymentViewSchema,
  prepaymentSchema,
  toNaira,
} from '@owo/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, messageOnlySchema, pagedEnvelope, pageInfo } from '../../http/envelope.ts';
import { idParam } from '../../http/params.ts';
import { listQuerystring, parseListQuery } from '../../http/query.ts';
import { companyRead, companyWrite } from '../../http/work.ts';
import { getCustomerView } from '../customers/customers.service.ts';
import { readDocument } from '../invoices/invoices.routes.ts';
import { salesDocumentSchema } from '../invoices/sales.view.ts';
import {
  applyCredit,
  deletePayment,
  recordPayment,
  recordPrepayment,
  updatePayment,
} from './payments-received.service.ts';
import { customerCredit, getPayment, listPayments } from './payments-received.view.ts';

/*
 * Payments received and prepayments (issue 14; spec section 7 /payments), customer credit and its
 * use on invoices. A payment of several invoices answers the payment; the web then goes to the
 * invoice list (spec section 4).
 */

const tags = ['Payments received'];
const params = z.object({ id: z.string() });
const onePayment = envelope(paymentViewSchema);

function readPayment(request: FastifyRequest, id: string) {
  return companyRead(request, (tx, context) => getPayment(tx, context, id));
}

export async function paymentReceivedRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/payments', {
    config: { access: { permission: 'sales.view' } },
    schema: {
      tags,
      summary: 'Payments received and prepayments, newest first',
      description:
        'Filters: where[customer], where[branch], where[kind] (payment or prepayment), where[status] (live or void), range[startDate], range[endDate].',
      querystring: listQuerystring({ customer: 'id', branch: 'id', kind: 'text', status: 'text' }),
      response: { 200: pagedEnvelope(paymentViewSchema) },
    },
    handler: async (request) => {
      const query = parseListQuery(request.query as Record<string, unknown>);
      const { rows, total } = await companyRead(request, (tx, context) => listPayments(tx, context, query));
      return { message: 'Payments', data: rows, pageInfo: pageInfo(query.page, query.limit, total) };
    },
  });

  api.get('/payments/:id', {
    config: { access: { permission: 'sales.view' } },
    schema: { tags, summary: 'One payment with the invoices it settled', params, response: { 200: onePayment } },
    handler: async (request) => ({
      message: 'Payment',
      data: await readPayment(request, idParam(request.params.id, 'Payment')),
    }),
  });

  api.post('/payments', {
    config: { access: { permission: 'sales.create' } },
    schema: {
      tags,
      summary: 'Record a payment received over one or many invoices of a customer',
      description:
        'items: [{id, amount?, withholdingTax?}] oldest first; an invoice without an amount takes what is left of the ' +
        'amount received, up to what it owes. Tax withheld settles the invoice and posts to WHT receivable. The ' +
        'excess becomes the customer’s credit (Customer Deposits).',
      body: paymentReceivedSchema,
      response: { 201: onePayment },
    },
    handler: async (request, reply) => {
      const { id } = await companyWrite(request, (tx, context) => recordPayment(tx, context, request.body));
      return reply.code(201).send({ message: 'Payment recorded', data: await readPayment(request, id) });
    },
  });

  api.post('/payments/prepayment', {
    config: { access: { permission: 'sales.create' } },
    schema: {
      tags,
      summary: 'Record a prepayment: money received before an invoice, kept as the customer’s credit',
      body: prepaymentSchema,
      response: { 201: onePayment },
    },
    handler: async (request, reply) => {
      const { id } = await companyWrite(request, (tx, context) => recordPrepayment(tx, context, request.body));
      return reply.code(201).send({ message: 'Prepayment recorded', data: await readPayment(request, id) });
    },
  });

  api.patch('/payments/:id', {
    config: { access: { permission: 'sales.edit' } },
    schema: {
      tags,
      summary: 'Change a payment or prepayment (only the fields sent)',
      description:
        'Its entry is reversed and the new one posted, and its invoices owe what they owed before it less what it ' +
        'settles now. items, when sent, replace what a payment settles, as for POST /payments; left out, each invoice ' +
        'keeps its cash and tax withheld. A prepayment takes no items. The customer cannot change. Refused (409) when ' +
        'it would take away credit the customer has already used. Sending the same change again changes nothing.',
      params,
      body: paymentChangesSchema,
      response: { 200: onePayment },
    },
    handler: async (request) => {
      const id = idParam(request.params.id, 'Payment');
      const { kind, changed } = await companyWrite(request, (tx, context) =>
        updatePayment(tx, context, id, request.body),
      );
      const noun = kind === 'prepayment' ? 'Prepayment' : 'Payment';
      return { message: changed ? `${noun} updated` : 'Nothing has changed', data: await readPayment(request, id) };
    },
  });

  api.delete('/payments/:id', {
    config: { access: { permission: 'sales.delete' } },
    schema: {
      tags,
      summary: 'Delete a payment or prepayment: its entry is reversed and its invoices owe again',
      params,
      response: { 200: messageOnlySchema },
    },
    handler: async (request) => {
      const id = idParam(request.params.id, 'Payment');
      await companyWrite(request, (tx, context) => deletePayment(tx, context, id));
      return { message: 'Payment deleted' };
    },
  });

  api.get('/customers/:id/credit', {
    config: { access: { permission: 'sales.view' } },
    schema: {
      tags,
      summary: 'The customer’s credit (prepayments and overpayments not yet used), home currency',
      params,
      response: { 200: envelope(z.object({ credit: z.number() })) },
    },
    handler: async (request) => {
      const id = idParam(request.params.id, 'Customer');
      const credit = await companyRead(request, async (tx, context) => {
        await getCustomerView(tx, context, id);
        return customerCredit(tx, context.companyId, id);
      });
      return { message: 'Customer credit', data: { credit: toNaira(credit) } };
    },
  });

  api.post('/invoices/:id/apply-credit', {
    config: { access: { permission: 'sales.create' } },
    schema: {
      tags,
      summary: 'Use the customer’s credit to settle an invoice',
      params,
      body: applyCreditSchema,
      response: { 200: envelope(salesDocumentSchema) },
    },
    handler: async (request) => {
      const id = idParam(request.params.id, 'Invoice');
      await companyWrite(request, (tx, context) => applyCredit(tx, context, id, request.body));
      return { message: 'Credit applied', data: await readDocument(request, 'invoice', id) };
    },
  });
}
