import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

/** The query cache's settings for every page, the home page's islands included. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Public content changes rarely and realtime pushes the changes that matter.
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);

  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
