import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, useEffect, type ReactNode } from 'react';

/** Set on an island's element once React has hydrated it (tests and tools wait for it). */
export const HYDRATED_ATTRIBUTE = 'data-island-hydrated';

interface IslandRootProps {
  queryClient: QueryClient;
  /** The island's element in the page; absent at build time. */
  container?: HTMLElement;
  children: ReactNode;
}

/**
 * What wraps every island, at build time and in the browser alike (the markup must match):
 * the page's one query cache, shared by all islands, and nothing that renders markup.
 */
export function IslandRoot({ queryClient, container, children }: IslandRootProps) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        {children}
        {container && <MarkHydrated container={container} />}
      </QueryClientProvider>
    </StrictMode>
  );
}

function MarkHydrated({ container }: { container: HTMLElement }) {
  useEffect(() => container.setAttribute(HYDRATED_ATTRIBUTE, ''), [container]);
  return null;
}
