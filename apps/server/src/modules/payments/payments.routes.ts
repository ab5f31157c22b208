import {
  type AnyPaymentView,
  anyPaymentViewSchema,
  type PaymentReceived,
  type Permission,
  paymentChangesSchema,
  paymentSchema,
  type VendorPayment,
  vendorPaymentChangesSchema,
} from '@owo/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';
import { requirePermission } from '../../context.ts';
import { Invalid, Unauthorized } from '../../errors.ts';
import { envelope, messageOnlySchema, pagedEnvelope, pageInfo } from '../../http/envelope.ts';
import { idParam } from '../../http/params.ts';
import { listQuerystring, parseListQuery, whereFilters } from '../../http/query.ts';
import { companyRead, companyWrite } from '../../http/work.ts';
import { attachmentHeader } from '../../pdf/render.ts';
import { whtCreditNotePdf } from '../../pdf/WhtCreditNote.tsx';
import { whtCreditNote } from './payments-made.credit-note.ts';
import { deleteVendorPayment, recordVendorPayment, updateVendorPayment } from './payments-made.service.ts';
import { getVendorPayment, listVendorPayments, paymentDirection } from './payments-made.view.ts';
import { deletePayment, updatePayment } from './payments-received.changes.ts';
import { recordPayment } from './payments-received.service.ts';
import { getPayment, listPayments } from './payments-received.view.ts';

/*
 * Spec section 7 /payments: one set of paths for payments received (paymentType INVOICE, issue 14)
 * and payments made to vendors (paymentType BILL, issue 27). Each request goes to its side by the
 * paymentType it sends (POST), the list's where[type], or the payment's own direction (one
 * payment), and needs that side's permission: sales.* for INVOICE, expenses.* for BILL.
 */

const tags = ['Payments'];
const params = z.object({ id: z.string() });
const onePayment = envelope(anyPaymentViewSchema);

type Direction = 'sales' | 'purchases';
const permissionOf = (direction: Direction, verb: 'view' | 'create' | 'edit' | 'delete') =>
  `${direction === 'sales' ? 'sales' : 'expenses'}.${verb}` as Permission;

function assertMay(request: FastifyRequest, direction: Direction, verb: 'view' | 'create' | 'edit' | 'delete') {
  if (!request.company) throw new Unauthorized();
  requirePermission(request.company, permissionOf(direction, verb));
}

export function readAnyPayment(request: FastifyRequest, id: string) {
  return companyRead<AnyPaymentView>(request, async (tx, context) =>
    (await paymentDirection(tx, context, id)) === 'purchases'
      ? getVendorPayment(tx, context, id)
      : getPayment(tx, context, id),
  );
}

/** A body checked against the schema of the payment's side, each field's message as a 400. */
function parsed<Schema extends ZodType>(schema: Schema, body: unknown): z.output<Schema> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.') || 'body'] ??= issue.message;
  throw new Invalid(Object.values(errors)[0] ?? 'The request is not valid', errors);
}

const isBill = (payment: PaymentReceived | VendorPayment): payment is VendorPayment => payment.paymentType === 'BILL';

