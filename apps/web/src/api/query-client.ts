import { MutationCache, QueryClient } from '@tanstack/react-query';
import { onClearCachedData } from '../session/cached-data.ts';

export const queryClient: QueryClient = new QueryClient({
  // Any change may have put a notice in someone's feed (a journal sent for approval, an import
  // done): the bell looks again after every successful write, not a minute later. It may also have
  // done one of the first steps, so the dashboard's checklist shows it ticked on the way back.
  mutationCache: new MutationCache({
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['notifications'] }),
        queryClient.invalidateQueries({ queryKey: ['getting-started'] }),
      ]),
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // The client toasts every failure; retrying would repeat the toast for one problem.
      // A call with no answer is not a failure: the client waits for the connection and resends.
      retry: false,
    },
    mutations: {
      // Not paused by TanStack while the browser says offline: the API client itself sends a save
      // as soon as it can and, offline, waits and resends it with the same Idempotency-Key
      // (api/client.ts). One place decides, so a save can never go out twice under two keys.
      networkMode: 'always',
    },
  },
});

onClearCachedData(() => queryClient.clear());
