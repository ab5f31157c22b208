import { Outlet } from 'react-router';
import { QueryProvider } from '../../api/query-provider.tsx';
import { AuthFrame } from '../../components/auth/AuthFrame.tsx';
import { guardNavigation } from '../../session/route-guard.ts';
import type { Route } from './+types/layout';

/**
 * The auth pages that need a session (choosing or setting up a company): the route guard runs
 * before every navigation into them. The pages open to everyone are under open-layout.tsx.
 */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return guardNavigation(request);
}

// Sign-in state lives in localStorage, not in the URL, so check on every navigation.
export function shouldRevalidate() {
  return true;
}

export default function GuardedAuthLayout() {
  return (
    <AuthFrame>
      <QueryProvider>
        <Outlet />
      </QueryProvider>
    </AuthFrame>
  );
}
