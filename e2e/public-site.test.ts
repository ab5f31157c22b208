import { pricingOn, todayInLagos } from '@owo/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAccessibilityViolations } from './support/axe.ts';
import { openPage, watchForCspViolations } from './support/browser.ts';
import { runAppAndBrowser } from './support/running.ts';
import { screenshotter } from './support/screenshot.ts';

const running = runAppAndBrowser();
const shot = screenshotter('public-site');

/** Every public route of spec section 2 (and each blog post), with the heading it must show. */
const pages: [path: string, heading: RegExp][] = [
  ['/', /^Invoices, books and taxes that add up, to the kobo$/],
  ['/new-page', /^Invoices, books and taxes that add up, to the kobo$/],
  ['/about', /accounting tool we wished our parents/],
  ['/blog', /^Money matters, explained plainly$/],
  ['/blog/paye-bands-2026', /^What the 2026 PAYE bands mean for your payroll$/],
  ['/blog/charging-vat-on-invoices', /^Charging VAT correctly on your invoices$/],
  ['/blog/bank-reconciliation-in-15-minutes', /^Reconciling your bank statement in 15 minutes$/],
  ['/careers', /^Help Nigerian businesses keep books they can trust$/],
  ['/contact', /^Talk to a person, not a chatbot$/],
  ['/faqs', /^Questions and answers$/],
  ['/features/accounting-and-taxes', /^Proper books, and tax figures you can file with confidence$/],
  ['/features/banking-and-payment', /^Know where every naira is, in every account$/],
  ['/features/contact-management', /^Every customer and vendor, with what they owe/],
  ['/features/invoicing', /^Invoices that get you paid, with the VAT worked out for you$/],
  ['/features/product-and-service-management', /^Stock you can count on, in every shop and warehouse$/],
  ['/features/user-and-branch-management', /^The right access for every member of staff, in every branch$/],
  ['/privacy-policy', /^Privacy policy$/],
  ['/term-of-use', /^Terms of use$/],
  ['/trademarks', /^Trademarks$/],
  ['/old-page', /^Owo: simple accounting for Nigerian businesses$/],
  ['/old-page/about-us', /^About us$/],
  ['/old-page/faqs', /^Frequently asked questions$/],
  ['/old-page/features/user-branch-mgt', /^User and branch management$/],
  ['/old-page/trademarks', /^Trademarks$/],
];

/** The sources of a policy's script-src directive. */
function scriptSources(policy: string | undefined): string[] {
  const directive = (policy ?? '').split(';').find((part) => part.trim().startsWith('script-src '));
  return directive?.trim().split(/\s+/).slice(1) ?? [];
}

async function headingOf(page: Page): Promise<string> {
  return ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
}

async function chooseOption(page: Page, label: string, option: string, search?: string) {
  const dialog = page.getByRole('dialog');
  const input = dialog.getByLabel(label, { exact: true });
  await input.click();
  if (search) await input.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * The public pages are prerendered: their buttons are on screen before React takes them over, and
 * a click before that does nothing. Wait until the header's buttons carry React's handlers.
 */
async function untilHydrated(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const button = document.querySelector('header button');
        return button !== null && Object.keys(button).some((key) => key.startsWith('__reactProps'));
      }),
    )
    .toBe(true);
}

async function openWaitlist(page: Page) {
  await untilHydrated(page);
  await page.getByRole('banner').getByRole('button', { name: 'Join Waitlist' }).click();
  await expect.poll(() => page.getByRole('dialog', { name: 'Join the Owo waitlist' }).isVisible()).toBe(true);
}

async function closeDialog(page: Page) {
  await page.getByRole('dialog').getByRole('button', { name: 'Close dialog' }).click();
  await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
}

