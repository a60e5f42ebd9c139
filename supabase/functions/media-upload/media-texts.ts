// An image's texts in the site's other languages, as a request carries them: checked with the
// same rules and limits as the Portuguese alt text and caption (storable text, trimmed, 150 and
// 500 characters), each field named in the owner's words.
import { MAX_ALT_TEXT_LENGTH, MAX_CAPTION_LENGTH } from '../_shared/portable/media-rules.ts';
import {
  isTranslatedLocale,
  type MediaTextTranslations,
  type MediaTexts,
} from '../_shared/portable/media-text-translations.ts';
import { OPTIONAL_LOCALES, SITE_LOCALES, type SiteLocale } from '../_shared/portable/site-locales.ts';
import { optionalText, storableText } from '../_shared/request.ts';
import { HttpError } from '../_shared/responses.ts';

// far above every language's longest texts, so a huge field is refused before it is parsed
const MAX_TRANSLATIONS_FIELD_LENGTH = 16 * 1024;

/** One language's alt text and caption, trimmed and within the limits; 400 naming the field. */
export function readMediaTexts(altText: unknown, caption: unknown, locale: SiteLocale): MediaTexts {
  const language = SITE_LOCALES[locale].adminName;
  return {
    altText: optionalText(altText, MAX_ALT_TEXT_LENGTH, `Texto alternativo em ${language}`),
    caption: optionalText(caption, MAX_CAPTION_LENGTH, `Legenda em ${language}`),
  };
}

/** A language an image's texts may be written in: one of the site's, not the base one; 400 otherwise. */
export function requireTranslatedLocale(value: unknown): SiteLocale {
  if (value === undefined || value === null || value === '') {
    throw new HttpError(400, 'Campo obrigatório: locale.');
  }
  if (typeof value === 'string') storableText(value, 'Idioma');
  if (!isTranslatedLocale(value)) {
    throw new HttpError(400, `Idioma inválido: use ${OPTIONAL_LOCALES.join(', ')}.`);
  }
  return value;
}

/**
 * The upload's optional `translations` field: JSON `{"en-GB": {"altText", "caption"}}`. Only the
 * languages with a text are kept; an unknown language or key, or text that breaks the rules,
 * refuses the upload (400) before anything is stored.
 */
export function readTranslationsField(value: FormDataEntryValue | null): MediaTextTranslations {
  if (value === null) return {};
  if (typeof value !== 'string') throw new HttpError(400, 'Textos noutros idiomas: valor inválido.');
  if (value.trim() === '') return {};
  if (value.length > MAX_TRANSLATIONS_FIELD_LENGTH) {
    throw new HttpError(400, 'Textos noutros idiomas: demasiado longos.');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new HttpError(400, 'Textos noutros idiomas: JSON inválido.');
  }
  if (!isPlainObject(parsed)) {
    throw new HttpError(400, 'Textos noutros idiomas: deve ser um objeto com um idioma por chave.');
  }
  const translations: MediaTextTranslations = {};
  for (const [locale, entry] of Object.entries(parsed)) {
    storableText(locale, 'Textos noutros idiomas: idioma');
    if (!isTranslatedLocale(locale)) {
      throw new HttpError(
        400,
        `Textos noutros idiomas: idioma desconhecido; use ${OPTIONAL_LOCALES.join(', ')}.`,
      );
    }
    if (
      !isPlainObject(entry) ||
      Object.keys(entry).some((name) => name !== 'altText' && name !== 'caption')
    ) {
      throw new HttpError(400, `Textos em ${SITE_LOCALES[locale].adminName}: use só altText e caption.`);
    }
    const texts = readMediaTexts(entry.altText, entry.caption, locale);
    if (texts.altText || texts.caption) translations[locale] = texts;
  }
  return translations;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
