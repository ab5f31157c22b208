import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import { prerenderedAuthPaths } from '../react-router.config.ts';
import { appPages } from './areas.ts';
import routes from './routes.ts';
import { guardRedirect } from './session/guard.ts';
import type { Session } from './session/storage.ts';

/**
 * No dead ends, by construction: every in-app address written in the web app's source (a Link's
 * `to`, an `href`, a `navigate(...)`) must be a page of the route table. A later module that links
 * to a page it has not built fails here, before a user finds 'Page not found'.
 */

const sourceRoot = import.meta.dirname;

function routePaths(entries: RouteConfigEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    if (entry.index) return [parent || '/'];
    const own = entry.path === undefined ? parent : `${parent}/${entry.path}`.replace(/\/+/g, '/');
    const children = entry.children ? routePaths(entry.children, own) : [];
    return entry.path === undefined || entry.path === '*' ? children : [own || '/', ...children];
  });
}

const patterns = routePaths(routes).map(
  (pattern) => new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '[^/]+').replace(/\/$/, '')}/?$`),
);

function isPage(address: string): boolean {
  const pathOnly = address.split(/[?#]/)[0] ?? '';
  return patterns.some((pattern) => pattern.test(pathOnly === '' ? '/' : pathOnly));
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === '+types' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** In-app addresses in the source; `${...}` in a template becomes one path segment. */
function addressesIn(text: string): string[] {
  const found: string[] = [];
  const literal = /(?:\bto|\bhref|navigate\(|redirect\()\s*=?\s*\{?\s*(['"`])(\/[^'"`\s]*)\1/g;
  for (const match of text.matchAll(literal)) {
    const address = (match[2] ?? '').replace(/\$\{[^}]+\}/g, 'x');
    // API calls and static files (/favicon.svg) are not pages.
    const isFile = /\.[a-z0-9]+$/i.test(address.split(/[?#]/)[0] ?? '');
    if (!address.startsWith('/api/') && !address.startsWith('//') && !isFile) found.push(address);
  }
  return found;
}

describe('links in the web app', () => {
  it('every page in areas.ts is in the route table', () => {
    for (const page of Object.values(appPages)) {
      expect(isPage(`/${page.path.replace(/:[A-Za-z]+/g, 'x')}`), page.path).toBe(true);
    }
  });

  it('every in-app address in the source opens a page', () => {
    const dead: string[] = [];
    for (const file of sourceFiles(sourceRoot)) {
      for (const address of addressesIn(readFileSync(file, 'utf8'))) {
        if (!isPage(address)) dead.push(`${path.relative(sourceRoot, file)}: ${address}`);
      }
    }
    expect(dead).toEqual([]);
  });

  it('the check itself finds a link to a page that is not built', () => {
    expect(addressesIn('<Anchor component={Link} to="/payroll/run-payroll">Payroll</Anchor>')).toEqual([
      '/payroll/run-payroll',
    ]);
    expect(isPage('/payroll/run-payroll')).toBe(false);
    expect(isPage('/accounting/reconcile/x/edit-reconciliation')).toBe(true);
  });
});

describe('the auth pages without a route guard', () => {
  // Both have no client loader: sign-in has a layout of its own, without the API cache.
  const openLayouts = routes.filter((entry) =>
    ['routes/auth/open-layout.tsx', 'routes/auth/sign-in-layout.tsx'].includes(entry.file),
  );
  const sessions: Session[] = [
    { token: null, activeCompanyId: null, activeSubscriptionId: null },
    { token: 't', activeCompanyId: null, activeSubscriptionId: null },
    { token: 't', activeCompanyId: 'c', activeSubscriptionId: null },
  ];

  // These layouts have no client loader, so their pages can be prerendered; a page that the
  // guard would turn someone away from must sit under the guarded auth layout instead.
  it('are pages the guard lets every visitor into, signed in or not', () => {
    const paths = openLayouts.flatMap((layout) => routePaths(layout.children ?? []));
    for (const prerendered of prerenderedAuthPaths) expect(paths).toContain(prerendered);
    for (const pagePath of paths) {
      for (const session of sessions) expect(guardRedirect(pagePath, session), pagePath).toBeNull();
    }
  });
});
