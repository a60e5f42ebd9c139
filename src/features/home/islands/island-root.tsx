import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { PageLanguageContext, type PageLanguage } from '#src/lib/page-language.ts';

/** Set on an island's element once React has hydrated it (tests and tools wait for it). */
export const HYDRATED_ATTRIBUTE = 'data-island-hydrated';

interface IslandRootProps {
  queryClient: QueryClient;
  /** The page's language, and the languages the site is published in. */
  language: PageLanguage;
  /** The island's element in the page; absent at build time. */
  container?: HTMLElement;
  /** Runs once React has committed the island, before the browser paints it. */
  onCommitted?: () => void;
  children: ReactNode;
}

/**
 * What wraps every island, at build time and in the browser alike (the markup must match):
 * the page's one query cache, shared by all islands, its language, and nothing that renders
 * markup.
 */
export function IslandRoot({ queryClient, language, container, onCommitted, children }: IslandRootProps) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <PageLanguageContext value={language}>
          {children}
          {container && <MarkHydrated container={container} onCommitted={onCommitted} />}
        </PageLanguageContext>
      </QueryClientProvider>
    </StrictMode>
  );
}

function MarkHydrated({ container, onCommitted }: { container: HTMLElement; onCommitted?: () => void }) {
  // a layout effect: what onCommitted puts back is there in the first frame painted
  useLayoutEffect(() => {
    onCommitted?.();
    container.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, [container, onCommitted]);
  return null;
}
