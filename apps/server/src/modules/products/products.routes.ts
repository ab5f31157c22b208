import {
  csvImportResultSchema,
  measurementViewSchema,
  productBatchSchema,
  productCreateSchema,
  productCsvColumns,
  productCsvRowSchema,
  productUpdateSchema,
  productViewSchema,
} from '@owo/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exportFileName } from '../../exports/report-table.ts';
import { sendReportTable } from '../../exports/send.ts';
import { envelope, messageOnlySchema, pagedEnvelope, pageInfo } from '../../http/envelope.ts';
import { idParam } from '../../http/params.ts';
import { type ListQuery, listQuerystring, parseListQuery } from '../../http/query.ts';
import { companyRead, companyWrite } from '../../http/work.ts';
import { acceptCsvUploads, checkCsvRows, csvImportMessage, readCsvUpload } from '../../imports/csv-import.ts';
import { readCompanyName } from '../company-profile/index.ts';
import { registerCategoryRoutes } from './categories.routes.ts';
import { exportColumns, exportRows } from './products.export.ts';
import { importProducts } from './products.import.ts';
import { createProduct, updateProduct } from './products.service.ts';
import {
  getProductView,
  listMeasurements,
  listProducts,
  type ProductFilters,
  productsForExport,
} from './products.view.ts';
import { deleteProducts, runProductBatch, setProductsStatus } from './products-batch.service.ts';

/*
 * Products are the whole company's catalogue: any member who may see sales reads them (a member
 * limited to a branch sees that branch's stock only), but changing the catalogue changes it for
 * every branch, so writes are refused to a branch-limited member (wholeCompany).
 */

const tags = ['Products'];
const params = z.object({ id: z.string() });
const oneProduct = { 200: envelope(productViewSchema) };
const catalogue = { wholeCompany: true } as const;

const readProduct = (request: FastifyRequest, id: string) =>
  companyRead(request, (tx, context) => getProductView(tx, context, id));

const productId = (raw: string) => idParam(raw, 'Product').toLowerCase();

const listFilterKinds = {
  'where[name]': 'text',
  'where[status]': 'text',
  'where[type]': 'text',
  'where[category]': 'id',
} as const;

/** The list's filters; name may also come as ?name= (the products page's search box). */
function listFilters(raw: Record<string, unknown>, query: ListQuery): ProductFilters {
  return {
    name: typeof raw.name === 'string' && raw.name !== '' ? raw.name : query.where.name,
    status: query.where.status,
    type: query.where.type,
    category: query.where.category,
  };
}

