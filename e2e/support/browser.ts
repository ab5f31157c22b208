import { existsSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';

/**
 * Which Chromium a test file runs in. 'shell' is Chromium's headless shell (Debian's
 * chromium-headless-shell): the same Blink and V8, so the same pages, styles, scripts and accessible
 * names, without the browser's own windows and viewers; the browser tests take a sixth less time in
 * it. 'full' is the whole Chromium, for a file that needs what only the browser has: its PDF viewer
 * (a receipt opened in a tab of its own is shown there, where the shell downloads it): a file that
 * waits for a 'popup' showing a PDF asks for it (attachments.test.ts, purchase-orders.test.ts).
 */
export type ChromiumKind = 'shell' | 'full';

/**
 * The system Chromium of that kind, headless (CHROMIUM_PATH overrides both). Where the shell is not
 * installed, the full Chromium runs every file. Each test opens its own context, a fresh profile
 * with empty storage. The background-networking flags keep Chromium from calling out of this
 * closed network.
 */
export async function launchBrowser(kind: ChromiumKind = 'shell'): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(kind),
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

function chromiumPath(kind: ChromiumKind): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const candidates =
    kind === 'shell' ? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'] : ['/usr/bin/chromium'];
  return candidates.find((path) => existsSync(path)) ?? 'chromium';
}

/**
 * A phone-sized or desktop page in a fresh context, in Lagos. Without the service worker unless
 * asked: installed, it fetches every one of the app's files (435, 2.4 MB) into its cache at once,
 * which took a third of the server's work in a test and proves nothing but itself; offline.test.ts
 * proves it, installing, caching and opening the app with the network gone.
 */
export async function openPage(
  browser: Browser,
  size: 'desktop' | 'phone' = 'desktop',
  { serviceWorkers = 'block' }: { serviceWorkers?: 'allow' | 'block' } = {},
) {
  const context = await browser.newContext({
    serviceWorkers,
    viewport: size === 'phone' ? { width: 360, height: 740 } : { width: 1280, height: 800 },
    isMobile: size === 'phone',
    hasTouch: size === 'phone',
    locale: 'en-NG',
    timezoneId: 'Africa/Lagos',
    // As a person who turned animations off: the app then shows each dialog and menu at once
    // (theme.ts), so a click waits for no transition and Chromium draws no frames in between.
    reducedMotion: 'reduce',
  });
  return context.newPage();
}

/**
 * Collects the Content-Security-Policy violations a page reports, in words. The listener is added
 * by the browser before any page script, so the policy does not block it. One report is expected
 * and left out: zod 4 tries `new Function('')` once to choose its faster parser, and quietly uses
 * the other one when the policy refuses (`z.config({ jitless: true })` in the web app would stop it
 * asking). A script that needed eval to work would fail the test by what the page then shows.
 */
export async function watchForCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (!text.startsWith('CSP violation:')) return;
    if (!text.startsWith('CSP violation: script-src blocked eval ')) violations.push(text);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} in ${location.pathname}`,
      );
    });
  });
  return violations;
}
