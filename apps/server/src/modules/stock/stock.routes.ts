import {
  addStockSchema,
  inventoryInflowSchema,
  inventoryValuationViewSchema,
  productStockViewSchema,
  stockAdjustmentSchema,
  stockDocumentViewSchema,
  stockMovementViewSchema,
  stockTransferSchema,
  stockTransferViewSchema,
} from '@owo/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reportBranch } from '../../branch-scope.ts';
import type { RequestContext } from '../../context.ts';
import { exportFileName } from '../../exports/report-table.ts';
import { exportFormats, sendReportTable } from '../../exports/send.ts';
import { envelope, pagedEnvelope, pageInfo, pageInfoSchema } from '../../http/envelope.ts';
import { idParam } from '../../http/params.ts';
import { listQuerystring, parseListQuery } from '../../http/query.ts';
import { companyRead, companyWrite } from '../../http/work.ts';
import type { PostingTransaction } from '../../ledger/post.ts';
import { getCompany } from '../companies/index.ts';
import { branchNames } from './stock.checks.ts';
import { valuationTable } from './stock.export.ts';
import { addStock, recordAdjustment, recordInflow, recordTransfer } from './stock.service.ts';
import { inventoryValuation } from './stock.valuation.ts';
import { getProductStock, getStockDocument, listProductMovements, listTransfers } from './stock.view.ts';

/*
 * Stock of tracked goods (issue 13): add stock, inventory inflows, adjustments and transfers, a
 * product's stock and movements, and the inventory valuation report. A member limited to a branch
 * moves stock at their branch only (a transfer: from it) and reads their branch's stock.
 */

const tags = ['Stock'];
const params = z.object({ id: z.string() });
const create = { access: { permission: 'sales.create' } } as const;
const view = { access: { permission: 'sales.view' } } as const;
const oneDocument = { 201: envelope(stockDocumentViewSchema) };

/** Writes a stock document and answers it as it now reads (201). */
async function written(
  request: FastifyRequest,
  reply: FastifyReply,
  message: string,
  work: (tx: PostingTransaction, context: RequestContext) => Promise<{ id: string }>,
) {
  const { id } = await companyWrite(request, work);
  const data = await companyRead(request, (tx, context) => getStockDocument(tx, context, id));
  return reply.code(201).send({ message, data });
}

const exportQuery = z.object({
  format: z.enum(exportFormats, { error: 'Format is not valid.' }).describe('csv, xlsx or pdf'),
  branch: z.uuid({ error: 'Branch is not valid.' }).optional(),
});

