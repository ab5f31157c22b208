import type { PublicDocument } from '@owo/core/schemas/invoice-delivery';

/*
 * The public view of an invoice, estimate or sales receipt (/i/:token, server
 * modules/invoices/invoices-delivery.routes.ts): read by whoever holds the link, without signing
 * in. Unlike the signed-in client (client.ts) it sends no token or company and never toasts or
 * signs anyone out: the page says what happened where the reader is looking.
 */

export type { PublicDocument };

export type PublicDocumentResult =
  | { kind: 'found'; document: PublicDocument }
  | { kind: 'not-found' }
  | { kind: 'failed'; message: string };

const unreachable = 'This document could not be loaded. Check your connection and try again.';

/** The API path of a token's document; the token is the last part of the link (/i/{token}). */
export function publicDocumentPath(token: string): string {
  return `/api/public/invoices/${encodeURIComponent(token)}`;
}

/** The PDF of the same document, as a download. */
export function publicDocumentPdfUrl(token: string): string {
  return `${publicDocumentPath(token)}/pdf`;
}

export async function fetchPublicDocument(token: string, signal?: AbortSignal): Promise<PublicDocumentResult> {
  let response: Response;
  try {
    response = await fetch(publicDocumentPath(token), { headers: { Accept: 'application/json' }, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    return { kind: 'failed', message: unreachable };
  }
  if (response.status === 404) return { kind: 'not-found' };
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // An HTML error page or an empty body: the message below is said instead.
  }
  const message =
    body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' ? body.message : '';
  if (!response.ok) return { kind: 'failed', message: message || unreachable };
  return { kind: 'found', document: (body as { data: PublicDocument }).data };
}
