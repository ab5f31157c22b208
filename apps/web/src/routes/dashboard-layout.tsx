import { ModalsProvider } from '@mantine/modals';
import { Outlet } from 'react-router';
import { fillFrame, fillFromEarlyCalls } from '../api/first-load.ts';
import { QueryProvider } from '../api/query-provider.tsx';
import { dialogs } from '../components/dialogs.ts';
import { AppFrame } from '../components/shell/AppFrame.tsx';
import { guardNavigation } from '../session/route-guard.ts';
import { readSession } from '../session/storage.ts';
import type { Route } from './+types/dashboard-layout';

/**
 * The route guard runs before every navigation into the signed-in app. On the first load the
 * frame's data is put in place first, so the frame renders once, complete.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  guardNavigation(request);
  await fillFromEarlyCalls((client) => fillFrame(client, readSession().activeCompanyId));
  // The answers may have ended the session (signed out elsewhere): then it is sign-in, not the frame.
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