describe('the public site', () => {
  it('prerenders every public page: its own heading, title and description, readable without JavaScript', async () => {
    const context = await running.browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    for (const [path, heading] of pages) {
      await page.goto(`${running.app.url}${path}`);
      expect(await headingOf(page), path).toMatch(heading);
      expect(await page.title(), path).toMatch(/Owo/);
      expect(await page.locator('meta[name="description"]').count(), path).toBe(1);
      expect(await page.locator('meta[property="og:title"]').getAttribute('content'), path).toBeTruthy();
    }
    // Every public page is linked from the footer, so the whole site can be read without scripts.
    await page.goto(`${running.app.url}/`);
    const footerLinks = await page
      .getByRole('contentinfo')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    for (const [path] of pages.filter(([path]) => !path.startsWith('/blog/'))) {
      expect(footerLinks, path).toContain(path);
    }
    await context.close();
  });

  it('renders each page in the browser with its own content, no script errors and no inline script outside the policy', async () => {
    const page = await openPage(running.browser);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const violations = await watchForCspViolations(page);
    for (const [path, heading] of pages) {
      const response = await page.goto(`${running.app.url}${path}`);
      const sources = scriptSources(response?.headers()['content-security-policy']);
      expect(sources, path).toContain("'self'");
      expect(sources, path).not.toContain("'unsafe-inline'");
      await expect.poll(() => headingOf(page), { message: path }).toMatch(heading);
      // The page is hydrated: React Router's client took over the prerendered HTML.
      await expect.poll(() => page.evaluate(() => '__reactRouterRouteModules' in window), { message: path }).toBe(true);
    }
    expect(errors).toEqual([]);
    expect(violations).toEqual([]);
    await page.context().close();
  });

  it('serves the API reference (/api/docs) under its own policy, without violations', async () => {
    const page = await openPage(running.browser);
    const violations = await watchForCspViolations(page);
    const response = await page.goto(`${running.app.url}/api/docs/`);
    expect(scriptSources(response?.headers()['content-security-policy'])).not.toContain("'unsafe-inline'");
    await expect.poll(() => page.getByText('Owo API').first().isVisible()).toBe(true);
    expect(violations).toEqual([]);
    await page.context().close();
  });

  it('has no serious or critical accessibility violation on any public page (axe-core), on a desktop and a phone', async () => {
    for (const size of ['desktop', 'phone'] as const) {
      const phone = size === 'phone';
      const context = await running.browser.newContext({
        viewport: phone ? { width: 360, height: 740 } : { width: 1280, height: 800 },
        isMobile: phone,
        hasTouch: phone,
        locale: 'en-NG',
        timezoneId: 'Africa/Lagos',
      });
      const page = await context.newPage();
      for (const [path] of pages) {
        await page.goto(`${running.app.url}${path}`, { waitUntil: 'networkidle' });
        const violations = await seriousAccessibilityViolations(page);
        expect({ path, size, violations }).toEqual({ path, size, violations: [] });
      }
      await page.context().close();
    }
  });

  it('publishes the RSS feed, the sitemap and robots.txt', async () => {
    const rss = await (await fetch(`${running.app.url}/blog/rss.xml`)).text();
    expect(rss).toContain('<rss version="2.0"');
    expect(rss).toContain('<title>What the 2026 PAYE bands mean for your payroll</title>');
    const sitemap = await (await fetch(`${running.app.url}/sitemap.xml`)).text();
    expect(sitemap).toContain('/features/invoicing</loc>');
    expect(sitemap).toContain('/blog/charging-vat-on-invoices</loc>');
    const robots = await (await fetch(`${running.app.url}/robots.txt`)).text();
    expect(robots).toMatch(/^Sitemap: .*\/sitemap\.xml$/m);
  });

  it('opens the Features dropdown, with Payroll and Dashboard & reporting shown without a link', async () => {
    const page = await openPage(running.browser);
    await page.goto(`${running.app.url}/about`);
    await untilHydrated(page);
    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Features' });
    await trigger.click();
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    const menu = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
    for (const name of [
      'Invoicing',
      'Accounting & taxes',
      'Banking & payment',
      'Contact management',
      'Product & service management',
      'User & branch management',
    ]) {
      expect(await menu.getByRole('link', { name: new RegExp(`^${name}`) }).isVisible(), name).toBe(true);
    }
    for (const name of ['Payroll', 'Dashboard & reporting']) {
      expect(await menu.getByText(name, { exact: true }).isVisible(), name).toBe(true);
      expect(await menu.getByRole('link', { name: new RegExp(name) }).count(), name).toBe(0);
    }
    await page.keyboard.press('Escape');
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.isVisible()).toBe(false);

    await trigger.click();
    await menu.getByRole('link', { name: /^Banking & payment/ }).click();
    await page.waitForURL(/\/features\/banking-and-payment$/);
    await expect.poll(() => headingOf(page)).toMatch(/Know where every naira is/);
    expect(await menu.isVisible()).toBe(false);
    await page.context().close();
  });

  it('works on a 360 px phone through the mobile menu', async () => {
    const page = await openPage(running.browser, 'phone');
    await page.goto(`${running.app.url}/`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await untilHydrated(page);
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await menuButton.click();
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByRole('link', { name: /^Invoicing/ }).click();
    await page.waitForURL(/\/features\/invoicing$/);
    await expect.poll(() => headingOf(page)).toMatch(/^Invoices that get you paid/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await menuButton.click();
    await menu.getByRole('link', { name: 'Contact', exact: true }).click();
    await page.waitForURL(/\/contact$/);
    await expect.poll(() => headingOf(page)).toBe('Talk to a person, not a chatbot');

    await menuButton.click();
    await menu.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Join the Owo waitlist' }).isVisible()).toBe(true);
    await page.context().close();
  });

  it("leads the header and every plan to sign-up, at core's prices (issue 30)", async () => {
    const page = await openPage(running.browser);
    await page.goto(`${running.app.url}/`);
    await untilHydrated(page);
    const banner = page.getByRole('banner');
    expect(await banner.getByRole('link', { name: 'Start free' }).getAttribute('href')).toBe('/auth/signup');
    // The waitlist stays in the header, where the spec has it.
    expect(await banner.getByRole('button', { name: 'Join Waitlist' }).isVisible()).toBe(true);
    const pricing = pricingOn(todayInLagos());
    for (const plan of pricing.plans) {
      const card = page.getByRole('article', { name: plan.name, exact: true });
      const price = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', maximumFractionDigits: 0 });
      expect(await card.textContent()).toContain(price.format(plan.monthly));
      const action = plan.monthly === 0 ? 'Start free' : `Start ${pricing.trialDays}-day trial`;
      expect(await card.getByRole('link', { name: action }).getAttribute('href')).toBe('/auth/signup');
    }
    await shot(page, 'pricing');
    await page.context().close();
  });

  it('shows the waitlist validation messages', async () => {
    const page = await openPage(running.browser);
    await page.goto(`${running.app.url}/`);
    await openWaitlist(page);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Join Waitlist' }).click();
    for (const message of [
      'Email is a required field',
      'Full name is a required field',
      'Occupation is a required field',
      'Business type is a required field',
      'Company size is a required field',
      'Industry is a required field',
      'Country is a required field',
    ]) {
      await expect.poll(() => dialog.getByText(message, { exact: true }).isVisible(), { message }).toBe(true);
    }
    await dialog.getByLabel('Email', { exact: true }).fill('ngozi@');
    await dialog.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect.poll(() => dialog.getByText('Email must be a valid email', { exact: true }).isVisible()).toBe(true);

    // Closing on step 1 keeps what was typed.
    await closeDialog(page);
    await openWaitlist(page);
    expect(await page.getByRole('dialog').getByLabel('Email', { exact: true }).inputValue()).toBe('ngozi@');
    await page.context().close();
  });

  it('takes a complete waitlist entry through both steps, resets on close, and answers a repeat like a new entry', async () => {
    const page = await openPage(running.browser);
    const email = `ngozi.eze.${Date.now()}@example.ng`;
    await page.goto(`${running.app.url}/`);
    await openWaitlist(page);
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Full name', { exact: true }).fill('Ngozi Eze');
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await chooseOption(page, 'Occupation', 'Entrepreneur');
    await chooseOption(page, 'Company size', '1 to 10 people');
    await chooseOption(page, 'Business type', 'Sole Proprietorship', 'Sole');
    await chooseOption(page, 'Industry', 'Retail and Supermarkets', 'Retail');
    await chooseOption(page, 'Country', 'Nigeria', 'Nigeria');
    await chooseOption(page, 'Bookkeeping tool you use now', 'Excel');
    await dialog.getByRole('radiogroup', { name: 'Do you need an accountant?' }).getByLabel('Yes').check();
    await dialog.getByRole('button', { name: 'Join Waitlist' }).click();

    await expect.poll(() => dialog.getByText('Thank you, Ngozi!').isVisible()).toBe(true);
    expect(await dialog.getByText(email, { exact: false }).isVisible()).toBe(true);

    // Closing on step 2 goes back to step 1 with an empty form.
    await closeDialog(page);
    await openWaitlist(page);
    const reopened = page.getByRole('dialog');
    expect(await reopened.getByLabel('Full name', { exact: true }).inputValue()).toBe('');
    expect(await reopened.getByLabel('Email', { exact: true }).inputValue()).toBe('');

    // The same email again is answered like a new entry: the list does not tell who is on it.
    await reopened.getByLabel('Full name', { exact: true }).fill('Ngozi Eze');
    await reopened.getByLabel('Email', { exact: true }).fill(email);
    await chooseOption(page, 'Occupation', 'Entrepreneur');
    await chooseOption(page, 'Company size', '1 to 10 people');
    await chooseOption(page, 'Business type', 'Sole Proprietorship', 'Sole');
    await chooseOption(page, 'Industry', 'Retail and Supermarkets', 'Retail');
    await chooseOption(page, 'Country', 'Nigeria', 'Nigeria');
    await reopened.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect.poll(() => reopened.getByText('Thank you, Ngozi!').isVisible()).toBe(true);
    expect(await reopened.getByRole('alert').count()).toBe(0);
    expect(await reopened.getByText(/already/).count()).toBe(0);
    await page.context().close();
  });

  it('asks for an email to try the demo, thanks, starts over when closed, and the emailed link opens the demo', async () => {
    const page = await openPage(running.browser);
    const violations = await watchForCspViolations(page);
    await page.goto(`${running.app.url}/features/invoicing`);
    await untilHydrated(page);
    await page.getByRole('banner').getByRole('button', { name: 'Try Demo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Try the Owo demo' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Send me the demo' }).click();
    await expect.poll(() => dialog.getByText('Email is a required field').isVisible()).toBe(true);
    await dialog.getByLabel('Email', { exact: true }).fill('not an email');
    await dialog.getByRole('button', { name: 'Send me the demo' }).click();
    await expect.poll(() => dialog.getByText('Email must be a valid email').isVisible()).toBe(true);

    const email = `tunde.${Date.now()}@example.ng`;
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await dialog.getByRole('button', { name: 'Send me the demo' }).click();
    const thanks = page.getByRole('dialog', { name: 'Check your inbox' });
    await expect.poll(() => thanks.getByText('Thank you!').isVisible()).toBe(true);
    await closeDialog(page);
    await page.getByRole('banner').getByRole('button', { name: 'Try Demo' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByLabel('Email', { exact: true }).inputValue()).toBe('');

    // The emailed link opens the demo company, once.
    const message = await running.app.inbox.waitFor(email, /demo company is ready/);
    const unfolded = message.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const link = /https?:\/\/\S+\/auth\/sign-in-link\?\S+/.exec(unfolded)?.[0] ?? '';
    await page.goto(link);
    await page.waitForURL(/\/dashboard/);
    await expect.poll(() => page.getByText('Adunni Stores Ltd').first().isVisible()).toBe(true);
    expect(violations).toEqual([]);
    await page.context().close();
    const again = await openPage(running.browser);
    await again.goto(link);
    await expect.poll(() => again.getByText('This link cannot be used').isVisible()).toBe(true);
    await expect.poll(() => again.getByText(/This sign-in link has already been used/).isVisible()).toBe(true);
    await again.context().close();
  });

  it('asks before a demo link switches the browser from one signed-in person to another', async () => {
    const page = await openPage(running.browser);
    await page.goto(`${running.app.url}/auth/signin`);
    await page.getByLabel('Email').fill('demo@owo.ng');
    await page.getByLabel('Password').fill('owo-demo-2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/dashboard/);
    const demoToken = await page.evaluate(() => localStorage.getItem('token'));

    const email = `kemi.${Date.now()}@example.ng`;
    const asked = await fetch(`${running.app.url}/api/try-demo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(asked.status).toBe(201);
    const message = await running.app.inbox.waitFor(email, /demo company is ready/);
    const unfolded = message.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const link = /https?:\/\/\S+\/auth\/sign-in-link\?\S+/.exec(unfolded)?.[0] ?? '';

    await page.goto(link);
    await expect.poll(() => page.getByText('Switch accounts?').isVisible()).toBe(true);
    expect(await page.getByText(/You are signed in as demo@owo\.ng\. This link is for/).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Stay signed in as demo@owo.ng' }).click();
    await page.waitForURL(/\/dashboard/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(demoToken);

    // The link was not spent by staying: it still opens the demo, once the person chooses to switch.
    await page.goto(link);
    await page.getByRole('button', { name: `Continue as ${email}` }).click();
    await page.waitForURL(/\/dashboard/);
    await expect.poll(() => page.getByText('Adunni Stores Ltd').first().isVisible()).toBe(true);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').email);
    expect(stored).toBe(email);
    const oldSession = await fetch(`${running.app.url}/api/auth/me`, {
      headers: { authorization: `Bearer ${demoToken}` },
    });
    expect(oldSession.status).toBe(401);
    await page.context().close();
  });

  it('sends a message from the contact page', async () => {
    const page = await openPage(running.browser);
    await page.goto(`${running.app.url}/contact`);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => page.getByText('Your name is a required field').isVisible()).toBe(true);
    expect(await page.getByText('Email is a required field').isVisible()).toBe(true);
    await page.getByLabel('Your name', { exact: true }).fill('Bola Adeyemi');
    await page.getByLabel('Email', { exact: true }).fill(`bola.${Date.now()}@adeyemipharmacy.ng`);
    await page.getByLabel('Business name', { exact: true }).fill('Adeyemi Pharmacy');
    await page
      .getByLabel('Message', { exact: true })
      .fill('We have three branches in Ibadan. Can each branch keep its own stock?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => page.getByText('Thank you, your message is on its way').isVisible()).toBe(true);
    await page.context().close();
  });

  it('shows the error page for a public address that does not exist, with a way home', async () => {
    const page = await openPage(running.browser);
    await page.goto(`${running.app.url}/features/payroll`);
    await expect.poll(() => page.getByRole('heading', { name: 'Page not found' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('/features/payroll').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Take me home' }).click();
    await page.waitForURL(`${running.app.url}/`);
    await expect.poll(() => headingOf(page)).toMatch(/^Invoices, books and taxes/);
    await page.context().close();
  });
});
