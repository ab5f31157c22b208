import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // The client toasts every failure; retrying would repeat the toast for one problem.
      retry: false,
    },
  },
});
