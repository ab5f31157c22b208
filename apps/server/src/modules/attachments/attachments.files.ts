import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';

/*
 * What a receipt file is, decided from its bytes and never from its name or the type the browser
 * claimed: a phone's photo (JPEG, PNG, WebP, HEIC/HEIF) or a PDF. Everything else (HTML, SVG, a
 * program renamed .jpg) is refused, so nothing the app serves back can run as a page or a script.
 */

export const refusedKindMessage = 'Attach a photo (JPEG, PNG, WebP, HEIC) or a PDF';

/** The accepted types, each with the file-name extensions that belong to it (the first is used when adding one). */
const acceptedTypes: Record<string, readonly string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/heic': ['heic'],
  'image/heif': ['heif', 'heic'],
  'application/pdf': ['pdf'],
};

/** The stored content type of a file, or undefined when it is not a kind Owo keeps. */
export async function detectContentType(content: Buffer): Promise<string | undefined> {
  const detected = await fileTypeFromBuffer(content);
  if (!detected) return undefined;
  // file-type names a burst of HEIC photos by its own type; it is served as a HEIC photo.
  const mime = detected.mime === 'image/heic-sequence' ? 'image/heic' : detected.mime;
  return mime in acceptedTypes ? mime : undefined;
}

export const sha256Of = (content: Buffer) => createHash('sha256').update(content).digest('hex');

const MAX_NAME_LENGTH = 150;
// Control characters, and the bidirectional overrides that can make "gpj.exe" read as "exe.jpg".
const UNSAFE_CHARACTERS = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/**
 * The name a file is shown and downloaded with: its last path segment (a browser on Windows may
 * send C:\fakepath\...), without control characters, at most 150 characters, and ending in an
 * extension of its real type, so a PNG named invoice.exe is saved back as invoice.png. It is only
 * ever a label: the content lives in the database, never at a path made from it.
 */
export function safeFileName(claimed: string | undefined, contentType: string): string {
  const extensions = acceptedTypes[contentType] ?? [];
  const lastSegment = (claimed ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = lastSegment.replace(UNSAFE_CHARACTERS, '').replace(/\s+/g, ' ').trim();
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 ? cleaned.slice(dot + 1).toLowerCase() : '';
  // A wrong extension (.exe on a PNG, .jpg on a PDF) is replaced by the real type's.
  const hasExtension = dot > 0 && /^[a-z0-9]{1,5}$/.test(extension);
  const stem = (hasExtension ? cleaned.slice(0, dot) : cleaned).replace(/^\.+/, '').trim();
  const wanted = extensions.includes(extension) ? extension : (extensions[0] ?? 'bin');
  const shortStem = [...(stem || 'receipt')].slice(0, MAX_NAME_LENGTH - wanted.length - 1).join('');
  return `${shortStem}.${wanted}`;
}

/**
 * Content-Disposition with the name twice: an ASCII fallback (quotes and backslashes dropped) for
 * old clients, and the exact name percent-encoded (RFC 6266, RFC 8187) for the rest.
 */
export function contentDisposition(fileName: string, disposition: 'inline' | 'attachment'): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
