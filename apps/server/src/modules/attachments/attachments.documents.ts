import multipart from '@fastify/multipart';
import { fileSizeText, type Permission } from '@owo/core';
import type { Executor } from '@owo/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RequestContext } from '../../context.ts';
import { Invalid, NotFound } from '../../errors.ts';
import { envelope, messageOnlySchema } from '../../http/envelope.ts';
import { idParam } from '../../http/params.ts';
import { companyRead, companyWrite } from '../../http/work.ts';
import {
  contentDisposition,
  detectContentType,
  refusedKindMessage,
  safeFileName,
  sha256Of,
} from './attachments.files.ts';
import { fingerprintUpload, readUploadedFile } from './attachments.routes.ts';
import { attachFile, MAX_ATTACHMENTS_PER_OWNER, removeAttachment } from './attachments.service.ts';
import { attachmentSchema, getAttachmentFile, getAttachmentView, listAttachments } from './attachments.view.ts';

/*
 * The files of a document (an expense's receipts, a purchase order's quotes and delivery notes) or
 * of a tax payment (its receipt): a photo or PDF attached under the owner's own path
 * (/expenses/{id}/attachments, /purchase-orders/{id}/attachments, /tax/payments/{id}/attachments),
 * with the attachments module's checks (type read from the content, size limited by
 * ATTACHMENT_MAX_BYTES, the same file kept once, at most 20), stored with the company's data (owner
 * kind 'document' or 'tax-payment'). The owner is found first, as the member may see it: another
 * company's or another branch's, a document of another kind, or an attachment of something else,
 * is not found (404), exactly like a missing one.
 */

export interface DocumentAttachments {
  /** The path of the documents, without the id: '/expenses'. */
  path: string;
  tags: string[];
  /** The document in words, in a sentence, with its article: 'an expense', 'a purchase order'. */
  noun: string;
  /** What one file is called in messages: 'Receipt', 'File'. */
  fileWord: string;
  view: Permission;
  change: Permission;
  /** Throws NotFound unless the document is this kind, the company's, and the member may see it. */
  assertDocument: (executor: Executor, context: RequestContext, id: string) => Promise<unknown>;
  /** The document's name for its NotFound message: 'Expense'. */
  notFoundName: string;
  /** What the files belong to: a document (the default) or a tax payment. */
  ownerKind?: 'document' | 'tax-payment';
  /** The owner is the whole company's, not a branch's: a member limited to a branch is refused. */
  wholeCompany?: boolean;
}

const params = z.object({ id: z.string() });
const fileParams = z.object({ id: z.string(), attachmentId: z.string() });

export function documentAttachmentRoutes(options: DocumentAttachments) {
  const { path, tags, noun, fileWord, notFoundName } = options;
  const scope: { wholeCompany?: true } = options.wholeCompany ? { wholeCompany: true } : {};
  const view = { access: { permission: options.view }, ...scope };
  const change = { access: { permission: options.change }, ...scope };
  const kind = options.ownerKind ?? 'document';
  const ownerOf = (id: string) => ({ kind, id });
  const lower = fileWord.toLowerCase();

  /** The attachment belongs to this document. */
  async function documentAttachment(executor: Executor, context: RequestContext, id: string, attachmentId: string) {
    await options.assertDocument(executor, context, id);
    const attachment = await getAttachmentView(executor, context, attachmentId);
    if (attachment.ownerKind !== kind || attachment.ownerId !== id) throw new NotFound('Attachment');
    return attachment;
  }

  return async function routes(app: FastifyInstance) {
    // Only these routes take multipart bodies; the plugin is scoped to them.
    await app.register(multipart, { limits: { fileSize: app.config.ATTACHMENT_MAX_BYTES, files: 2 } });
    const api = app.withTypeProvider<ZodTypeProvider>();
    const maxBytes = app.config.ATTACHMENT_MAX_BYTES;

    api.post(`${path}/:id/attachments`, {
      config: change,
      schema: {
        tags,
        summary: `Attach a ${lower} (a photo or PDF) to ${noun}`,
        description:
          `multipart/form-data with one file (field "file"): JPEG, PNG, WebP, HEIC/HEIF or PDF by content, up to ` +
          `${fileSizeText(maxBytes)}, at most ${MAX_ATTACHMENTS_PER_OWNER} on ${noun}. The same file again answers 200.`,
        params,
        response: { 200: envelope(attachmentSchema), 201: envelope(attachmentSchema) },
      },
      handler: async (request: FastifyRequest<{ Params: { id: string } }>, reply) => {
        const id = idParam(request.params.id, notFoundName);
        await companyRead(request, (tx, context) => options.assertDocument(tx, context, id));
        const file = await readUploadedFile(request, maxBytes);
        const contentType = await detectContentType(file.content);
        if (!contentType) throw new Invalid(refusedKindMessage, { file: refusedKindMessage });
        const sha256 = sha256Of(file.content);
        fingerprintUpload(request, sha256);
        const { created, attachment } = await companyWrite(request, (tx, context) =>
          attachFile(tx, context, {
            owner: ownerOf(id),
            fileName: safeFileName(file.claimedName, contentType),
            contentType,
            content: file.content,
            sha256,
          }),
        );
        return created
          ? reply.code(201).send({ message: `${fileWord} attached`, data: attachment })
          : reply.code(200).send({ message: 'This file is already attached', data: attachment });
      },
    });

    api.get(`${path}/:id/attachments`, {
      config: view,
      schema: {
        tags,
        summary: `The ${lower}s of ${noun}, oldest first`,
        params,
        response: { 200: envelope(z.array(attachmentSchema)) },
      },
      handler: async (request) => {
        const id = idParam(request.params.id, notFoundName);
        const data = await companyRead(request, async (tx, context) => {
          await options.assertDocument(tx, context, id);
          return listAttachments(tx, context, ownerOf(id));
        });
        return { message: 'Attachments', data };
      },
    });

    api.get(`${path}/:id/attachments/:attachmentId/file`, {
      config: view,
      schema: {
        tags,
        summary: `A ${lower} of ${noun} itself, shown inline unless disposition=attachment`,
        params: fileParams,
        querystring: z.object({ disposition: z.enum(['inline', 'attachment']).optional() }),
      },
      handler: async (request, reply) => {
        const id = idParam(request.params.id, notFoundName);
        const attachmentId = idParam(request.params.attachmentId, 'Attachment');
        const file = await companyRead(request, async (tx, context) => {
          await documentAttachment(tx, context, id, attachmentId);
          return getAttachmentFile(tx, context, attachmentId);
        });
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', contentDisposition(file.fileName, request.query.disposition ?? 'inline'))
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox; frame-ancestors 'none'")
          .header('cross-origin-resource-policy', 'same-origin')
          .header('cache-control', 'private, no-store')
          .send(file.content);
      },
    });

    api.delete(`${path}/:id/attachments/:attachmentId`, {
      config: change,
      schema: {
        tags,
        summary: `Remove a ${lower} from ${noun}`,
        params: fileParams,
        response: { 200: messageOnlySchema },
      },
      handler: async (request) => {
        const id = idParam(request.params.id, notFoundName);
        const attachmentId = idParam(request.params.attachmentId, 'Attachment');
        await companyWrite(request, async (tx, context) => {
          await documentAttachment(tx, context, id, attachmentId);
          await removeAttachment(tx, context, { id: attachmentId });
        });
        return { message: `${fileWord} removed` };
      },
    });
  };
}
