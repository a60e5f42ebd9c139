// The one way to make a TanStack Query cache, with the settings of each place that needs one.
import { QueryClient, type DefaultOptions } from '@tanstack/react-query';

const QUERY_CLIENT_DEFAULTS = {
  /**
   * The routed app: /admin, /seo, the 404 page, and `/` after an in-app link. Public content
   * changes rarely and realtime pushes the changes that matter; a tab coming back refetches
   * only where a query asks for it (refetchOnFocusUnlessLive).
   */
  app: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
  /**
   * The prerendered `/` in the browser (src/mount-home.tsx): it starts from the data the page
   * carries and changes only when a live change is applied, never by itself.
   */
  home: { queries: { staleTime: Infinity, retry: 1, refetchOnWindowFocus: false } },
  /**
   * The build's render of `/` (src/entry-server.tsx), and tests that render a page from the
   * data it was built with: each read once, a failed one left to the built-in content.
   */
  build: { queries: { staleTime: Infinity, retry: false } },
  /** Hook and component tests: a failed read or change shows at once, not after retries. */
  test: { queries: { retry: false }, mutations: { retry: false } },
} satisfies Record<string, DefaultOptions>;

export type QueryClientUse = keyof typeof QUERY_CLIENT_DEFAULTS;

export function createQueryClient(use: QueryClientUse): QueryClient {
  return new QueryClient({ defaultOptions: QUERY_CLIENT_DEFAULTS[use] });
}
