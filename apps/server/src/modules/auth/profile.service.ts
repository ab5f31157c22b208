import { type Executor, memberships, type Transaction, users } from '@owo/db';
import { eq } from 'drizzle-orm';
import { NotFound } from '../../errors.ts';
import { imageVersion, type PreparedImage } from '../../images/uploaded-image.ts';
import { type AuditEntry, recordAudit } from '../audit/audit.service.ts';

/*
 * The signed-in person's own details (settings, profile): name, phone and photo. A person is not
 * company data (one person may belong to many companies), but every company they belong to shows
 * their name on what they did: each company's audit log records the change.
 */

export interface ProfileActor {
  userId: string;
  requestId: string;
  clientRequestId: string | null;
}

type UserRow = typeof users.$inferSelect;

async function userRow(executor: Executor, userId: string): Promise<UserRow> {
  const [row] = await executor.select().from(users).where(eq(users.id, userId));
  if (!row) throw new NotFound('User');
  return row;
}

function profileView(user: UserRow) {
  return {
    _id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    photo:
      user.photo && user.photoContentType
        ? { contentType: user.photoContentType, version: imageVersion(user.photo) }
        : null,
  };
}

export async function getProfile(executor: Executor, userId: string) {
  return profileView(await userRow(executor, userId));
}

/** The same entry in the audit log of every company the person belongs to. */
async function auditInEveryCompany(tx: Transaction, actor: ProfileActor, entry: AuditEntry) {
  const companies = await tx
    .select({ companyId: memberships.companyId })
    .from(memberships)
    .where(eq(memberships.userId, actor.userId));
  for (const { companyId } of companies) await recordAudit(tx, { ...actor, companyId }, entry);
}

type ProfileUpdate = {
  firstName?: string | undefined;
  lastName?: string | undefined;
  phoneNumber?: string | undefined;
};

/** Changes what was sent; the audit entry has the fields that changed, before and after. */
export async function updateProfile(tx: Transaction, actor: ProfileActor, input: ProfileUpdate) {
  const user = await userRow(tx, actor.userId);
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const field of ['firstName', 'lastName', 'phoneNumber'] as const) {
    const value = input[field];
    if (value === undefined || value === user[field]) continue;
    before[field] = user[field];
    after[field] = value;
  }
  if (Object.keys(after).length === 0) return { changed: false, profile: profileView(user) };
  const [updated] = await tx
    .update(users)
    .set({ ...after, updatedAt: new Date() })
    .where(eq(users.id, actor.userId))
    .returning();
  await auditInEveryCompany(tx, actor, { action: 'update', entityType: 'user', entityId: actor.userId, before, after });
  return { changed: true, profile: profileView(updated ?? user) };
}

export async function getPhoto(executor: Executor, userId: string) {
  const [row] = await executor
    .select({ photo: users.photo, contentType: users.photoContentType })
    .from(users)
    .where(eq(users.id, userId));
  if (!row?.photo || !row.contentType) throw new NotFound('Photo');
  return { content: row.photo, contentType: row.contentType };
}

function photoSummary(content: Uint8Array | null, contentType: string | null) {
  if (!content || !contentType) return null;
  return { contentType, size: content.length, version: imageVersion(content) };
}

export async function setPhoto(tx: Transaction, actor: ProfileActor, image: PreparedImage) {
  const user = await userRow(tx, actor.userId);
  await tx
    .update(users)
    .set({ photo: image.content, photoContentType: image.contentType, updatedAt: new Date() })
    .where(eq(users.id, actor.userId));
  await auditInEveryCompany(tx, actor, {
    action: user.photo ? 'update' : 'create',
    entityType: 'user-photo',
    entityId: actor.userId,
    before: photoSummary(user.photo, user.photoContentType),
    after: photoSummary(image.content, image.contentType),
  });
  return { contentType: image.contentType, version: imageVersion(image.content) };
}

export async function removePhoto(tx: Transaction, actor: ProfileActor) {
  const user = await userRow(tx, actor.userId);
  if (!user.photo) throw new NotFound('Photo');
  await tx
    .update(users)
    .set({ photo: null, photoContentType: null, updatedAt: new Date() })
    .where(eq(users.id, actor.userId));
  await auditInEveryCompany(tx, actor, {
    action: 'delete',
    entityType: 'user-photo',
    entityId: actor.userId,
    before: photoSummary(user.photo, user.photoContentType),
  });
}
