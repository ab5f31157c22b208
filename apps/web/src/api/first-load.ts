import type { QueryClient } from '@tanstack/react-query';
import { earlyCallsUnderway } from '../session/early-calls.ts';
import { meQuery } from './auth.ts';
import { notificationsQuery } from './notifications.ts';
import { profileQuery } from './profile.ts';
import { queryClient } from './query-client.ts';

/**
 * Longest a first load waits for the answers the HTML asked for before showing the page without
 * them. Past it the page shows its usual placeholders and fills in as the answers land.
 */
const FIRST_LOAD_WAIT_MS = 1500;

/**
 * For route loaders. On the app's first load (session/early-calls.ts), fills the query cache with
 * what the page renders first, from the answers already on their way, so that the first render
 * has its data. Every later navigation renders at once and lets the queries fetch as usual.
 * `fill` runs only on a first load.
 */
export async function fillFromEarlyCalls(fill: (client: QueryClient) => Promise<unknown>) {
  if (!earlyCallsUnderway()) return;
  // A failed answer was announced by the API client as any other; the page then shows it as usual.
  const filled = fill(queryClient).catch(() => undefined);
  await Promise.race([filled, new Promise((resolve) => setTimeout(resolve, FIRST_LOAD_WAIT_MS))]);
}

/** What the app's frame shows on every page: the user and their permissions, the photo, the bell. */
export function fillFrame(client: QueryClient, companyId: string | null) {
  return Promise.all([
    client.prefetchQuery(meQuery(companyId)),
    client.prefetchQuery(profileQuery),
    client.prefetchQuery(notificationsQuery({ limit: 1 })),
  ]);
}

/** The signed-in user's permissions in the company, from the first load's answer when there is one. */
export async function permissionsOf(client: QueryClient, companyId: string | null) {
  return (await client.ensureQueryData(meQuery(companyId))).data.permissions;
}
