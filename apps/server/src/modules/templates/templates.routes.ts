import { type TemplateDocumentTypeValue, type TemplateSettings, templateSettingsSchema } from '@owo/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../http/envelope.ts';
import { releaseKey } from '../../http/idempotency.ts';
import { companyRead, companyWrite } from '../../http/work.ts';
import { renderInWorker } from '../../pdf/pool.ts';
import { companyLetterhead } from './letterhead.ts';
import { sampleDocument } from './templates.sample.ts';
import { saveDocumentTemplate, templateTypeParam } from './templates.service.ts';
import { documentTemplateFor, documentTemplateSchema, listDocumentTemplates } from './templates.view.ts';

const view = { access: { permission: 'settings.view' as const } };
const edit = { access: { permission: 'settings.edit' as const } };
const tags = ['Document templates'];
const typeParams = z.object({ documentType: z.string() });
/**
 * A template's body is its settings, whose texts the schema caps at 4,000 characters in all: 64 KB
 * holds them even written as \u escapes, and refuses a padded body before it is parsed.
 */
const templateBodyLimit = 64 * 1024;
const typeDescription =
  'documentType: invoice, estimate (or estimates), sales-receipt, bill (or bills), purchase-order.';

const readTemplate = (request: FastifyRequest, type: TemplateDocumentTypeValue) =>
  companyRead(request, (tx, context) => documentTemplateFor(tx, context.companyId, type));

/** The sample document of a type under the company's letterhead, laid out by `settings`. */
async function sendPreview(
  request: FastifyRequest,
  reply: FastifyReply,
  type: TemplateDocumentTypeValue,
  settings: (tx: Parameters<Parameters<typeof companyRead>[1]>[0], companyId: string) => Promise<TemplateSettings>,
) {
  // Read in the transaction, render after it: a render takes a second or two of work, not of locks.
  const { letterhead, template } = await companyRead(request, async (tx, context) => ({
    letterhead: await companyLetterhead(tx, context.companyId),
    template: await settings(tx, context.companyId),
  }));
  const pdf = await renderInWorker(
    'salesDocument',
    sampleDocument(type, letterhead.issuer, letterhead.bankDetails),
    template,
  );
  return reply
    .type('application/pdf')
    .header('Content-Disposition', `inline; filename="${type}-template-preview.pdf"`)
    .header('Cache-Control', 'private, no-store')
    .send(pdf);
}

/** Document templates: /settings/Templates/{invoice, estimates, sales-receipt, bills, purchase-order}. */
export async function templateRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  /*
   * A preview renders a PDF on the main thread: 0.2 to 0.6 s of work at the longest texts the
   * schema allows (measured on the sample invoice). The editor asks at most every half second
   * while someone types, so 120 a minute is all one address can need; a script calling in a loop
   * is held to that pace (the rate limit counts in PostgreSQL, across processes) instead of
   * taking every core. The body is bounded by the schema and templateBodyLimit.
   */
  const previewThrottle = app.throttle('template-preview', { max: 120, windowSeconds: 60 });

  api.get('/templates', {
    config: view,
    schema: {
      tags,
      summary: 'The template of each document type (the defaults where none was saved)',
      response: { 200: envelope(z.array(documentTemplateSchema)) },
    },
    handler: async (request) => ({
      message: 'Document templates',
      data: await companyRead(request, (tx, context) => listDocumentTemplates(tx, context.companyId)),
    }),
  });

  api.get('/templates/:documentType', {
    config: view,
    schema: {
      tags,
      summary: 'The template of one document type',
      description: typeDescription,
      params: typeParams,
      response: { 200: envelope(documentTemplateSchema) },
    },
    handler: async (request) => ({
      message: 'Document template',
      data: await readTemplate(request, templateTypeParam(request.params.documentType)),
    }),
  });

  api.put('/templates/:documentType', {
    config: edit,
    bodyLimit: templateBodyLimit,
    schema: {
      tags,
      summary: 'Save the template of one document type (all its settings)',
      description: `${typeDescription} accentColour: #RRGGBB.`,
      params: typeParams,
      body: templateSettingsSchema,
      response: { 200: envelope(documentTemplateSchema) },
    },
    handler: async (request) => {
      const documentType = templateTypeParam(request.params.documentType);
      await companyWrite(request, (tx, context) =>
        saveDocumentTemplate(tx, context, { documentType, settings: request.body }),
      );
      return { message: 'Template saved', data: await readTemplate(request, documentType) };
    },
  });

  api.post('/templates/:documentType/preview', {
    config: view,
    bodyLimit: templateBodyLimit,
    preHandler: previewThrottle,
    schema: {
      tags,
      summary: 'A PDF of sample data laid out with the settings sent (not saved)',
      description: `${typeDescription} The body is the template as PUT takes it; the answer is application/pdf.`,
      params: typeParams,
      body: templateSettingsSchema,
    },
    handler: async (request, reply) => {
      const documentType = templateTypeParam(request.params.documentType);
      // Stores nothing, so a retry with the same Idempotency-Key may simply render again.
      releaseKey(request);
      return sendPreview(request, reply, documentType, async () => request.body);
    },
  });

  api.get('/templates/:documentType/preview.pdf', {
    config: view,
    preHandler: previewThrottle,
    schema: {
      tags,
      summary: 'A PDF of sample data laid out with the saved template',
      description: typeDescription,
      params: typeParams,
    },
    handler: async (request, reply) => {
      const documentType = templateTypeParam(request.params.documentType);
      return sendPreview(request, reply, documentType, (tx, companyId) =>
        documentTemplateFor(tx, companyId, documentType),
      );
    },
  });
}
