import { type Executor, memberships, type Transaction, users } from '@owo/db';
import { eq } from 'drizzle-orm';
import { NotFound } from '../../errors.ts';
import { type ImageSlot, imageReference, imageToServe, removeImage, replaceImage } from '../../images/stored-image.ts';
import type { PreparedImage } from '../../images/uploaded-image.ts';
import { type AuditEntry, recordAuditInCompanies } from '../audit/index.ts';

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
    photo: imageReference({ content: user.photo, contentType: user.photoContentType }),
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
  await recordAuditInCompanies(
    tx,
    companies.map((company) => company.companyId),
    actor,
    entry,
  );
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
    .select({ content: users.photo, contentType: users.photoContentType })
    .from(users)
    .where(eq(users.id, userId));
  return imageToServe(row, 'Photo');
}

/** The person's photo as images/stored-image.ts changes it: in their row, audited in each of their companies. */
async function photoSlot(tx: Transaction, actor: ProfileActor): Promise<ImageSlot> {
  const user = await userRow(tx, actor.userId);
  return {
    name: 'Photo',
    entityType: 'user-photo',
    entityId: actor.userId,
    current: { content: user.photo, contentType: user.photoContentType },
    write: (photo) =>
      tx
        .update(users)
        .set({ photo: photo.content, photoContentType: photo.contentType, updatedAt: new Date() })
        .where(eq(users.id, actor.userId)),
    audit: (entry) => auditInEveryCompany(tx, actor, entry),
  };
}

export async function setPhoto(tx: Transaction, actor: ProfileActor, image: PreparedImage) {
  return replaceImage(await photoSlot(tx, actor), image);
}

export async function removePhoto(tx: Transaction, actor: ProfileActor) {
  await removeImage(await photoSlot(tx, actor));
}
