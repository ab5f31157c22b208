import {
  csvImportResultSchema,
  customerBulkDeleteSchema,
  customerCreateSchema,
  customerCsvColumns,
  customerCsvRowSchema,
  customerMessages,
  customerQuickAddSchema,
  customerUpdateSchema,
} from '@owo/core';
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
import { acceptCsvUploads, checkCsvRows, csvImportMessage, readCsvUpload } from '../../imports/csv-import.ts';
import { getCompanySettings } from '../companies/company-settings.service.ts';
import { importCustomers } from './customers.import.ts';
import { createCustomer, deleteCustomers, quickAddCustomer, updateCustomer } from './customers.service.ts';
import { customerSchema, customersForExport, getCustomerView, listCustomers } from './customers.view.ts';

/*
 * Customers (/sales/customers, spec section 7: POST, GET /customer; GET, PATCH, DELETE
 * /customer/{id}; POST /customer/csv). A member limited to a branch sees and changes only that
 * branch's customers (branch-scope.ts).
 */

const tags = ['Customers'];
const params = z.object({ id: z.string() });
const oneCustomer = { 200: envelope(customerSchema) };
const listFilters = {
  'where[type]': 'text',
  'where[branch]': 'id',
  'where[active]': 'text',
  'where[currency]': 'text',
  'where[country]': 'text',
} as const;
const searchQuery = { search: z.string().max(200, 'Search is too long').optional() };

const customerId = (raw: string) => idParam(raw, 'Customer').toLowerCase();
const readCustomer = (request: FastifyRequest, id: string) =>
  companyRead(request, (tx, context) => getCustomerView(tx, context, id));

/** An invalid New Customer form: the spec's one message, with each field's own below it. */
function refuseInvalidCreate(request: FastifyRequest) {
  const failure = request.validationError;
  if (!failure) return;
  const errors: Record<string, string> = {};
  for (const issue of (failure.validation ?? []) as Array<{ instancePath?: string; message?: string }>) {
    const field = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || 'body';
    errors[field] ??= issue.message ?? 'This value is not valid.';
  }
  throw new Invalid(customerMessages.fillRequired, errors);
}

const exportColumns: ReportColumn[] = [
  ...customerCsvColumns.map((column) => ({ heading: column.heading, kind: 'text' as const, width: 18 })),
  { heading: 'Active', kind: 'text', width: 8 },
];

