import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../api/client.ts';

/**
 * Puts the server's field messages (a 400's `errors`) under the matching inputs. The toast
 * already shows the summary; this shows where to fix it.
 */
export function showServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  values: Values,
  setError: UseFormSetError<Values>,
): void {
  if (!(error instanceof ApiError)) return;
  const isField = (name: string): name is Path<Values> => name in values;
  for (const [field, message] of Object.entries(error.errors)) {
    if (isField(field)) setError(field, { type: 'server', message });
  }
}
