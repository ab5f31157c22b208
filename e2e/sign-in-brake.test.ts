import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { codeIn } from '../apps/server/test/smtp-inbox.ts';
import { openPage } from './support/browser.ts';
import { demoUser } from './support/demo.ts';
import { runAppAndBrowser } from './support/running.ts';

/*
 * The per-account brake as the owner meets it: someone has tried wrong passwords on her account,
 * so after her right password the sign-in page asks for the code emailed to her. A wrong code is
 * refused in words; the code from the email signs her in.
 */

const running = runAppAndBrowser();

async function signInWithPassword(page: Page, password = demoUser.password) {
  await page.goto(`${running.app.url}/auth/signin`);
  await page.getByLabel('Email').fill(demoUser.email);
  await page.getByLabel('Password').fill(password);
  await page.waitForSelector('button[type="submit"]:not([disabled])');
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('signing in after several wrong passwords', () => {
  it('asks for the code emailed to the account, refuses a wrong one and signs in with the right one', async () => {
    const page = await openPage(running.browser);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await signInWithPassword(page, 'not the password');
      await expect.poll(() => page.getByText('Email or password is incorrect').first().isVisible()).toBe(true);
    }

    await signInWithPassword(page);
    await page.waitForURL(/\/auth\/sign-in-code$/);
    await expect
      .poll(() => page.getByText('We emailed a code to d•••@owo.ng. Enter it to finish signing in.').isVisible())
      .toBe(true);
    const code = codeIn(await running.app.inbox.waitFor(demoUser.email, /sign-in code/));

    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await page.getByLabel('Code from the email').fill(wrong);
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect
      .poll(() => page.getByText('That code is not correct. You have 4 tries left.').first().isVisible())
      .toBe(true);
    expect(page.url()).toMatch(/\/auth\/sign-in-code$/);

    await page.getByLabel('Code from the email').fill(code);
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await page.waitForURL(/\/dashboard/);

    // Signed in once, the wrong passwords are forgotten: the password alone is enough again.
    const again = await openPage(running.browser);
    await signInWithPassword(again);
    await again.waitForURL(/\/dashboard/);
  });
});
