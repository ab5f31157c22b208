import { ModalsProvider } from '@mantine/modals';
import { Outlet } from 'react-router';
import { QueryProvider } from '../api/query-provider.tsx';
import { dialogs } from '../components/dialogs.ts';
import { AppFrame } from '../components/shell/AppFrame.tsx';
import { guardNavigation } from '../session/route-guard.ts';
import type { Route } from './+types/dashboard-layout';

/** The route guard runs before every navigation into the signed-in app. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return guardNavigation(request);
}

// Sign-in state lives in localStorage, not in the URL, so check on every navigation.
export function shouldRevalidate() {
  return true;
}

/** Every signed-in page, inside the app's frame (components/shell/AppFrame.tsx). */
export default function DashboardLayout() {
  // Dialogs live here, not in root.tsx: the sign-in and public pages never load Mantine's Modal.
  return (
    <QueryProvider>
      <ModalsProvider modals={dialogs}>
        <AppFrame>
          <Outlet />
        </AppFrame>
      </ModalsProvider>
    </QueryProvider>
  );
}
