import { attachments, newId, type Transaction } from '@owo/db';
import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import { Conflict, NotFound } from '../../errors.ts';
import { recordAudit } from '../audit/index.ts';
import { type AttachmentOwner, holdOwnerForChange } from './attachments.owners.ts';
import { type AttachmentView, getAttachmentView, ownerAttachmentRows } from './attachments.view.ts';

/*
 * Receipts attached to journals and bank entries. Attaching moves no money and posts nothing, so
 * it is allowed whatever the lock date: a receipt found after the books were closed still belongs
 * with its entry. A deleted journal keeps its files as they were, and takes no new ones.
 */

/** Enough for a month of receipts on one entry; more is usually a mistake (the wrong entry). */
export const MAX_ATTACHMENTS_PER_OWNER = 20;

export interface NewAttachment {
  owner: AttachmentOwner;
  /** Already made safe (attachments.files.ts). */
  fileName: string;
  /** Decided from the content. */
  contentType: string;
  content: Buffer;
  sha256: string;
}

/**
 * Stores a file on its owner. The same file (same SHA-256) attached to one owner again is kept
 * once: the answer is the file already there, with created false.
 */
export async function attachFile(
  tx: Transaction,
  context: RequestContext,
  input: NewAttachment,
): Promise<{ created: boolean; attachment: AttachmentView }> {
  const { companyId } = context;
  const { owner } = input;
  await holdOwnerForChange(tx, context, owner);
  const existing = await ownerAttachmentRows(tx, companyId, owner);
  const same = existing.find((row) => row.sha256 === input.sha256);
  if (same) return { created: false, attachment: await getAttachmentView(tx, context, same.id) };
  if (existing.length >= MAX_ATTACHMENTS_PER_OWNER) {
    throw new Conflict(
      `This already has ${MAX_ATTACHMENTS_PER_OWNER} files attached; remove one before attaching another`,
    );
  }
  const id = newId();
  await tx.insert(attachments).values({
    companyId,
    id,
    ownerKind: owner.kind,
    ownerId: owner.id,
    fileName: input.fileName,
    contentType: input.contentType,
    byteSize: input.content.length,
    sha256: input.sha256,
    content: input.content,
    uploadedBy: context.userId,
  });
  const attachment = await getAttachmentView(tx, context, id);
  await recordAudit(tx, context, {
    action: 'create',
    entityType: 'attachment',
    entityId: id,
    after: { ...attachment, sha256: input.sha256 },
  });
  return { created: true, attachment };
}

/** Removes a file from its owner (not allowed once a journal is deleted: its files are its history). */
export async function removeAttachment(tx: Transaction, context: RequestContext, input: { id: string }) {
  const { companyId } = context;
  const before = await getAttachmentView(tx, context, input.id);
  await holdOwnerForChange(tx, context, { kind: before.ownerKind, id: before.ownerId });
  const removed = await tx
    .delete(attachments)
    .where(and(eq(attachments.companyId, companyId), eq(attachments.id, input.id)))
    .returning({ id: attachments.id });
  // Removed by another request while this one waited for the owner's lock.
  if (removed.length === 0) throw new NotFound('Attachment');
  await recordAudit(tx, context, { action: 'delete', entityType: 'attachment', entityId: input.id, before });
}

/**
 * Removes every file of an owner that is itself being deleted (an expense awaiting approval that
 * never posted), so no file is left pointing at nothing. Its audit entry keeps what was removed.
 */
export async function removeOwnerAttachments(tx: Transaction, context: RequestContext, owner: AttachmentOwner) {
  const removed = await tx
    .delete(attachments)
    .where(
      and(
        eq(attachments.companyId, context.companyId),
        eq(attachments.ownerKind, owner.kind),
        eq(attachments.ownerId, owner.id),
      ),
    )
    .returning({ id: attachments.id, fileName: attachments.fileName });
  for (const file of removed) {
    await recordAudit(tx, context, { action: 'delete', entityType: 'attachment', entityId: file.id, before: file });
  }
}
