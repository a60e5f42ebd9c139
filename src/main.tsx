import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

/** Runs `task` once the browser has painted the page it already has. */
function afterFirstPaint(task: () => void): void {
  // rAF runs just before a paint (never while the stylesheet still blocks rendering); the
  // timeout then lands after that paint.
  requestAnimationFrame(() => setTimeout(task, 0));
}

// scripts/prerender.ts renders `/` into dist/index.html and marks #root with the path it
// rendered. Any other path gets the empty shell (dist/200.html), which is rendered from scratch;
// a host that wrongly serves index.html for another path gets a fresh render too, not a
// hydration of the wrong page.
if (root.dataset.prerenderedPath === window.location.pathname) {
  // The prerendered page is complete without JavaScript, so hydration waits until it is on
  // screen, and runs as a transition: React then yields to the browser every few milliseconds
  // instead of blocking the main thread for the whole page.
  afterFirstPaint(() => startTransition(() => void hydrateRoot(root, app)));
} else {
  root.replaceChildren();
  createRoot(root).render(app);
}
