import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError, Invalid } from '../errors.ts';
import { imageRuleMessage, imageVersion, MAX_IMAGE_BYTES, type PreparedImage, prepareImage } from './uploaded-image.ts';

/*
 * A logo or photo over HTTP: read from a multipart upload (one file, field "file"), checked and
 * resized, and served back with its type, a version to cache by, and headers that keep even a
 * crafted SVG inert. Uploads are PUTs: the image replaces the one before, so a retry changes
 * nothing more (and the Idempotency-Key, which is for POSTs that create, does not apply).
 */

/** How a record names its image in an answer (stored-image.ts imageReference): fetch it by version. */
export const imageReferenceSchema = z.object({ contentType: z.string(), version: z.string() });

/** Lets the routes of a plugin take image uploads (multipart bodies stay scoped to that plugin). */
export function acceptImageUploads(app: FastifyInstance) {
  return app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 2 } });
}

/**
 * The uploaded image, checked by content and made ready to store (uploaded-image.ts prepareImage):
 * `what` names it in messages ('logo'); `maxSize` and `square` say how large it is kept.
 */
export async function receiveImage(
  request: FastifyRequest,
  options: { what: string; maxSize: number; square?: boolean },
): Promise<PreparedImage> {
  return prepareImage(await readImageUpload(request, options.what), options);
}

/** The one uploaded file's bytes; anything larger than 1 MB is refused before it is all read. */
async function readImageUpload(request: FastifyRequest, what: string): Promise<Buffer> {
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
