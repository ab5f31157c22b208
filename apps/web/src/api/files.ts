import { toast } from '../components/toast.tsx';
import { ApiError, callHeaders, failedCall } from './client.ts';

/*
 * Files the API answers (a receipt, a report PDF). They need the session's Authorization header,
 * so they are fetched here and handed to the browser as object URLs: the token never goes into a
 * URL. Failures are announced as every failed call is.
 */

/** A response body that may be JSON (an error answer) or not. */
export function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : {};
  } catch {
    return { message: text };
  }
}

/** The name the server gives the file (Content-Disposition), if it gives one. */
function fileNameOf(disposition: string | null): string | null {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? null;
}

/** A call that got no answer at all: said once, in plain words, and thrown as a status-0 error. */
export function unreachable(message: string): ApiError {
  toast({ type: 'error', msg: message, duration: 10000 });
  return new ApiError(0, message);
}

/**
 * GET an API file (`path` below /api): its bytes, and the name the server gives it. A large
 * export streams: `onProgress` hears how many bytes have arrived so far.
 */
export async function fetchFile(
  path: string,
  onProgress?: (bytes: number) => void,
): Promise<{ blob: Blob; fileName: string | null }> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { headers: callHeaders('GET') });
  } catch {
    throw unreachable('Owo could not be reached. Check your connection and try again.');
  }
  if (!response.ok) throw failedCall(response.status, parseJson(await response.text()), response.statusText);
  const fileName = fileNameOf(response.headers.get('Content-Disposition'));
  if (!onProgress || !response.body) return { blob: await response.blob(), fileName };
  const type = response.headers.get('Content-Type') ?? '';
  const chunks: Uint8Array[] = [];
  let received = 0;
  const reader = response.body.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    chunks.push(part.value);
    received += part.value.byteLength;
    onProgress(received);
  }
  return { blob: new Blob(chunks as BlobPart[], { type }), fileName };
}

/** Object URLs hold the file in memory until revoked; a minute is enough for a tab or a save to take it. */
export function revokeLater(url: string): void {
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Saves the file at an object URL under a name. */
export function saveUrl(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Saves the bytes under a name, as the browser's download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  saveUrl(url, fileName);
  revokeLater(url);
}
