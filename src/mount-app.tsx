// The routed app (/admin, /seo, the 404 page), rendered into the empty shell (dist/200.html or
// dist/404.html).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '#src/app/app.tsx';

/** Renders from scratch into the shell (or over a page prerendered for another path). */
export function renderApp(root: HTMLElement): void {
  root.replaceChildren();
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
