// An image's alt text and caption in the site's other languages, as media_versions.translations
// holds them: {"en-GB": {"altText": "…", "caption": "…"}}. The base language's texts stay in
// alt_text and caption; a language is a key here, never a column. Shared by the upload function,
// the admin page and the public page. Pure and platform-free.
import { MAX_ALT_TEXT_LENGTH, MAX_CAPTION_LENGTH } from './media-rules.ts';
import {
  BASE_LOCALE,
  isSiteLocale,
  OPTIONAL_LOCALES,
  SITE_LOCALES,
  type SiteLocale,
} from './site-locales.ts';
import { optionalTextProblem } from './text-rules.ts';

/** One language's texts of an image; '' where the owner wrote none. */
export type MediaTexts = {
  altText: string;
  caption: string;
};

/** A version's texts by language, only the languages with a text. */
export type MediaTextTranslations = Partial<Record<SiteLocale, MediaTexts>>;

/** A language an image's texts may be translated into: one of the site's, not the base one. */
export function isTranslatedLocale(value: unknown): value is SiteLocale {
  return isSiteLocale(value) && value !== BASE_LOCALE;
}

export const NO_MEDIA_TEXTS: MediaTexts = { altText: '', caption: '' };

/**
 * The stored translations as the site reads them: the known languages other than the base, each
 * with its texts trimmed; a language with neither text, a malformed entry or an unknown key is
 * left out (a stored value is checked by the database, this only makes the reader safe).
 */
export function readMediaTextTranslations(value: unknown): MediaTextTranslations {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const read: MediaTextTranslations = {};
  for (const locale of OPTIONAL_LOCALES) {
    const entry: unknown = Object.hasOwn(value, locale) ? (value as Record<string, unknown>)[locale] : null;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) continue;
    const { altText, caption } = entry as Record<string, unknown>;
    const texts = {
      altText: typeof altText === 'string' ? altText.trim() : '',
      caption: typeof caption === 'string' ? caption.trim() : '',
    };
    if (texts.altText || texts.caption) read[locale] = texts;
  }
  return read;
}

/** The texts of one language, or empty ones when the owner wrote none. */
export function mediaTextsIn(translations: MediaTextTranslations, locale: SiteLocale): MediaTexts {
  return translations[locale] ?? NO_MEDIA_TEXTS;
}

/**
 * Why a version's stored texts (alt_text, caption, translations) are not what the upload function
 * would have written, in Portuguese; null when they are. A restore checks a backup's rows with it.
 */
export function storedMediaTextsProblem(
  altText: unknown,
  caption: unknown,
  translations: unknown,
): string | null {
  const problem =
    optionalTextProblem(altText, MAX_ALT_TEXT_LENGTH, 'Texto alternativo') ??
    optionalTextProblem(caption, MAX_CAPTION_LENGTH, 'Legenda');
  if (problem) return problem;
  if (typeof translations !== 'object' || translations === null || Array.isArray(translations)) {
    return 'Textos noutros idiomas: deve ser um objeto com um idioma por chave.';
  }
  for (const [locale, entry] of Object.entries(translations)) {
    if (!isTranslatedLocale(locale))
      return `Textos noutros idiomas: idioma desconhecido (${locale.slice(0, 20)}).`;
    const language = SITE_LOCALES[locale].adminName;
    if (
      typeof entry !== 'object' ||
      entry === null ||
      Array.isArray(entry) ||
      Object.keys(entry).some((name) => name !== 'altText' && name !== 'caption')
    ) {
      return `Textos em ${language}: use só altText e caption.`;
    }
    const texts = entry as Record<string, unknown>;
    const fieldProblem =
      optionalTextProblem(texts.altText, MAX_ALT_TEXT_LENGTH, `Texto alternativo em ${language}`) ??
      optionalTextProblem(texts.caption, MAX_CAPTION_LENGTH, `Legenda em ${language}`);
    if (fieldProblem) return fieldProblem;
  }
  return null;
}
