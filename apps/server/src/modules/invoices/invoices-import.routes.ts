import { csvImportResultSchema, invoiceCsvColumns, invoiceCsvRowSchema } from '@owo/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '../../http/envelope.ts';
import { companyWrite } from '../../http/work.ts';
import { acceptCsvUploads, checkCsvRows, csvImportMessage, readCsvUpload } from '../../imports/csv-import.ts';
import { InvoiceImportUndone, importInvoices } from './invoices.import.ts';
import { MAX_INVOICES_PER_UPLOAD } from './invoices.import-requests.ts';

/*
 * POST /invoices/csv (issue 14; spec section 2 "CSV upload for invoices"): the shared CSV upload
 * (imports/csv-import.ts) making draft invoices (invoices.import.ts). Its own plugin, so the
 * multipart parser stays scoped to it.
 */

const tags = ['Sales documents'];

export async function invoiceImportRoutes(app: FastifyInstance) {
  await acceptCsvUploads(app);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/invoices/csv', {
    config: { access: { permission: 'sales.create' } },
    schema: {
      tags,
      summary: 'Upload invoices from a CSV file (saved as drafts)',
      description:
        'A multipart/form-data body: "file", a .csv of at most 5 MB, 20,000 rows and ' +
        `${MAX_INVOICES_PER_UPLOAD.toLocaleString('en-NG')} invoices with a header row ` +
        `(${invoiceCsvColumns.map((column) => column.heading).join(', ')}; any case, comma or semicolon ` +
        'separated); "mode", all-or-nothing (default) or good-rows. One row per invoice line: rows with the ' +
        'same Invoice Number are one invoice (a blank cell takes the value its other rows give; different ' +
        'values are refused), a row without one is an invoice of its own with the next number. Customer: the ' +
        "display name or an email of an existing customer. Branch: a branch's name (default: yours). Invoice " +
        'Date (required) and Due Date (default 30 days later): YYYY-MM-DD or DD/MM/YYYY. Product: the SKU or ' +
        "name of an active product. Description defaults to the product's name, Price to its selling price; " +
        'Quantity is required. Tax: tax names separated by ; (none when blank). Billing Address defaults to the ' +
        "customer's. Every invoice is saved as a draft, to review and approve. An invoice already uploaded " +
        '(its number, or for a row without one the same row again) counts under duplicates and is skipped; a ' +
        'number an invoice typed in by hand already has is refused.',
      response: { 200: envelope(csvImportResultSchema) },
    },
    handler: async (request) => {
      const upload = await readCsvUpload(request);
      const checked = checkCsvRows(upload.text, invoiceCsvColumns, invoiceCsvRowSchema);
      const result = await companyWrite(request, (tx, context) =>
        importInvoices(tx, context, { upload, checked }),
      ).catch((error: unknown) => {
        if (error instanceof InvoiceImportUndone) return error.result;
        throw error;
      });
      const clean = result.saved && result.refused.length === 0 && result.created > 0;
      return {
        message: clean
          ? 'Invoices uploaded successfully'
          : csvImportMessage(result, { one: 'draft invoice', many: 'draft invoices' }),
        data: result,
      };
    },
  });
}
