import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Whether a text is on the page, for expect.poll: `await expect.poll(visible(page, 'Saved')).toBe(true)`. */
export const visible = (page: Page, text: string | RegExp) => () => page.getByText(text).first().isVisible();

/** Picks an option of a labelled select or combobox, typing a search first when given. */
export async function chooseOption(page: Page, label: RegExp, option: RegExp, search?: string) {
  const box = page.getByRole('combobox', { name: label }).first();
  await box.click();
  if (search) await box.fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

/** Waits for a success dialog's message and presses its Continue. */
export async function continueAfter(page: Page, message: string) {
  await expect.poll(visible(page, message)).toBe(true);
  await page.getByRole('button', { name: 'Continue' }).click();
}
