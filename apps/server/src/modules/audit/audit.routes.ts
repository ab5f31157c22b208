import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exportFileName, type ReportColumn, rangeInFileName, rangeLabel } from '../../exports/report-table.ts';
import { sendReportTable } from '../../exports/send.ts';
import { envelope, pagedEnvelope, pageInfo } from '../../http/envelope.ts';
import { countParameter, parseListQuery } from '../../http/query.ts';
import { companyRead } from '../../http/work.ts';
import { readCompanyName } from '../company-profile/index.ts';
import {
  assertPersonOfCompany,
  auditEntrySchema,
  auditFilterChoices,
  auditFilterOf,
  auditFilterQuery,
  auditRows,
  listAuditEntries,
  personLabel,
} from './audit.view.ts';

// The log covers every branch: a member limited to one branch cannot open it (branch-scope.ts).
const view = { access: { permission: 'settings.view' as const }, wholeCompany: true as const };
const tags = ['Audit log'];

const auditColumns: ReportColumn[] = [
  { heading: 'When', kind: 'text', width: 20 },
  { heading: 'Person', kind: 'text', width: 22 },
  { heading: 'Email', kind: 'text', width: 28 },
  { heading: 'Action', kind: 'text', width: 10 },
  { heading: 'Area', kind: 'text', width: 16 },
  { heading: 'Record', kind: 'text', width: 38 },
  { heading: 'Changed fields', kind: 'text', width: 30 },
  { heading: 'Before', kind: 'text', width: 60 },
  { heading: 'After', kind: 'text', width: 60 },
];

/** The audit log (settings): read-only, filtered, exported. */
export async function auditRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/audit-log', {
    config: view,
    schema: {
      tags,
      summary: 'Every change in the company, newest first',
      description:
        'Filters: userId (who), entityType (area), entityId (record), from and to (Lagos days, inclusive); limit ' +
        '(default 20) and page. Each entry has who, when, the action, the record, and the record before and after.',
      querystring: auditFilterQuery.extend({ limit: countParameter('limit'), page: countParameter('page') }),
      response: { 200: pagedEnvelope(auditEntrySchema) },
    },
    handler: async (request) => {
      const filter = auditFilterOf(request.query);
      const { limit, page, offset } = parseListQuery(request.query, 20);
      const { entries, total } = await companyRead(request, (tx, context) =>
        listAuditEntries(tx, context.companyId, filter, { limit, offset }),
      );
      return { message: 'Audit log', data: entries, pageInfo: pageInfo(page, limit, total) };
    },
  });

  api.get('/audit-log/filters', {
    config: view,
    schema: {
      tags,
      summary: 'The people and areas that appear in the audit log, for its filters',
      response: {
        200: envelope(
          z.object({
            people: z.array(z.object({ _id: z.string(), name: z.string(), email: z.string() })),
            areas: z.array(z.string()),
          }),
        ),
      },
    },
    handler: async (request) => ({
      message: 'Audit log filters',
      data: await companyRead(request, (tx, context) => auditFilterChoices(tx, context.companyId)),
    }),
  });

  api.get('/audit-log/export', {
    config: { ...view, export: true },
    schema: {
      tags,
      summary: 'The audit log as a CSV or XLSX file',
      description:
        'format (csv or xlsx) and the filters of GET /audit-log; every matching entry, newest first, streamed. ' +
        'Text a spreadsheet could run as a formula is written with a leading apostrophe.',
      querystring: auditFilterQuery.extend({
        format: z.enum(['csv', 'xlsx'], { error: 'Format is not valid.' }).describe('csv or xlsx'),
      }),
    },
    handler: async (request, reply) => {
      const filter = auditFilterOf(request.query);
      // A person not of the company is answered 404 before the file starts.
      const { companyName, person } = await companyRead(request, async (tx, context) => {
        await assertPersonOfCompany(tx, context.companyId, filter.userId);
        return {
          companyName: await readCompanyName(tx, context.companyId),
          person: filter.userId ? await personLabel(tx, filter.userId) : undefined,
        };
      });
      const details = [
        person ? `Person: ${person}` : '',
        filter.entityType ? `Area: ${filter.entityType}` : '',
        filter.entityId ? `Record: ${filter.entityId}` : '',
      ].filter(Boolean);
      const table = {
        title: 'Audit log',
        companyName,
        period: rangeLabel(filter.from, filter.to),
        details,
        basis: 'Times in Lagos (WAT), newest first',
        printedAt: new Date(),
        columns: auditColumns,
        rows: auditRows((work) => companyRead(request, work), filter),
      };
      const fileName = exportFileName(companyName, 'Audit log', rangeInFileName(filter.from, filter.to));
      return sendReportTable(reply, table, request.query.format, fileName);
    },
  });
}
