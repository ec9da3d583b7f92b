import { QueryClient } from '@tanstack/react-query';

/** One cache for the app; failures are already shown by the API client, so no silent retries. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
