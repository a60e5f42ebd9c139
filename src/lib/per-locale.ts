import type { SiteLocale } from '#portable/site-locales.ts';

/**
 * `make(locale)`, made once per language and kept: e.g. a query's `select`, which TanStack Query
 * runs again whenever it is a new function.
 */
export function perLocale<T>(make: (locale: SiteLocale) => T): (locale: SiteLocale) => T {
  const made = new Map<SiteLocale, T>();
  return (locale) => {
    if (!made.has(locale)) made.set(locale, make(locale));
    return made.get(locale)!;
  };
}
