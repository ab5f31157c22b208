import { renderToBuffer } from '@react-pdf/renderer';
import type { ReactElement } from 'react';

/** A document component rendered to the bytes of a PDF file. */
export async function renderPdf(document: ReactElement): Promise<Buffer> {
  return renderToBuffer(document as Parameters<typeof renderToBuffer>[0]);
}

/**
 * A Content-Disposition header that names the download readably: the name as plain ASCII for old
 * clients, and in full (UTF-8) for the rest.
 */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^A-Za-z0-9 ._()-]+/g, '-').replace(/-+/g, '-');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
