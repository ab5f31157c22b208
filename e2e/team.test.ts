import { describe, expect, it } from 'vitest';
import type { ReceivedEmail } from '../apps/server/test/smtp-inbox.ts';
import { openPage } from './support/browser.ts';
import { signInAsDemo } from './support/demo.ts';
import { visible } from './support/page.ts';
import { runAppAndBrowser } from './support/running.ts';

/*
 * Team and access in a real browser: the demo's owner adds an accountant by email; the invitation
 * arrives by SMTP; its link sets a password and opens the company; the accountant signs in again
 * with it and sees only what the Accountant role allows (no Users in the menu, and the users page
 * says so when opened by its address). The owner also creates a role with the permission
 * checkboxes, and the users page fits a 360 px phone.
 */

const running = runAppAndBrowser();

/** The invitation link as a reader clicks it: quoted-printable soft breaks undone. */
function invitationLink(email: ReceivedEmail): string {
  const text = email.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const link = /https?:\/\/[^\s"<>]+\/auth\/accept-invitation\?token=[^\s"<>]+/.exec(text)?.[0];
  if (!link) throw new Error(`no invitation link in ${email.subject}`);
  return link;
}

describe('team and access', () => {
  it('an owner adds an accountant by email; the invitation sets a password and the accountant sees only what her role allows', async () => {
    const owner = await openPage(running.browser);
    await signInAsDemo(owner, running.app.url, '/settings/user-management');
    await expect.poll(() => owner.getByRole('table', { name: 'Users' }).isVisible()).toBe(true);

    await owner.getByRole('button', { name: 'Add user' }).click();
    const dialog = owner.getByRole('dialog');
    // Role and branch are asked for in the spec's words.
    await dialog.getByLabel('Email').fill('funmi.accounts@example.ng');
    await dialog.getByLabel('First name').fill('Funmilayo');
    await dialog.getByLabel('Last name').fill('Adebayo');
    await dialog.getByRole('button', { name: 'Add user' }).click();
    await expect.poll(visible(owner, 'Please select Role and Branch')).toBe(true);
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    await owner.getByRole('option', { name: 'Accountant', exact: true }).click();
    await dialog.getByRole('combobox', { name: 'Branch' }).click();
    await owner.getByRole('option').first().click();
    await dialog.getByRole('button', { name: 'Add user' }).click();
    await expect.poll(visible(owner, /User added\. We have emailed funmi\.accounts@example\.ng/)).toBe(true);
    await owner.getByRole('button', { name: 'Continue' }).click();
    const row = owner.getByRole('row', { name: /Funmilayo Adebayo/ });
    await expect.poll(() => row.textContent()).toMatch(/Accountant.*Invited/);

    // The invitation, as the accountant receives it.
    const email = await running.app.inbox.waitFor('funmi.accounts@example.ng', /You are invited to/);
    const accountant = await openPage(running.browser);
    await accountant.goto(invitationLink(email));
    await accountant.getByLabel('Password', { exact: true }).fill('ledger-and-ink-26');
    await accountant.getByLabel('Confirm password').fill('ledger-and-ink-2');
    await accountant.getByRole('button', { name: 'Set password and continue' }).click();
    await expect.poll(visible(accountant, 'Passwords must match')).toBe(true);
    await accountant.getByLabel('Confirm password').fill('ledger-and-ink-26');
    await accountant.getByRole('button', { name: 'Set password and continue' }).click();
    await accountant.waitForURL(/\/dashboard/);
    await accountant.context().close();

    // Signing in again with the password just set.
    const page = await openPage(running.browser);
    await page.goto(`${running.app.url}/auth/signin`);
    await page.getByLabel('Email').fill('funmi.accounts@example.ng');
    await page.getByLabel('Password').fill('ledger-and-ink-26');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/dashboard/);
    const menu = page.getByRole('navigation', { name: 'Main' });
    // The menu is built from the role's permissions once they have arrived.
    await expect.poll(() => menu.getByRole('button', { name: 'Settings' }).isVisible()).toBe(true);
    await menu.getByRole('button', { name: 'Accounting' }).click();
    await menu.getByRole('button', { name: 'Settings' }).click();
    await expect.poll(() => menu.getByRole('link', { name: 'Journals' }).isVisible()).toBe(true);
    await expect.poll(() => menu.getByRole('link', { name: 'Company information' }).isVisible()).toBe(true);
    expect(await menu.getByRole('link', { name: 'Users', exact: true }).count()).toBe(0);
    expect(await menu.getByRole('link', { name: 'Roles and permissions' }).count()).toBe(0);
    await page.goto(`${running.app.url}/settings/user-management`);
    await expect.poll(visible(page, 'You do not have access to this page')).toBe(true);
    await page.context().close();

    // The owner's list shows her as active now.
    await owner.reload();
    await expect.poll(() => owner.getByRole('row', { name: /Funmilayo Adebayo/ }).textContent()).toMatch(/Active/);
    await owner.context().close();
  });

  it('an owner creates a role from the permission checkboxes', async () => {
    const page = await openPage(running.browser);
    await signInAsDemo(page, running.app.url, '/settings/permission');
    await expect.poll(() => page.getByRole('row', { name: /Accountant/ }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'New role' }).click();
    await page.waitForURL(/\/settings\/permission\/new-role$/);
    await expect.poll(() => page.getByRole('checkbox', { name: 'All Sales permissions' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Create role' }).click();
    await expect.poll(visible(page, 'Role Name, Role Description and Permission are required')).toBe(true);

    await page.getByLabel('Role name').fill('Cashier');
    await page.getByLabel('Role description').fill('Takes payments at the counter');
    await page.getByRole('switch', { name: /Limit to the member's own branch/ }).check();
    await page.getByRole('checkbox', { name: 'All Sales permissions' }).check();
    await page.getByRole('checkbox', { name: 'Delete (Sales)' }).uncheck();
    // Leaving now asks first; No stays on the form.
    await page.getByRole('link', { name: 'Roles and permissions' }).first().click();
    await expect.poll(visible(page, 'Do you want to leave without saving changes')).toBe(true);
    await page.getByRole('button', { name: 'No', exact: true }).click();
    await page.getByRole('button', { name: 'Create role' }).click();
    await expect.poll(visible(page, 'Role created')).toBe(true);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/settings\/permission$/);
    const row = page.getByRole('row', { name: /Cashier/ });
    await expect.poll(() => row.textContent()).toMatch(/Own branch.*Takes payments at the counter.*4/);

    // Editing changes the permissions only.
    await row.getByRole('link', { name: 'Edit Cashier' }).click();
    await page.waitForURL(/\/settings\/permission\/edit-role\?id=/);
    await expect.poll(() => page.getByRole('checkbox', { name: 'Edit (Sales)' }).isChecked()).toBe(true);
    await page.getByRole('checkbox', { name: 'Edit (Sales)' }).uncheck();
    await page.getByRole('button', { name: 'Save role' }).click();
    await expect.poll(visible(page, 'Role updated')).toBe(true);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/settings\/permission$/);
    await expect.poll(() => row.textContent()).toMatch(/Own branch.*Takes payments at the counter.*3/);

    // Approval limits: a cashier's expenses above ₦20,000 wait for approval; kept when the page opens again.
    await row.getByRole('link', { name: 'Edit Cashier' }).click();
    await page.getByLabel('Expenses up to').fill('20000');
    await page.getByRole('button', { name: 'Save limits' }).click();
    await expect.poll(visible(page, 'Approval limits saved')).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByLabel('Expenses up to').inputValue()).toBe('20,000.00');
    await expect.poll(() => page.getByLabel('Bills up to').inputValue()).toBe('');
    await page.getByRole('link', { name: 'Roles and permissions' }).first().click();
    await page.waitForURL(/\/settings\/permission$/);

    await row.getByRole('button', { name: 'Delete Cashier' }).click();
    await expect.poll(visible(page, 'Are you sure you want to delete this role')).toBe(true);
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => page.getByRole('row', { name: /Cashier/ }).count()).toBe(0);
    await page.context().close();
  });

  it('the users page fits a 360 px phone', async () => {
    const phone = await openPage(running.browser, 'phone');
    await signInAsDemo(phone, running.app.url, '/settings/user-management');
    await expect.poll(() => phone.getByRole('table', { name: 'Users' }).isVisible()).toBe(true);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= 360)).toBe(true);
    await phone.goto(`${running.app.url}/settings/permission/new-role`);
    await expect.poll(() => phone.getByRole('checkbox', { name: 'All Sales permissions' }).isVisible()).toBe(true);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= 360)).toBe(true);
    await phone.context().close();
  });
});
