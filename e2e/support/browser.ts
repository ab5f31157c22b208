import { type Browser, chromium } from 'playwright-core';

/**
 * The system Chromium (CHROMIUM_PATH or /usr/bin/chromium), headless. Each test opens its own
 * context, a fresh profile with empty storage. The background-networking flags keep Chromium from
 * calling out of this closed network.
 */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/** A phone-sized or desktop page in a fresh context, in Lagos. */
export async function openPage(browser: Browser, size: 'desktop' | 'phone' = 'desktop') {
  const context = await browser.newContext({
    viewport: size === 'phone' ? { width: 360, height: 740 } : { width: 1280, height: 800 },
    isMobile: size === 'phone',
    hasTouch: size === 'phone',
    locale: 'en-NG',
    timezoneId: 'Africa/Lagos',
  });
  return context.newPage();
}
