// The language alternates a page declares (<link rel="alternate" hreflang>), and the page's own
// address as the site publishes it. The audit may run on another host than the public one (a
// local run, a preview), so the page's own address is its path on the canonical's origin: the
// host itself is judged once, by the best-practice check "Canonical no mesmo domínio".
import { absoluteHttpUrl, samePage, withoutFragment } from './absolute-url.ts';

export interface HreflangAlternate {
  /** The hreflang value as written, trimmed. */
  hreflang: string;
  /** The href as written. */
  href: string;
  /** The href when it is an absolute http(s) address; null otherwise. */
  url: URL | null;
}

export function readAlternates(doc: Document): HreflangAlternate[] {
  return [...doc.querySelectorAll('link[rel~="alternate" i][hreflang]')].map((link) => {
    const href = link.getAttribute('href')?.trim() ?? '';
    return { hreflang: link.getAttribute('hreflang')?.trim() ?? '', href, url: absoluteHttpUrl(href) };
  });
}

export function isXDefault(alternate: Pick<HreflangAlternate, 'hreflang'>): boolean {
  return alternate.hreflang.toLowerCase() === 'x-default';
}

/** The audited page's address on the site's public origin (the canonical's, else its own). */
export function ownAddress(doc: Document, pageUrl: string): URL {
  const page = new URL(pageUrl);
  const canonical = [...doc.querySelectorAll('link[rel~="canonical" i]')]
    .map((link) => absoluteHttpUrl(link.getAttribute('href')))
    .find((url) => url !== null);
  return new URL(page.pathname + page.search, canonical?.origin ?? page.origin);
}

/** The hreflang values under which the page lists itself (x-default aside). */
export function selfValues(alternates: readonly HreflangAlternate[], own: URL): string[] {
  return alternates
    .filter((alternate) => !isXDefault(alternate) && alternate.url && samePage(alternate.url, own))
    .map((alternate) => alternate.hreflang);
}

/**
 * The other language pages of this site the page names (x-default aside, which points to one of
 * them or to a chooser that owes no return link): each must link back. Absolute, on the site's
 * origin, without repeats.
 */
export function pagesToConfirm(doc: Document, pageUrl: string): string[] {
  const own = ownAddress(doc, pageUrl);
  const addresses = readAlternates(doc).flatMap((alternate) =>
    !isXDefault(alternate) &&
    alternate.url &&
    alternate.url.origin === own.origin &&
    !samePage(alternate.url, own)
      ? [withoutFragment(alternate.url)]
      : [],
  );
  return [...new Set(addresses)];
}
