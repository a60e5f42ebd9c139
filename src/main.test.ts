// src/main.tsx, the script index.html loads, decides whether opening `/` is a visit: a visitor's
// load is counted, /admin's preview of unsaved texts (`/?pre-visualizar`, the owner looking at
// their own words in a frame) is not. The page's own start (start-home.ts), the app and the web
// font are stubbed: only what main.tsx counts is under test, through the beacons it sends.
import { afterEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { CONTACT_LINK_ATTRIBUTE, CONTACT_SECTION_ATTRIBUTE } from './lib/contact-links.ts';
import { PAGE_TEXTS_PREVIEW_PARAMETER } from './lib/page-texts-preview.ts';

vi.mock('./start-home.ts', () => ({ startHome: vi.fn() }));
vi.mock('./mount-app.tsx', () => ({ renderApp: vi.fn() }));
vi.mock('./load-web-font.ts', () => ({ loadWebFont: vi.fn() }));

const CONTACT_COUNT_URL = 'http://supabase.invalid/functions/v1/contact-count';
const PAGE = `<div id="root" data-prerendered-path="/">
  <a id="chat" href="https://wa.me/351910000000" ${CONTACT_LINK_ATTRIBUTE}="whatsapp" ${CONTACT_SECTION_ATTRIBUTE}="hero">WhatsApp</a>
</div>`;

let listeners: MockInstance<typeof document.addEventListener> | undefined;

/** Undoes a load of main.tsx: what it listens to on the document must not count for the next. */
function forgetLoad() {
  for (const [type, listener, options] of listeners?.mock.calls ?? [])
    document.removeEventListener(type, listener, options);
  vi.restoreAllMocks();
  delete (navigator as { sendBeacon?: unknown }).sendBeacon;
  vi.useRealTimers();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
}
afterEach(forgetLoad);

/**
 * Opens `address` as the prerendered home page, lets main.tsx run until the page is idle, taps
 * its WhatsApp link, and returns the counts sent to the contact-count function.
 */
async function countsSentOpening(address: string): Promise<unknown[]> {
  forgetLoad();
  window.history.replaceState(null, '', address);
  document.body.innerHTML = PAGE;
  listeners = vi.spyOn(document, 'addEventListener');
  const sent: unknown[] = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => {
      if (url === CONTACT_COUNT_URL) sent.push(JSON.parse(body));
      return true;
    },
  });
  vi.useFakeTimers();
  vi.resetModules();
  await import('./main.tsx');
  // the page on screen and the browser idle: every task main.tsx deferred has run
  await vi.runAllTimersAsync();
  // the counting module, as main.tsx loads it: a count it starts is sent once this resolves
  await import('./features/home/contact-count/count-contacts.ts');
  document.getElementById('chat')!.addEventListener('click', (event) => event.preventDefault());
  document.getElementById('chat')!.click();
  return sent;
}

describe('the visit of the home page', () => {
  const VISIT_AND_TAP = [{ kind: 'visit' }, { kind: 'tap', section: 'hero', channel: 'whatsapp' }];

  it('is counted once for a visitor, and so is a tap, whatever else the address carries', async () => {
    expect(await countsSentOpening('/')).toEqual(VISIT_AND_TAP);
    expect(await countsSentOpening('/?utm_source=instagram#faq')).toEqual(VISIT_AND_TAP);
  });

  it("is not counted for /admin's preview of the texts, nor is a tap in it", async () => {
    expect(await countsSentOpening(`/?${PAGE_TEXTS_PREVIEW_PARAMETER}`)).toEqual([]);
    expect(await countsSentOpening(`/?utm_source=admin&${PAGE_TEXTS_PREVIEW_PARAMETER}`)).toEqual([]);
  });
});
