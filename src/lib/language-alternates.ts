// How the pages of a site published in several languages point to each other, as Google
// documents it (https://developers.google.com/search/docs/specialty/international/localized-versions):
// each page lists every language's page, itself included, by absolute URL, plus an x-default
// (the site's own language's page). One list for the pages' <link rel="alternate"> and the
// sitemap's <xhtml:link>, so the two can never disagree. A site in one language has none.
import { BASE_LOCALE, SITE_LOCALES, type SiteLocale } from '#portable/site-locales.ts';

export interface LanguageAlternate {
  /** "pt-PT", "en", or "x-default". */
  hreflang: string;
  href: string;
}

/** The absolute address of `locale`'s page: `https://…/` or `https://…/en/`. */
export function pageUrl(siteUrl: string, locale: SiteLocale): string {
  return `${siteUrl}${SITE_LOCALES[locale].path}`;
}

/** Every published language's page and the x-default, or nothing for a site in one language. */
export function languageAlternates(siteUrl: string, published: readonly SiteLocale[]): LanguageAlternate[] {
  if (published.length < 2) return [];
  return [
    ...published.map((locale) => ({
      hreflang: SITE_LOCALES[locale].hreflang,
      href: pageUrl(siteUrl, locale),
    })),
    { hreflang: 'x-default', href: pageUrl(siteUrl, BASE_LOCALE) },
  ];
}
