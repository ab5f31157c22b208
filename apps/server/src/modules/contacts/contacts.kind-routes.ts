import { type ContactView, csvImportResultSchema } from '@owo/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Invalid } from '../../errors.ts';
import { exportFileName, type ReportColumn, type ReportRow } from '../../exports/report-table.ts';
import { sendReportTable } from '../../exports/send.ts';
import { envelope, messageOnlySchema, pagedEnvelope, pageInfo } from '../../http/envelope.ts';
import { idParam } from '../../http/params.ts';
import { type ListQuery, listQuerystring, parseListQuery } from '../../http/query.ts';
import { companyRead, companyWrite } from '../../http/work.ts';
import { acceptCsvUploads, checkCsvRows, readCsvUpload } from '../../imports/csv-import.ts';
import { readCompanyName } from '../company-profile/index.ts';
import { importContacts } from './contacts.import.ts';
import type { ContactKind } from './contacts.kind.ts';
import { contactsForExport, getContactView, listContacts } from './contacts.records.ts';
import { createContact, deleteContacts, updateContact } from './contacts.service.ts';

/*
 * The routes of one kind of contact (spec section 7: POST, GET /customer; GET, PATCH, DELETE
 * /customer/{id}; POST /customer/csv; "Vendors: /vendor likewise"), from its configuration. A
 * member limited to a branch sees and changes only that branch's contacts (branch-scope.ts).
 */

const params = z.object({ id: z.string() });
const listFilters = {
  'where[type]': 'text',
  'where[branch]': 'id',
  'where[active]': 'text',
  'where[currency]': 'text',
  'where[country]': 'text',
  'where[createdAt]': 'text',
  'range[startDate]': 'date',
  'range[endDate]': 'date',
} as const;
const searchQuery = { search: z.string().max(200, 'Search is too long').optional() };

/** An invalid New Customer / New Vendor form: the spec's one message, with each field's own below it. */
function refuseInvalidCreate(request: FastifyRequest, message: string) {
  const failure = request.validationError;
  if (!failure) return;
  const errors: Record<string, string> = {};
  for (const issue of (failure.validation ?? []) as Array<{ instancePath?: string; message?: string }>) {
    const field = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || 'body';
    errors[field] ??= issue.message ?? 'This value is not valid.';
  }
  throw new Invalid(message, errors);
}

