import {
  preparedTaxReturnSchema,
  taxCalendarSchema,
  taxReturnDetailSchema,
  taxReturnFileSchema,
  taxReturnPrepareQuerySchema,
  taxReturnSchema,
  taxReturnUpdateSchema,
  taxSettingsSchema,
  taxSettingsUpdateSchema,
} from '@owo/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { may } from '../../context.ts';
import { exportFileName } from '../../exports/report-table.ts';
import { sendReportTable } from '../../exports/send.ts';
import { envelope, messageOnlySchema, pagedEnvelope, pageInfo } from '../../http/envelope.ts';
import { idParam } from '../../http/params.ts';
import { listQuerystring, parseListQuery, whereFilters } from '../../http/query.ts';
import { companyRead, companyWrite } from '../../http/work.ts';
import { renderInWorker } from '../../pdf/pool.ts';
import { attachmentHeader } from '../../pdf/render.ts';
import { readCompanyName } from '../company-profile/index.ts';
import { taxCalendar } from './tax-calendar.view.ts';
import { returnSchedule } from './tax-returns.export.ts';
import { readReturnForm } from './tax-returns.form.ts';
import { prepareReturn } from './tax-returns.prepare.ts';
import { deleteReturn, fileReturn, updateReturn } from './tax-returns.service.ts';
import { getReturn, listReturns } from './tax-returns.view.ts';
import { updateTaxSettings } from './tax-settings.service.ts';
import { getTaxSettings } from './tax-settings.view.ts';

/*
 * VAT and WHT returns (issue 29): prepared from the ledger, filed, changed and deleted. Returns are
 * the whole company's (a branch files nothing of its own), so a member limited to a branch is refused.
 */

const tags = ['Tax returns'];
const params = z.object({ id: z.string() });
const view = { access: { permission: 'tax.view' as const }, wholeCompany: true as const };
const file = { access: { permission: 'tax.file' as const }, wholeCompany: true as const };

export const readReturn = (request: FastifyRequest, id: string) =>
  companyRead(request, (tx, context) => getReturn(tx, context, { id }));

/** The return as the NRS-style form (pdf/TaxReturnForm.tsx), rendered on a PDF worker after the read. */
async function sendReturnForm(request: FastifyRequest, reply: FastifyReply, id: string) {
  const { model, period } = await companyRead(request, (tx, context) => readReturnForm(tx, context, { id }));
  const title = `${model.prepared.type === 'vat' ? 'VAT' : 'WHT'} return ${period}`;
  reply
    .type('application/pdf')
    .header('Content-Disposition', attachmentHeader(`${exportFileName(model.taxpayer.name, title)}.pdf`))
    .header('Cache-Control', 'private, no-store');
  // HEAD asks what the file would be, not for the work of making it.
  if (request.method === 'HEAD') return reply.send();
  return reply.send(await renderInWorker('taxReturnForm', model));
}

