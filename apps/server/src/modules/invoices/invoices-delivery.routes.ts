import {
  documentSentSchema,
  documentShareSchema,
  MAX_OTHER_RECIPIENTS,
  publicDocumentSchema,
  sendDocumentSchema,
} from '@owo/core/schemas/invoice-delivery';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../http/envelope.ts';
import { idParam } from '../../http/params.ts';
import { companyRead, companyWrite } from '../../http/work.ts';
import { sendImage } from '../../images/images.http.ts';
import { attachmentHeader } from '../../pdf/render.ts';
import { getLogo } from '../companies/index.ts';
import {
  checkDeliverable,
  checkDeliveryLimits,
  composeDocumentEmail,
  composeReminder,
  type DeliveryLimits,
  REMINDER_INTERVAL_HOURS,
  recipientsOf,
  recordDelivery,
  shareLinks,
} from './invoices.delivery.ts';
import {
  type DocumentPrint,
  documentTitle,
  type PrintableKind,
  pdfFileName,
  printTypes,
  readDocumentPrint,
  renderDocumentPdf,
} from './invoices.pdf.ts';
import {
  findPublicDocument,
  noteViewed,
  publicDocument,
  publicDocumentWork,
  readPublicPrint,
} from './invoices.public.ts';
import { documentNouns } from './sales.ledger.ts';

/*
 * Invoices, estimates and sales receipts leaving the app (issue 14, PDF and email): the PDF
 * (spec: GET /invoices/pdf/{id}?type=&action=), sending by email with the PDF attached, the
 * payment reminder (spec: GET /invoices/reminder/{id}), the WhatsApp share link, and the public
 * view the emails and messages link to, which needs no sign-in (/public/invoices/{token}).
 *
 * A PDF is read in one transaction and rendered after it (a render is 50 to 150 ms of work, not of
 * locks); the email is queued in a second, short one with the line on the document's history.
 */

const tags = ['Sales documents'];
const publicTags = ['Public documents'];
const params = z.object({ id: z.string() });
const tokenParams = z.object({ token: z.string() });
const view = { access: { permission: 'sales.view' } } as const;
const send = { access: { permission: ['sales.create', 'sales.edit'] } } as const;
const open = { access: 'public' } as const;

const actionValues = ['download', 'inline'] as const;
const actionQuery = z.enum(actionValues, { error: 'Action must be download or inline' }).optional();
const pdfQuery = z.object({
  type: z
    .enum(['invoice', 'estimate', 'receipt', 'sales-receipt'], { error: 'Type must be invoice, estimate or receipt' })
    .optional(),
  action: actionQuery,
});

function sendPdf(reply: FastifyReply, pdf: Buffer, fileName: string, action: 'download' | 'inline' = 'download') {
  const disposition = attachmentHeader(fileName);
  return reply
    .type('application/pdf')
    .header('Content-Disposition', action === 'inline' ? disposition.replace(/^attachment/, 'inline') : disposition)
    .header('Cache-Control', 'private, no-store')
    .send(pdf);
}

/**
 * The document, read for an email: refused in words when its status or the limits on document
 * emails forbid it, before its PDF is rendered (recordDelivery checks both again under its locks).
 */
function readForEmail(
  request: FastifyRequest,
  input: { kind: PrintableKind; id: string; delivery: 'send' | 'remind'; limits: DeliveryLimits },
): Promise<DocumentPrint> {
  return companyRead(request, async (tx, context) => {
    const print = await readDocumentPrint(tx, context, input.kind, input.id);
    checkDeliverable(print, input.delivery);
    await checkDeliveryLimits(tx, context, input);
    return print;
  });
}

interface KindPaths {
  kind: PrintableKind;
  path: string;
}

const kindPaths: KindPaths[] = [
  { kind: 'invoice', path: '/invoices' },
  { kind: 'estimate', path: '/invoices/estimate' },
  { kind: 'sales-receipt', path: '/invoices/receipt' },
];

