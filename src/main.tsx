// The entry index.html loads: the stylesheet and a few lines. React and the app arrive in
// chunks of their own (react-dom, then src/mount-home.tsx or src/mount-app.tsx).
import './styles.css';
import { loadWebFont } from './load-web-font.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * Runs `task` once the page the browser already has is on screen: its first contentful paint
 * has been presented. Until then the poster image and the text have the network and the main
 * thread to themselves (a paint leaves the main thread well before the frame is shown, so
 * "after the next animation frame" starts the scripts while the first screen is still coming).
 */
function afterFirstContentfulPaint(task: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    task();
  };
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      run();
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(run, 0));
  }
  // never wait forever: a browser that reports no paint still gets a working page
  setTimeout(run, 3_000);
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Loads React DOM and the home page's app as two chunks, each evaluated in a task of its own,
 * so neither holds the main thread as long as both would together, then hydrates.
 */
async function hydrateInSteps(container: HTMLElement): Promise<void> {
  await import('react-dom/client');
  await nextTask();
  const { hydrateHome } = await import('./mount-home.tsx');
  hydrateHome(container);
}

// scripts/prerender.ts renders `/` into dist/index.html and marks #root with the path it
// rendered. That page is complete without JavaScript, so the web font and the app are fetched
// only once it is on screen: the first paint waits for no script and no web font. Any other
// path gets the empty shell (dist/200.html) and is rendered at once; a host that wrongly
// serves index.html for another path gets a fresh render too, not a hydration of the wrong
// page.
if (root.dataset.prerenderedPath === window.location.pathname) {
  afterFirstContentfulPaint(() => {
    loadWebFont();
    void hydrateInSteps(root);
  });
} else {
  loadWebFont();
  void import('./mount-app.tsx').then(({ renderApp }) => renderApp(root));
}
