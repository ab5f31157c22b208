import { useLocation } from 'react-router';
import { ErrorPage } from '../components/ErrorPage.tsx';
import { guardNavigation } from '../session/route-guard.ts';
import type { Route } from './+types/not-found';

/** The route guard runs before every navigation into an unknown path (signed-out visitors go to sign in). */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return guardNavigation(request);
}

// Sign-in state lives in localStorage, not in the URL, so check on every navigation.
export function shouldRevalidate() {
  return true;
}

export default function NotFound() {
  const { pathname } = useLocation();
  return <ErrorPage title={`Page Not Found: ${pathname}`} />;
}
