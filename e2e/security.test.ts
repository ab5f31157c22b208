import { totpCode } from '@owo/core/totp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './support/browser.ts';
import { demoUser, signInAsDemo } from './support/demo.ts';
import { runAppAndBrowser } from './support/running.ts';

/*
 * Settings › Security as the demo's owner uses it: turns on two-factor sign-in with an
 * authenticator app (the test computes the app's codes with the same RFC 6238 function), signs in
 * again with a code, then once with a recovery code, which does not work a second time; changes
 * the password, which signs out another device; requires two-factor of the whole company, and is
 * sent back to Settings › Security once her own is off. The page also fits a 360 px phone.
 */

const running = runAppAndBrowser();

/** Email and password on the sign-in page; with two-factor on, it moves on to the code step. */
async function signInWithPassword(page: Page, password = demoUser.password) {
  await page.goto(`${running.app.url}/auth/signin`);
  await page.getByLabel('Email').fill(demoUser.email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('security settings', () => {
  it('fit a 360 px phone, the two-factor set-up too', async () => {
    const phone = await openPage(running.browser, 'phone');
    await signInAsDemo(phone, running.app.url, '/settings/security');
    await expect.poll(() => phone.getByRole('list', { name: 'Signed-in devices' }).isVisible()).toBe(true);
    const fits = () => phone.evaluate(() => document.documentElement.scrollWidth <= 360);
    expect(await fits()).toBe(true);
    await phone.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await expect.poll(() => phone.getByRole('img', { name: /QR code/ }).isVisible()).toBe(true);
    expect(await fits()).toBe(true);
    await phone.getByRole('button', { name: 'Cancel' }).click();
    await phone.context().close();
  });

  it('turns on two-factor sign-in, asks for a code at sign-in, takes a recovery code once, and a new password signs out another device', async () => {
    const page = await openPage(running.browser);
    await signInAsDemo(page, running.app.url);
    // Another device signed in before any of this.
    const laptop = await openPage(running.browser);
    await signInAsDemo(laptop, running.app.url);

    await page.goto(`${running.app.url}/settings/security`);
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await expect.poll(() => page.getByRole('img', { name: /QR code/ }).isVisible()).toBe(true);
    const secret = (await page.getByLabel('Secret key').getAttribute('data-secret')) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByLabel('Authentication code').fill(totpCode(secret));
    await page.getByLabel('Your password').fill(demoUser.password);
    await page.getByRole('button', { name: 'Turn on' }).click();

    const codesList = page.getByRole('list', { name: 'Recovery codes' });
    await expect.poll(() => codesList.getByRole('listitem').count()).toBe(10);
    const recoveryCodes = await codesList.getByRole('listitem').allTextContents();
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await expect.poll(() => page.getByText('10 unused recovery codes', { exact: false }).isVisible()).toBe(true);

    // Signing in again: the password, then the app's code. The code of the step just used to turn
    // it on would be refused as used, so the app's next code is typed.
    const second = await openPage(running.browser);
    await signInWithPassword(second);
    await second.waitForURL(/\/auth\/two-factor$/);
    await second.getByLabel('Authentication code').fill(totpCode(secret, Date.now() + 30_000));
    await second.getByRole('button', { name: 'Verify and sign in' }).click();
    await second.waitForURL(/\/dashboard/);

    // A lost phone: a recovery code signs in once.
    const third = await openPage(running.browser);
    await signInWithPassword(third);
    await third.waitForURL(/\/auth\/two-factor$/);
    await third.getByRole('button', { name: 'Lost your phone? Use a recovery code' }).click();
    await third.getByLabel('Recovery code').fill(recoveryCodes[0] ?? '');
    await third.getByRole('button', { name: 'Verify and sign in' }).click();
    await third.waitForURL(/\/dashboard/);
    await expect.poll(() => third.getByText(/Recovery code used\. You have 9 left/).isVisible()).toBe(true);

    const fourth = await openPage(running.browser);
    await signInWithPassword(fourth);
    await fourth.waitForURL(/\/auth\/two-factor$/);
    await fourth.getByRole('button', { name: 'Lost your phone? Use a recovery code' }).click();
    await fourth.getByLabel('Recovery code').fill(recoveryCodes[0] ?? '');
    await fourth.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect
      .poll(() =>
        fourth
          .getByText('That recovery code is not correct, or it has been used already. You have 4 tries left.')
          .first()
          .isVisible(),
      )
      .toBe(true);
    expect(fourth.url()).toMatch(/\/auth\/two-factor$/);

    // The sessions list names this device; a new password signs the laptop out.
    await second.goto(`${running.app.url}/settings/security`);
    const devices = second.getByRole('list', { name: 'Signed-in devices' });
    await expect.poll(() => devices.getByText('This device').isVisible()).toBe(true);
    await second.getByLabel('Current password').fill(demoUser.password);
    await second.getByLabel('New password', { exact: true }).fill('a new demo password');
    await second.getByLabel('Confirm new password').fill('a new demo passwrd');
    await second.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => second.getByText('Passwords must match').isVisible()).toBe(true);
    await second.getByLabel('Confirm new password').fill('a new demo password');
    await second.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => second.getByText(/Your password has been changed/).isVisible()).toBe(true);
    await running.app.inbox.waitFor(demoUser.email, /Your Owo password was changed/);

    await laptop.goto(`${running.app.url}/settings/security`);
    await laptop.waitForURL(/\/auth\/signin/);
    // This device stays signed in.
    await second.reload();
    await expect.poll(() => devices.getByText('This device').isVisible()).toBe(true);

    // The owner requires two-factor of everyone, then turns her own off: the company's pages send
    // her back here, saying why.
    // Mantine draws the switch over its input, which it hides: the input is clicked through it.
    await second.getByRole('switch', { name: /^Require two-factor for everyone in / }).click({ force: true });
    await expect.poll(() => second.getByText(/must now sign in with two-factor/).isVisible()).toBe(true);
    await second.getByRole('button', { name: 'Turn off' }).click();
    const dialog = second.getByRole('dialog', { name: 'Turn off two-factor sign-in?' });
    await dialog.getByLabel('Your password').fill('a new demo password');
    await dialog.getByRole('button', { name: 'Turn off' }).click();
    await expect.poll(() => second.getByText('Two-factor sign-in is off').first().isVisible()).toBe(true);
    await second.goto(`${running.app.url}/dashboard`);
    await second.waitForURL(/\/settings\/security$/);
    await expect
      .poll(() => second.getByRole('alert').filter({ hasText: 'requires two-factor sign-in' }).first().isVisible())
      .toBe(true);
  });
});
