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
  const labels = mediaTextLabels(locale);
  const { htmlLang, adminName } = SITE_LOCALES[locale];

  return (
    <div className="space-y-3">
      <MediaTextInput
        label={labels.altText}
        lang={htmlLang}
        value={texts.altText}
        maxLength={MAX_ALT_TEXT_LENGTH}
        hint={`Para a página em ${adminName}. Sem ele, essa página mostra o texto em português.`}
        disabled={disabled}
        onChange={(altText) => onChange({ ...texts, altText })}
      />
      <MediaTextInput
        label={labels.caption}
        lang={htmlLang}
        value={texts.caption}
        maxLength={MAX_CAPTION_LENGTH}
        disabled={disabled}
        onChange={(caption) => onChange({ ...texts, caption })}
      />
    </div>
  );
}

interface MediaTextInputProps {
  label: string;
  /** The language it is written in, when it is not the admin's Portuguese. */
  lang?: string;
  value: string;
  maxLength: number;
  hint?: string;
  disabled: boolean;
  onChange: (value: string) => void;
}

/** One of an image's texts, its alt text or its caption, in one language. */
export function MediaTextInput({
  label,
  lang,
  value,
  maxLength,
  hint,
  disabled,
  onChange,
}: MediaTextInputProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={fieldLabel}>
        {label}
      </label>
      <input
        id={id}
        lang={lang}
        className={textField}
        value={value}
        maxLength={maxLength}
        disabled={disabled}
        aria-describedby={hint === undefined ? undefined : `${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint !== undefined && (
        <p id={`${id}-hint`} className={fieldHint}>
          {hint}
        </p>
      )}
    </div>
  );
}
