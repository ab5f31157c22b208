import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/*
 * Images for logo and photo tests, made here rather than kept as files, and the multipart body a
 * browser sends them in.
 */

export async function pngImage(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 0, g: 128, b: 96, alpha: 1 } } })
    .png()
    .toBuffer();
}

export async function jpegImage(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .jpeg()
    .toBuffer();
}

export const cleanSvg = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40">' +
    '<defs><linearGradient id="g"><stop offset="0" stop-color="#0a7"/></linearGradient></defs>' +
    '<rect width="120" height="40" fill="url(#g)"/><text x="10" y="25">Owo</text></svg>',
);

/** One file part named "file", as a browser's FormData sends it. */
export function imageUpload(content: Buffer, name = 'logo.png', type = 'image/png') {
  const boundary = `----OwoBoundary${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}
