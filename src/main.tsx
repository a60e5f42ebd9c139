import { StrictMode } from 'react';
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

// scripts/prerender.ts renders `/` into dist/index.html and marks #root with the path it
// rendered. Any other path gets the empty shell (dist/200.html), which is rendered from scratch;
// a host that wrongly serves index.html for another path gets a fresh render too, not a
// hydration of the wrong page.
if (root.dataset.prerenderedPath === window.location.pathname) {
  hydrateRoot(root, app);
} else {
  root.replaceChildren();
  createRoot(root).render(app);
}
