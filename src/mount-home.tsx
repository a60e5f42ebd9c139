// The prerendered home page's app: loaded by src/main.tsx after the first paint.
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HomeApp } from './app/home-app.tsx';

/**
 * Attaches React to the prerendered markup. As a transition, hydration yields to the browser
 * every few milliseconds instead of holding the main thread for the whole page.
 */
export function hydrateHome(root: HTMLElement): void {
  startTransition(() => void hydrateRoot(root, <HomeApp />));
}
