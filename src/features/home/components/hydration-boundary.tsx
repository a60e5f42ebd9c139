import { Suspense, use, type ReactNode } from 'react';
import { nearViewportGate } from './near-viewport-gate.ts';

interface HydrationBoundaryProps {
  children: ReactNode;
  /**
   * The id of the section's prerendered element: set for sections below the first screen,
   * which are hydrated only when the visitor gets near them (near-viewport-gate.ts).
   */
  nearViewportOf?: string;
}

/**
 * A Suspense boundary around one section. Its content is prerendered like any other, but on
 * the client React hydrates each boundary in a pass and commit of its own, instead of the
 * whole page in one long task that blocks the phone's main thread; a section below the first
 * screen waits until it is needed.
 */
export function HydrationBoundary({ children, nearViewportOf }: HydrationBoundaryProps) {
  return (
    <Suspense>
      {nearViewportOf ? <WaitUntilNear id={nearViewportOf}>{children}</WaitUntilNear> : children}
    </Suspense>
  );
}

function WaitUntilNear({ id, children }: { id: string; children: ReactNode }) {
  const gate = nearViewportGate(id);
  // while hydrating, a suspended boundary keeps its server HTML until the gate opens
  if (gate) use(gate);
  return children;
}
