import type { Page } from 'playwright-core';
import { signInThroughApi } from './session.ts';

/** The demo company every fresh app starts with (apps/server/src/modules/demo). */
export const demoUser = { email: 'demo@owo.ng', password: 'owo-demo-2026' };

/**
 * Signs the demo owner in for a test whose subject comes after it (session.ts), and opens `landing`
 * (by default where the sign-in page would have gone: the dashboard).
 */
export async function signInAsDemo(page: Page, appUrl: string, landing?: string) {
  const next = await signInThroughApi(page, appUrl, demoUser);
  await page.goto(`${appUrl}${landing ?? next}`);
}

/** Signs in through the sign-in page, by the button or, as a hurried accountant does, by Enter. */
export async function signInAsDemoOnPage(page: Page, appUrl: string, { byKeyboard = false } = {}) {
  await page.goto(`${appUrl}/auth/signin`);
  await page.getByLabel('Email').fill(demoUser.email);
  await page.getByLabel('Password').fill(demoUser.password);
  // The prerendered form submits once its script has started: the button says when (useHydrated).
  await page.waitForSelector('button[type="submit"]:not([disabled])');
  if (byKeyboard) await page.getByLabel('Password').press('Enter');
  else await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard/);
}

/**
 * The API as the signed-in page calls it (its session and company), for the side of the books a
 * test sets up without walking other screens. Throws on any answer that is not a success.
 */
export async function api<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  const result = await page.evaluate(
    async ({ method, url, body }) => {
      const headers: Record<string, string> = {
        authorization: `Bearer ${localStorage.getItem('token')}`,
        'x-company-id': localStorage.getItem('activeCompanyId') ?? '',
      };
      if (body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(`/api${url}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: await response.json() };
    },
    { method, url, body },
  );
  if (result.status >= 300) throw new Error(`${method} ${url}: ${result.status} ${JSON.stringify(result.json)}`);
  return result.json.data as T;
}
