import { toast } from '../components/toast.tsx';
import { signInPath } from '../session/guard.ts';
import { navigateTo } from '../session/navigation.ts';
import { clearSession, readSession } from '../session/storage.ts';

export interface PageInfo {
  page: number;
  prevPage: number | null;
  nextPage: number | null;
  limit: number;
  total: number;
}

/** Every success response: `{ message, data, pageInfo? }`. */
export interface Envelope<T> {
  message: string;
  data: T;
  pageInfo?: PageInfo;
}

/** A failed call: the HTTP status (0 when no response came), server message, field messages. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string>;
  readonly code: string | undefined;

  constructor(status: number, message: string, errors: Record<string, string> = {}, code?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.code = code;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  /**
   * Sign-in style calls (login, signup, OTP, password reset): a 401 there means wrong
   * credentials, not an expired session, so it must not sign the user out.
   */
  authCall?: boolean;
  /** Overrides the stored active company, e.g. while switching companies. */
  companyId?: string | null;
}

interface ErrorBody {
  message?: unknown;
  errors?: unknown;
  code?: unknown;
}

function stringRecord(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return Object.fromEntries(entries);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { message: text };
  }
}

function toApiError(status: number, body: unknown, statusText: string): ApiError {
  const errorBody: ErrorBody = body && typeof body === 'object' ? body : {};
  const message = typeof errorBody.message === 'string' && errorBody.message ? errorBody.message : statusText;
  const code = typeof errorBody.code === 'string' ? errorBody.code : undefined;
  return new ApiError(status, message || 'Request failed', stringRecord(errorBody.errors), code);
}

/** Spec section 8: how each kind of failure is announced. */
function announce(error: ApiError, authCall: boolean): void {
  if (error.status === 401 && !authCall) {
    // Several calls in flight fail together when a session ends; the person needs to hear it once.
    if (readSession().token === null) return;
    toast({ type: 'error', msg: `${error.message}, Kindly Log in again` });
    clearSession();
    navigateTo(signInPath);
  } else if (error.status === 409) {
    toast({ type: 'warn', msg: error.message });
  } else {
    toast({ type: 'error', msg: error.message });
  }
}

/**
 * A POST whose answer never came (a phone dropping off the network mid-request) is sent again
 * after these pauses, with the same Idempotency-Key: if the first one did arrive, the server
 * answers with its result instead of creating the record twice (docs/decisions.md, API).
 */
const RETRY_PAUSES_MS = [500, 1500];

/** crypto.randomUUID needs a secure context, and Owo is often opened on a LAN address over HTTP. */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

async function fetchWithRetries(url: string, init: RequestInit, pauses: readonly number[]): Promise<Response> {
  for (const pause of pauses) {
    try {
      return await fetch(url, init);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
  return fetch(url, init);
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const { method = 'GET', body, authCall = false } = options;
  const session = readSession();
  const companyId = options.companyId === undefined ? session.activeCompanyId : options.companyId;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (session.token) headers.Authorization = `Bearer ${session.token}`;
  if (companyId) headers['x-company-id'] = companyId;
  // Signed-in POSTs can be retried safely; the server keeps their answers by key.
  const retried = method === 'POST' && session.token !== null;
  if (retried) headers['Idempotency-Key'] = newIdempotencyKey();

  let response: Response;
  try {
    const init = { method, headers, body: body === undefined ? undefined : JSON.stringify(body) };
    response = await fetchWithRetries(`/api${path}`, init, retried ? RETRY_PAUSES_MS : []);
  } catch (cause) {
    // No response at all (offline, server down): say so for longer than usual.
    const message = cause instanceof Error ? cause.message : 'Network error';
    toast({ type: 'error', msg: message, duration: 10000 });
    throw new ApiError(0, message);
  }

  const parsed = await readBody(response);
  if (!response.ok) {
    const error = toApiError(response.status, parsed, response.statusText);
    announce(error, authCall);
    throw error;
  }
  return parsed as Envelope<T>;
}
