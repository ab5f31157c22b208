import { useLocation } from 'react-router';
import { QueryProvider } from '../api/query-provider.tsx';
import { NotFoundPage } from '../components/ErrorPage.tsx';
import { AppFrame } from '../components/shell/AppFrame.tsx';
import { guardNavigation } from '../session/route-guard.ts';
import { readSession } from '../session/storage.ts';
import type { Route } from './+types/not-found';

/** The route guard runs before every navigation into an unknown path (signed-out visitors go to sign in). */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return guardNavigation(request);
}

// Sign-in state lives in localStorage, not in the URL, so check on every navigation.
export function shouldRevalidate() {
  return true;
}

/** Signed in, a wrong address keeps the app around it, so the way back is the menu. */
export default function NotFound() {
  const { pathname } = useLocation();
  const session = readSession();
  if (session.token && session.activeCompanyId) {
    return (
      <QueryProvider>
        <AppFrame>
          <NotFoundPage pathname={pathname} framed />
        </AppFrame>
      </QueryProvider>
    );
  }
  return <NotFoundPage pathname={pathname} />;
}