export async function taxReturnRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const returnId = (raw: string) => idParam(raw, 'Tax return').toLowerCase();

  api.get('/tax/calendar', {
    config: view,
    schema: {
      tags,
      summary: "The company's tax obligations, soonest due first, with their status and what is owed",
      description:
        'VAT and WHT returns of the last twelve months not settled (and those paid since the first of last month), ' +
        'PAYE, pension and NHF payroll owes (for members who may see payroll), and company income tax for the last ' +
        'financial year ended (amountOwed null: Owo does not work it out), up to three months ahead. status: ' +
        'upcoming, due (within 7 days), overdue, filed, paid.',
      response: { 200: envelope(taxCalendarSchema) },
    },
    handler: async (request) => {
      const calendar = await companyRead(request, (tx, context) =>
        taxCalendar(tx, context.companyId, { remittances: may(context, 'payroll.view') }),
      );
      return { message: 'Tax calendar', data: calendar };
    },
  });

  api.get('/tax/returns/prepare', {
    config: view,
    schema: {
      tags,
      summary: "Prepare a month's VAT or WHT return from the ledger",
      description:
        'type (vat or wht) and period (YYYY-MM). Every figure lists the documents behind it (vat.documents, ' +
        "wht.lines[].documents). A VAT return's output and input VAT are the VAT accounts' movement for the " +
        "month, less the returns' own filing and payment entries.",
      querystring: taxReturnPrepareQuerySchema,
      response: { 200: envelope(preparedTaxReturnSchema) },
    },
    handler: async (request) => {
      const prepared = await companyRead(request, (tx, context) => prepareReturn(tx, context, request.query));
      return { message: 'Tax return prepared', data: prepared.view };
    },
  });

  api.get('/tax/returns', {
    config: view,
    schema: {
      tags,
      summary: 'Filed returns, newest month first, with what is paid',
      description: 'limit, page; where[type] (vat, wht) and where[period] (YYYY-MM) narrow the list.',
      querystring: listQuerystring(whereFilters({ type: 'text', period: 'text' })),
      response: { 200: pagedEnvelope(taxReturnSchema) },
    },
    handler: async (request) => {
      const query = parseListQuery(request.query as Record<string, unknown>);
      const { returns, total } = await companyRead(request, (tx, context) => listReturns(tx, context, { query }));
      return { message: 'Tax returns', data: returns, pageInfo: pageInfo(query.page, query.limit, total) };
    },
  });

  api.post('/tax/returns', {
    config: file,
    schema: {
      tags,
      summary: 'File a return: freeze its figures with the filing date and the NRS or State reference',
      description:
        'type, period, reference (the acknowledgement), filedOn (default today), note. 409 when that month is ' +
        'already filed. A VAT return posts the offset of its input VAT against its output VAT on the filing date.',
      body: taxReturnFileSchema,
      response: { 201: envelope(taxReturnDetailSchema) },
    },
    handler: async (request, reply) => {
      const { id } = await companyWrite(request, (tx, context) => fileReturn(tx, context, request.body));
      return reply.code(201).send({ message: 'Tax return filed', data: await readReturn(request, id) });
    },
  });

  api.get('/tax/settings', {
    config: view,
    schema: { tags, summary: "The company's tax settings", response: { 200: envelope(taxSettingsSchema) } },
    handler: async (request) => ({
      message: 'Tax settings',
      data: await companyRead(request, (tx, context) => getTaxSettings(tx, context)),
    }),
  });

  api.patch('/tax/settings', {
    config: { access: { permission: 'tax.edit' as const }, wholeCompany: true as const },
    schema: {
      tags,
      summary: 'Change the VAT relief threshold',
      body: taxSettingsUpdateSchema,
      response: { 200: envelope(taxSettingsSchema) },
    },
    handler: async (request) => {
      await companyWrite(request, (tx, context) => updateTaxSettings(tx, context, request.body));
      return {
        message: 'Tax settings updated',
        data: await companyRead(request, (tx, context) => getTaxSettings(tx, context)),
      };
    },
  });

  api.get('/tax/returns/:id', {
    config: view,
    schema: {
      tags,
      summary: 'A filed return with its frozen figures and payments',
      params,
      response: { 200: envelope(taxReturnDetailSchema) },
    },
    handler: async (request) => ({
      message: 'Tax return',
      data: await readReturn(request, returnId(request.params.id)),
    }),
  });

  api.get('/tax/returns/:id/export', {
    config: { ...view, export: true },
    schema: {
      tags,
      summary: 'A filed return as a file: the NRS-style form (PDF) or its schedule (CSV, XLSX)',
      description:
        'format: csv, xlsx or pdf (default csv). The PDF is laid out like the return form: the taxpayer, the period ' +
        'and the filing, the numbered boxes (VAT) or the schedule of deductions and credits (WHT), a declaration, ' +
        'then the documents behind each figure. CSV and XLSX list each figure with the documents behind it.',
      params,
      querystring: z.object({
        format: z.enum(['csv', 'xlsx', 'pdf'], { error: 'Format must be csv, xlsx or pdf' }).default('csv'),
      }),
    },
    handler: async (request, reply) => {
      const id = returnId(request.params.id);
      if (request.query.format === 'pdf') return sendReturnForm(request, reply, id);
      const { taxReturn, companyName } = await companyRead(request, async (tx, context) => ({
        taxReturn: await getReturn(tx, context, { id }),
        companyName: await readCompanyName(tx, context.companyId),
      }));
      const schedule = returnSchedule(taxReturn.prepared);
      const table = {
        title: schedule.title,
        companyName,
        period: `${taxReturn.prepared.from} to ${taxReturn.prepared.to}`,
        details: [`Filed ${taxReturn.filedOn}, reference ${taxReturn.reference}`, `Due ${taxReturn.dueDate}`],
        basis: 'From the ledger, as filed',
        printedAt: new Date(),
        columns: schedule.columns,
        rows: schedule.rows,
        rowCount: schedule.rows.length,
      };
      const title = `${schedule.title} ${taxReturn.period}`;
      return sendReportTable(reply, table, request.query.format, exportFileName(companyName, title));
    },
  });

  api.patch('/tax/returns/:id', {
    config: file,
    schema: {
      tags,
      summary: "Change a filed return's filing date, reference or note (its figures stay as filed)",
      params,
      body: taxReturnUpdateSchema,
      response: { 200: envelope(taxReturnDetailSchema) },
    },
    handler: async (request) => {
      const id = returnId(request.params.id);
      await companyWrite(request, (tx, context) => updateReturn(tx, context, { id, change: request.body }));
      return { message: 'Tax return updated', data: await readReturn(request, id) };
    },
  });

  api.delete('/tax/returns/:id', {
    config: file,
    schema: {
      tags,
      summary: 'Delete a filing entered by mistake (409 while it has payments)',
      params,
      response: { 200: messageOnlySchema },
    },
    handler: async (request) => {
      await companyWrite(request, (tx, context) => deleteReturn(tx, context, { id: returnId(request.params.id) }));
      return { message: 'Tax return deleted' };
    },
  });
}
