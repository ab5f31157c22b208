import type { Page } from 'playwright-core';

/**
 * A screenshot taker for one area of the app: `shot(page, 'list-phone')` writes the whole page to
 * /tmp/owo-<area>-list-phone.png when OWO_SCREENSHOTS is set (to look at the pages; then delete
 * the files), and does nothing otherwise.
 */
export function screenshotter(area: string): (page: Page, name: string) => Promise<void> {
  return async (page, name) => {
    if (process.env.OWO_SCREENSHOTS) await page.screenshot({ path: `/tmp/owo-${area}-${name}.png`, fullPage: true });
  };
}
