// Which language a public page is in, and which languages the site is published in: set once
// per page by whoever renders it (the build for each language's page, the browser from what the
// page carries), read by every part that shows words or points to another language's page.
import { createContext, use } from 'react';
import { BASE_LOCALE, type SiteLocale } from '#portable/site-locales.ts';

export interface PageLanguage {
  /** The page's language: the texts it reads and the code's own words it shows. */
  locale: SiteLocale;
  /** Every language the site is published in, the base one first (the page's own among them). */
  published: readonly SiteLocale[];
}

export const BASE_PAGE_LANGUAGE: PageLanguage = { locale: BASE_LOCALE, published: [BASE_LOCALE] };

export const PageLanguageContext = createContext<PageLanguage>(BASE_PAGE_LANGUAGE);

export function usePageLanguage(): PageLanguage {
  return use(PageLanguageContext);
}

/** The page's language. */
export function usePageLocale(): SiteLocale {
  return use(PageLanguageContext).locale;
}

/** The entry of `byLocale` in the page's language: the words the code itself shows. */
export function useLocalized<ByLocale extends Readonly<Record<SiteLocale, unknown>>>(
  byLocale: ByLocale,
): ByLocale[SiteLocale] {
  return byLocale[usePageLocale()];
}
