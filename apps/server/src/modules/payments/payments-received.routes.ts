import { applyCreditSchema, paymentViewSchema, prepaymentSchema, toNaira } from '@owo/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../http/envelope.ts';
import { idParam } from '../../http/params.ts';
import { companyRead, companyWrite } from '../../http/work.ts';
import { customerCredit } from '../../ledger/balances.ts';
import { getCustomerView } from '../customers/index.ts';
import { readDocument, salesDocumentSchema } from '../invoices/index.ts';
import { applyCredit } from './payments-received.changes.ts';
import { recordPrepayment } from './payments-received.service.ts';
import { getPayment } from './payments-received.view.ts';

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
