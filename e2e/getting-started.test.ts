import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { codeIn } from '../apps/server/test/smtp-inbox.ts';
import { openPage } from './support/browser.ts';
import { api, signInAsDemo } from './support/demo.ts';
import { visible } from './support/page.ts';
import { runAppAndBrowser } from './support/running.ts';

/*
 * The dashboard's checklist follows the member (issue 26): the demo's owner sees every step, the
 * first invoice among them; a shop clerk who sells and imports the bank statements sees only the
 * steps her role may do, and the invoice step opens the new-invoice page, not 'You do not have access'.
 */

const running = runAppAndBrowser();

/** The checklist's steps by their titles (each step is a link: its title, then its text or 'Done'). */
async function stepTitles(page: Page): Promise<string[]> {
  const links = await page.locator('a.owo-step').all();
  return Promise.all(links.map(async (link) => (await link.locator('p').first().textContent()) ?? ''));
}

/** Signs in with a password the owner set, confirming the email by code first if the app asks. */
async function signInAsMember(page: Page, email: string, password: string) {
  const signIn = async () => {
    await page.goto(`${running.app.url}/auth/signin`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  };
  await signIn();
  await page.waitForURL(/\/(dashboard|auth\/verify-otp)/);
  if (page.url().includes('/auth/verify-otp')) {
    await page.getByRole('button', { name: 'Resend code' }).click();
    const message = await running.app.inbox.waitFor(email, /verification code/);
    await page.getByLabel('Verification code').fill(codeIn(message));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(/\/(dashboard|auth\/signin)/);
    if (page.url().includes('/auth/signin')) await signIn();
  }
  await page.waitForURL(/\/dashboard/);
}

describe('the getting-started checklist', () => {
  it('shows the owner every step and a shop clerk only hers, each opening a page she may use', async () => {
    const owner = await openPage(running.browser);
    await signInAsDemo(owner, running.app.url);
    await expect.poll(visible(owner, 'Send your first invoice')).toBe(true);
    expect(await stepTitles(owner)).toEqual([
      'Add your bank account',
      'Enter your opening balances',
      'Send your first invoice',
      'Record a payment',
      'Import a bank statement',
      'Reconcile your bank account',
      'Write your first journal',
    ]);

    const branches = await api<Array<{ _id: string }>>(owner, 'GET', '/branches');
    const role = await api<{ _id: string }>(owner, 'POST', '/roles', {
      name: 'Shop clerk',
      description: 'Sells, takes payments and imports the shop’s bank statements',
      permissions: ['sales.view', 'sales.create', 'sales.edit', 'bank.view', 'bank.create'],
    });
    await api(owner, 'POST', '/users', {
      email: 'ngozi.clerk@example.ng',
      firstName: 'Ngozi',
      lastName: 'Eze',
      role: role._id,
      branch: branches[0]?._id,
      password: 'shop-counter-2026',
    });
    await owner.context().close();

    const clerk = await openPage(running.browser);
    await signInAsMember(clerk, 'ngozi.clerk@example.ng', 'shop-counter-2026');
    await expect.poll(visible(clerk, 'Send your first invoice')).toBe(true);
    expect(await stepTitles(clerk)).toEqual([
      'Add your bank account',
      'Send your first invoice',
      'Record a payment',
      'Import a bank statement',
    ]);
    await clerk.getByText('Send your first invoice').click();
    await clerk.waitForURL(/\/sales\/invoice\/new-invoice/);
    await clerk.waitForLoadState('networkidle');
    expect(await clerk.getByText('You do not have access').count()).toBe(0);
    await clerk.context().close();
  });
});
