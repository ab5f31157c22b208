import { describe, expect, it } from 'vitest';
import { openPage, watchForCspViolations } from './support/browser.ts';
import { signInAsDemo } from './support/demo.ts';
import {
  fillSignUpForm,
  type NewBusiness,
  type NewOwner,
  setUpBusiness,
  verifyWithEmailedCode,
} from './support/new-owner.ts';
import { holdBackScripts } from './support/page.ts';
import { runAppAndBrowser } from './support/running.ts';

const running = runAppAndBrowser();

const person: NewOwner = {
  firstName: 'Chiamaka',
  lastName: 'Obi',
  email: `chiamaka.${Date.now()}@example.ng`,
  phoneNumber: '08031234567',
  password: 'Lagos traffic 2026',
};

const business: NewBusiness = {
  name: 'Obi & Daughters Provisions',
  type: 'Sole Proprietorship',
  industry: 'Retail and Supermarkets',
  state: 'Anambra',
  address: '22 New Market Road, Onitsha',
  email: 'sales@obidaughters.ng',
  phoneNumber: '08098765432',
};

describe('a new business owner', () => {
  it('signs up, verifies with the emailed code, sets up the business, signs out and back in', async () => {
    const page = await openPage(running.browser);
    const violations = await watchForCspViolations(page);
    const signupPage = await page.goto(`${running.app.url}/auth/signup`);
    // The signed-in app is the SPA shell: its inline scripts run by hash, never by 'unsafe-inline'.
    const policy = signupPage?.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src 'self' 'sha256-/);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    await fillSignUpForm(page, person, 'not the same password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => page.getByText('Passwords must match').isVisible()).toBe(true);

    await page.getByLabel('Confirm password').fill(person.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/auth\/signup-success/);

    await verifyWithEmailedCode(page, running.app, person.email);
    await setUpBusiness(page, business);
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

    await page.goto(`${running.app.url}/no/such/page`);
    await expect.poll(() => page.getByRole('heading', { name: 'Page not found' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('/no/such/page').isVisible()).toBe(true);
    expect(violations).toEqual([]);
    await page.context().close();
  });

  it('is sent to sign in when opening the dashboard without a session', async () => {
    const page = await openPage(running.browser);
    await page.goto(`${running.app.url}/dashboard`);
    await page.waitForURL(/\/auth\/signin/);
    await page.context().close();
  });

  it('uses the app on a 360 px phone: signs in to the demo company and finds every built area in the menu', async () => {
    const page = await openPage(running.browser, 'phone');
    await page.goto(`${running.app.url}/auth/signin`);
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

  it('is told beside each field what is wrong on the sign-in form, and the message follows the correction', async () => {
    const page = await openPage(running.browser, 'phone');
    await page.goto(`${running.app.url}/auth/signin`);
    const signIn = page.getByRole('button', { name: 'Sign in' });
    await expect.poll(() => signIn.isEnabled()).toBe(true);
    await signIn.click();
    await expect.poll(() => page.getByText('Email is a required field').isVisible()).toBe(true);
    expect(await page.getByText('Password is a required field').isVisible()).toBe(true);
    // The first field at fault takes the cursor.
    expect(await page.getByLabel('Email').evaluate((input) => input === document.activeElement)).toBe(true);
    await page.getByLabel('Email').fill('demo@');
    await signIn.click();
    await expect.poll(() => page.getByText('Email must be a valid email').isVisible()).toBe(true);
    // After a first try, the messages follow the typing.
    await page.getByLabel('Email').fill('demo@owo.ng');
    await expect.poll(() => page.getByText('Email must be a valid email').isVisible()).toBe(false);
    await page.getByLabel('Password').fill('not the password');
    await signIn.click();
    await expect.poll(() => page.getByText('Email or password is incorrect').isVisible()).toBe(true);
    expect(page.url()).toMatch(/\/auth\/signin$/);
    await page.context().close();
  });

  it('keeps what was typed into the sign-in form before its script arrived, and signs in with it', async () => {
    const page = await openPage(running.browser);
    // A slow network: the page's scripts are held back until the person has typed.
    const release = await holdBackScripts(page);
    await page.goto(`${running.app.url}/auth/signin`, { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Email').fill('demo@owo.ng');
    await page.getByLabel('Password').fill('owo-demo-2026');
    // Until the script has started, the button cannot send the form (as a GET with the password in the address).
    expect(await page.getByRole('button', { name: 'Sign in' }).isDisabled()).toBe(true);
    release();
    const signIn = page.getByRole('button', { name: 'Sign in' });
    await expect.poll(() => signIn.isEnabled()).toBe(true);
    expect(await page.getByLabel('Email').inputValue()).toBe('demo@owo.ng');
    await signIn.click();
    await page.waitForURL(/\/dashboard/);
    await page.context().close();
  });

  it('comes back to the dashboard on a slow network: the page asks for its data before its scripts arrive, once', async () => {
    // No service worker: every script comes over the (held back) network.
    const context = await running.browser.newContext({
      serviceWorkers: 'block',
      viewport: { width: 360, height: 740 },
    });
    const page = await context.newPage();
    const cspViolations = await watchForCspViolations(page);
    await signInAsDemo(page, running.app.url);
    const release = await holdBackScripts(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) asked.push(`${url.pathname}${url.search}`);
    });
    await page.goto(`${running.app.url}/dashboard`, { waitUntil: 'commit' });
    const firstCalls = [
      '/api/auth/me',
      '/api/profile',
      '/api/notifications?limit=1&page=1',
      '/api/getting-started',
      '/api/dashboard',
    ];
    await expect.poll(() => [...asked].sort()).toEqual([...firstCalls].sort());
    expect(await page.getByText('Opening your books…').isVisible()).toBe(true);
    release();
    await expect.poll(() => page.getByText('Getting started').first().isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Cash and bank').first().isVisible()).toBe(true);
    // The app took the answers already there rather than asking again.
    await page.waitForLoadState('networkidle');
    expect([...asked].sort()).toEqual([...firstCalls].sort());
    expect(cspViolations).toEqual([]);
    await context.close();
  });

  it('is sent back to sign in, with the reason, when the session is revoked elsewhere', async () => {
    const page = await openPage(running.browser);
    await page.goto(`${running.app.url}/auth/signin`);
    await page.getByLabel('Email').fill('demo@owo.ng');
    await page.getByLabel('Password').fill('owo-demo-2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/dashboard/);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await fetch(`${running.app.url}/api/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    await page.goto(`${running.app.url}/settings/subscription`);
    await page.waitForURL(/\/auth\/signin/);
    // The toast list is downloaded with the first toast: on a busy machine that takes a moment.
    await expect.poll(() => page.getByText(/Kindly Log in again/).isVisible(), { timeout: 20_000 }).toBe(true);
    await page.context().close();
  });
});
