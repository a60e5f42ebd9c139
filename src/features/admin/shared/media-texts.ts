// An image's alt text and caption in another language, as /admin edits them: the labels in the
// owner's words, the same rules the server applies (media-upload), and what is sent.
import { MAX_ALT_TEXT_LENGTH, MAX_CAPTION_LENGTH } from '#portable/media-rules.ts';
import type { MediaTextTranslations, MediaTexts } from '#portable/media-text-translations.ts';
import { SITE_LOCALES, type SiteLocale } from '#portable/site-locales.ts';
import { storableTextProblem } from '#portable/text-rules.ts';

export interface MediaTextLabels {
  /** The `<details>` or dialog that holds them: "Textos em inglês". */
  group: string;
  altText: string;
  caption: string;
}

export function mediaTextLabels(locale: SiteLocale): MediaTextLabels {
  const language = SITE_LOCALES[locale].adminName;
  return {
    group: `Textos em ${language}`,
    altText: `Texto alternativo em ${language}`,
    caption: `Legenda em ${language}`,
  };
}

/** The first reason the server would refuse these texts, in its words, or null. */
export function mediaTextsProblem(texts: MediaTexts, locale: SiteLocale): string | null {
  const labels = mediaTextLabels(locale);
  const fields = [
    [texts.altText.trim(), MAX_ALT_TEXT_LENGTH, labels.altText],
    [texts.caption.trim(), MAX_CAPTION_LENGTH, labels.caption],
  ] as const;
  for (const [text, max, label] of fields) {
    const flaw = storableTextProblem(text, label);
    if (flaw) return flaw;
    if (text.length > max) return `${label}: no máximo ${max} caracteres.`;
  }
  return null;
}

/** The texts as sent with an upload: trimmed, only the languages with one. */
export function translationsToSend(
  drafts: Readonly<Partial<Record<SiteLocale, MediaTexts>>>,
): MediaTextTranslations {
  const sent: MediaTextTranslations = {};
  for (const [locale, texts] of Object.entries(drafts) as [SiteLocale, MediaTexts][]) {
    const trimmed = { altText: texts.altText.trim(), caption: texts.caption.trim() };
    if (trimmed.altText || trimmed.caption) sent[locale] = trimmed;
  }
  return sent;
}
