import { index, layout, prefix, type RouteConfig, route } from '@react-router/dev/routes';
import { appPages } from './areas.ts';

// Paths mirror spec section 2; files mirror the paths.
export default [
  // The public site: prerendered at build time (react-router.config.ts), open to everyone.
  layout('routes/public-layout.tsx', [
    index('routes/home.tsx'),
    route('new-page', 'routes/home.tsx', { id: 'new-page' }),
    route('about', 'routes/about.tsx'),
    route('blog', 'routes/blog/index.tsx'),
    route('blog/:slug', 'routes/blog/post.tsx'),
    route('careers', 'routes/careers.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('faqs', 'routes/faqs.tsx'),
    ...prefix('features', [
      route('accounting-and-taxes', 'routes/features/accounting-and-taxes.tsx'),
      route('banking-and-payment', 'routes/features/banking-and-payment.tsx'),
      route('contact-management', 'routes/features/contact-management.tsx'),
      route('invoicing', 'routes/features/invoicing.tsx'),
      route('product-and-service-management', 'routes/features/product-and-service-management.tsx'),
      route('user-and-branch-management', 'routes/features/user-and-branch-management.tsx'),
    ]),
    route('privacy-policy', 'routes/privacy-policy.tsx'),
    route('term-of-use', 'routes/term-of-use.tsx'),
    route('trademarks', 'routes/trademarks.tsx'),
  ]),
  // The previous design of the same pages, kept so old links work.
  route('old-page', 'routes/old-page/layout.tsx', [
    index('routes/old-page/index.tsx'),
    route('about-us', 'routes/old-page/about-us.tsx'),
    route('faqs', 'routes/old-page/faqs.tsx'),
    route('features/user-branch-mgt', 'routes/old-page/features/user-branch-mgt.tsx'),
    route('trademarks', 'routes/old-page/trademarks.tsx'),
  ]),
  // Generated files, prerendered by resource routes.
  route('blog/rss.xml', 'routes/blog/rss.ts'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  layout('routes/auth/sign-in-layout.tsx', [route('auth/signin', 'routes/auth/signin.tsx')]),
  layout('routes/auth/open-layout.tsx', [
    ...prefix('auth', [
      route('signup', 'routes/auth/signup.tsx'),
      route('signup-success', 'routes/auth/signup-success.tsx'),
      route('verify-otp', 'routes/auth/verify-otp.tsx'),
      route('forgot-password', 'routes/auth/forgot-password.tsx'),
      route('reset-link', 'routes/auth/reset-link.tsx'),
      route('new-password', 'routes/auth/new-password.tsx'),
      route('password-set', 'routes/auth/password-set.tsx'),
      route('sign-in-link', 'routes/auth/sign-in-link.tsx'),
      route('accept-invitation', 'routes/auth/accept-invitation.tsx'),
      route('two-factor', 'routes/auth/two-factor.tsx'),
      route('sign-in-code', 'routes/auth/sign-in-code.tsx'),
    ]),
  ]),
  // A sales document's public view, opened from the link its customer was sent: no sign-in, no app shell.
  route('i/:token', 'routes/public-invoice.tsx'),
  layout('routes/auth/layout.tsx', [
    ...prefix('auth', [
      route('select-company', 'routes/auth/select-company.tsx'),
      route('setup-business', 'routes/auth/setup-business.tsx'),
    ]),
  ]),
  // The signed-in app: every page comes from the one list in areas.ts. The inner layout keeps
  // the app shell on screen when a page fails, with the error inside it.
  layout('routes/dashboard-layout.tsx', [
    layout(
      'routes/app-page.tsx',
      // Each page's route id is its key in areas.ts, so app-page.tsx can find what it needs.
      Object.entries(appPages).map(([key, page]) => route(page.path, page.file, { id: key })),
    ),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
