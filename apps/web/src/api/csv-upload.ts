import type { CsvImportMode, CsvImportResult } from '@owo/core';
import { callHeaders, type Envelope, failedCall } from './client.ts';

/* CSV uploads (customers, products, vendors): one form, one answer (server imports/csv-import.ts). */

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : {};
  } catch {
    return { message: text };
  }
}

/** Sends a CSV file as a form (file, mode) to an upload endpoint such as /customer/csv. */
export async function uploadCsv(
  endpoint: string,
  file: File,
  options: { fileName: string; mode: CsvImportMode },
): Promise<Envelope<CsvImportResult>> {
  const form = new FormData();
  form.append('mode', options.mode);
  form.append('file', file, options.fileName);
  let response: Response;
  try {
    response = await fetch(`/api${endpoint}`, {
      method: 'POST',
      headers: { Accept: 'application/json', ...callHeaders('POST') },
      body: form,
    });
  } catch {
    throw failedCall(0, { message: 'The file could not be sent. Check your connection and try again.' }, '');
  }
  const body = parseJson(await response.text());
  if (!response.ok) throw failedCall(response.status, body, response.statusText);
  return body as Envelope<CsvImportResult>;
}
