import { describe, expect, it } from 'vitest';
import { openPage } from './support/browser.ts';
import { api, signInAsDemo } from './support/demo.ts';
import { chooseOption, expectToFitPhone, visible } from './support/page.ts';
import { runAppAndBrowser } from './support/running.ts';
import { screenshotter } from './support/screenshot.ts';

/*
 * Issue 29's returns as the demo's owner works them: last month's VAT return prepared from the books,
 * each figure on screen equal to the API's and the VAT accounts' movement on the trial balance,
 * the documents behind output VAT opened, the return filed and paid in two parts, the first with its
 * receipt attached (shown on the return's page), and seen paid on the tax calendar /tax opens on;
 * then the screens on a 360 px phone.
 */

const running = runAppAndBrowser();
const shot = screenshotter('tax-returns');

/** A 1x1 PNG: the photo of the NRS receipt. */
const receiptPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const naira = (amount: number) =>
  new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' }).format(Math.abs(amount));

const monthName = (period: string) =>
  new Intl.DateTimeFormat('en-NG', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${period}-01T00:00:00Z`),
  );

function lastMonth() {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const period = `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
  const end = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
  const before = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 0)).toISOString().slice(0, 10);
  return { period, end, before };
}

interface Prepared {
  amountDue: number;
  vat: { figures: Record<string, number> };
}

type TrialBalance = { accounts: Array<{ account_code: string; debit: number; credit: number }> };
const balanceOf = (trial: TrialBalance, code: string) => {
  const line = trial.accounts.find((account) => account.account_code === code);
  return line ? Math.round((line.debit - line.credit) * 100) / 100 : 0;
};

describe('VAT return', () => {
  it('is prepared from the books, each figure equal to the ledger, then filed and paid in two parts', async () => {
    const page = await openPage(running.browser);
    const { period, end, before } = lastMonth();
    await signInAsDemo(page, running.app.url, '/tax');
    await expect.poll(() => page.getByRole('tab', { name: 'Calendar', selected: true }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('tab', { name: 'Returns' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('tab', { name: 'Tax rates' }).isVisible()).toBe(true);
    // Last month's VAT return is on the calendar, not filed yet, with what the books say is owed.
    const calendarRow = () =>
      page
        .getByRole('table', { name: 'Tax calendar' })
        .getByRole('row')
        .filter({ hasText: `VAT return for ${monthName(period)}` });
    await expect.poll(() => calendarRow().textContent()).toContain('Prepare return');
    await page.getByRole('link', { name: 'Prepare a return' }).first().click();
    await page.waitForURL(/\/tax\/prepare-return/);
    await page.goto(`${running.app.url}/tax/prepare-return?type=vat&period=${period}`);

    const prepared = await api<Prepared>(page, 'GET', `/tax/returns/prepare?type=vat&period=${period}`);
    const [closing, opening] = await Promise.all([
      api<TrialBalance>(page, 'GET', `/reports/trial-balance?asOf=${end}`),
      api<TrialBalance>(page, 'GET', `/reports/trial-balance?asOf=${before}`),
    ]);
    // Nothing is filed yet: the month's movement of VAT output and input is the return's.
    expect(-(balanceOf(closing, '2100') - balanceOf(opening, '2100'))).toBe(prepared.vat.figures.outputVat);
    expect(balanceOf(closing, '1400') - balanceOf(opening, '1400')).toBe(prepared.vat.figures.inputVat);
    expect(prepared.vat.figures.outputVat).toBeGreaterThan(0);

    for (const figure of ['standardRatedSales', 'zeroRatedSales', 'exemptSales', 'outputVat', 'inputVat']) {
      const shown = page.locator(`[data-figure="${figure}"]`);
      await expect.poll(() => shown.textContent()).toContain(naira(prepared.vat.figures[figure] ?? 0));
    }
    await page.getByRole('button', { name: 'Output VAT: show the documents' }).click();
    await expect.poll(() => page.getByRole('table', { name: 'Documents behind output vat' }).isVisible()).toBe(true);

    await page.getByRole('textbox', { name: /Filing reference/ }).fill('NRS-ACK-E2E');
    await page.getByRole('button', { name: 'File return' }).click();
    await page.waitForURL(/\/tax\/returns\/[0-9a-f-]{36}$/);
    await expect.poll(visible(page, 'NRS-ACK-E2E')).toBe(true);
    // The demo sells with VAT every month and buys less: last month's return has VAT to pay.
    expect(prepared.amountDue).toBeGreaterThan(0);

    const half = Math.round((prepared.amountDue / 2) * 100) / 100;
    for (const [index, amount] of [half, Math.round((prepared.amountDue - half) * 100) / 100].entries()) {
      await page.getByRole('link', { name: 'Record payment' }).click();
      await page.waitForURL(/\/tax\/record-payment/);
      await chooseOption(page, /Paid from/, /Bank/);
      const amountBox = page.getByRole('textbox', { name: /^Amount/ });
      await amountBox.fill(String(amount));
      await page.getByRole('textbox', { name: /Payment reference/ }).fill(`RRR-${index + 1}`);
      if (index === 0) {
        await page.locator('input[type="file"]').first().setInputFiles({
          name: 'nrs-receipt.png',
          mimeType: 'image/png',
          buffer: receiptPng,
        });
        await expect.poll(visible(page, 'attached when the payment is saved')).toBe(true);
      }
      await page.getByRole('button', { name: 'Record payment' }).click();
      await page.waitForURL(/\/tax\/returns\/[0-9a-f-]{36}$/);
      await expect.poll(visible(page, index === 0 ? 'Part paid' : 'Paid')).toBe(true);
      if (index === 0) await expect.poll(visible(page, 'nrs-receipt.png')).toBe(true);
    }
    const list = await api<Array<{ period: string; status: string }>>(page, 'GET', '/tax/returns?where[type]=vat');
    expect(list.find((row) => row.period === period)?.status).toBe('paid');
    await page.goto(`${running.app.url}/tax`);
    await expect.poll(() => calendarRow().textContent()).toContain('Paid');
    await shot(page, 'calendar');
    await page.close();
  });

  it('fits a 360 px phone', async () => {
    const page = await openPage(running.browser, 'phone');
    await signInAsDemo(page, running.app.url, '/tax');
    await expect.poll(() => page.getByRole('tab', { name: 'Returns' }).isVisible()).toBe(true);
    await page.waitForLoadState('networkidle');
    await expectToFitPhone(page, '/tax');
    await shot(page, 'calendar-phone');
    await page.goto(`${running.app.url}/tax?tab=returns`);
    await expect.poll(() => page.getByRole('tab', { name: 'Returns', selected: true }).isVisible()).toBe(true);
    await page.waitForLoadState('networkidle');
    await expectToFitPhone(page, '/tax?tab=returns');
    await shot(page, 'list-phone');
    await page.goto(`${running.app.url}/tax/prepare-return?type=wht&period=${lastMonth().period}`);
    await expect.poll(visible(page, 'Tax withheld from vendors')).toBe(true);
    await page.waitForLoadState('networkidle');
    await expectToFitPhone(page, '/tax/prepare-return');
    await shot(page, 'prepare-phone');
    const [filed] = await api<Array<{ _id: string }>>(page, 'GET', '/tax/returns');
    if (filed) {
      await page.goto(`${running.app.url}/tax/returns/${filed._id}`);
      await expect.poll(visible(page, 'As filed')).toBe(true);
      await page.waitForLoadState('networkidle');
      await expectToFitPhone(page, '/tax/returns/:id');
      await shot(page, 'return-phone');
    }
    await page.close();
  });
});
