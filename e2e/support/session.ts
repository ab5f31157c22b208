import type { SignInResult } from '@owo/core';
import type { Page } from 'playwright-core';
import { startSession } from '../../apps/web/src/session/sign-in.ts';

/**
 * Signs in the way the sign-in page does, without walking it: the API's /auth/login, then the
 * browser storage the page's own startSession() writes (run here against a stand-in storage, so
 * the keys and values are the web app's, not a copy of them). For a test whose subject comes after
 * signing in; the sign-in page itself is walked in signup-journey, security and sign-in-brake.
 * Answers where the page would have gone next (/dashboard for a one-company owner).
 */
export async function signInThroughApi(page: Page, appUrl: string, person: { email: string; password: string }) {
  const response = await page.request.post(`${appUrl}/api/auth/login`, { data: person });
  if (!response.ok()) throw new Error(`Sign-in of ${person.email} answered ${response.status()}`);
  const answer = ((await response.json()) as { data: SignInResult }).data;
  const { items, next } = storageAfterSignIn(answer);
  // Storage belongs to the app's origin: a small JSON answer of it puts the page there.
  await page.goto(`${appUrl}/api/health`);
  await page.evaluate((stored) => {
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  }, items);
  return next;
}

/** What the web app's startSession() stores for a sign-in's answer, and where it sends the person. */
function storageAfterSignIn(answer: SignInResult): { items: Record<string, string>; next: string } {
  const items = new Map<string, string>();
  const localStorage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, value),
    removeItem: (key: string) => items.delete(key),
  };
  const global = globalThis as { window?: unknown };
  const previous = global.window;
  global.window = { localStorage, dispatchEvent: () => true };
  try {
    const next = startSession(answer);
    return { items: Object.fromEntries(items), next };
  } finally {
    global.window = previous;
  }
}
