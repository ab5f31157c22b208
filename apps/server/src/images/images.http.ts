import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, Invalid } from '../errors.ts';
import { imageRuleMessage, imageVersion, MAX_IMAGE_BYTES } from './uploaded-image.ts';

/*
 * A logo or photo over HTTP: read from a multipart upload (one file, field "file"), and served
 * back with its type, a version to cache by, and headers that keep even a crafted SVG inert.
 * Routes that use these register @fastify/multipart in their own plugin.
 */

/** The one uploaded file's bytes; anything larger than 1 MB is refused before it is all read. */
export async function readImageUpload(request: FastifyRequest, what: string): Promise<Buffer> {
  const refused = imageRuleMessage(what);
  const choose = `Choose a PNG, JPEG or SVG file for the ${what}`;
  if (!request.isMultipart()) throw new Invalid(choose, { file: choose });
  let content: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_IMAGE_BYTES, files: 2, fields: 5, parts: 7 } })) {
      if (part.type !== 'file') continue;
      if (content) throw new Invalid(`Choose one file for the ${what}`);
      content = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, refused, { file: refused });
    throw new Invalid('The upload could not be read. Please try again.');
  }
  if (!content) throw new Invalid(choose, { file: choose });
  // The Idempotency-Key fingerprint cannot see a multipart body: the file joins it here.
  const claim = request.idempotency;
  if (claim) {
    const digest = createHash('sha256').update(content).digest('hex');
    claim.requestHash = createHash('sha256').update(`${claim.requestHash}:${digest}`).digest('hex');
  }
  return content;
}

/**
 * Serves a stored image. Its version (a digest of the bytes) is the ETag; a URL that names the
 * current version (?v=) may be kept by the browser for a year, as a new image has a new version.
 * Private: only members of the company (or the person) may read it.
 */
export function sendImage(
  request: FastifyRequest,
  reply: FastifyReply,
  image: { content: Uint8Array; contentType: string },
) {
  const version = imageVersion(image.content);
  const etag = `"${version}"`;
  const asked = (request.query as { v?: unknown } | undefined)?.v;
  reply
    .header('etag', etag)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    .header('cross-origin-resource-policy', 'same-origin')
    .header('cache-control', asked === version ? 'private, max-age=31536000, immutable' : 'private, no-cache');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.header('content-type', image.contentType).send(Buffer.from(image.content));
}
