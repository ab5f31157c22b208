import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../api/client.ts';
import { formHasField, toastMessageFor } from '../../lib/form-errors.ts';
import { claimToast, toast } from '../toast.tsx';
import type { DocumentFormValues, DocumentKind } from './document-form.ts';
import { type DocumentBody, formPathOf } from './document-request.ts';

/**
 * A refused save of a form whose fields are not named as the body's: the server's field messages
 * go under the inputs they are about (`formPath` says which), the rest in one toast titled with
 * what did not happen. As lib/form-errors.ts does for forms whose fields are the body's.
 */
export function showMappedErrors<Values extends FieldValues>(
  error: unknown,
  form: UseFormReturn<Values, unknown, unknown>,
  formPath: (path: string[]) => string,
  title: string,
): void {
  if (!(error instanceof ApiError)) return;
  const values = form.getValues();
  const placed: Record<string, string> = {};
  for (const [field, message] of Object.entries(error.errors)) {
    const path = formPath(field.split('.'));
    if (formHasField(values, path)) {
      form.setError(path as never, { type: 'server', message });
      placed[path] = message;
    } else {
      placed[field] = message;
    }
  }
  if (!claimToast(error)) return;
  const message = toastMessageFor(new ApiError(error.status, error.message, placed), values);
  if (message) toast({ type: error.status === 409 ? 'warn' : 'error', title, msg: message });
}

/** A refused save of a sales document: 'items.1.price' is the price of the second line sent. */
export function showDocumentErrors(
  kind: DocumentKind,
  error: unknown,
  sent: DocumentBody | null,
  form: UseFormReturn<DocumentFormValues, unknown, DocumentBody>,
  title: string,
): void {
  showMappedErrors(error, form as never, (path) => formPathOf(kind, path, sent?.lines ?? []), title);
}
