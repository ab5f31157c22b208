import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn } from '../apps/server/test/smtp-inbox.ts';
import { type RunningApp, startApp } from './support/app-server.ts';
import { launchBrowser, openPage, watchForCspViolations } from './support/browser.ts';

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const person = {
  firstName: 'Chiamaka',
  lastName: 'Obi',
  email: `chiamaka.${Date.now()}@example.ng`,
  phoneNumber: '08031234567',
  password: 'Lagos traffic 2026',
};

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('a new business owner', () => {
  it('signs up, verifies with the emailed code, sets up the business, signs out and back in', async () => {
    const page = await openPage(browser);
    const violations = await watchForCspViolations(page);
    const signupPage = await page.goto(`${app.url}/auth/signup`);
    // The signed-in app is the SPA shell: its inline scripts run by hash, never by 'unsafe-inline'.
    const policy = signupPage?.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src 'self' 'sha256-/);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    await page.getByLabel('First name').fill(person.firstName);
    await page.getByLabel('Last name').fill(person.lastName);
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Phone number').fill(person.phoneNumber);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByLabel('Confirm password').fill('not the same password');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => page.getByText('Passwords must match').isVisible()).toBe(true);

    await page.getByLabel('Confirm password').fill(person.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/auth\/signup-success/);

    const email = await app.inbox.waitFor(person.email, /verification code/);
    await page.goto(`${app.url}/auth/verify-otp?email=${encodeURIComponent(person.email)}`);
    await page.getByLabel('Verification code').fill(codeIn(email));
    await page.getByRole('button', { name: 'Verify' }).click();

    await page.waitForURL(/\/auth\/setup-business/);
    await page.getByLabel('Business name').fill('Obi & Daughters Provisions');
    await chooseOption(page, 'Business type', 'Sole Proprietorship');
    await chooseOption(page, 'Industry', 'Retail and Supermarkets');
    await chooseOption(page, 'State', 'Anambra');
    await page.getByLabel('Address').fill('22 New Market Road, Onitsha');
    await page.getByLabel('Business email').fill('sales@obidaughters.ng');
    await page.getByLabel('Business phone number').fill('08098765432');
    await page.getByRole('button', { name: 'Set up business' }).click();

    await page.waitForURL(/\/dashboard/);
    await expect.poll(() => page.getByText('Obi & Daughters Provisions').first().isVisible()).toBe(true);
    await expect
      .poll(() =>
        page
          .getByText(/Chiamaka/)
          .first()
          .isVisible(),
      )
      .toBe(true);

    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Yes, sign out' }).click();
    await page.waitForURL(/\/auth\/signin/);
    await expect.poll(() => page.getByText('Successfully logged out').isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Password').fill(person.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/dashboard/);
    await expect.poll(() => page.getByText('Obi & Daughters Provisions').first().isVisible()).toBe(true);

    await page.goto(`${app.url}/no/such/page`);
    await expect.poll(() => page.getByRole('heading', { name: 'Page not found' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('/no/such/page').isVisible()).toBe(true);
    expect(violations).toEqual([]);
    await page.context().close();
  });

  it('is sent to sign in when opening the dashboard without a session', async () => {
    const page = await openPage(browser);
    await page.goto(`${app.url}/dashboard`);
    await page.waitForURL(/\/auth\/signin/);
    await page.context().close();
  });

  it('uses the app on a 360 px phone: signs in to the demo company and finds every built area in the menu', async () => {
    const page = await openPage(browser, 'phone');
    await page.goto(`${app.url}/auth/signin`);
    await page.getByLabel('Email').fill('demo@owo.ng');
    await page.getByLabel('Password').fill('owo-demo-2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/dashboard/);
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(360);
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    for (const area of ['Dashboard', 'Accounting', 'Bank', 'Settings']) {
      await expect
        .poll(() => page.getByRole('navigation').getByText(area, { exact: true }).first().isVisible())
        .toBe(true);
    }
    await page.context().close();
  });

  it('is sent back to sign in, with the reason, when the session is revoked elsewhere', async () => {
    const page = await openPage(browser);
    await page.goto(`${app.url}/auth/signin`);
    await page.getByLabel('Email').fill('demo@owo.ng');
    await page.getByLabel('Password').fill('owo-demo-2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/dashboard/);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await fetch(`${app.url}/api/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    await page.goto(`${app.url}/settings/subscription`);
    await page.waitForURL(/\/auth\/signin/);
    // The toast list is downloaded with the first toast: on a busy machine that takes a moment.
    await expect.poll(() => page.getByText(/Kindly Log in again/).isVisible(), { timeout: 20_000 }).toBe(true);
    await page.context().close();
  });
});
