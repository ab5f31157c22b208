import { billChangesSchema, billListItemSchema, billSchema, billViewSchema } from '@owo/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, messageOnlySchema, pagedEnvelope, pageInfo } from '../../http/envelope.ts';
import { idParam } from '../../http/params.ts';
import { listQuerystring, parseListQuery, whereFilters } from '../../http/query.ts';
import { companyRead, companyWrite } from '../../http/work.ts';
import { approveBill, createBill, deleteBill, updateBill, voidBill } from './bills.service.ts';
import { getBill } from './bills.view.ts';
import { listBills, openBillsOf } from './bills-list.view.ts';

/*
 * Bills (issue 27; spec section 7 "Bills"): /expenses/bill with list, read, create, change and
 * delete, a vendor's bills that can be paid, and a bill's approval and void.
 */

const tags = ['Bills'];
const params = z.object({ id: z.string() });
const vendorParams = z.object({ vendorId: z.string() });
const view = { access: { permission: 'expenses.view' } } as const;
const create = { access: { permission: 'expenses.create' } } as const;
const edit = { access: { permission: 'expenses.edit' } } as const;
const remove = { access: { permission: 'expenses.delete' } } as const;
const oneBill = envelope(billViewSchema);

export const readBill = (request: FastifyRequest, id: string) =>
  companyRead(request, (tx, context) => getBill(tx, context, id));

export async function billRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/expenses/bill', {
    config: view,
    schema: {
      tags,
      summary: 'Bills, newest first',
      description:
        'Filters: where[status] (DRAFT, AWAITING_APPROVAL, UNPAID, PARTLY_PAID, PAID, OVERDUE, VOID; any case), ' +
        'where[branch], where[vendor], where[period] (365, 120, 90, 60, 30, last-month, this-month, last-year) or ' +
        'range[startDate] and range[endDate], where[search] (number, bill number or vendor name).',
      querystring: listQuerystring(
        whereFilters({ status: 'text', branch: 'id', vendor: 'id', period: 'text', search: 'text' }),
      ),
      response: { 200: pagedEnvelope(billListItemSchema) },
    },
    handler: async (request) => {
      const query = parseListQuery(request.query as Record<string, unknown>);
      const { rows, total } = await companyRead(request, (tx, context) => listBills(tx, context, query));
      return { message: 'Bills', data: rows, pageInfo: pageInfo(query.page, query.limit, total) };
    },
  });

  api.get('/expenses/bill/vendors/:vendorId', {
    config: view,
    schema: {
      tags,
      summary: "A vendor's bills that can be paid (not paid, draft or void), oldest due first, with amount due",
      params: vendorParams,
      querystring: listQuerystring({}),
      response: { 200: pagedEnvelope(billListItemSchema) },
    },
    handler: async (request) => {
      const query = parseListQuery(request.query as Record<string, unknown>, 100);
      const vendorId = idParam(request.params.vendorId, 'Vendor');
      const { rows, total } = await companyRead(request, (tx, context) => openBillsOf(tx, context, vendorId, query));
      return { message: 'Bills', data: rows, pageInfo: pageInfo(query.page, query.limit, total) };
    },
  });

  api.get('/expenses/bill/:id', {
    config: view,
    schema: {
      tags,
      summary: 'One bill with its lines, taxes, withholding tax to deduct, payments, journal entry and history',
      params,
      response: { 200: oneBill },
    },
    handler: async (request) => ({
      message: 'Bill',
      data: await readBill(request, idParam(request.params.id, 'Bill')),
    }),
  });

  api.post('/expenses/bill', {
    config: create,
    schema: {
      tags,
      summary: 'Record a vendor’s bill',
      description:
        'status: draft, awaiting-approval, or approved (default): posted at once when the member may approve a bill ' +
        'of its amount, else it waits for approval and the approvers are told. Lines go to an account ' +
        '(chartofAccount) or a product: tracked goods come into the branch’s stock at their cost. A line’s ' +
        'withholding names a withholding tax: its rate (doubled when neither the bill nor the vendor has a TIN) ' +
        'is deducted when the bill is paid. Totals are worked out by the server (spec section 4).',
      body: billSchema,
      response: { 201: oneBill },
    },
    handler: async (request, reply) => {
      const { id, status } = await companyWrite(request, (tx, context) => createBill(tx, context, request.body));
      const message =
        status === 'awaiting-approval'
          ? 'Bill created and sent for approval'
          : status === 'draft'
            ? 'Bill saved as draft'
            : 'Bill created';
      return reply.code(201).send({ message, data: await readBill(request, id) });
    },
  });

  api.post('/expenses/bill/:id/approve', {
    config: { access: { permission: 'expenses.approve' } },
    schema: { tags, summary: 'Approve a bill: it posts and is owed to the vendor', params, response: { 200: oneBill } },
    handler: async (request) => {
      const id = idParam(request.params.id, 'Bill');
      await companyWrite(request, (tx, context) => approveBill(tx, context, id));
      return { message: 'Bill approved', data: await readBill(request, id) };
    },
  });

  api.patch('/expenses/bill/:id', {
    config: edit,
    schema: {
      tags,
      summary: 'Change a bill (only the fields sent)',
      description:
        'items, when sent, replace the lines. A posted bill is reversed and posted again (its goods too; needs ' +
        'expenses.approve); its total cannot go under what has been paid.',
      params,
      body: billChangesSchema,
      response: { 200: oneBill },
    },
    handler: async (request) => {
      const id = idParam(request.params.id, 'Bill');
      await companyWrite(request, (tx, context) => updateBill(tx, context, id, request.body));
      return { message: 'Bill updated', data: await readBill(request, id) };
    },
  });

  api.patch('/expenses/bill/:id/void', {
    config: remove,
    schema: {
      tags,
      summary: 'Void a bill: its entry is reversed and its goods go back out of stock at the cost they came in',
      params,
      response: { 200: oneBill },
    },
    handler: async (request) => {
      const id = idParam(request.params.id, 'Bill');
      await companyWrite(request, (tx, context) => voidBill(tx, context, id));
      return { message: 'Bill voided', data: await readBill(request, id) };
    },
  });

  api.delete('/expenses/bill/:id', {
    config: remove,
    schema: {
      tags,
      summary: 'Delete a draft bill or one awaiting approval; a posted one is voided instead',
      params,
      response: { 200: messageOnlySchema },
    },
    handler: async (request) => {
      const id = idParam(request.params.id, 'Bill');
      const { voided } = await companyWrite(request, (tx, context) => deleteBill(tx, context, id));
      return { message: voided ? 'Bill voided: approved bills are kept in the books' : 'Bill deleted' };
    },
  });
}
