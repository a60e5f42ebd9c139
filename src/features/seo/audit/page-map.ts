// The page map of the audit: sections with ids, the headings outline, links (internal,
// external, other) and images with their alt text and size, read from a rendered document.
import type { LinkKind, PageMap, PageMapImage, PageMapLink, PageMapSection } from './report-types.ts';

const SECTIONING = 'section, header, main, footer, nav, article, aside';
const TEXT_LIMIT = 120;

/** Visible text collapsed to single spaces, shortened for the report. */
function textOf(element: Element): string {
  const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
  return text.length > TEXT_LIMIT ? `${text.slice(0, TEXT_LIMIT - 1)}…` : text;
}

function linkKind(href: string, page: URL): LinkKind {
  let url: URL;
  try {
    url = new URL(href, page);
  } catch {
    return 'other';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'other';
  return url.origin === page.origin ? 'internal' : 'external';
}

/** Ids of this page that in-page links (#id, /#id) point at. */
function anchorTargets(doc: Document, page: URL): string[] {
  const ids: string[] = [];
  for (const link of doc.querySelectorAll('a[href]')) {
    try {
      const url = new URL(link.getAttribute('href') ?? '', page);
      if (url.origin === page.origin && url.pathname === page.pathname && url.hash.length > 1) {
        ids.push(decodeURIComponent(url.hash.slice(1)));
      }
    } catch {
      // an unparseable href points nowhere; linkKind reports it as "other"
    }
  }
  return [...new Set(ids)];
}

/**
 * In-page links that lead nowhere. As the HTML standard scrolls to a fragment: an element with
 * that id, or an `<a name>` with that name, is its target; failing both, `#top` (any case) is the
 * top of the document, and so is an empty `#` (never listed: it names no id).
 */
export function missingAnchorTargets(doc: Document, pageUrl: string): string[] {
  return anchorTargets(doc, new URL(pageUrl)).filter(
    (id) => !doc.getElementById(id) && !namedAnchor(doc, id) && id.toLowerCase() !== 'top',
  );
}

function namedAnchor(doc: Document, name: string): boolean {
  return [...doc.getElementsByTagName('a')].some((anchor) => anchor.getAttribute('name') === name);
}

function sectionsOf(doc: Document, page: URL): PageMapSection[] {
  const targeted = new Set(anchorTargets(doc, page));
  return [...doc.querySelectorAll('[id]')]
    .filter((element) => element.id && (element.matches(SECTIONING) || targeted.has(element.id)))
    .map((element) => {
      const heading = element.querySelector('h1, h2, h3, h4, h5, h6');
      const label = element.getAttribute('aria-label');
      return {
        id: element.id,
        tag: element.tagName.toLowerCase(),
        heading: heading ? textOf(heading) : label ? label.trim() : null,
      };
    });
}

export type AspectRatioOf = (element: Element) => string;

/** The computed aspect-ratio, where the document has a window to compute styles with. */
const computedAspectRatio: AspectRatioOf = (element) =>
  element.ownerDocument.defaultView?.getComputedStyle(element).aspectRatio ?? '';

function hasRatio(value: string): boolean {
  const ratio = value.trim();
  return ratio !== '' && ratio !== 'auto';
}

function dimension(image: HTMLImageElement, name: 'width' | 'height'): number | null {
  const value = image.getAttribute(name);
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : null;
}

function imageOf(image: HTMLImageElement, aspectRatioOf: AspectRatioOf): PageMapImage {
  const width = dimension(image, 'width');
  const height = dimension(image, 'height');
  // The box is reserved by width+height, by the image's own aspect-ratio, or by an
  // aspect-ratio box it fills (its parent, or the parent of its <picture>).
  let box: Element | null = image.parentElement;
  if (box?.tagName === 'PICTURE') box = box.parentElement;
  const hasDimensions =
    (width !== null && height !== null) ||
    hasRatio(aspectRatioOf(image)) ||
    (box !== null && hasRatio(aspectRatioOf(box)));
  return {
    src: image.currentSrc || image.getAttribute('src') || '',
    alt: image.getAttribute('alt'),
    width,
    height,
    naturalWidth: image.naturalWidth > 0 ? image.naturalWidth : null,
    naturalHeight: image.naturalHeight > 0 ? image.naturalHeight : null,
    hasDimensions,
  };
}

export function buildPageMap(
  doc: Document,
  pageUrl: string,
  aspectRatioOf: AspectRatioOf = computedAspectRatio,
): PageMap {
  const page = new URL(pageUrl);
  const items: PageMapLink[] = [...doc.querySelectorAll('a[href]')].map((link) => {
    const href = link.getAttribute('href') ?? '';
    return {
      href,
      text: textOf(link) || link.getAttribute('aria-label')?.trim() || '',
      kind: linkKind(href, page),
    };
  });
  const count = (kind: LinkKind) => items.filter((item) => item.kind === kind).length;
  return {
    sections: sectionsOf(doc, page),
    headings: [...doc.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => ({
      level: Number(heading.tagName.slice(1)),
      text: textOf(heading),
    })),
    links: { internal: count('internal'), external: count('external'), other: count('other'), items },
    images: [...doc.querySelectorAll('img')].map((image) => imageOf(image, aspectRatioOf)),
  };
}
