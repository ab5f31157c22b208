import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { codeIn } from '../apps/server/test/smtp-inbox.ts';
import { openPage } from './support/browser.ts';
import { api, signInAsDemo } from './support/demo.ts';
import { visible } from './support/page.ts';
import { runAppAndBrowser } from './support/running.ts';

/*
 * Branches in a real browser: the demo's owner adds a second branch (Ikeja) on the branches page,
 * and a cashier whose role is limited to Ikeja signs in and sees only Ikeja's journals and
 * figures; through the API, a head office journal is as unknown to her as another company's. The
 * branch, which now has a user and a journal, cannot be deleted, and the page says why. The page
 * fits a 360 px phone.
 */

const running = runAppAndBrowser();

const naira = (amount: number) => new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' }).format(amount);

interface JournalJson {
  _id: string;
  reference: string;
  branch: { _id: string } | null;
}

/** What the signed-in page's call answers, status and all (the API helper throws on failures). */
async function rawCall(page: Page, url: string) {
  return page.evaluate(async (url) => {
    const response = await fetch(`/api${url}`, {
      headers: {
        authorization: `Bearer ${localStorage.getItem('token')}`,
        'x-company-id': localStorage.getItem('activeCompanyId') ?? '',
      },
    });
    return { status: response.status, body: await response.json() };
  }, url);
}

