import { storageKeys } from './storage.ts';

/*
 * The API calls a signed-in page needs for its first render, sent by a few lines of script in the
 * HTML (root.tsx's HydrateFallback) while the app's code is still on its way. On a phone on a
 * Nigerian mobile network the code takes seconds to arrive and run; the answers are there by then,
 * so the frame and the page render once, with their data, instead of rendering empty and then
 * again as each answer lands (api/first-load.ts puts the answers in the query cache).
 *
 * Only the first render uses them: root.tsx's App ends them once it is on screen. A call is adopted
 * only by a request for the same path, with the same token and company; anything else goes to the
 * network as usual.
 */

/** Asked for on every signed-in page: who is signed in and may do what, their photo, the bell. */
export const frameCallPaths: readonly string[] = ['/auth/me', '/profile', '/notifications?limit=1&page=1'];

/** Asked for by a page at its first render, by path; only when the address has no query string. */
export const pageCallPaths: Readonly<Record<string, readonly string[]>> = {
  '/dashboard': ['/getting-started', '/dashboard'],
};

/** An answer as api/client.ts reads it, whether it came early or from its own call. */
export interface EarlyAnswer {
  status: number;
  statusText: string;
  text: string;
}

interface EarlyCalls {
  token: string;
  companyId: string | null;
  answers: Record<string, Promise<EarlyAnswer | null>>;
}

declare global {
  interface Window {
    __owoEarlyCalls?: EarlyCalls;
  }
}

/**
 * Runs in the page as plain script, before any module (so it stands alone: no imports, nothing
 * from around it: what it needs comes as arguments). The session is read under session/storage.ts's
 * keys. A failed call gives null: the app then asks again itself, with its usual offline handling.
 */
function startEarlyCalls(
  frame: readonly string[],
  pages: Readonly<Record<string, readonly string[]>>,
  keys: { token: string; activeCompanyId: string },
): void {
  try {
    const token = localStorage.getItem(keys.token);
    // The auth pages (signing in, choosing a company) show no frame.
    if (!token || location.pathname.startsWith('/auth/')) return;
    const companyId = localStorage.getItem(keys.activeCompanyId);
    const headers: Record<string, string> = { Accept: 'application/json', Authorization: `Bearer ${token}` };
    if (companyId) headers['x-company-id'] = companyId;
    const paths = frame.concat(location.search ? [] : (pages[location.pathname] ?? []));
    const answers: EarlyCalls['answers'] = {};
    for (const path of paths) {
      answers[path] = fetch(`/api${path}`, { headers })
        .then((response) =>
          response.text().then((text) => ({ status: response.status, statusText: response.statusText, text })),
        )
        .catch(() => null);
    }
    window.__owoEarlyCalls = { token, companyId, answers };
  } catch {
    // No storage (a locked-down browser): the app makes its calls itself.
  }
}

/** The script's text, for the HTML. */
const sessionKeys = { token: storageKeys.token, activeCompanyId: storageKeys.activeCompanyId };
const scriptArguments = [frameCallPaths, pageCallPaths, sessionKeys].map((value) => JSON.stringify(value)).join(',');
export const earlyCallsScript = `(${startEarlyCalls.toString()})(${scriptArguments})`;

/** The early answer for this call, once: undefined when there is none for it. */
export function takeEarlyAnswer(
  path: string,
  token: string | null,
  companyId: string | null,
): Promise<EarlyAnswer | null> | undefined {
  const calls = typeof window === 'undefined' ? undefined : window.__owoEarlyCalls;
  if (!calls || calls.token !== token || calls.companyId !== companyId) return undefined;
  const answer = calls.answers[path];
  delete calls.answers[path];
  return answer;
}

/** Whether this load began with early calls not yet over (the first render is still to come). */
export function earlyCallsUnderway(): boolean {
  return typeof window !== 'undefined' && window.__owoEarlyCalls !== undefined;
}

/** After the first render: what was not used is dropped, and later loads ask the network. */
export function endEarlyCalls(): void {
  if (typeof window !== 'undefined') delete window.__owoEarlyCalls;
}
