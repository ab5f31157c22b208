import { isPublicSitePath } from '../site/paths.ts';
import type { Session } from './storage.ts';

export const signInPath = '/auth/signin';
export const subscriptionPath = '/settings/subscription';
export const selectCompanyPath = '/auth/select-company';

/** Auth pages that only make sense once signed in, before a company is chosen. */
const signedInAuthPaths = new Set([selectCompanyPath, '/auth/setup-business']);

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

function isAuthPath(pathname: string): boolean {
  return pathname === '/auth' || pathname.startsWith('/auth/');
}

/**
 * Where the route guard sends a visitor, or null to let them in (spec section 4).
 * - No token: only /auth pages and the public site (/, /new-page and the other marketing pages,
 *   which the issue of the public website opens to everyone); anything else goes to sign-in.
 * - Token but no company chosen yet: choose one first, since every signed-in page
 *   (the subscription page included) belongs to a company.
 * - Token and company but no active subscription: /settings/subscription, except on
 *   the public and auth pages.
 */
export function guardRedirect(rawPathname: string, session: Session): string | null {
  const pathname = normalise(rawPathname);
  const open = isPublicSitePath(pathname) || isAuthPath(pathname);
  if (!session.token) {
    return open && !signedInAuthPaths.has(pathname) ? null : signInPath;
  }
  if (open) return null;
  if (!session.activeCompanyId) return selectCompanyPath;
  if (!session.activeSubscriptionId && pathname !== subscriptionPath) return subscriptionPath;
  return null;
}
