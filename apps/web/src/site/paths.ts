/**
 * Every page of the public site (spec section 2), in one list: the prerender step, the sitemap,
 * the footer and the route guard all read it, so a page added here is built, listed and open.
 * Pure data: react-router.config.ts imports it at build time.
 */

export interface FeatureLink {
  /** The path of the feature's page, or null for entries the spec lists without a page. */
  path: string | null;
  label: string;
  /** One line for the Features menu. */
  blurb: string;
}

export const featureLinks: readonly FeatureLink[] = [
  { path: '/features/invoicing', label: 'Invoicing', blurb: 'Invoices, estimates and receipts with VAT worked out' },
  {
    path: '/features/accounting-and-taxes',
    label: 'Accounting & taxes',
    blurb: 'Double-entry books, VAT, WHT and PAYE returns',
  },
  {
    path: '/features/banking-and-payment',
    label: 'Banking & payment',
    blurb: 'Bank accounts, payments in and out, reconciliation',
  },
  {
    path: '/features/contact-management',
    label: 'Contact management',
    blurb: 'Customers and vendors with balances and history',
  },
  {
    path: '/features/product-and-service-management',
    label: 'Product & service management',
    blurb: 'Price lists, stock levels and transfers',
  },
  {
    path: '/features/user-and-branch-management',
    label: 'User & branch management',
    blurb: 'Staff roles, permissions and every branch',
  },
  { path: null, label: 'Payroll', blurb: 'PAYE, pension and NHF on every payslip' },
  { path: null, label: 'Dashboard & reporting', blurb: 'Profit, cash and tax owed at a glance' },
];

export const featurePaths = featureLinks.flatMap((feature) => (feature.path ? [feature.path] : []));

/** The previous design of the same pages, kept so old links keep working. */
export const legacyPaths = [
  '/old-page',
  '/old-page/about-us',
  '/old-page/faqs',
  '/old-page/features/user-branch-mgt',
  '/old-page/trademarks',
] as const;

/** Pages of the current site, in the order the sitemap lists them. */
export const sitePaths = [
  '/',
  '/new-page',
  '/about',
  '/blog',
  '/careers',
  '/contact',
  '/faqs',
  ...featurePaths,
  '/privacy-policy',
  '/term-of-use',
  '/trademarks',
] as const;

/** Generated files, prerendered by resource routes. */
export const feedPaths = ['/blog/rss.xml', '/sitemap.xml', '/robots.txt'] as const;

export const blogPath = (slug: string) => `/blog/${slug}`;

/** A Markdown file's name without `.md` is its slug: `content/blog/paye-2026.md` -> `paye-2026`. */
export function slugFromFileName(fileName: string): string {
  const base = fileName.split('/').pop() ?? fileName;
  return base.replace(/\.md$/, '');
}

const exactPublicPaths = new Set<string>([...sitePaths, ...legacyPaths, ...feedPaths]);
/** Sections where every path belongs to the public site, known or not (an old blog link, say). */
const publicSections = ['/blog/', '/features/', '/old-page/'];

/** True for pages anyone may read, signed in or not. */
export function isPublicSitePath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return exactPublicPaths.has(path) || publicSections.some((section) => path.startsWith(section));
}

/**
 * The address the site is published at, for canonical links, Open Graph, the sitemap and RSS.
 * Set VITE_SITE_URL at build time for another domain.
 */
export const siteUrl = (import.meta.env?.VITE_SITE_URL ?? 'https://owo.ng').replace(/\/+$/, '');

export function absoluteUrl(path: string): string {
  return `${siteUrl}${path === '/' ? '/' : path}`;
}
