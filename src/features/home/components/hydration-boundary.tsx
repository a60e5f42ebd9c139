import { Suspense, type ReactNode } from 'react';

/**
 * A Suspense boundary that never suspends. Its content is prerendered like any other, but on
 * the client React hydrates each boundary in a pass and commit of its own after the page's
 * shell, instead of the whole page in one long task that blocks the phone's main thread.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
