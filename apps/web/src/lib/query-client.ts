import { QueryClient } from '@tanstack/react-query';

/** The app's query cache settings: the shell's cache and the signed-out public pages' use them. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The client has already shown the error (SPEC 8); a retry would show it twice.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
