// Whether an hreflang value is one search engines accept: `x-default`, or an ISO 639 language,
// optionally with an ISO 15924 script and an ISO 3166-1 alpha-2 region ("pt-PT", "en", "zh-Hant-TW").
// The codes are looked up in the browser's own locale data, so a well-shaped but unknown code
// ("jp", "en-XX") is refused too.

const SHAPE = /^([a-z]{2,3})(?:-([a-z]{4}))?(?:-([a-z]{2}))?$/i;

/** Codes ISO 3166 reserves without being a country; the locale data still names some of them. */
const NOT_COUNTRIES: ReadonlySet<string> = new Set(['UK', 'EU', 'EZ', 'UN', 'ZZ']);

const NAMES = {
  language: new Intl.DisplayNames('en', { type: 'language', fallback: 'none' }),
  script: new Intl.DisplayNames('en', { type: 'script', fallback: 'none' }),
  region: new Intl.DisplayNames('en', { type: 'region', fallback: 'none' }),
};

function known(kind: keyof typeof NAMES, code: string): boolean {
  try {
    return NAMES[kind].of(code) !== undefined;
  } catch {
    return false; // a code the locale data cannot even parse
  }
}

export function isValidHreflang(value: string): boolean {
  if (value.toLowerCase() === 'x-default') return true;
  const match = SHAPE.exec(value);
  if (!match) return false;
  const [, language = '', script, region] = match;
  if (!known('language', language.toLowerCase())) return false;
  if (script && !known('script', script[0]?.toUpperCase() + script.slice(1).toLowerCase())) return false;
  if (region && (NOT_COUNTRIES.has(region.toUpperCase()) || !known('region', region.toUpperCase())))
    return false;
  return true;
}
