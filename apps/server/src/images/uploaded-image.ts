import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { SaxesParser } from 'saxes';
import sharp from 'sharp';
import { HttpError, Invalid } from '../errors.ts';

/*
 * A company's logo and a person's photo: PNG, JPEG or SVG, decided from the bytes and never from
 * the name or the type the browser claimed, at most 1 MB. A PNG or JPEG is re-encoded by sharp,
 * no wider than the use needs (which also drops its metadata: a phone photo's location). An SVG
 * is parsed as XML and refused if it holds anything that could run or reach out: scripts, event
 * handlers, embedded HTML, links to other files, a DOCTYPE (entities). It is served back with a
 * sandboxing Content-Security-Policy anyway (images.http.ts).
 */

export const MAX_IMAGE_BYTES = 1024 * 1024;

export type ImageContentType = 'image/png' | 'image/jpeg' | 'image/svg+xml';

export interface PreparedImage {
  content: Buffer;
  contentType: ImageContentType;
}

/** 'The logo must be a PNG, JPEG or SVG of at most 1 MB'. */
export const imageRuleMessage = (what: string) => `The ${what} must be a PNG, JPEG or SVG of at most 1 MB`;

/** How big a raster image is let grow when decoded (a tiny file can claim a huge canvas). */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Checks an uploaded image and makes it ready to store. `maxSize`: the most pixels it may be
 * wide (and, with `square`, high); smaller images are kept at their size.
 */
export async function prepareImage(
  content: Buffer,
  options: { what: string; maxSize: number; square?: boolean },
): Promise<PreparedImage> {
  const refused = imageRuleMessage(options.what);
  if (content.length === 0) throw new Invalid(`The ${options.what} file is empty`, { file: refused });
  if (content.length > MAX_IMAGE_BYTES) throw new HttpError(413, refused, { file: refused });
  const detected = await fileTypeFromBuffer(content);
  if (detected?.mime === 'image/png' || detected?.mime === 'image/jpeg') {
    return { content: await resizeRaster(content, detected.mime, options, refused), contentType: detected.mime };
  }
  if (detected === undefined || detected.mime === 'application/xml') {
    const svg = svgText(content);
    if (svg !== undefined) {
      checkSvg(svg, options.what);
      await assertRenders(content, refused);
      return { content, contentType: 'image/svg+xml' };
    }
  }
  throw new Invalid(refused, { file: refused });
}

async function resizeRaster(
  content: Buffer,
  mime: 'image/png' | 'image/jpeg',
  options: { maxSize: number; square?: boolean },
  refused: string,
): Promise<Buffer> {
  try {
    // rotate(): a phone photo's EXIF orientation is applied before the metadata is dropped.
    const image = sharp(content, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({
        width: options.maxSize,
        ...(options.square ? { height: options.maxSize, fit: 'inside' as const } : {}),
        withoutEnlargement: true,
      });
    return await (mime === 'image/png'
      ? image.png({ compressionLevel: 9 })
      : image.jpeg({ quality: 85, mozjpeg: true })
    ).toBuffer();
  } catch {
    // A file that starts like a PNG but is not one.
    throw new Invalid(refused, { file: refused });
  }
}

async function assertRenders(content: Buffer, refused: string): Promise<void> {
  try {
    const metadata = await sharp(content, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (metadata.format !== 'svg') throw new Error('not an svg');
  } catch {
    throw new Invalid(refused, { file: refused });
  }
}

/** The text of a file that looks like an SVG document (UTF-8, optionally with a BOM), or undefined. */
function svgText(content: Buffer): string | undefined {
  const text = content.toString('utf8').replace(/^\uFEFF/, '');
  if (text.includes('\uFFFD')) return undefined;
  return /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?<svg[\s>]/i.test(text) ? text : undefined;
}

/** Elements that run code, hold HTML or pull other documents in. */
const forbiddenElements = new Set([
  'script',
  'foreignobject',
  'iframe',
  'embed',
  'object',
  'audio',
  'video',
  'handler',
  'listener',
  'set',
  'animate',
]);

/** A reference inside the document (#id) is fine; anything else reaches out. */
const isInternalReference = (value: string) => value.trim().startsWith('#');

/** An embedded raster image (design tools write logos with their bitmap inside) reaches nothing. */
const isEmbeddedRaster = (value: string) =>
  /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]*$/i.test(value.trim());

/** url(...) in a style or presentation attribute: only url(#id). */
function hasExternalUrl(text: string): boolean {
  for (const match of text.matchAll(/url\(\s*(['"]?)([^'")]*)\1\s*\)/gi)) {
    if (!isInternalReference(match[2] ?? '')) return true;
  }
  return /@import|expression\s*\(|javascript:/i.test(text);
}

/** Refuses an SVG that is not well-formed XML or holds anything that could run or reach out. */
export function checkSvg(text: string, what: string): void {
  const unsafe = `The ${what} SVG contains scripts or links to other files. Save it without them, or use a PNG.`;
  const refused = imageRuleMessage(what);
  const parser = new SaxesParser({ xmlns: false });
  let problem: string | undefined;
  let root: string | undefined;
  let inStyle = false;
  parser.on('doctype', () => {
    problem ??= unsafe;
  });
  parser.on('processinginstruction', () => {
    problem ??= unsafe;
  });
  parser.on('opentag', (tag) => {
    const name = tag.name.toLowerCase();
    const local = name.includes(':') ? name.slice(name.indexOf(':') + 1) : name;
    root ??= local;
    if (forbiddenElements.has(local)) problem ??= unsafe;
    inStyle = local === 'style';
    for (const [attribute, value] of Object.entries(tag.attributes)) {
      const attributeName = attribute.toLowerCase();
      const attributeValue = String(value);
      if (attributeName.startsWith('on')) problem ??= unsafe;
      const isLink = attributeName === 'href' || attributeName.endsWith(':href');
      if (isLink && !isInternalReference(attributeValue) && !(local === 'image' && isEmbeddedRaster(attributeValue)))
        problem ??= unsafe;
      if (hasExternalUrl(attributeValue)) problem ??= unsafe;
    }
  });
  parser.on('closetag', () => {
    inStyle = false;
  });
  const checkStyleText = (text: string) => {
    if (inStyle && hasExternalUrl(text)) problem ??= unsafe;
  };
  parser.on('text', checkStyleText);
  parser.on('cdata', checkStyleText);
  try {
    parser.write(text).close();
  } catch {
    throw new Invalid(refused, { file: refused });
  }
  if (root !== 'svg') throw new Invalid(refused, { file: refused });
  if (problem) throw new Invalid(problem, { file: problem });
}

/** A short digest of the stored image: its version in URLs and its ETag. */
export const imageVersion = (content: Uint8Array) => createHash('sha256').update(content).digest('hex').slice(0, 16);
