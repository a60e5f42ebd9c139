// Where the web font (Manrope) is used. The page paints in 'Manrope Fallback' (index.html), and
// Manrope arrives after the first paint: set at once on the text a visitor is reading, it would
// break its lines elsewhere (the owner's longest titles gain or lose a line) and move everything
// below. So each part of the page takes it only while out of view: the parts below the first
// screen at once, the first screen once the visitor has scrolled past it (a part above the view
// that changes height moves nothing visible: the browser's scroll anchoring keeps the view still).
// The header, always in view (it sticks to the top), so keeps the fallback it was painted in: at
// the owner's longest labels, Manrope would re-wrap them and move the bar's items under the eye.

/** The page's top-level parts (header, sections, footer): each has an id, which the rule names. */
const REGIONS = 'header[id], section[id], footer[id]';

/** A rule of its own that sets the parts it is given in the web font (the theme's stack, Manrope first). */
function webFontRule(doc: Document): (selectors: readonly string[]) => void {
  const style = doc.createElement('style');
  doc.head.append(style);
  const named = new Set<string>();
  return (selectors) => {
    if (selectors.length === 0) return;
    for (const selector of selectors) named.add(selector);
    style.textContent = `${[...named].join(',')}{font-family:var(--font-sans)}`;
  };
}

/** Every page but the home page: nothing is on screen before the app renders, so all of it at once. */
export function adoptWebFontEverywhere(doc: Document): void {
  webFontRule(doc)(['body']);
}

/**
 * The home page: each top-level part takes the web font once it is out of view (at once for
 * those that already are; never for the sticky header).
 */
export function adoptWebFontOutOfView(doc: Document): void {
  const adopt = webFontRule(doc);
  const regions = [...doc.querySelectorAll<HTMLElement>(REGIONS)].filter(
    (region) => region.id !== '' && !region.parentElement?.closest(REGIONS),
  );
  const selectorOf = (region: Element) => `[id="${region.id.replace(/["\\]/g, '\\$&')}"]`;
  const observer = new IntersectionObserver((entries) => {
    const away = entries.filter((entry) => !entry.isIntersecting).map((entry) => entry.target);
    for (const region of away) observer.unobserve(region);
    adopt(away.map(selectorOf));
  });
  for (const region of regions) observer.observe(region);
}