describe('branches', () => {
  it('an owner adds a branch; a cashier limited to it sees only its journals and figures', async () => {
    const owner = await openPage(running.browser);
    await signInAsDemo(owner, running.app.url, '/settings/branches');
    const table = owner.getByRole('table', { name: 'Branches' });
    await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(1);

    // Name and address are required, in the spec's words; the website is optional but checked.
    await owner.getByRole('button', { name: 'Add branch' }).first().click();
    const dialog = owner.getByRole('dialog');
    await dialog.getByLabel('Website').fill('not a website');
    await dialog.getByRole('button', { name: 'Add branch' }).click();
    await expect.poll(visible(owner, 'Name is a required field')).toBe(true);
    await expect.poll(visible(owner, 'Address is a required field')).toBe(true);
    await expect.poll(visible(owner, 'Website is not valid.')).toBe(true);
    await dialog.getByLabel('Name').fill('Ikeja Shop');
    await dialog.getByLabel('Address').fill('12 Allen Avenue, Ikeja, Lagos');
    await dialog.getByLabel('Website').fill('www.owo-demo.ng/ikeja');
    await dialog.getByRole('button', { name: 'Add branch' }).click();
    const ikejaRow = table.getByRole('row', { name: /Ikeja Shop/ });
    await expect.poll(() => ikejaRow.textContent()).toMatch(/12 Allen Avenue.*www\.owo-demo\.ng\/ikeja.*0 users/);

    // The same name again is refused with the server's words, as a warning.
    await owner.getByRole('button', { name: 'Add branch' }).first().click();
    await dialog.getByLabel('Name').fill('ikeja shop');
    await dialog.getByLabel('Address').fill('Somewhere else');
    await dialog.getByRole('button', { name: 'Add branch' }).click();
    await expect.poll(visible(owner, 'A branch named ikeja shop already exists')).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Ikeja's books and its cashier, set up through the API as the users screens would.
    const branches = await api<Array<{ _id: string; name: string }>>(owner, 'GET', '/branches');
    const ikeja = branches.find((branch) => branch.name === 'Ikeja Shop')?._id ?? '';
    const accounts = await api<Array<{ _id: string; account_code: string }>>(
      owner,
      'GET',
      '/double-entry/chart-of-accounts?limit=1000',
    );
    const account = (code: string) => accounts.find((one) => one.account_code === code)?._id;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date());
    const written = await api<JournalJson>(owner, 'POST', '/double-entry/journal', {
      date: today,
      reference: 'Ikeja shop rent',
      branch: ikeja,
      lines: [
        { account: account('6100'), debit: 25_000, credit: 0 },
        { account: account('1000'), debit: 0, credit: 25_000 },
      ],
    });
    await api(owner, 'PATCH', `/merchant/approve/${written._id}?state=journal&action=approve`);
    const elsewhere = (await api<JournalJson[]>(owner, 'GET', '/double-entry/journal?limit=100')).filter(
      (journal) => journal.branch?._id !== ikeja,
    );
    expect(elsewhere.length).toBeGreaterThan(0);
    const role = await api<{ _id: string }>(owner, 'POST', '/roles', {
      name: 'Ikeja cashier',
      description: 'Keeps the Ikeja shop’s books',
      permissions: ['accounting.view', 'accounting.create', 'reports.view'],
      ownBranchOnly: true,
    });
    await api(owner, 'POST', '/users', {
      email: 'bisi.cashier@example.ng',
      firstName: 'Bisi',
      lastName: 'Okafor',
      role: role._id,
      branch: ikeja,
      password: 'ikeja-till-2026',
    });
    await owner.reload();
    await expect.poll(() => ikejaRow.textContent()).toMatch(/1 user/);

    // The cashier signs in: Ikeja's journal only, and Ikeja's figures.
    const cashier = await openPage(running.browser);
    await cashier.goto(`${running.app.url}/auth/signin`);
    await cashier.getByLabel('Email').fill('bisi.cashier@example.ng');
    await cashier.getByLabel('Password').fill('ikeja-till-2026');
    await cashier.getByRole('button', { name: 'Sign in' }).click();
    await cashier.waitForURL(/\/(dashboard|auth\/verify-otp)/);
    if (cashier.url().includes('/auth/verify-otp')) {
      // A first password set by the owner: the email address is confirmed once, by a code she asks for.
      await cashier.getByRole('button', { name: 'Resend code' }).click();
      const email = await running.app.inbox.waitFor('bisi.cashier@example.ng', /verification code/);
      await cashier.getByLabel('Verification code').fill(codeIn(email));
      await cashier.getByRole('button', { name: 'Verify' }).click();
      await cashier.waitForURL(/\/(dashboard|auth\/signin)/);
      if (cashier.url().includes('/auth/signin')) {
        await cashier.getByLabel('Email').fill('bisi.cashier@example.ng');
        await cashier.getByLabel('Password').fill('ikeja-till-2026');
        await cashier.getByRole('button', { name: 'Sign in' }).click();
        await cashier.waitForURL(/\/dashboard/);
      }
    }
    await cashier.goto(`${running.app.url}/accounting/journal`);
    const journals = cashier.getByRole('table', { name: 'Journals' });
    await expect.poll(() => journals.getByRole('row', { name: /Ikeja shop rent/ }).isVisible()).toBe(true);
    for (const journal of elsewhere.slice(0, 5))
      expect(await journals.getByRole('row', { name: new RegExp(journal.reference) }).count()).toBe(0);

    await cashier.goto(`${running.app.url}/reports/financial-statement/profit-and-loss`);
    const statement = cashier.getByRole('table', { name: 'Profit and loss' });
    await expect.poll(() => statement.getByRole('row', { name: /^6100 Rent/ }).isVisible()).toBe(true);
    const rent = statement
      .getByRole('row', { name: /^6100 Rent/ })
      .getByRole('cell')
      .nth(1);
    expect(await rent.textContent()).toBe(naira(25_000));
    const own = await api<{ branch: string | null }>(cashier, 'GET', `/reports/profit-and-loss?to=${today}`);
    expect(own.branch).toBe(ikeja);

    // Through the API: another branch's journal is not found, and so is asking for its figures.
    const other = elsewhere[0] as JournalJson;
    expect((await rawCall(cashier, `/double-entry/journal/${other._id}`)).status).toBe(404);
    const headOffice = branches.find((branch) => branch._id !== ikeja)?._id ?? '';
    const report = await rawCall(cashier, `/reports/profit-and-loss?branch=${headOffice}`);
    expect(report).toMatchObject({ status: 404, body: { message: 'Branch not found' } });
    const listed = await api<Array<{ _id: string }>>(cashier, 'GET', '/branches');
    expect(listed.map((branch) => branch._id)).toEqual([ikeja]);

    // The branch now has a user and a journal: deleting it is refused, saying why.
    await owner.getByRole('button', { name: 'Delete Ikeja Shop' }).click();
    await expect.poll(visible(owner, 'Are you sure you want to delete the selected branch')).toBe(true);
    await owner.getByRole('button', { name: 'Yes' }).click();
    await expect
      .poll(
        visible(owner, /Ikeja Shop has 1 user, 1 journal and 1 ledger entry; a branch with records cannot be deleted/),
      )
      .toBe(true);
    expect(await ikejaRow.isVisible()).toBe(true);
  });

  it('fits a 360 px phone', async () => {
    const phone = await openPage(running.browser, 'phone');
    await signInAsDemo(phone, running.app.url, '/settings/branches');
    await expect.poll(() => phone.getByRole('table', { name: 'Branches' }).getByRole('row').count()).toBeGreaterThan(1);
    const width = await phone.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await phone.getByRole('button', { name: 'Add branch' }).first().click();
    await expect.poll(() => phone.getByRole('dialog').getByLabel('Address').isVisible()).toBe(true);
  });
});
