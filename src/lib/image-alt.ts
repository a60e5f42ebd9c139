// Which alt text an owner's image gets on a page, and in which language it is written. A page in
// another language than the base one shows the owner's alt text in its language when there is
// one; otherwise the Portuguese one, marked with the base language's `lang` so a screen reader
// reads it in Portuguese. Without any, the caller's own description (already in the page's
// language) is used.
import { BASE_LOCALE, SITE_LOCALES, type SiteLocale } from '#portable/site-locales.ts';
import type { PublishedImage } from './published-image.ts';

export interface ShownAlt {
  alt: string;
  /** The `lang` of the element when the text is not in the page's language; else undefined. */
  lang: string | undefined;
}

export function shownAlt(image: PublishedImage, locale: SiteLocale, fallback: string): ShownAlt {
  const own = locale === BASE_LOCALE ? image.alt : image.translatedAlt?.[locale];
  if (own) return { alt: own, lang: undefined };
  if (image.alt) return { alt: image.alt, lang: SITE_LOCALES[BASE_LOCALE].htmlLang };
  return { alt: fallback, lang: undefined };
}

/**
 * The alt text where no element can say its language (a `<meta>` of a link preview): the owner's
 * in the page's language, else the caller's description in it, never text in another language.
 */
export function altInPageLanguage(image: PublishedImage, locale: SiteLocale, fallback: string): string {
  const { alt, lang } = shownAlt(image, locale, fallback);
  return lang ? fallback : alt;
}
