import { useId } from 'react';
import type { MediaTexts } from '#portable/media-text-translations.ts';
import { MAX_ALT_TEXT_LENGTH, MAX_CAPTION_LENGTH } from '#portable/media-rules.ts';
import { SITE_LOCALES, type SiteLocale } from '#portable/site-locales.ts';
import { mediaTextLabels } from './media-texts.ts';
import { fieldHint, fieldLabel, textField } from './ui-classes.ts';

interface MediaTextsFieldsProps {
  locale: SiteLocale;
  texts: MediaTexts;
  disabled?: boolean;
  onChange: (texts: MediaTexts) => void;
}

/**
 * An image's alt text and caption in one of the site's other languages: two optional fields,
 * marked as written in that language (spell checkers and screen readers follow it).
 */
export function MediaTextsFields({ locale, texts, disabled = false, onChange }: MediaTextsFieldsProps) {
  const altId = useId();
  const captionId = useId();
  const labels = mediaTextLabels(locale);
  const { htmlLang, adminName } = SITE_LOCALES[locale];

  return (
    <div className="space-y-3">
      <div>
        <label htmlFor={altId} className={fieldLabel}>
          {labels.altText}
        </label>
        <input
          id={altId}
          lang={htmlLang}
          className={textField}
          value={texts.altText}
          maxLength={MAX_ALT_TEXT_LENGTH}
          disabled={disabled}
          aria-describedby={`${altId}-hint`}
          onChange={(event) => onChange({ ...texts, altText: event.target.value })}
        />
        <p id={`${altId}-hint`} className={fieldHint}>
          Para a página em {adminName}. Sem ele, essa página mostra o texto em português.
        </p>
      </div>
      <div>
        <label htmlFor={captionId} className={fieldLabel}>
          {labels.caption}
        </label>
        <input
          id={captionId}
          lang={htmlLang}
          className={textField}
          value={texts.caption}
          maxLength={MAX_CAPTION_LENGTH}
          disabled={disabled}
          onChange={(event) => onChange({ ...texts, caption: event.target.value })}
        />
      </div>
    </div>
  );
}