export async function paymentRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/payments', {
    config: { access: { permission: ['sales.view', 'expenses.view'] } },
    schema: {
      tags,
      summary: 'Payments received (where[type]=INVOICE, the default) or made to vendors (where[type]=BILL)',
      description:
        'Filters: where[type] (INVOICE or BILL; where[paymentType] too), where[customer] or where[vendor], where[branch], ' +
        'where[kind] (payment or prepayment, received only), where[status] (live or void), range[startDate], range[endDate].',
      querystring: listQuerystring(
        whereFilters({
          type: 'text',
          paymentType: 'text',
          customer: 'id',
          vendor: 'id',
          branch: 'id',
          kind: 'text',
          status: 'text',
        }),
      ),
      response: { 200: pagedEnvelope(anyPaymentViewSchema) },
    },
    handler: async (request) => {
      const query = parseListQuery(request.query as Record<string, unknown>);
      const bills = (query.where.type ?? query.where.paymentType) === 'BILL';
      assertMay(request, bills ? 'purchases' : 'sales', 'view');
      const { rows, total } = await companyRead<{ rows: AnyPaymentView[]; total: number }>(request, (tx, context) =>
        bills ? listVendorPayments(tx, context, query) : listPayments(tx, context, query),
      );
      return { message: 'Payments', data: rows, pageInfo: pageInfo(query.page, query.limit, total) };
    },
  });

  api.get('/payments/:id', {
    config: { access: { permission: ['sales.view', 'expenses.view'] } },
    schema: {
      tags,
      summary: 'One payment with the invoices or bills it settled',
      params,
      response: { 200: onePayment },
    },
    handler: async (request) => {
      const id = idParam(request.params.id, 'Payment');
      const direction = await companyRead(request, (tx, context) => paymentDirection(tx, context, id));
      assertMay(request, direction, 'view');
      return { message: 'Payment', data: await readAnyPayment(request, id) };
    },
  });

  api.post('/payments', {
    config: {
      access: {
        permissionBy: {
          in: 'body',
          field: 'paymentType',
          permissions: { INVOICE: 'sales.create', BILL: 'expenses.create' },
        },
      },
    },
    schema: {
      tags,
      summary: 'Record a payment received over invoices of a customer, or made over bills of a vendor',
      description:
        'paymentType INVOICE (or left out): items [{id, amount?, withholdingTax?}] are invoices of the recipient (a ' +
        'customer); the excess becomes their credit. paymentType BILL: recipient is a vendor, reference is required, ' +
        'items [{id, amount}] are their bills and each amount what the payment settles on it; the tax to withhold on ' +
        'each is worked out from the bill (in proportion; the last payment takes what is left) and posted to WHT ' +
        'payable, the bank paying the rest; total − amountPaid is an advance to the vendor. Paying a vendor posts, ' +
        'so it needs expenses.approve too.',
      body: paymentSchema,
      response: { 201: onePayment },
    },
    handler: async (request, reply) => {
      const body = request.body;
      const bill = isBill(body);
      assertMay(request, bill ? 'purchases' : 'sales', 'create');
      const { id } = await companyWrite(request, (tx, context) =>
        isBill(body) ? recordVendorPayment(tx, context, body) : recordPayment(tx, context, body),
      );
      return reply.code(201).send({ message: 'Payment recorded', data: await readAnyPayment(request, id) });
    },
  });

  api.get('/payments/:id/wht-credit-note.pdf', {
    config: { access: { permission: 'expenses.view' } },
    schema: {
      tags,
      summary: 'The withholding tax credit note of a payment made, for the vendor (PDF)',
      description:
        'Payer and TIN, vendor and TIN, the bills paid with their gross amounts, rates and the tax withheld, and ' +
        'the date. 404 for a payment received.',
      params,
    },
    handler: async (request, reply) => {
      const id = idParam(request.params.id, 'Payment');
      const note = await companyRead(request, (tx, context) => whtCreditNote(tx, context, id));
      const pdf = await whtCreditNotePdf(note);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachmentHeader(`WHT credit note ${note.paymentNumber}.pdf`))
        .send(pdf);
    },
  });

  api.patch('/payments/:id', {
    config: { access: { permission: ['sales.edit', 'expenses.edit'] } },
    schema: {
      tags,
      summary: 'Change a payment or prepayment (only the fields sent)',
      description:
        'Its entry is reversed and the new one posted, and its invoices or bills owe what they owed before it less ' +
        'what it settles now. items, when sent, replace what it settles; left out, each keeps what it had. The ' +
        'recipient cannot change. A payment received is checked as POST with INVOICE, a payment made as with BILL. ' +
        'Sending the same change again changes nothing.',
      params,
      body: z.record(z.string(), z.unknown()),
      response: { 200: onePayment },
    },
    handler: async (request) => {
      const id = idParam(request.params.id, 'Payment');
      const direction = await companyRead(request, (tx, context) => paymentDirection(tx, context, id));
      assertMay(request, direction, 'edit');
      let message: string;
      if (direction === 'purchases') {
        const changes = parsed(vendorPaymentChangesSchema, request.body);
        const { changed } = await companyWrite(request, (tx, context) => updateVendorPayment(tx, context, id, changes));
        message = changed ? 'Payment updated' : 'Nothing has changed';
      } else {
        const changes = parsed(paymentChangesSchema, request.body);
        const { kind, changed } = await companyWrite(request, (tx, context) => updatePayment(tx, context, id, changes));
        message = changed ? `${kind === 'prepayment' ? 'Prepayment' : 'Payment'} updated` : 'Nothing has changed';
      }
      return { message, data: await readAnyPayment(request, id) };
    },
  });

  api.delete('/payments/:id', {
    config: { access: { permission: ['sales.delete', 'expenses.delete'] } },
    schema: {
      tags,
      summary: 'Delete a payment: its entry is reversed and its invoices or bills owe again',
      params,
      response: { 200: messageOnlySchema },
    },
    handler: async (request) => {
      const id = idParam(request.params.id, 'Payment');
      const direction = await companyRead(request, (tx, context) => paymentDirection(tx, context, id));
      assertMay(request, direction, 'delete');
      await companyWrite(request, (tx, context) =>
        direction === 'purchases' ? deleteVendorPayment(tx, context, id) : deletePayment(tx, context, id),
      );
      return { message: 'Payment deleted' };
    },
  });
}
