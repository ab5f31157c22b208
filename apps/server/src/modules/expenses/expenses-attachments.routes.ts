import multipart from '@fastify/multipart';
import { fileSizeText } from '@owo/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RequestContext } from '../../context.ts';
import { Invalid, NotFound } from '../../errors.ts';
import { envelope, messageOnlySchema } from '../../http/envelope.ts';
import { idParam } from '../../http/params.ts';
import { companyRead, companyWrite } from '../../http/work.ts';
import {
  attachFile,
  attachmentSchema,
  contentDisposition,
  detectContentType,
  fingerprintUpload,
  getAttachmentFile,
  getAttachmentView,
  listAttachments,
  MAX_ATTACHMENTS_PER_OWNER,
  readUploadedFile,
  refusedKindMessage,
  removeAttachment,
  safeFileName,
  sha256Of,
} from '../attachments/index.ts';
import { getExpense } from './expenses.view.ts';

/*
 * An expense's receipts (issue 27): a photo or PDF attached to it, with the attachments module's
 * checks (type read from the content, size limited by ATTACHMENT_MAX_BYTES, the same file kept
 * once, at most 20). The expense is found first, as the member may see it: another company's or
 * another branch's expense, or an attachment of something else, is not found.
 */

const tags = ['Expenses'];
const params = z.object({ id: z.string() });
const fileParams = z.object({ id: z.string(), attachmentId: z.string() });
const view = { access: { permission: 'expenses.view' } } as const;
const attach = { access: { permission: 'expenses.create' } } as const;

const ownerOf = (id: string) => ({ kind: 'document' as const, id });

/** The expense exists and is the member's to see (an invoice's id under /expenses is not found). */
async function assertExpense(executor: Parameters<typeof getExpense>[0], context: RequestContext, id: string) {
  await getExpense(executor, context, id);
}

/** The attachment belongs to this expense. */
async function expenseAttachment(
  executor: Parameters<typeof getExpense>[0],
  context: RequestContext,
  expenseId: string,
  attachmentId: string,
) {
  await assertExpense(executor, context, expenseId);
  const attachment = await getAttachmentView(executor, context, attachmentId);
  if (attachment.ownerKind !== 'document' || attachment.ownerId !== expenseId) throw new NotFound('Attachment');
  return attachment;
}

export async function expenseAttachmentRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: app.config.ATTACHMENT_MAX_BYTES, files: 2 } });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const maxBytes = app.config.ATTACHMENT_MAX_BYTES;

  api.post('/expenses/:id/attachments', {
    config: attach,
    schema: {
      tags,
      summary: 'Attach a receipt (a photo or PDF) to an expense',
      description:
        `multipart/form-data with one file (field "file"): JPEG, PNG, WebP, HEIC/HEIF or PDF by content, up to ` +
        `${fileSizeText(maxBytes)}, at most ${MAX_ATTACHMENTS_PER_OWNER} per expense. The same file again answers 200.`,
      params,
      response: { 200: envelope(attachmentSchema), 201: envelope(attachmentSchema) },
    },
    handler: async (request: FastifyRequest<{ Params: { id: string } }>, reply) => {
      const id = idParam(request.params.id, 'Expense');
      await companyRead(request, (tx, context) => assertExpense(tx, context, id));
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
        ? reply.code(201).send({ message: 'Receipt attached', data: attachment })
        : reply.code(200).send({ message: 'This file is already attached', data: attachment });
    },
  });

  api.get('/expenses/:id/attachments', {
    config: view,
    schema: {
      tags,
      summary: 'The receipts of an expense, oldest first',
      params,
      response: { 200: envelope(z.array(attachmentSchema)) },
    },
    handler: async (request) => {
      const id = idParam(request.params.id, 'Expense');
      const data = await companyRead(request, async (tx, context) => {
        await assertExpense(tx, context, id);
        return listAttachments(tx, context, ownerOf(id));
      });
      return { message: 'Attachments', data };
    },
  });

  api.get('/expenses/:id/attachments/:attachmentId/file', {
    config: view,
    schema: {
      tags,
      summary: 'A receipt itself, shown inline unless disposition=attachment',
      params: fileParams,
      querystring: z.object({ disposition: z.enum(['inline', 'attachment']).optional() }),
    },
    handler: async (request, reply) => {
      const id = idParam(request.params.id, 'Expense');
      const attachmentId = idParam(request.params.attachmentId, 'Attachment');
      const file = await companyRead(request, async (tx, context) => {
        await expenseAttachment(tx, context, id, attachmentId);
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

  api.delete('/expenses/:id/attachments/:attachmentId', {
    config: attach,
    schema: {
      tags,
      summary: 'Remove a receipt from an expense',
      params: fileParams,
      response: { 200: messageOnlySchema },
    },
    handler: async (request) => {
      const id = idParam(request.params.id, 'Expense');
      const attachmentId = idParam(request.params.attachmentId, 'Attachment');
      await companyWrite(request, async (tx, context) => {
        await expenseAttachment(tx, context, id, attachmentId);
        await removeAttachment(tx, context, { id: attachmentId });
      });
      return { message: 'Receipt removed' };
    },
  });
}
