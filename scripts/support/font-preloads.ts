// Which of the built stylesheet's fonts to preload: the upright faces whose unicode-range
// covers Portuguese text (Latin-1). The other subsets (Cyrillic, Greek, Vietnamese, Latin
// Extended) load only if a page ever shows such characters.

/** Characters every Portuguese page shows: a plain letter and an accented one. */
const PORTUGUESE_SAMPLE = ['a', 'ã', 'ç'].map((c) => c.codePointAt(0) ?? 0);

/** Parses `U+0-FF, U+131, U+4??` into [from, to] code point ranges. */
export function parseUnicodeRange(value: string): [number, number][] {
  return value.split(',').flatMap((part): [number, number][] => {
    const token = part.trim().replace(/^U\+/i, '');
    if (token.includes('?')) {
      return [[parseInt(token.replace(/\?/g, '0'), 16), parseInt(token.replace(/\?/g, 'F'), 16)]];
    }
    const [from, to = from] = token.split('-');
    const range: [number, number] = [parseInt(from ?? '', 16), parseInt(to ?? '', 16)];
    return range.every(Number.isFinite) ? [range] : [];
  });
}

function coversPortuguese(unicodeRange: string | undefined): boolean {
  if (unicodeRange === undefined) return true; // no range: the face covers everything
  const ranges = parseUnicodeRange(unicodeRange);
  return PORTUGUESE_SAMPLE.every((code) => ranges.some(([from, to]) => code >= from && code <= to));
}

/** The woff2 URLs (as written in the CSS) of the upright Latin faces, each once. */
export function latinFontUrls(css: string): string[] {
  const urls = new Set<string>();
  for (const [, block = ''] of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
    const style = /font-style:\s*([^;]+)/.exec(block)?.[1]?.trim();
    if (style && style !== 'normal') continue;
    if (!coversPortuguese(/unicode-range:\s*([^;]+)/.exec(block)?.[1])) continue;
    const woff2 = /url\(\s*["']?([^"')]+\.woff2)["']?\s*\)/.exec(block)?.[1];
    if (woff2) urls.add(woff2);
  }
  return [...urls];
}

/** `<link rel="preload">` for a font; fonts are always fetched in CORS mode, hence crossorigin. */
export function fontPreloadLink(href: string): string {
  return `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin />`;
}
