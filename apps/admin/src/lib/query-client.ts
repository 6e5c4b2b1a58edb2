import { QueryClient } from '@tanstack/react-query';

// Back-office screens show what is true now: short freshness, refetched when the tab comes back.
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 5_000, retry: 1 } },
});
