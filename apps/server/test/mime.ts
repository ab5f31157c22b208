/*
 * Reading an email as its reader's mail program would: the parts of a MIME message (text, HTML,
 * attachments) with their bodies decoded from base64 or quoted-printable. Enough for what
 * nodemailer sends (multipart/mixed around multipart/alternative); tests read the emails the local
 * SMTP inbox (smtp-inbox.ts) received.
 */

export interface MimePart {
  /** Header names lower-case, folded lines joined. */
  headers: Record<string, string>;
  /** 'text/plain', 'application/pdf'... without parameters. */
  type: string;
  /** The attachment's file name, when it is one. */
  fileName: string | null;
  body: Buffer;
}

function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end < 0 ? raw : raw.slice(0, end);
  const body = end < 0 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeQuotedPrintable(text: string): Buffer {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

function decode(body: string, encoding: string | undefined): Buffer {
  switch ((encoding ?? '').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64');
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    default:
      return Buffer.from(body, 'utf8');
  }
}

/** Every leaf part of a message, in order. */
export function mimeParts(raw: string): MimePart[] {
  const { headers, body } = splitHeaders(raw);
  const contentType = headers['content-type'] ?? 'text/plain';
  const type = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(contentType)?.[1];
  if (type.startsWith('multipart/') && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((piece) => !piece.startsWith('--'))
      .flatMap((piece) => mimeParts(piece.replace(/^\r?\n/, '')));
  }
  const disposition = headers['content-disposition'] ?? '';
  const fileName =
    /filename="?([^";\r\n]+)"?/i.exec(disposition)?.[1] ?? /name="?([^";\r\n]+)"?/i.exec(contentType)?.[1];
  return [{ headers, type, fileName: fileName ?? null, body: decode(body, headers['content-transfer-encoding']) }];
}

/** The message's plain text part, decoded. */
export function plainText(raw: string): string {
  return (
    mimeParts(raw)
      .find((part) => part.type === 'text/plain' && part.fileName === null)
      ?.body.toString('utf8') ?? ''
  );
}

/** A header of the message itself ('reply-to'), unfolded. */
export function messageHeader(raw: string, name: string): string | undefined {
  return splitHeaders(raw).headers[name.toLowerCase()];
}
