import { askYesOrNo } from '../components/dialogs.ts';
import { toast, toastUnlessClaimed } from '../components/toast.tsx';
import { type EarlyAnswer, takeEarlyAnswer } from '../session/early-calls.ts';
import { signInPath } from '../session/guard.ts';
import { navigateTo } from '../session/navigation.ts';
import { clearSession, readSession } from '../session/storage.ts';
import {
  checkConnectionNow,
  connectionState,
  markConnectionBack,
  markConnectionLost,
  waitForConnection,
} from './connection.ts';

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
  /** A 404 is an answer the caller expects (a part a record may not have): thrown, not announced. */
  quietNotFound?: boolean;
  /** Sent again after the member said Yes to changing a month whose tax return is filed. */
  changeFiledPeriod?: boolean;
}

/** The server's question before a month with a filed tax return changes (ledger/filed-periods.ts). */
const filedPeriodCode = 'FILED_PERIOD';

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

function parseBody(text: string): unknown {
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

const twoFactorSettingsPath = '/settings/security';
let twoFactorToldAt = 0;

/** Spec section 8: how each kind of failure is announced. */
function announce(error: ApiError, authCall: boolean): void {
  if (error.status === 401 && !authCall) {
    // Several calls in flight fail together when a session ends; the person needs to hear it once.
    if (readSession().token === null) return;
    // Long enough to read on the sign-in page it leads to, however slowly that page arrives.
    toast({ type: 'error', msg: `${error.message}, Kindly Log in again`, duration: 10000, explainsMove: true });
    clearSession();
    navigateTo(signInPath);
  } else if (error.status === 403 && error.code === 'TWO_FACTOR_REQUIRED') {
    // The company asks every member for two-factor sign-in: the place to turn it on is one click away.
    // Several calls of the page fail together; the person needs to hear it once.
    if (window.location.pathname === twoFactorSettingsPath || Date.now() - twoFactorToldAt < 5000) return;
    twoFactorToldAt = Date.now();
    toast({ type: 'warn', msg: error.message, duration: 10000, explainsMove: true });
    navigateTo(twoFactorSettingsPath);
  } else if (error.status === 409) {
    toastUnlessClaimed(error, { type: 'warn', msg: error.message });
  } else {
    // A form that shows the answer beside its fields claims it (lib/form-errors.ts).
    toastUnlessClaimed(error, { type: 'error', msg: error.message });
  }
}

/** crypto.randomUUID needs a secure context, and Owo is often opened on a LAN address over HTTP. */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/** A short breath before asking whether the server is there, so a flapping line is not hammered. */
const PAUSE_BEFORE_CHECK_MS = 500;

/**
 * Whether a request that got no answer may be sent again. Reads are safe. A signed-in POST carries
 * an Idempotency-Key, and is sent again with the SAME key: if the first one did arrive, the server
 * answers with its result instead of creating the record twice (docs/decisions.md, API). Other
 * writes (PATCH, PUT, DELETE) have no key on the server, so they are sent again only when the
 * browser itself said it was offline: then the request never left the device.
 */
function mayResend(method: string, hasIdempotencyKey: boolean): boolean {
  if (method === 'GET') return true;
  if (hasIdempotencyKey) return true;
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * Sends the request; when no answer comes (fetch rejects: offline, server down, connection
 * dropped) and it may be resent, waits for the connection to be back (components/shell/
 * NetworkBanner.tsx says so meanwhile) and sends the very same request again, as often as needed.
 */
async function fetchUntilAnswered(url: string, init: RequestInit, hasIdempotencyKey: boolean): Promise<Response> {
  for (;;) {
    try {
      const response = await fetch(url, init);
      if (connectionState() !== 'online') markConnectionBack();
      return response;
    } catch (cause) {
      if (!mayResend(init.method ?? 'GET', hasIdempotencyKey)) {
        markConnectionLost();
        throw cause;
      }
      await pause(PAUSE_BEFORE_CHECK_MS);
      if (!(await checkConnectionNow())) {
        markConnectionLost();
        await waitForConnection();
      }
    }
  }
}

function noAnswerMessage(): string {
  return connectionState() === 'offline'
    ? 'You are offline. Check your connection and try again.'
    : 'Owo could not be reached. Check your connection and try again.';
}

/**
 * The headers a call carries: the session's token, the active company, and on a signed-in POST a
 * new Idempotency-Key. For calls that cannot go through request(): a file upload that reports its
 * progress, a file download (api/attachments.ts).
 */
export function callHeaders(method: string): Record<string, string> {
  const session = readSession();
  const headers: Record<string, string> = {};
  if (session.token) headers.Authorization = `Bearer ${session.token}`;
  if (session.activeCompanyId) headers['x-company-id'] = session.activeCompanyId;
  if (method === 'POST' && session.token !== null) headers['Idempotency-Key'] = newIdempotencyKey();
  return headers;
}

/** A failed answer (its status and parsed body) as an ApiError, announced as every failed call is. */
export function failedCall(status: number, body: unknown, statusText: string, authCall = false): ApiError {
  const error = toApiError(status, body, statusText);
  announce(error, authCall);
  return error;
}

/**
 * Records deleted a moment ago, by their id (the last part of the DELETE's path). A page open on a
 * record that is deleted from it reads the record again as the lists refresh, and its parts (its
 * credit notes, its files) filtered by its id: the 404s that answer would toast "not found" beside
 * "deleted". A read naming a record this tab just deleted is no failure worth telling: it is
 * thrown, not announced. Every delete is covered, whichever module makes it. Only ids long enough
 * not to be a word (uuids) are kept.
 */
const justDeleted = new Map<string, number>();
const DELETED_QUIET_MS = 60_000;

function rememberDeleted(path: string): void {
  const id = decodeURIComponent(path.split('?')[0]?.split('/').at(-1) ?? '');
  if (id.length >= 16) justDeleted.set(id, Date.now());
}

function namesDeleted(path: string): boolean {
  const now = Date.now();
  for (const [id, at] of justDeleted) {
    if (now - at > DELETED_QUIET_MS) justDeleted.delete(id);
    else if (decodeURIComponent(path).includes(id)) return true;
  }
  return false;
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const { method = 'GET', body, authCall = false } = options;
  const session = readSession();
  const companyId = options.companyId === undefined ? session.activeCompanyId : options.companyId;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (session.token) headers.Authorization = `Bearer ${session.token}`;
  if (companyId) headers['x-company-id'] = companyId;
  if (options.changeFiledPeriod) headers['Owo-Confirm'] = 'filed-period';
  // Signed-in POSTs can be resent safely; the server keeps their answers by key. One key per
  // call, made once here, so every resend of this call carries the same one.
  const keyed = method === 'POST' && session.token !== null;
  if (keyed) headers['Idempotency-Key'] = newIdempotencyKey();

  // The page's HTML may have asked already (session/early-calls.ts).
  const early = method === 'GET' ? await takeEarlyAnswer(path, session.token, companyId) : undefined;
  let answer: EarlyAnswer;
  if (early) answer = early;
  else {
    try {
      const init = { method, headers, body: body === undefined ? undefined : JSON.stringify(body) };
      const response = await fetchUntilAnswered(`/api${path}`, init, keyed);
      answer = { status: response.status, statusText: response.statusText, text: await response.text() };
    } catch {
      // No answer and not safe to send again by itself (signing in, an edit while online): say so.
      const message = noAnswerMessage();
      toast({ type: 'error', msg: message, duration: 10000 });
      throw new ApiError(0, message);
    }
  }

  const parsed = parseBody(answer.text);
  if (answer.status === 409 && !options.changeFiledPeriod) {
    // The server asks before the books of a month whose tax return is filed change, for every form.
    const question = toApiError(answer.status, parsed, answer.statusText);
    if (question.code === filedPeriodCode) {
      if (await askYesOrNo({ title: 'This month’s tax return is filed', message: question.message })) {
        return request(path, { ...options, changeFiledPeriod: true });
      }
      throw question;
    }
  }
  if (answer.status === 404 && method === 'GET' && (options.quietNotFound || namesDeleted(path)))
    throw toApiError(answer.status, parsed, answer.statusText);
  if (answer.status < 200 || answer.status > 299) throw failedCall(answer.status, parsed, answer.statusText, authCall);
  if (method === 'DELETE') rememberDeleted(path);
  return parsed as Envelope<T>;
}