/** Registers the kind's list, one, create, CSV upload, export, change and delete routes. */
export async function registerContactRoutes<View extends ContactView>(app: FastifyInstance, kind: ContactKind<View>) {
  await acceptCsvUploads(app);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { path, nouns, permissions, messages } = kind;
  const tags = [nouns.Many];
  const one = { 200: envelope(kind.viewSchema) };
  const contactId = (raw: string) => idParam(raw, nouns.One).toLowerCase();
  const readContact = (request: FastifyRequest, id: string) =>
    companyRead(request, (tx, context) => getContactView(tx, context, kind, id));
  const hasDocuments = `A ${nouns.one} with documents cannot be deleted (409); make it inactive instead (PATCH active false).`;

  api.get(path, {
    config: { access: { permission: permissions.view } },
    schema: {
      tags,
      summary: `The company's ${nouns.many}, by name`,
      description:
        'search: part of a name, contact name, email or phone. Filters: where[type] (individual or business), ' +
        'where[branch], where[active] (true or false), where[currency], where[country], where[createdAt] (added ' +
        'in a period: 365, 120, 90, 60, 30, last-month, this-month, last-year) or range[startDate] and ' +
        'range[endDate] (YYYY-MM-DD, the days they were added).',
      querystring: listQuerystring(listFilters, searchQuery),
      response: { 200: pagedEnvelope(kind.viewSchema) },
    },
    handler: async (request) => {
      const query = parseListQuery(request.query as Record<string, unknown>);
      const { contacts, total } = await companyRead(request, (tx, context) =>
        listContacts(tx, context, kind, query, request.query.search),
      );
      return { message: nouns.Many, data: contacts, pageInfo: pageInfo(query.page, query.limit, total) };
    },
  });

  api.post(path, {
    config: { access: { permission: permissions.create } },
    attachValidation: true,
    schema: {
      tags,
      summary: `Add a ${nouns.one} (the New ${nouns.One} form)`,
      description:
        'type: INDIVIDUAL or BUSINESS. email: a list, or one text of addresses separated by commas. currency: a ' +
        'code (NGN). state: an id from /countries/{code}/states, or its name. An invalid form answers ' +
        `'${messages.fillRequired}' with each field's message under errors.`,
      body: kind.createSchema,
      response: { 201: envelope(kind.viewSchema) },
    },
    handler: async (request, reply) => {
      refuseInvalidCreate(request, messages.fillRequired);
      const { id } = await companyWrite(request, (tx, context) => createContact(tx, context, kind, request.body));
      return reply
        .code(201)
        .send({ message: `${nouns.One} created successfully`, data: await readContact(request, id) });
    },
  });

  api.post(`${path}/csv`, {
    config: { access: { permission: permissions.create } },
    schema: {
      tags,
      summary: `Upload ${nouns.many} from a CSV file`,
      description:
        'A multipart/form-data body: "file", a .csv of at most 5 MB and 20,000 rows with a header row ' +
        `(${kind.csvColumns.map((column) => column.heading).join(', ')}; any case, comma or semicolon ` +
        'separated); "mode", all-or-nothing (default: any refused row saves nothing) or good-rows (the good rows ' +
        'are saved). Each row needs a Company Name or Full Name, and an Email or Phone Number. A row already ' +
        'uploaded (same name and first email or phone) is counted under duplicates and skipped.',
      response: { 200: envelope(csvImportResultSchema) },
    },
    handler: async (request) => {
      const upload = await readCsvUpload(request);
      const checked = checkCsvRows(upload.text, kind.csvColumns, kind.csvRowSchema);
      const result = await companyWrite(request, (tx, context) =>
        importContacts(tx, context, kind, { upload, checked }),
      );
      return { message: kind.csvMessage(result), data: result };
    },
  });

  api.get(`${path}/export`, {
    config: { access: { permission: permissions.view }, export: true },
    schema: {
      tags,
      summary: `The ${nouns.many} the list shows, as a CSV or Excel file`,
      description: `The same search and filters as GET ${path}. Its columns are those the CSV upload reads.`,
      querystring: listQuerystring(listFilters, {
        ...searchQuery,
        format: z.enum(['csv', 'xlsx'], { error: 'Format is not valid.' }).default('csv'),
      }),
    },
    handler: async (request, reply) => {
      const query: ListQuery = parseListQuery(request.query as Record<string, unknown>);
      const { companyName, context } = await companyRead(request, async (tx, context) => ({
        companyName: await readCompanyName(tx, context.companyId),
        context,
      }));
      const rows = contactsForExport(
        (work) => companyRead(request, (tx) => work(tx)),
        context,
        kind,
        query,
        request.query.search,
      );
      const table = {
        title: nouns.Many,
        companyName,
        period: `All ${nouns.many}`,
        details: request.query.search ? [`Search: ${request.query.search}`] : [],
        basis: '',
        printedAt: new Date(),
        columns: exportColumns(kind),
        rows: exportRows(kind, rows),
      };
      return sendReportTable(
        reply,
        table,
        (request.query.format as 'csv' | 'xlsx' | undefined) ?? 'csv',
        exportFileName(companyName, nouns.Many),
      );
    },
  });

  api.delete(path, {
    config: { access: { permission: permissions.delete } },
    schema: {
      tags,
      summary: `Delete the selected ${nouns.many}`,
      description: hasDocuments,
      body: kind.bulkDeleteSchema,
      response: { 200: messageOnlySchema },
    },
    handler: async (request) => {
      const { deleted } = await companyWrite(request, (tx, context) =>
        deleteContacts(tx, context, kind, { ids: request.body.ids }),
      );
      return {
        message: deleted === 1 ? `${nouns.One} deleted successfully` : `${deleted} ${nouns.many} deleted successfully`,
      };
    },
  });

  api.get(`${path}/:id`, {
    config: { access: { permission: permissions.view } },
    schema: { tags, summary: `One ${nouns.one}, with its branch and balance`, params, response: one },
    handler: async (request) => ({
      message: nouns.One,
      data: await readContact(request, contactId(request.params.id)),
    }),
  });

  api.patch(`${path}/:id`, {
    config: { access: { permission: permissions.edit } },
    schema: {
      tags,
      summary: `Change a ${nouns.one} (only the fields sent); active false makes it inactive`,
      params,
      body: kind.updateSchema,
      response: one,
    },
    handler: async (request) => {
      const id = contactId(request.params.id);
      await companyWrite(request, (tx, context) =>
        updateContact(tx, context, kind, { contactId: id, change: request.body }),
      );
      return { message: `${nouns.One} updated successfully`, data: await readContact(request, id) };
    },
  });

  api.delete(`${path}/:id`, {
    config: { access: { permission: permissions.delete } },
    schema: {
      tags,
      summary: `Delete a ${nouns.one}`,
      description: hasDocuments,
      params,
      response: { 200: messageOnlySchema },
    },
    handler: async (request) => {
      const id = contactId(request.params.id);
      await companyWrite(request, (tx, context) => deleteContacts(tx, context, kind, { ids: [id] }));
      return { message: `${nouns.One} deleted successfully` };
    },
  });
}

/** The upload's columns, then whether the contact is active. */
const exportColumns = <View extends ContactView>(kind: ContactKind<View>): ReportColumn[] => [
  ...kind.csvColumns.map((column) => ({ heading: column.heading, kind: 'text' as const, width: 18 })),
  { heading: 'Active', kind: 'text', width: 8 },
];

async function* exportRows<View extends ContactView>(
  kind: ContactKind<View>,
  contacts: AsyncIterable<View>,
): AsyncIterable<ReportRow> {
  for await (const contact of contacts) {
    yield {
      kind: 'line',
      level: 0,
      cells: [
        contact.type.toUpperCase(),
        contact.companyName,
        contact.fullName,
        contact.email.join(', '),
        contact.phoneNumber,
        contact.invoice,
        contact.officeAddress,
        contact.billingAddress,
        contact.currency,
        contact.country,
        contact.state?.name ?? null,
        contact.branch?.name ?? null,
        contact.tin,
        ...kind.exportCells(contact),
        contact.active ? 'Yes' : 'No',
      ],
    };
  }
}
