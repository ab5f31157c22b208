import { redirect } from 'react-router';
import { guardRedirect } from './guard.ts';
import { readSession } from './storage.ts';

/**
 * The route guard as a client loader, for the layouts of the signed-in app and the auth pages
 * (and the catch-all). It is not on the root route: a root clientLoader would make every
 * prerendered public page render only the loading fallback at build time.
 */
export function guardNavigation(request: Request): null {
  const target = guardRedirect(new URL(request.url).pathname, readSession());
  if (target) throw redirect(target);
  return null;
}
