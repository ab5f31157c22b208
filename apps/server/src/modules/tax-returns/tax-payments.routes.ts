import { taxPaymentCreateSchema, taxPaymentSchema, taxPaymentUpdateSchema } from '@owo/core';
import type { Transaction } from '@owo/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RequestContext } from '../../context.ts';
import { envelope, messageOnlySchema } from '../../http/envelope.ts';
import { idParam } from '../../http/params.ts';
import { companyRead, companyWrite } from '../../http/work.ts';
import { createTaxPayment, deleteTaxPayment, updateTaxPayment } from './tax-payments.service.ts';
import { getTaxPayment } from './tax-returns.view.ts';

/* Payments of filed returns (issue 29): Dr the tax payable, Cr the bank; edit reverses and re-posts. */

const tags = ['Tax payments'];
const params = z.object({ id: z.string() });
const view = { access: { permission: 'tax.view' as const }, wholeCompany: true as const };
const pay = { access: { permission: 'tax.pay' as const }, wholeCompany: true as const };

const readPayment = (request: FastifyRequest, id: string) =>
  companyRead(request, (tx, context) => getTaxPayment(tx, context, { id }));

export interface TaxPaymentRouteOptions {
  /**
   * Removes a deleted payment's receipts in its transaction. The attachments module stands above
   * this one (it finds payments through index.ts), so app.ts hands its step in.
   */
  removeReceipts: (tx: Transaction, context: RequestContext, paymentId: string) => Promise<void>;
}

export async function taxPaymentRoutes(app: FastifyInstance, options: TaxPaymentRouteOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const paymentId = (raw: string) => idParam(raw, 'Tax payment').toLowerCase();

  api.post('/tax/payments', {
    config: pay,
    schema: {
      tags,
      summary: 'Pay a filed return, in full or in part, from a bank account',
      description:
        'return, bank, date, amount (the tax; at most what the return still asks), reference, penalty and ' +
        'interest (paid on top, to Tax Penalties and Interest), note.',
      body: taxPaymentCreateSchema,
      response: { 201: envelope(taxPaymentSchema) },
    },
    handler: async (request, reply) => {
      const { id } = await companyWrite(request, (tx, context) => createTaxPayment(tx, context, request.body));
      return reply.code(201).send({ message: 'Tax payment recorded', data: await readPayment(request, id) });
    },
  });

  api.get('/tax/payments/:id', {
    config: view,
    schema: { tags, summary: 'A tax payment', params, response: { 200: envelope(taxPaymentSchema) } },
    handler: async (request) => ({
      message: 'Tax payment',
      data: await readPayment(request, paymentId(request.params.id)),
    }),
  });

  api.patch('/tax/payments/:id', {
    config: pay,
    schema: {
      tags,
      summary: 'Change a tax payment: its entry is reversed and posted again',
      params,
      body: taxPaymentUpdateSchema,
      response: { 200: envelope(taxPaymentSchema) },
    },
    handler: async (request) => {
      const id = paymentId(request.params.id);
      await companyWrite(request, (tx, context) => updateTaxPayment(tx, context, { id, change: request.body }));
      return { message: 'Tax payment updated', data: await readPayment(request, id) };
    },
  });

  api.delete('/tax/payments/:id', {
    config: pay,
    schema: {
      tags,
      summary: 'Delete a tax payment: its entry is reversed and its receipts removed',
      params,
      response: { 200: messageOnlySchema },
    },
    handler: async (request) => {
      const id = paymentId(request.params.id);
      await companyWrite(request, async (tx, context) => {
        await deleteTaxPayment(tx, context, { id });
        await options.removeReceipts(tx, context, id);
      });
      return { message: 'Tax payment deleted' };
    },
  });
}
