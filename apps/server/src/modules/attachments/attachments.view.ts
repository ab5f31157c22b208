import { attachmentOwnerKinds, attachments, type Executor, users } from '@owo/db';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { NotFound } from '../../errors.ts';
import { type AttachmentOwner, assertOwnerExists, type OwnerScope } from './attachments.owners.ts';

/** An attachment as the API answers it; the content itself comes only from the file route. */
export const attachmentSchema = z.object({
  _id: z.string(),
  ownerKind: z.enum(attachmentOwnerKinds),
  ownerId: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  /** Bytes. */
  size: z.number(),
  uploadedBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type AttachmentView = z.infer<typeof attachmentSchema>;

/** Every column but the content, which can be megabytes: lists never read it. */
function selectAttachments(executor: Executor, filter: SQL | undefined) {
  return executor
    .select({
      id: attachments.id,
      ownerKind: attachments.ownerKind,
      ownerId: attachments.ownerId,
      fileName: attachments.fileName,
      contentType: attachments.contentType,
      byteSize: attachments.byteSize,
      sha256: attachments.sha256,
      uploadedBy: attachments.uploadedBy,
      uploaderName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
      createdAt: attachments.createdAt,
    })
    .from(attachments)
    .leftJoin(users, eq(users.id, attachments.uploadedBy))
    .where(filter);
}

type AttachmentRow = Awaited<ReturnType<typeof selectAttachments>>[number];

function attachmentView(row: AttachmentRow): AttachmentView {
  return {
    _id: row.id,
    ownerKind: row.ownerKind,
    ownerId: row.ownerId,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.byteSize,
    uploadedBy: row.uploaderName ? { _id: row.uploadedBy, name: row.uploaderName } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

const ofOwner = (companyId: string, owner: AttachmentOwner) =>
  and(eq(attachments.companyId, companyId), eq(attachments.ownerKind, owner.kind), eq(attachments.ownerId, owner.id));

/** An owner's attachments, oldest first, with what the owner's check needs (hashes). */
export async function ownerAttachmentRows(executor: Executor, companyId: string, owner: AttachmentOwner) {
  return selectAttachments(executor, ofOwner(companyId, owner)).orderBy(
    asc(attachments.createdAt),
    asc(attachments.id),
  );
}

/** The files of a journal or bank entry; an owner that is not the company's is not found. */
export async function listAttachments(
  executor: Executor,
  scope: OwnerScope,
  owner: AttachmentOwner,
): Promise<AttachmentView[]> {
  await assertOwnerExists(executor, scope, owner);
  return (await ownerAttachmentRows(executor, scope.companyId, owner)).map(attachmentView);
}

/** A file whose owner the member may not see (another branch's journal) is as unknown as a missing one. */
async function assertOwnerInScope(executor: Executor, scope: OwnerScope, owner: AttachmentOwner) {
  if (scope.branchScope === null) return;
  try {
    await assertOwnerExists(executor, scope, owner);
  } catch {
    throw new NotFound('Attachment');
  }
}

export async function getAttachmentView(executor: Executor, scope: OwnerScope, id: string): Promise<AttachmentView> {
  const [row] = await selectAttachments(
    executor,
    and(eq(attachments.companyId, scope.companyId), eq(attachments.id, id)),
  );
  if (!row) throw new NotFound('Attachment');
  await assertOwnerInScope(executor, scope, { kind: row.ownerKind, id: row.ownerId });
  return attachmentView(row);
}

/** The stored file, for the download route. */
export async function getAttachmentFile(executor: Executor, scope: OwnerScope, id: string) {
  const [file] = await executor
    .select({
      fileName: attachments.fileName,
      contentType: attachments.contentType,
      content: attachments.content,
      ownerKind: attachments.ownerKind,
      ownerId: attachments.ownerId,
    })
    .from(attachments)
    .where(and(eq(attachments.companyId, scope.companyId), eq(attachments.id, id)));
  if (!file) throw new NotFound('Attachment');
  await assertOwnerInScope(executor, scope, { kind: file.ownerKind, id: file.ownerId });
  return file;
}