export async function invoiceDeliveryRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const appUrl = app.config.APP_URL;
  const limits: DeliveryLimits = { emailsPerDay: app.config.DOCUMENT_EMAILS_PER_DAY };

  api.get('/invoices/pdf/:id', {
    config: view,
    schema: {
      tags,
      summary: 'The PDF of an invoice, estimate or sales receipt, as the company’s template lays it out',
      description:
        'type: invoice (default), estimate or receipt. action: download (default; Content-Disposition attachment) ' +
        'or inline. The answer is application/pdf, named by the document number (INV-00042.pdf).',
      params,
      querystring: pdfQuery,
    },
    handler: async (request, reply) => {
      const kind = printTypes[request.query.type === 'sales-receipt' ? 'receipt' : (request.query.type ?? 'invoice')];
      const id = idParam(request.params.id, documentNouns[kind]);
      const print = await companyRead(request, (tx, context) => readDocumentPrint(tx, context, kind, id));
      const pdf = await renderDocumentPdf(print, appUrl);
      return sendPdf(reply, pdf, pdfFileName(print.view), request.query.action);
    },
  });

  for (const { kind, path } of kindPaths) {
    const noun = documentNouns[kind];
    const title = documentTitle(kind);

    api.post(`${path}/:id/send`, {
      config: send,
      schema: {
        tags,
        summary: `Email ${title.toLowerCase()} to the customer, with its PDF and a link to its public view`,
        description:
          "to: the addresses to send to: any of the customer's own and at most " +
          `${MAX_OTHER_RECIPIENTS} others (400 beyond); left out, every email of the customer. message: words of ` +
          'your own above the standard text. Drafts, documents awaiting approval and void ones are refused (409); ' +
          `past the company's daily limit on document emails (${limits.emailsPerDay}, sends and reminders) the ` +
          "answer is 429. The email is recorded on the document's history as 'emailed'.",
        params,
        body: sendDocumentSchema,
        response: { 200: envelope(documentSentSchema) },
      },
      handler: async (request) => {
        const id = idParam(request.params.id, noun);
        const print = await readForEmail(request, { kind, id, delivery: 'send', limits });
        const to = recipientsOf(print, request.body.to);
        const pdf = await renderDocumentPdf(print, appUrl);
        const composed = composeDocumentEmail(print, { to, message: request.body.message, pdf, appUrl });
        await companyWrite(request, (tx, context) =>
          recordDelivery(tx, context, { kind, id, delivery: 'send', composed, limits }),
        );
        return { message: `${title} sent to ${to.join(', ')}`, data: { to, ...shareLinks(print, appUrl) } };
      },
    });

    api.get(`${path}/:id/share`, {
      config: view,
      schema: {
        tags,
        summary: `The public link of ${title.toLowerCase()}, and a WhatsApp message carrying it`,
        description: 'Drafts, documents awaiting approval and void ones have no link to share (409).',
        params,
        response: { 200: envelope(documentShareSchema) },
      },
      handler: async (request) => {
        const id = idParam(request.params.id, noun);
        const print = await companyRead(request, (tx, context) => readDocumentPrint(tx, context, kind, id));
        checkDeliverable(print, 'share');
        return { message: `${title} link`, data: shareLinks(print, appUrl) };
      },
    });
  }

  api.get('/invoices/reminder/:id', {
    config: send,
    schema: {
      tags,
      summary: 'Email the customer a reminder of what is still owed on an invoice, with its PDF',
      description:
        "Goes to every email of the customer; recorded on the invoice's history as 'reminded'. A paid, void or " +
        `unapproved invoice is refused (409); so is (429) a second reminder within ${REMINDER_INTERVAL_HOURS} ` +
        "hours, and any past the company's daily limit on document emails.",
      params,
      response: { 200: envelope(documentSentSchema) },
    },
    handler: async (request) => {
      const id = idParam(request.params.id, 'Invoice');
      const print = await readForEmail(request, { kind: 'invoice', id, delivery: 'remind', limits });
      const to = recipientsOf(print, undefined);
      const pdf = await renderDocumentPdf(print, appUrl);
      const composed = composeReminder(print, { to, pdf, appUrl });
      await companyWrite(request, (tx, context) =>
        recordDelivery(tx, context, { kind: 'invoice', id, delivery: 'remind', composed, limits }),
      );
      return { message: `Reminder sent to ${to.join(', ')}`, data: { to, ...shareLinks(print, appUrl) } };
    },
  });

  publicRoutes(app);
}

/**
 * The public view, for whoever holds the link. Every answer to a token that opens nothing is the
 * same 404. Throttled per client address: the JSON and the logo at the pace of a person reading
 * (120 a minute), the PDF, which costs a render, at 30 a minute.
 */
function publicRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const readThrottle = app.throttle('public-document', { max: 120, windowSeconds: 60 });
  const pdfThrottle = app.throttle('public-document-pdf', { max: 30, windowSeconds: 60 });
  const appUrl = app.config.APP_URL;
  const base = (token: string) => `/api/public/invoices/${encodeURIComponent(token)}`;

  api.get('/public/invoices/:token', {
    config: open,
    preHandler: readThrottle,
    schema: {
      tags: publicTags,
      summary: 'An invoice, estimate or sales receipt as its public page shows it (no sign-in)',
      description:
        'token: the last part of the link sent to the customer (/i/{token}). Amounts in naira of the ' +
        "document's currency. An unknown token answers 404.",
      params: tokenParams,
      security: [],
      response: { 200: envelope(publicDocumentSchema) },
    },
    handler: async (request, reply) => {
      const { token } = request.params;
      const data = await publicDocumentWork(request.server.db, token, async (tx, companyId, secret) => {
        const print = await readPublicPrint(tx, companyId, secret);
        await noteViewed(tx, companyId, print.view._id);
        return publicDocument(print, { pdfUrl: `${base(token)}/pdf`, logoUrl: `${base(token)}/logo` });
      });
      reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');
      return { message: data.title, data };
    },
  });

  api.get('/public/invoices/:token/pdf', {
    config: open,
    preHandler: pdfThrottle,
    schema: {
      tags: publicTags,
      summary: 'The PDF of a document from its public link (no sign-in)',
      description: 'action: download (default) or inline.',
      params: tokenParams,
      querystring: z.object({ action: actionQuery }),
      security: [],
    },
    handler: async (request, reply) => {
      const print = await publicDocumentWork(
        request.server.db,
        request.params.token,
        (tx, companyId, secret) => readPublicPrint(tx, companyId, secret),
        { readOnly: true },
      );
      const pdf = await renderDocumentPdf(print, appUrl);
      reply.header('X-Robots-Tag', 'noindex');
      return sendPdf(reply, pdf, pdfFileName(print.view), request.query.action);
    },
  });

  api.get('/public/invoices/:token/logo', {
    config: open,
    preHandler: readThrottle,
    schema: {
      tags: publicTags,
      summary: 'The logo of the company that issued a document, for its public page (no sign-in)',
      params: tokenParams,
      security: [],
    },
    handler: async (request, reply) => {
      const image = await publicDocumentWork(
        request.server.db,
        request.params.token,
        async (tx, companyId, secret) => {
          await findPublicDocument(tx, companyId, secret);
          return getLogo(tx, companyId);
        },
        { readOnly: true },
      );
      return sendImage(request, reply, image);
    },
  });
}
