import { eInvoiceSchema, eInvoicingSettingsChangesSchema, eInvoicingSettingsSchema } from '@owo/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../errors.ts';
import { envelope } from '../../http/envelope.ts';
import { idParam } from '../../http/params.ts';
import { companyRead, companyWrite } from '../../http/work.ts';
import { SecretsKeyMissing } from '../../secrets.ts';
import { retryEInvoice, updateEInvoicingSettings } from './e-invoicing.service.ts';
import { settingsView } from './e-invoicing.settings.ts';
import { getEInvoice } from './e-invoicing.view.ts';
import { nrsLists } from './nrs.lists.ts';

/* NRS e-invoicing (issue 29, docs/e-invoicing.md): the settings, and each document's e-invoice. */

const params = z.object({ id: z.string() });
const kinds = [
  { kind: 'invoice', path: '/invoices/:id/e-invoice', noun: 'Invoice' },
  { kind: 'credit-note', path: '/invoices/credit-note/:id/e-invoice', noun: 'Credit note' },
] as const;

export async function eInvoicingRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Settings'];

  api.get('/settings/e-invoicing', {
    config: { access: { permission: 'settings.view' } },
    schema: {
      tags,
      summary: 'The NRS e-invoicing settings; the API key and secret only as set or not',
      response: { 200: envelope(eInvoicingSettingsSchema) },
    },
    handler: async (request) => ({
      message: 'E-invoicing settings',
      data: await companyRead(request, (tx, context) => settingsView(tx, context.companyId, app.config)),
    }),
  });

  api.patch('/settings/e-invoicing', {
    config: { access: { permission: 'settings.edit' } },
    schema: {
      tags,
      summary: 'Change the NRS e-invoicing settings',
      description:
        'Every field is optional; apiKey and apiSecret are stored encrypted and never answered (an empty ' +
        'string clears one). enabled: true is refused while something e-invoicing needs is missing.',
      body: eInvoicingSettingsChangesSchema,
      response: { 200: envelope(eInvoicingSettingsSchema) },
    },
    handler: async (request) => {
      try {
        const data = await companyWrite(request, (tx, context) =>
          updateEInvoicingSettings(tx, context, {
            changes: request.body,
            secretsKey: app.config.SECRETS_KEY,
            nrsUrl: app.config.NRS_URL,
          }),
        );
        return { message: 'E-invoicing settings saved', data: { ...data, standIn: app.config.nrsStandIn ?? null } };
      } catch (error) {
        if (error instanceof SecretsKeyMissing) throw new HttpError(503, error.message);
        throw error;
      }
    },
  });

  api.get('/e-invoicing/codes', {
    config: { access: { permission: ['sales.view', 'settings.view'] } },
    schema: {
      tags,
      summary: "NRS's HS codes (goods) or service codes, as the service lists them (cached a day)",
      querystring: z.object({ kind: z.enum(['goods', 'service']).default('goods') }),
      response: { 200: envelope(z.array(z.object({ code: z.string(), description: z.string() }))) },
    },
    handler: async (request) => {
      const nrsUrl = app.config.NRS_URL;
      if (!nrsUrl) throw new HttpError(503, "The server's NRS_URL is not set");
      try {
        const { lists } = await nrsLists(nrsUrl);
        return { message: 'NRS codes', data: lists[request.query.kind === 'goods' ? 'hs-codes' : 'services-codes'] };
      } catch {
        throw new HttpError(503, 'The NRS codes could not be fetched just now. Type the code in yourself.');
      }
    },
  });

  for (const { kind, path, noun } of kinds) {
    api.get(path, {
      config: { access: { permission: 'sales.view' } },
      schema: {
        tags: ['Sales'],
        summary: `The NRS e-invoice of ${kind === 'invoice' ? 'an invoice' : 'a credit note'}: IRN, each step, the document sent`,
        params,
        response: { 200: envelope(eInvoiceSchema) },
      },
      handler: async (request) => ({
        message: 'E-invoice',
        data: await companyRead(request, (tx, context) =>
          getEInvoice(tx, context, { kind, id: idParam(request.params.id, noun) }),
        ),
      }),
    });

    api.post(`${path}/retry`, {
      config: { access: { permission: 'sales.edit' } },
      schema: {
        tags: ['Sales'],
        summary: 'Send the e-invoice again after NRS refused it (rebuilt from the document) or could not be reached',
        params,
        response: { 200: envelope(eInvoiceSchema) },
      },
      handler: async (request) => {
        const id = idParam(request.params.id, noun);
        await companyWrite(request, async (tx, context) => {
          await getEInvoice(tx, context, { kind, id });
          await retryEInvoice(tx, context, { documentId: id });
        });
        return {
          message: 'E-invoice queued again',
          data: await companyRead(request, (tx, context) => getEInvoice(tx, context, { kind, id })),
        };
      },
    });
  }
}
