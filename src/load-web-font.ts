import manropeUrl from '@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2?url';

/**
 * Manrope, self-hosted: only the Latin subset (all Portuguese needs), one variable file. Added
 * from script rather than by an @font-face rule in the stylesheet so that its request starts
 * after the first paint: declared in CSS, the 25 kB font is fetched at the highest priority
 * while the first screen is being laid out and joins the first paint's critical path (about
 * 0.5 s of LCP in Lighthouse's slow-4G model, `npm run bench`). The text paints at once in the
 * width-matched 'Manrope Fallback' (index.html); once loaded, `adopt` says where Manrope replaces
 * it (src/lib/web-font-regions.ts): no text anyone is reading changes its lines. Resolves once
 * it is in (or could not be loaded).
 */
export function loadWebFont(adopt: (doc: Document) => void): Promise<void> {
  const face = new FontFace('Manrope Variable', `url(${JSON.stringify(manropeUrl)}) format('woff2')`, {
    style: 'normal',
    weight: '200 800',
    display: 'swap',
    unicodeRange:
      'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, ' +
      'U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
  });
  // Added to the document only once loaded: adding a face invalidates every text's font, so
  // adding it first would cost a second relayout of the whole page while it downloads.
  return face
    .load()
    .then((loaded) => {
      document.fonts.add(loaded);
      adopt(document);
    })
    .catch((error: unknown) => console.warn('Manrope could not be loaded; the fallback stays', error));
}
