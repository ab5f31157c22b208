/*
 * Calls to NRS's MBS API (reference section 3): the x-api-key and x-api-secret headers, JSON in
 * and out, the { code, data, message, error } envelope. An answer NRS refuses (4xx) is a
 * refusal with its reason; no answer, or a 5xx, is a failure worth retrying later.
 */

export interface NrsCredentials {
  apiKey: string;
  apiSecret: string;
}

const TIMEOUT_MS = 15_000;

/** NRS said no: retrying the same document will not change its mind. */
export class NrsRefusal extends Error {
  constructor(
    readonly status: number,
    readonly publicMessage: string,
    readonly details: string,
  ) {
    super(details ? `${publicMessage}: ${details}` : publicMessage);
  }
}

/** NRS could not be reached or was unwell: the outbox retries later. */
export class NrsUnavailable extends Error {}

interface Envelope {
  code?: number;
  data?: unknown;
  message?: string;
  error?: { details?: unknown; public_message?: string } | null;
}

export async function callNrs(
  baseUrl: string,
  credentials: NrsCredentials | null,
  request: { method: 'GET' | 'POST' | 'PATCH'; path: string; body?: unknown },
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(new URL(request.path, baseUrl), {
      method: request.method,
      headers: {
        accept: 'application/json',
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(credentials ? { 'x-api-key': credentials.apiKey, 'x-api-secret': credentials.apiSecret } : {}),
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new NrsUnavailable(`NRS could not be reached (${error instanceof Error ? error.message : String(error)})`);
  }
  const envelope = (await response.json().catch(() => ({}))) as Envelope;
  if (response.status >= 500 || response.status === 429)
    throw new NrsUnavailable(`NRS answered ${response.status}: ${envelope.message ?? 'no reason given'}`);
  if (!response.ok) {
    const details = envelope.error?.details;
    throw new NrsRefusal(
      response.status,
      envelope.error?.public_message ?? envelope.message ?? `HTTP ${response.status}`,
      Array.isArray(details) ? details.join('; ') : String(details ?? ''),
    );
  }
  return envelope.data;
}