export async function stockRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const productId = (raw: string) => idParam(raw, 'Product').toLowerCase();

  api.post('/products/stock', {
    config: create,
    schema: {
      tags,
      summary: 'Add stock of one product at a branch',
      description:
        'quantity: up to 3 decimals, more than 0. cost: naira, the total for the quantity. account: a bank ' +
        'account, Accounts Payable or Opening Balance Equity. Posts Dr the product’s inventory account, Cr account.',
      body: addStockSchema,
      response: oneDocument,
    },
    handler: (request, reply) =>
      written(request, reply, 'Stock added', (tx, context) => addStock(tx, context, request.body)),
  });

  api.post('/products/inflows', {
    config: create,
    schema: {
      tags,
      summary: 'Receive many products at a branch (an inventory inflow)',
      description: 'lines: [{product, quantity, cost}], cost in naira for the line; account as for add stock.',
      body: inventoryInflowSchema,
      response: oneDocument,
    },
    handler: (request, reply) =>
      written(request, reply, 'Inventory inflow recorded', (tx, context) => recordInflow(tx, context, request.body)),
  });

  api.post('/products/adjustments', {
    config: create,
    schema: {
      tags,
      summary: 'Count or revalue stock at a branch, with a reason',
      description:
        'Each line gives countedQuantity (the quantity becomes it, at the average cost) or newValue (the new value ' +
        'of the stock on hand, naira). Posts the difference against Inventory Adjustments.',
      body: stockAdjustmentSchema,
      response: oneDocument,
    },
    handler: (request, reply) =>
      written(request, reply, 'Stock adjusted', (tx, context) => recordAdjustment(tx, context, request.body)),
  });

  api.post('/products/transfers', {
    config: create,
    schema: {
      tags,
      summary: 'Move stock from one branch to another',
      description: 'At the sending branch’s average cost; posts inventory between the branches, no profit or loss.',
      body: stockTransferSchema,
      response: oneDocument,
    },
    handler: (request, reply) =>
      written(request, reply, 'Transfers created successfully', (tx, context) =>
        recordTransfer(tx, context, request.body),
      ),
  });

  api.get('/products/transfers', {
    config: view,
    schema: {
      tags,
      summary: 'Stock transfers, newest first',
      querystring: listQuerystring({}),
      response: { 200: pagedEnvelope(stockTransferViewSchema) },
    },
    handler: async (request) => {
      const query = parseListQuery(request.query as Record<string, unknown>);
      const { transfers, total } = await companyRead(request, (tx, context) => listTransfers(tx, context, query));
      return { message: 'Transfers', data: transfers, pageInfo: pageInfo(query.page, query.limit, total) };
    },
  });

  api.get('/products/:id/stock', {
    config: view,
    schema: {
      tags,
      summary: 'Where a product’s stock is: quantity, value and average cost at each branch',
      params,
      response: { 200: envelope(productStockViewSchema) },
    },
    handler: async (request) => {
      const id = productId(request.params.id);
      return { message: 'Stock', data: await companyRead(request, (tx, context) => getProductStock(tx, context, id)) };
    },
  });

  api.get('/products/:id/movements', {
    config: view,
    schema: {
      tags,
      summary: 'A product’s stock movements, newest first, with running quantity and value',
      description:
        'quantityAfter/valueAfter: at the movement’s branch; runningQuantity/runningValue: across the branches ' +
        'the caller sees.',
      params,
      querystring: listQuerystring({}),
      response: { 200: pagedEnvelope(stockMovementViewSchema) },
    },
    handler: async (request) => {
      const id = productId(request.params.id);
      const query = parseListQuery(request.query as Record<string, unknown>, 20);
      const { movements, total } = await companyRead(request, (tx, context) =>
        listProductMovements(tx, context, id, query),
      );
      return { message: 'Stock movements', data: movements, pageInfo: pageInfo(query.page, query.limit, total) };
    },
  });

  api.get('/reports/inventory-valuation', {
    config: { access: { permission: 'reports.view' } },
    schema: {
      tags: ['Reports'],
      summary: 'Inventory valuation: every product at every branch, at weighted average cost',
      description: 'branch: one branch only. totalValue and branches cover every line, not only the page.',
      querystring: listQuerystring({ branch: 'id' }),
      response: {
        200: z.object({ message: z.string(), data: inventoryValuationViewSchema, pageInfo: pageInfoSchema }),
      },
    },
    handler: async (request) => {
      const raw = request.query as Record<string, unknown>;
      const query = parseListQuery(raw, 100);
      const { valuation, total } = await companyRead(request, async (tx, context) => {
        const branch = reportBranch(context, typeof raw.branch === 'string' ? raw.branch : undefined);
        if (branch !== undefined) await branchNames(tx, context.companyId, [branch]);
        return inventoryValuation(tx, context.companyId, branch, query);
      });
      return { message: 'Inventory valuation', data: valuation, pageInfo: pageInfo(query.page, query.limit, total) };
    },
  });

  api.get('/reports/inventory-valuation/export', {
    config: { access: { permission: 'reports.view' }, export: true },
    schema: {
      tags: ['Reports'],
      summary: 'Inventory valuation as a CSV, XLSX or PDF file',
      description: 'format, and branch as GET /reports/inventory-valuation; every line, with the total.',
      querystring: exportQuery,
    },
    handler: async (request, reply) => {
      const table = await companyRead(request, async (tx, context) => {
        const branch = reportBranch(context, request.query.branch);
        const names = branch === undefined ? undefined : await branchNames(tx, context.companyId, [branch]);
        const { valuation } = await inventoryValuation(tx, context.companyId, branch, { limit: 1_000_000, offset: 0 });
        const company = await getCompany(tx, context.userId, context.companyId);
        const details = branch === undefined ? [] : [`Branch: ${names?.get(branch) ?? ''}`];
        return valuationTable({ companyName: company.name, details, printedAt: new Date() }, valuation);
      });
      return sendReportTable(reply, table, request.query.format, exportFileName(table.companyName, table.title));
    },
  });
}
