import type { Page } from 'playwright-core';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { openPage } from './support/browser.ts';
import { signInAsDemo } from './support/demo.ts';
import { runAppAndBrowser } from './support/running.ts';

/*
 * The invoice template as the demo's owner sets it up: another layout and colour, the tax numbers
 * taken off, the live preview's PDF following each change (read back with unpdf: the sample's
 * total, and no TIN), saved, and the same choices there after a reload; the page on a phone.
 */

const running = runAppAndBrowser();

const preview = (page: Page) => page.getByTestId('template-preview');

/**
 * The last preview PDF the server sent each page, taken on its way to the page (neither the
 * frame's object URL, under the CSP, nor Chromium's copy of a no-store answer can be read back).
 */
const lastPreviewPdf = new WeakMap<Page, Buffer>();

async function watchPreviews(page: Page) {
  await page.route(/\/api\/templates\/[\w-]+\/preview$/, async (route) => {
    const response = await route.fetch();
    const body = await response.body();
    if (response.ok()) lastPreviewPdf.set(page, body);
    await route.fulfill({ response, body });
  });
}

/** The preview's PDF once it has caught up: its object URL, and the text of the PDF behind it. */
async function previewAfter(page: Page, previousUrl: string | null): Promise<{ url: string; text: string }> {
  await expect
    .poll(
      async () => {
        const frame = preview(page);
        if ((await frame.count()) === 0) return false;
        const url = await frame.getAttribute('data-preview-url');
        return url !== previousUrl && (await frame.getAttribute('data-rendering')) === 'false';
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  const url = (await preview(page).getAttribute('data-preview-url')) ?? '';
  const pdf = lastPreviewPdf.get(page);
  if (!pdf) throw new Error('no preview PDF was received');
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
  return { url, text: text.replace(/\s+/g, ' ') };
}

describe('document templates', () => {
  it('changes the invoice layout, colour and tax numbers, previews them live, and keeps them once saved', async () => {
    const page = await openPage(running.browser);
    await watchPreviews(page);
    await signInAsDemo(page, running.app.url, '/settings/Templates');
    await page.waitForURL(/\/settings\/Templates\/invoice$/);

    const first = await previewAfter(page, null);
    expect(first.text).toContain('INVOICE'); // classic: the title in capitals in the band
    expect(first.text).toContain('₦495,306.25');
    expect(first.text).toContain('TIN: 12345678-0001');

    await page.getByRole('radio', { name: 'Modern' }).click();
    await page.getByLabel('Accent colour').fill('#C0392B');
    await page.getByRole('switch', { name: 'Tax numbers' }).click();
    await page.getByRole('textbox', { name: 'Default notes' }).fill('Thank you for shopping with us');

    // Typing may make several previews; the last one shows every change.
    await expect
      .poll(
        async () => {
          const { text } = await previewAfter(page, first.url);
          return text.includes('Thank you for shopping with us') && !text.includes('TIN');
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    const changed = await previewAfter(page, first.url);
    expect(changed.text).toContain('₦495,306.25');
    expect(changed.text).toContain('Invoice');
    expect(changed.text).not.toContain('INVOICE');
    expect(changed.text).not.toContain('12345678-0001');

    // Leaving with unsaved changes asks first.
    await page.getByRole('tab', { name: 'Estimate' }).click();
    await expect.poll(() => page.getByText('Do you want to leave without saving changes').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'No', exact: true }).click();
    expect(page.url()).toMatch(/\/settings\/Templates\/invoice$/);

    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Invoice template saved').isVisible()).toBe(true);

    await page.reload();
    await expect.poll(() => page.getByRole('radio', { name: 'Modern' }).getAttribute('aria-checked')).toBe('true');
    expect(await page.getByLabel('Accent colour').inputValue()).toBe('#C0392B');
    expect(await page.getByRole('switch', { name: 'Tax numbers' }).isChecked()).toBe(false);
    expect(await page.getByRole('textbox', { name: 'Default notes' }).inputValue()).toBe(
      'Thank you for shopping with us',
    );
    const saved = await previewAfter(page, null);
    expect(saved.text).not.toContain('TIN');

    // The other types keep their own templates.
    await page.getByRole('tab', { name: 'Estimate' }).click();
    await page.waitForURL(/\/settings\/Templates\/estimates$/);
    await expect.poll(() => page.getByRole('radio', { name: 'Classic' }).getAttribute('aria-checked')).toBe('true');
    const estimate = await previewAfter(page, null);
    expect(estimate.text).toContain('ESTIMATE');
    expect(estimate.text).toContain('TIN: 12345678-0001');
    await page.close();
  }, 120_000);

  it('works on a 360 px phone: the type chosen from a list, the preview under the form', async () => {
    const page = await openPage(running.browser, 'phone');
    await watchPreviews(page);
    await signInAsDemo(page, running.app.url, '/settings/Templates/bills');
    await page.getByRole('combobox', { name: 'Document' }).click();
    await page.getByRole('option', { name: 'Purchase order' }).click();
    await page.waitForURL(/\/settings\/Templates\/purchase-order$/);
    const { text } = await previewAfter(page, null);
    expect(text).toContain('PURCHASE ORDER');
    const form = await page.getByRole('form', { name: 'Purchase order template' }).boundingBox();
    const frame = await preview(page).boundingBox();
    expect(form && frame && frame.y > form.y).toBe(true);
    expect(frame?.width).toBeLessThanOrEqual(360);
    expect(await page.getByRole('link', { name: 'Open the preview' }).getAttribute('href')).toMatch(/^blob:/);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.close();
  }, 90_000);
});
