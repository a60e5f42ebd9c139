// The entry index.html loads: the stylesheet and a few lines. React and the app arrive in
// chunks of their own (react-dom, then src/mount-home.tsx or src/mount-app.tsx).
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/** Runs `task` once the browser has painted the page it already has. */
function afterFirstPaint(task: () => void): void {
  // rAF runs just before a paint (never while rendering is still blocked); the timeout then
  // lands after that paint.
  requestAnimationFrame(() => setTimeout(task, 0));
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Loads React DOM and the home page's app as two chunks, each evaluated in a task of its own, so neither
 * holds the main thread as long as both would together, then hydrates.
 */
async function hydrateInSteps(container: HTMLElement): Promise<void> {
  await import('react-dom/client');
  await nextTask();
  const { hydrateHome } = await import('./mount-home.tsx');
  hydrateHome(container);
}

// scripts/prerender.ts renders `/` into dist/index.html and marks #root with the path it
// rendered. That page is complete without JavaScript, so the app is fetched and hydrated only
// once it is on screen: the first paint waits for no script. Any other path gets the empty
// shell (dist/200.html) and is rendered at once; a host that wrongly serves index.html for
// another path gets a fresh render too, not a hydration of the wrong page.
if (root.dataset.prerenderedPath === window.location.pathname) {
  afterFirstPaint(() => void hydrateInSteps(root));
} else {
  void import('./mount-app.tsx').then(({ renderApp }) => renderApp(root));
}
