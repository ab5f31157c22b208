import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../api/client.ts';
import { claimToast, toast } from '../components/toast.tsx';

/** Whether a dotted path from the API ('lines.1.account') names a field the form holds. */
export function formHasField(values: unknown, path: string): boolean {
  let value: unknown = values;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object' || !(part in value)) return false;
    value = (value as Record<string, unknown>)[part];
  }
  return true;
}

/**
 * What of a failed save belongs in a toast: nothing when every field message found its field;
 * the messages of fields the form does not show; or, with no field messages, the server's message.
 */
export function toastMessageFor(error: ApiError, values: unknown): string | undefined {
  const messages = Object.entries(error.errors);
  if (messages.length === 0) return error.message;
  const elsewhere = messages.filter(([field]) => !formHasField(values, field)).map(([, message]) => message);
  return elsewhere.length > 0 ? [...new Set(elsewhere)].join(' ') : undefined;
}

/**
 * Puts the server's field messages (a 400's or 422's `errors`) under the matching inputs, where the
 * person fixes them. Only what no field can show goes to a toast, titled with what did not happen
 * ('Could not save the journal'). The API client holds its own toast back for this (toast.tsx).
 */
export function showServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  values: Values,
  setError: UseFormSetError<Values>,
  title = 'Could not save',
  /** How long the toast stays, when not the usual (spec section 8: discount create errors, 10 s). */
  duration?: number,
): void {
  if (!(error instanceof ApiError)) return;
  const isField = (name: string): name is Path<Values> => formHasField(values, name);
  for (const [field, message] of Object.entries(error.errors)) {
    if (isField(field)) setError(field, { type: 'server', message });
  }
  // Already announced (no answer at all, or a session that ended): say nothing twice.
  if (!claimToast(error)) return;
  const message = toastMessageFor(error, values);
  if (message) toast({ type: error.status === 409 ? 'warn' : 'error', title, msg: message, duration });
}
