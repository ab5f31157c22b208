import { Outlet, useMatches } from 'react-router';
import { type AppPageKey, appPages, permissionOf } from '../areas.ts';
import { ErrorPage } from '../components/ErrorPage.tsx';
import { RouteError } from '../components/RouteError.tsx';
import { usePermissions } from '../session/permissions.ts';
import type { Route } from './+types/app-page';

/**
 * Holds every signed-in page, so a page that fails shows its error inside the app's frame, and a
 * page the member's role does not open says so instead of failing on its calls. Which page is
 * open comes from the route id, which routes.ts sets to the page's key in areas.ts.
 */
export default function AppPage() {
  const page = useMatches()
    .map((match) => match.id)
    .findLast((id): id is AppPageKey => Object.hasOwn(appPages, id));
  const needed = page ? permissionOf(page) : undefined;
  const { permissions, known } = usePermissions();
  // Until /auth/me answers (offline it waits for the network) the page opens: its own calls are
  // refused by the server if the role does not allow them.
  if (needed && known && !permissions.includes(needed)) {
    return (
      <ErrorPage
        framed
        title="You do not have access to this page"
        message="Your role in this business does not include it. Ask the business owner or an administrator to change your role if you need it."
      />
    );
  }
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} framed />;
}
