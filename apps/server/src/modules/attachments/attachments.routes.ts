import multipart from '@fastify/multipart';
import { fileSizeText } from '@owo/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, Invalid, NotFound } from '../../errors.ts';
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
import { type AttachmentOwner, assertOwnerExists } from './attachments.owners.ts';
import { attachFile, MAX_ATTACHMENTS_PER_OWNER, removeAttachment } from './attachments.service.ts';
import { attachmentSchema, getAttachmentFile, getAttachmentView, listAttachments } from './attachments.view.ts';

const view = { access: { permission: 'accounting.view' as const } };
// Attaching to a journal or to a bank entry is bookkeeping work on it: the same permission for both.
/** Attaching or removing a receipt changes the journal or bank entry it belongs to. */
const edit = { access: { permission: 'accounting.edit' as const } };
const tags = ['Attachments'];
const params = z.object({ id: z.string() });
/**
 * The owners these routes serve, on accounting's permissions. A tax payment's receipts are served
 * only under /tax/payments/{id}/attachments, on tax.view and tax.pay (attachments.tax-payments.ts).
 */
const generalOwnerKinds = ['journal', 'bank-entry', 'document'] as const;
const generalOwner = (kind: string) => (generalOwnerKinds as readonly string[]).includes(kind);
const ownerQuery = z.object({
  ownerKind: z
    .enum(generalOwnerKinds, { error: 'ownerKind is not valid.' })
    .describe('journal (a journal id) or bank-entry (the id of an entry made from a bank statement line)'),
  ownerId: z.uuid({ error: 'ownerId is not valid.' }),
});

const chooseFileMessage = 'Choose a photo or PDF to attach';

/**
 * The one file of a multipart upload, read into memory up to the limit (it is stored in the
 * database anyway). Field parts are ignored; a second file is refused rather than dropped.
 */
export async function readUploadedFile(request: FastifyRequest, maxBytes: number) {
  if (!request.isMultipart()) throw new Invalid(chooseFileMessage);
  let file: { claimedName: string; content: Buffer } | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 2, fields: 10, parts: 12 } })) {
      if (part.type !== 'file') continue;
      if (file) throw new Invalid('Attach one file at a time');
      file = { claimedName: part.filename, content: await part.toBuffer() };
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, `The file is larger than ${fileSizeText(maxBytes)}`);
    }
    throw new Invalid('The upload could not be read. Please try again.');
  }
  if (!file) throw new Invalid(chooseFileMessage);
  if (file.content.length === 0) throw new Invalid('The file is empty');
  return file;
}

/**
 * The Idempotency-Key check fingerprints the request body before the route runs, and a
 * multipart body is a stream it cannot see: the file's digest joins the fingerprint here, so the
 * same key sent again with another file is refused (409) instead of answered with the first.
 */
export function fingerprintUpload(request: FastifyRequest, sha256: string) {
  const claim = request.idempotency;
  if (claim) claim.requestHash = sha256Of(Buffer.from(`${claim.requestHash}:${sha256}`));
}

/** Receipts on journals and bank entries: upload, list, download, remove. */
export async function attachmentRoutes(app: FastifyInstance) {
  // Only this module takes multipart bodies; the plugin is scoped to these routes.
  await app.register(multipart, { limits: { fileSize: app.config.ATTACHMENT_MAX_BYTES, files: 2 } });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const maxBytes = app.config.ATTACHMENT_MAX_BYTES;

  api.post('/attachments', {
    config: edit,
    schema: {
      tags,
      summary: 'Attach a receipt (a photo or PDF) to a journal or bank entry',
      description:
        `A multipart/form-data body with one file (field name "file"). Accepted, by content whatever the ` +
        `name: JPEG, PNG, WebP, HEIC/HEIF and PDF, up to ${fileSizeText(maxBytes)} (ATTACHMENT_MAX_BYTES), at ` +
        `most ${MAX_ATTACHMENTS_PER_OWNER} per owner. The same file again on one owner is kept once (200, the file ` +
        'already there); a new one answers 201. Allowed in a locked period: attaching posts nothing.',
      querystring: ownerQuery,
      response: { 200: envelope(attachmentSchema), 201: envelope(attachmentSchema) },
    },
    handler: async (request, reply) => {
      const owner: AttachmentOwner = { kind: request.query.ownerKind, id: request.query.ownerId };
      // Before reading megabytes: an owner that is not the company's answers 404 whatever is sent.
      await companyRead(request, (tx, context) => assertOwnerExists(tx, context, owner));
      const file = await readUploadedFile(request, maxBytes);
      const contentType = await detectContentType(file.content);
      if (!contentType) throw new Invalid(refusedKindMessage, { file: refusedKindMessage });
      const sha256 = sha256Of(file.content);
      fingerprintUpload(request, sha256);
      const { created, attachment } = await companyWrite(request, (tx, context) =>
        attachFile(tx, context, {
          owner,
          fileName: safeFileName(file.claimedName, contentType),
          contentType,
          content: file.content,
          sha256,
        }),
      );
      return created
        ? reply.code(201).send({ message: 'File attached', data: attachment })
        : reply.code(200).send({ message: 'This file is already attached', data: attachment });
    },
  });

  api.get('/attachments', {
    config: view,
    schema: {
      tags,
      summary: 'The files attached to a journal or bank entry, oldest first',
      querystring: ownerQuery,
      response: { 200: envelope(z.array(attachmentSchema)) },
    },
    handler: async (request) => {
      const owner: AttachmentOwner = { kind: request.query.ownerKind, id: request.query.ownerId };
      const data = await companyRead(request, (tx, context) => listAttachments(tx, context, owner));
      return { message: 'Attachments', data };
    },
  });

  api.get('/attachments/:id/file', {
    config: view,
    schema: {
      tags,
      summary: 'The file itself, with its stored type',
      description:
        'Shown in the browser (inline) unless disposition=attachment. Served with a sandboxing ' +
        'Content-Security-Policy and nosniff, so even a file that slipped past the checks cannot run.',
      params,
      querystring: z.object({ disposition: z.enum(['inline', 'attachment']).optional() }),
    },
    handler: async (request, reply) => {
      const id = idParam(request.params.id, 'Attachment');
      const file = await companyRead(request, (tx, context) => getAttachmentFile(tx, context, id));
      if (!generalOwner(file.ownerKind)) throw new NotFound('Attachment');
      return (
        reply
          .header('content-type', file.contentType)
          .header('content-disposition', contentDisposition(file.fileName, request.query.disposition ?? 'inline'))
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox; frame-ancestors 'none'")
          .header('cross-origin-resource-policy', 'same-origin')
          // A receipt is private and can be removed or the member's access ended: no shared or kept copies.
          .header('cache-control', 'private, no-store')
          .send(file.content)
      );
    },
  });

  api.delete('/attachments/:id', {
    config: edit,
    schema: { tags, summary: 'Remove an attached file', params, response: { 200: messageOnlySchema } },
    handler: async (request) => {
      const id = idParam(request.params.id, 'Attachment');
      await companyWrite(request, async (tx, context) => {
        if (!generalOwner((await getAttachmentView(tx, context, id)).ownerKind)) throw new NotFound('Attachment');
        await removeAttachment(tx, context, { id });
      });
      return { message: 'Attachment removed' };
    },
  });
}
