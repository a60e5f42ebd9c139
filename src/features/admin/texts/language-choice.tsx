import { SITE_LOCALE_IDS, SITE_LOCALES, type SiteLocale } from '#portable/site-locales.ts';
import { card } from '#src/features/admin/shared/ui-classes.ts';

interface LanguageChoiceProps {
  value: SiteLocale;
  onChange: (locale: SiteLocale) => void;
  /** Unsaved changes in the language shown: the choice waits for them to be saved or undone. */
  locked: boolean;
}

/** Which language's texts the tab shows: native radio buttons, each named in its own language. */
export function LanguageChoice({ value, onChange, locked }: LanguageChoiceProps) {
  return (
    <div className={card}>
      <fieldset aria-describedby={locked ? 'texts-language-locked' : undefined}>
        <legend className="mb-2 text-sm font-bold text-slate-900">Língua dos textos</legend>
        <div className="flex flex-wrap gap-2">
          {SITE_LOCALE_IDS.map((locale) => (
            <label
              key={locale}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-4 has-checked:border-blue-700 has-checked:bg-blue-50 has-disabled:cursor-not-allowed has-disabled:opacity-60"
            >
              <input
                type="radio"
                name="texts-language"
                value={locale}
                checked={locale === value}
                disabled={locked && locale !== value}
                lang={SITE_LOCALES[locale].htmlLang}
                onChange={() => onChange(locale)}
                className="size-4 accent-blue-700"
              />
              <span lang={SITE_LOCALES[locale].htmlLang}>{SITE_LOCALES[locale].name}</span>
            </label>
          ))}
        </div>
        {locked && (
          <p id="texts-language-locked" className="mt-2 text-sm text-amber-900">
            Guarde ou cancele as alterações antes de mudar de língua.
          </p>
        )}
      </fieldset>
    </div>
  );
}
