/** What the person sees when a request fails without a message of its own (spec section 8). */
export const fallbackErrorMessage = 'Sorry an error occured';

/** How a public form's request ended. */
export type FormResult =
  | { kind: 'created'; message: string }
  | { kind: 'failed'; message: string; fieldErrors: Record<string, string> };

function readMessage(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) {
    return body.message;
  }
  return undefined;
}

function readFieldErrors(body: unknown): Record<string, string> {
  if (!body || typeof body !== 'object' || !('errors' in body) || !body.errors || typeof body.errors !== 'object') {
    return {};
  }
  return Object.fromEntries(
    Object.entries(body.errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * Posts one of the public site's forms (waitlist, try demo, contact) to the API. Unlike the
 * signed-in client it does not toast: the form shows the outcome where the person is looking.
 * Failures carry the server's message, or 'Sorry an error occured' (spec section 8).
 */
export async function postPublicForm(path: string, body: unknown): Promise<FormResult> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return { kind: 'failed', message: fallbackErrorMessage, fieldErrors: {} };
  }
  let parsed: unknown = null;
  try {
    parsed = await response.json();
  } catch {
    // An HTML error page or an empty body: fall back to the generic message.
  }
  const message = readMessage(parsed);
  if (response.ok) return { kind: 'created', message: message ?? '' };
  return { kind: 'failed', message: message ?? fallbackErrorMessage, fieldErrors: readFieldErrors(parsed) };
}
