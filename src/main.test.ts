// src/main.tsx, the script index.html loads, decides whether opening a page is a visit, and of
// which language: a visitor's load of `/` or `/en/` is counted, with the page's language;
// /admin's preview of unsaved texts (`?pre-visualizar`, the owner looking at their own words in a
// frame) and any other path are not. The page's own start (start-home.ts), the app and the web
// font are stubbed: only what main.tsx counts is under test, through the beacons it sends.
import { afterEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { CONTACT_LINK_ATTRIBUTE, CONTACT_SECTION_ATTRIBUTE } from '#src/lib/contact-links.ts';
import { PAGE_TEXTS_PREVIEW_PARAMETER } from '#src/lib/page-texts-preview.ts';

vi.mock('./start-home.ts', () => ({ startHome: vi.fn() }));
vi.mock('./mount-app.tsx', () => ({ renderApp: vi.fn() }));
vi.mock('./load-web-font.ts', () => ({ loadWebFont: vi.fn(() => Promise.resolve()) }));

const CONTACT_COUNT_URL = 'http://supabase.invalid/functions/v1/contact-count';
/** A page prerendered for `path`, with one WhatsApp link. */
const page = (path: string) => `<div id="root" data-prerendered-path="${path}">
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
 * Opens `address` as the page prerendered for its path, lets main.tsx run until the page is
 * idle, taps its WhatsApp link, and returns the counts sent to the contact-count function.
 */
async function countsSentOpening(address: string): Promise<unknown[]> {
  forgetLoad();
  window.history.replaceState(null, '', address);
  document.body.innerHTML = page(window.location.pathname);
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
  await import('#src/features/home/contact-count/count-contacts.ts');
  document.getElementById('chat')!.addEventListener('click', (event) => event.preventDefault());
  document.getElementById('chat')!.click();
  return sent;
}

describe('the visit of a page of the site', () => {
  const visitAndTap = (locale: string) => [
    { kind: 'visit', locale },
    { kind: 'tap', locale, section: 'hero', channel: 'whatsapp' },
  ];

  it('is counted once for a visitor of `/`, and so is a tap, whatever else the address carries', async () => {
    expect(await countsSentOpening('/')).toEqual(visitAndTap('pt-PT'));
    expect(await countsSentOpening('/?utm_source=instagram#faq')).toEqual(visitAndTap('pt-PT'));
  });

  it('is counted for a visitor of the English page, with its language', async () => {
    expect(await countsSentOpening('/en/')).toEqual(visitAndTap('en-GB'));
    expect(await countsSentOpening('/en/?utm_source=instagram#faq')).toEqual(visitAndTap('en-GB'));
  });

  it("is not counted for /admin's preview of the texts, in either language, nor is a tap in it", async () => {
    expect(await countsSentOpening(`/?${PAGE_TEXTS_PREVIEW_PARAMETER}`)).toEqual([]);
    expect(await countsSentOpening(`/?utm_source=admin&${PAGE_TEXTS_PREVIEW_PARAMETER}`)).toEqual([]);
    expect(await countsSentOpening(`/en/?${PAGE_TEXTS_PREVIEW_PARAMETER}`)).toEqual([]);
  });

  it('is not counted on a path that is no language’s page', async () => {
    expect(await countsSentOpening('/admin')).toEqual([]);
    expect(await countsSentOpening('/pagina-que-nao-existe')).toEqual([]);
  });
});
