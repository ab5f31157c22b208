import { NotFound } from '../errors.ts';
import type { AuditEntry } from '../modules/audit/audit.service.ts';
import { imageVersion, type PreparedImage } from './uploaded-image.ts';

/*
 * An image kept in its record's row, bytes and type beside each other (both null when there is
 * none): a company's logo, a person's photo. Both are named to the client, served, replaced and
 * removed the same way; the record's own service says which row holds it and whose audit log
 * records the change (the company's, or every company the person belongs to).
 */

export interface StoredImage {
  content: Buffer | null;
  contentType: string | null;
}

/** How a record names its image in what it answers: the bytes are served apart, by version. */
export interface ImageReference {
  contentType: string;
  version: string;
}

export function imageReference(image: StoredImage): ImageReference | null {
  return image.content && image.contentType
    ? { contentType: image.contentType, version: imageVersion(image.content) }
    : null;
}

/** The image to serve (images.http.ts sendImage), or 404 'Logo not found' when there is none. */
export function imageToServe(image: StoredImage | undefined, name: string): { content: Buffer; contentType: string } {
  if (!image?.content || !image.contentType) throw new NotFound(name);
  return { content: image.content, contentType: image.contentType };
}

/** Where a record keeps its image, and where a change to it is audited. */
export interface ImageSlot {
  /** 'Logo', 'Photo': what a 404 says is missing. */
  name: string;
  /** The audit log's area: 'company-logo', 'user-photo'. */
  entityType: string;
  entityId: string;
  current: StoredImage;
  write(image: StoredImage): Promise<unknown>;
  audit(entry: AuditEntry): Promise<void>;
}

/** The audit keeps an image's type, size and version, never its bytes. */
function auditSummary(image: StoredImage) {
  if (!image.content || !image.contentType) return null;
  return { contentType: image.contentType, size: image.content.length, version: imageVersion(image.content) };
}

/** Replaces the image (or sets the first one), audited; the same image again (a retry) changes nothing. */
export async function replaceImage(slot: ImageSlot, image: PreparedImage): Promise<ImageReference> {
  const reference = { contentType: image.contentType, version: imageVersion(image.content) };
  if (imageReference(slot.current)?.version === reference.version) return reference;
  await slot.write(image);
  await slot.audit({
    action: slot.current.content ? 'update' : 'create',
    entityType: slot.entityType,
    entityId: slot.entityId,
    before: auditSummary(slot.current),
    after: auditSummary(image),
  });
  return reference;
}

/** Removes the image, audited; 404 when there is none. */
export async function removeImage(slot: ImageSlot): Promise<void> {
  if (!slot.current.content) throw new NotFound(slot.name);
  await slot.write({ content: null, contentType: null });
  await slot.audit({
    action: 'delete',
    entityType: slot.entityType,
    entityId: slot.entityId,
    before: auditSummary(slot.current),
  });
}
