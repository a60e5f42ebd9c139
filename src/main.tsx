// The entry index.html loads: the stylesheet and a few lines. The rest arrives in chunks of its
// own: the home page's script (src/start-home.ts, no React) or the app (src/mount-app.tsx).
import { localeOfPath } from '#portable/site-locales.ts';
import './styles.css';
import { enhanceMobileMenu } from '#src/features/home/mobile-menu-behaviour.ts';
import { isPagePreview } from '#src/lib/page-texts-preview.ts';
import { whenIdle } from '#src/lib/when-idle.ts';
import { layOutSkippedParts } from '#src/lib/lay-out-skipped-parts.ts';
import { adoptWebFontEverywhere, adoptWebFontOutOfView } from '#src/lib/web-font-regions.ts';
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

/**
 * The build's whole stylesheet: the page inlines only the rules its first screen uses and names
 * the whole file in a <noscript> (for browsers without scripts), so it is linked now, once the
 * page is on screen, and never blocks a paint; nothing else on the page fetches it. Resolves
 * when it applies (or failed), before any island renders markup the HTML lacked.
 */
function loadFullStylesheet(): Promise<void> {
  // with scripts on, a <noscript>'s content is its text: parsed here, inert, into the link
  const noscript = [...document.head.querySelectorAll('noscript')].find((element) =>
    element.textContent?.includes('rel="stylesheet"'),
  );
  const template = document.createElement('template');
  template.innerHTML = noscript?.textContent ?? '';
  const link = template.content.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
  if (!noscript || !link) return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    noscript.after(link);
  });
}

// The phone menu's small behaviours, from the first moment (the page itself needs no React).
enhanceMobileMenu(document);

// On each language's page (`/`, `/en/`) the visit and the WhatsApp/call taps are counted, with
// the page's language and without cookies, once the page is interactive; /admin's preview of
// unsaved texts (`?pre-visualizar`) is the owner, not a visitor.
const pageLocale = localeOfPath(window.location.pathname);
if (pageLocale && !isPagePreview(window.location))
  whenIdle(
    () =>
      void import('#src/features/home/contact-count/count-contacts.ts').then((count) =>
        count.startCountingContacts(pageLocale),
      ),
  );

// scripts/prerender.ts renders `/` into dist/index.html and marks #root with the path it
// rendered. That page is complete without JavaScript, so the web font and the app are fetched
// only once it is on screen: the first paint waits for no script and no web font. Any other
// path gets a shell (dist/200.html, or dist/404.html with status 404) and is rendered at
// once; a host that wrongly serves index.html for another path gets a fresh render too, not
// the home page's islands.
if (root.dataset.prerenderedPath === window.location.pathname) {
  afterFirstContentfulPaint(() => {
    const webFont = loadWebFont(adoptWebFontOutOfView);
    const stylesheet = loadFullStylesheet();
    void import('./start-home.ts').then(({ startHome }) => startHome(stylesheet));
    // laid out in their final styles and font, each part below keeps its real height
    void Promise.all([stylesheet, webFont]).then(() => layOutSkippedParts(document));
  });
} else {
  void loadWebFont(adoptWebFontEverywhere);
  void import('./mount-app.tsx').then(({ renderApp }) => renderApp(root));
}
