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

/** Nothing on a 360 px phone's page sticks out sideways. */
export async function expectToFitPhone(page: Page, where: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(360);
}

/** Picks a document line's product: types the name's first word and chooses the name. */
export async function pickProduct(page: Page, line: number, name: string) {
  const input = page.getByRole('textbox', { name: `Line ${line} product` }).or(page.getByLabel(`Line ${line} product`));
  await input.first().click();
  await input.first().fill(name.split(' ')[0] ?? name);
  await page
    .getByRole('option', { name: new RegExp(name) })
    .first()
    .click();
}

/**
 * A slow network: the page's scripts are held back until the returned function lets them come,
 * so a test can act on what the HTML alone shows and does.
 */
export async function holdBackScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const scriptsMayCome = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await scriptsMayCome;
    await route.continue();
  });
  return release;
}
