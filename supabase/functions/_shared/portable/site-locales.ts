// The languages the public site is written in, declared once: the page, the build, the admin,
// the functions and the counters all read this list. A language is one entry here and its
// built-in texts; nothing else names a language. Pure and platform-free.

export const SITE_LOCALES = {
  'pt-PT': {
    /** `<html lang>`, and the `lang` of an element written in this language on another page. */
    htmlLang: 'pt-PT',
    /** `hreflang` of the links that point to this page. */
    hreflang: 'pt-PT',
    /** Open Graph's `og:locale`. */
    ogLocale: 'pt_PT',
    /** The page's path, from the site's root. */
    path: '/',
    /** The language's name in itself: the language link and the admin's choice show it. */
    name: 'Português',
    /** The language as /admin (always in Portuguese) names it: "Publicar a página em inglês". */
    adminName: 'português',
  },
  'en-GB': {
    htmlLang: 'en',
    hreflang: 'en',
    ogLocale: 'en_GB',
    path: '/en/',
    name: 'English',
    adminName: 'inglês',
  },
} as const;

/** A language of the site, by the key its texts are stored under (BCP 47, 'pt-PT'). */
export type SiteLocale = keyof typeof SITE_LOCALES;

/**
 * The site's own language: `/`, the admin, the business facts, `x-default`. Always published;
 * every other language is published by the owner once its texts are written.
 */
export const BASE_LOCALE = 'pt-PT' satisfies SiteLocale;

/** Every language, the base one first. */
export const SITE_LOCALE_IDS = Object.keys(SITE_LOCALES) as SiteLocale[];

/** The languages the owner may publish or withdraw. */
export const OPTIONAL_LOCALES = SITE_LOCALE_IDS.filter((locale) => locale !== BASE_LOCALE);

export function isSiteLocale(value: unknown): value is SiteLocale {
  return typeof value === 'string' && Object.hasOwn(SITE_LOCALES, value);
}

/** The language whose page is at `pathname` ('/en/' → 'en-GB'), or undefined for any other path. */
export function localeOfPath(pathname: string): SiteLocale | undefined {
  return SITE_LOCALE_IDS.find((locale) => SITE_LOCALES[locale].path === pathname);
}