export async function customerRoutes(app: FastifyInstance) {
  await acceptCsvUploads(app);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/customer', {
    config: { access: { permission: 'sales.view' } },
    schema: {
      tags,
      summary: "The company's customers, by name",
      description:
        'search: part of a name, contact name, email or phone. Filters: where[type] (individual or business), ' +
        'where[branch], where[active] (true or false), where[currency], where[country].',
      querystring: listQuerystring(listFilters, searchQuery),
      response: { 200: pagedEnvelope(customerSchema) },
    },
    handler: async (request) => {
      const query = parseListQuery(request.query as Record<string, unknown>);
      const { customers, total } = await companyRead(request, (tx, context) =>
        listCustomers(tx, context, query, request.query.search),
      );
      return { message: 'Customers', data: customers, pageInfo: pageInfo(query.page, query.limit, total) };
    },
  });

  api.post('/customer', {
    config: { access: { permission: 'sales.create' } },
    attachValidation: true,
    schema: {
      tags,
      summary: 'Add a customer (the New Customer form)',
      description:
        'type: INDIVIDUAL or BUSINESS. email: a list, or one text of addresses separated by commas. currency: a ' +
        'code (NGN). state: an id from /countries/{code}/states, or its name. An invalid form answers ' +
        `'${customerMessages.fillRequired}' with each field's message under errors.`,
      body: customerCreateSchema,
      response: { 201: envelope(customerSchema) },
    },
    handler: async (request, reply) => {
      refuseInvalidCreate(request);
      const { id } = await companyWrite(request, (tx, context) => createCustomer(tx, context, request.body));
      return reply.code(201).send({ message: 'Customer created successfully', data: await readCustomer(request, id) });
    },
  });

  api.post('/customer/quick-add', {
    config: { access: { permission: 'sales.create' } },
    schema: {
      tags,
      summary: 'Quick-add a customer (an individual with a display name) from a document form',
      body: customerQuickAddSchema,
      response: { 201: envelope(customerSchema) },
    },
    handler: async (request, reply) => {
      const { id } = await companyWrite(request, (tx, context) => quickAddCustomer(tx, context, request.body));
      return reply.code(201).send({ message: 'Customer created successfully', data: await readCustomer(request, id) });
    },
  });

  api.post('/customer/csv', {
    config: { access: { permission: 'sales.create' } },
    schema: {
      tags,
      summary: 'Upload customers from a CSV file',
      description:
        'A multipart/form-data body: "file", a .csv of at most 5 MB and 20,000 rows with a header row ' +
        `(${customerCsvColumns.map((column) => column.heading).join(', ')}; any case, comma or semicolon ` +
        'separated); "mode", all-or-nothing (default: any refused row saves nothing) or good-rows (the good rows ' +
        'are saved). Each row needs a Company Name or Full Name, and an Email or Phone Number. A row already ' +
        'uploaded (same name and first email or phone) is counted under duplicates and skipped.',
      response: { 200: envelope(csvImportResultSchema) },
    },
    handler: async (request) => {
      const upload = await readCsvUpload(request);
      const checked = checkCsvRows(upload.text, customerCsvColumns, customerCsvRowSchema);
      const result = await companyWrite(request, (tx, context) => importCustomers(tx, context, { upload, checked }));
      return { message: csvImportMessage(result, { one: 'customer', many: 'customers' }), data: result };
    },
  });

  api.get('/customer/export', {
    config: { access: { permission: 'sales.view' }, export: true },
    schema: {
      tags,
      summary: 'The customers the list shows, as a CSV or Excel file',
      description: 'The same search and filters as GET /customer. Its columns are those the CSV upload reads.',
      querystring: listQuerystring(listFilters, {
        ...searchQuery,
        format: z.enum(['csv', 'xlsx'], { error: 'Format is not valid.' }).default('csv'),
      }),
    },
    handler: async (request, reply) => {
      const query: ListQuery = parseListQuery(request.query as Record<string, unknown>);
      const { companyName, context } = await companyRead(request, async (tx, context) => ({
        companyName: (await getCompanySettings(tx, context.companyId)).name,
        context,
      }));
      const customers = customersForExport(
        (work) => companyRead(request, (tx) => work(tx)),
        context,
        query,
        request.query.search,
      );
      const table = {
        title: 'Customers',
        companyName,
        period: 'All customers',
        details: request.query.search ? [`Search: ${request.query.search}`] : [],
        basis: '',
        printedAt: new Date(),
        columns: exportColumns,
        rows: exportRows(customers),
      };
      return sendReportTable(
        reply,
        table,
        (request.query.format as 'csv' | 'xlsx' | undefined) ?? 'csv',
        exportFileName(companyName, 'Customers'),
      );
    },
  });

  api.delete('/customer', {
    config: { access: { permission: 'sales.delete' } },
    schema: {
      tags,
      summary: 'Delete the selected customers',
      description: 'A customer with documents cannot be deleted (409); make it inactive instead (PATCH active false).',
      body: customerBulkDeleteSchema,
      response: { 200: messageOnlySchema },
    },
    handler: async (request) => {
      const { deleted } = await companyWrite(request, (tx, context) =>
        deleteCustomers(tx, context, { ids: request.body.ids }),
      );
      return { message: deleted === 1 ? 'Customer deleted successfully' : `${deleted} customers deleted successfully` };
    },
  });

  api.get('/customer/:id', {
    config: { access: { permission: 'sales.view' } },
    schema: { tags, summary: 'One customer, with its branch and balance', params, response: oneCustomer },
    handler: async (request) => ({
      message: 'Customer',
      data: await readCustomer(request, customerId(request.params.id)),
    }),
  });

  api.patch('/customer/:id', {
    config: { access: { permission: 'sales.edit' } },
    schema: {
      tags,
      summary: 'Change a customer (only the fields sent); active false makes it inactive',
      params,
      body: customerUpdateSchema,
      response: oneCustomer,
    },
    handler: async (request) => {
      const id = customerId(request.params.id);
      await companyWrite(request, (tx, context) =>
        updateCustomer(tx, context, { customerId: id, change: request.body }),
      );
      return { message: 'Customer updated successfully', data: await readCustomer(request, id) };
    },
  });

  api.delete('/customer/:id', {
    config: { access: { permission: 'sales.delete' } },
    schema: {
      tags,
      summary: 'Delete a customer',
      description: 'A customer with documents cannot be deleted (409); make it inactive instead (PATCH active false).',
      params,
      response: { 200: messageOnlySchema },
    },
    handler: async (request) => {
      const id = customerId(request.params.id);
      await companyWrite(request, (tx, context) => deleteCustomers(tx, context, { ids: [id] }));
      return { message: 'Customer deleted successfully' };
    },
  });
}

async function* exportRows(customers: AsyncIterable<z.infer<typeof customerSchema>>): AsyncIterable<ReportRow> {
  for await (const customer of customers) {
    yield {
      kind: 'line',
      level: 0,
      cells: [
        customer.type.toUpperCase(),
        customer.companyName,
        customer.fullName,
        customer.email.join(', '),
        customer.phoneNumber,
        customer.invoice,
        customer.officeAddress,
        customer.billingAddress,
        customer.currency,
        customer.country,
        customer.state?.name ?? null,
        customer.branch?.name ?? null,
        customer.tin,
        customer.active ? 'Yes' : 'No',
      ],
    };
  }
}
