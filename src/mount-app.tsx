// The React app and everything it imports: loaded by src/main.tsx, after the first paint when
// the page is prerendered.
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

/**
 * Attaches React to the prerendered markup. As a transition, hydration yields to the browser
 * every few milliseconds instead of holding the main thread for the whole page.
 */
export function hydrateApp(root: HTMLElement): void {
  startTransition(() => void hydrateRoot(root, app));
}

/** Renders from scratch into the empty shell (or over a page prerendered for another path). */
export function renderApp(root: HTMLElement): void {
  root.replaceChildren();
  createRoot(root).render(app);
}