export async function productRoutes(app: FastifyInstance) {
  await acceptCsvUploads(app);
  const api = app.withTypeProvider<ZodTypeProvider>();
  registerCategoryRoutes(app);

  api.post('/products/csv', {
    config: { access: { permission: 'sales.create' }, ...catalogue },
    schema: {
      tags,
      summary: 'Upload products from a CSV file',
      description:
        'A multipart/form-data body: "file", a .csv of at most 5 MB and 20,000 rows with a header row ' +
        `(${productCsvColumns.map((column) => column.heading).join(', ')}; any case, comma or semicolon ` +
        'separated); "mode", all-or-nothing (default) or good-rows. Category, Unit, Revenue Account (code or ' +
        'name) and Tax (names separated by ;) are matched by name; a new category is added. A row already ' +
        'uploaded (same SKU, else same name) is counted under duplicates and skipped.',
      response: { 200: envelope(csvImportResultSchema) },
    },
    handler: async (request) => {
      const upload = await readCsvUpload(request);
      const checked = checkCsvRows(upload.text, productCsvColumns, productCsvRowSchema);
      const result = await companyWrite(request, (tx, context) => importProducts(tx, context, { upload, checked }));
      const clean = result.saved && result.refused.length === 0 && result.created > 0;
      return {
        message: clean
          ? 'Product uploaded successfully'
          : csvImportMessage(result, { one: 'product', many: 'products' }),
        data: result,
      };
    },
  });

  api.get('/products/measurements', {
    config: { access: { permission: 'sales.view' } },
    schema: {
      tags,
      summary: 'The units goods are counted in (Kilogram by default)',
      response: { 200: envelope(z.array(measurementViewSchema)) },
    },
    handler: async (request) => ({
      message: 'Measurements',
      data: await companyRead(request, (tx) => listMeasurements(tx)),
    }),
  });

  api.get('/products', {
    config: { access: { permission: 'sales.view' } },
    schema: {
      tags,
      summary: 'Products and services, by name',
      description:
        'name (or where[name]): part of the name; where[status]: Active or Archived; where[type]: Goods or ' +
        'Service; where[category]: a category id. Tracked goods carry quantityOnHand, value and isLowStock.',
      querystring: listQuerystring(listFilterKinds, { name: z.string().optional() }),
      response: { 200: pagedEnvelope(productViewSchema) },
    },
    handler: async (request) => {
      const query = parseListQuery(request.query as Record<string, unknown>);
      const filters = listFilters(request.query as Record<string, unknown>, query);
      const { products, total } = await companyRead(request, (tx, context) =>
        listProducts(tx, context, query, filters),
      );
      return { message: 'Products', data: products, pageInfo: pageInfo(query.page, query.limit, total) };
    },
  });

  api.get('/products/export', {
    config: { access: { permission: 'sales.view' }, export: true },
    schema: {
      tags,
      summary: 'The products the list shows, as a CSV or Excel file',
      description:
        'The same filters as GET /products. Its first columns are those the CSV upload reads, so an edited ' +
        'file can be uploaded again; then status, quantity on hand and value.',
      querystring: listQuerystring(listFilterKinds, {
        name: z.string().optional(),
        format: z.enum(['csv', 'xlsx'], { error: 'Format is not valid.' }).default('csv'),
      }),
    },
    handler: async (request, reply) => {
      const filters = listFilters(request.query, parseListQuery(request.query as Record<string, unknown>));
      const { companyName, context } = await companyRead(request, async (tx, context) => ({
        companyName: await readCompanyName(tx, context.companyId),
        context,
      }));
      const rows = productsForExport((work) => companyRead(request, (tx) => work(tx)), context, filters);
      const table = {
        title: 'Products and services',
        companyName,
        period: filters.status ? `${filters.status} products` : 'All products',
        details: filters.name ? [`Name: ${filters.name}`] : [],
        basis: '',
        printedAt: new Date(),
        columns: exportColumns,
        rows: exportRows(rows),
      };
      const fileName = exportFileName(companyName, 'Products');
      return sendReportTable(reply, table, (request.query.format as 'csv' | 'xlsx' | undefined) ?? 'csv', fileName);
    },
  });

  api.post('/products', {
    config: { access: { permission: 'sales.create' }, ...catalogue },
    schema: {
      tags,
      summary: 'Add a product or service',
      description:
        'price and purchasePrice in naira; lowStock a quantity (at most 3 decimals), required when trackItem is ' +
        'on; revenueAccount an income account (default Sales, or Service Revenue for a service), expenseAccount ' +
        'an expense account, inventoryAccount an asset account (default Inventory for tracked goods). The SKU ' +
        'is unique in the company.',
      body: productCreateSchema,
      response: { 201: envelope(productViewSchema) },
    },
    handler: async (request, reply) => {
      const { id } = await companyWrite(request, (tx, context) => createProduct(tx, context, request.body));
      return reply.code(201).send({ message: 'Product created', data: await readProduct(request, id) });
    },
  });

  api.post('/products/batch', {
    config: {
      access: {
        permissionBy: {
          in: 'body',
          field: 'action',
          permissions: { archive: 'sales.edit', unarchive: 'sales.edit', edit: 'sales.edit', delete: 'sales.delete' },
        },
      },
      ...catalogue,
    },
    schema: {
      tags,
      summary: 'Archive, unarchive, delete or edit up to 100 products at once',
      description:
        'data.ids: the products. For edit, data.attribute (type, status, revenueAccount or tax) and data.value ' +
        '(Goods/Service, Active/Archive, an income account id, or a list of tax ids; an empty list is no tax). ' +
        'All or nothing.',
      body: productBatchSchema,
      response: { 200: envelope(z.object({ count: z.number() })) },
    },
    handler: async (request) => {
      const { message, count } = await companyWrite(request, (tx, context) =>
        runProductBatch(tx, context, request.body),
      );
      return { message, data: { count } };
    },
  });

  api.get('/products/:id', {
    config: { access: { permission: 'sales.view' } },
    schema: { tags, summary: 'One product, with its stock per branch', params, response: oneProduct },
    handler: async (request) => ({
      message: 'Product',
      data: await readProduct(request, productId(request.params.id)),
    }),
  });

  api.patch('/products/:id', {
    config: { access: { permission: 'sales.edit' }, ...catalogue },
    schema: {
      tags,
      summary: 'Change a product (only the fields sent)',
      description: 'Tracking cannot be turned off while stock is on hand (409).',
      params,
      body: productUpdateSchema,
      response: oneProduct,
    },
    handler: async (request) => {
      const id = productId(request.params.id);
      await companyWrite(request, (tx, context) => updateProduct(tx, context, { productId: id, change: request.body }));
      return { message: 'Product updated', data: await readProduct(request, id) };
    },
  });

  for (const [action, status, message] of [
    ['archive', 'archived', 'Product archived'],
    ['unarchive', 'active', 'Product unarchived'],
  ] as const) {
    api.patch(`/products/:id/${action}`, {
      config: { access: { permission: 'sales.edit' }, ...catalogue },
      schema: {
        tags,
        summary: `${action === 'archive' ? 'Archive' : 'Unarchive'} a product`,
        params,
        response: oneProduct,
      },
      handler: async (request) => {
        const id = productId(request.params.id);
        await companyWrite(request, (tx, context) => setProductsStatus(tx, context, { productIds: [id], status }));
        return { message, data: await readProduct(request, id) };
      },
    });
  }

  api.delete('/products/:id', {
    config: { access: { permission: 'sales.delete' }, ...catalogue },
    schema: {
      tags,
      summary: 'Delete a product',
      description: 'A product with stock movements or posted entries is kept (409): archive it instead.',
      params,
      response: { 200: messageOnlySchema },
    },
    handler: async (request) => {
      const id = productId(request.params.id);
      await companyWrite(request, (tx, context) => deleteProducts(tx, context, { productIds: [id] }));
      return { message: 'Product deleted' };
    },
  });
}
