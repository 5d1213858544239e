import { QueryClient } from '@tanstack/react-query';

/**
 * One cache for react-admin and our own queries (docs/requirements/api-shape.md#client-caching):
 * no retries, so a failure is shown at once instead of after three silent attempts, and no
 * refetch on window focus, so a form being filled in is never re-rendered under the user.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
