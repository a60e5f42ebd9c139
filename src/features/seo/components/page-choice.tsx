import { useId } from 'react';
import { SITE_LOCALE_IDS, SITE_LOCALES } from '#portable/site-locales.ts';

interface PageChoiceProps {
  /** The chosen page's path ('/', '/en/'). */
  value: string;
  onChange: (path: string) => void;
  disabled: boolean;
}

/** Which page to audit: one option per language of the site, named in its own language. */
export function PageChoice({ value, onChange, disabled }: PageChoiceProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
        Página a auditar
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
        className="mt-1 block min-h-11 rounded-lg border border-slate-400 bg-white px-3 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:bg-slate-100"
      >
        {SITE_LOCALE_IDS.map((locale) => {
          const { path, name, htmlLang } = SITE_LOCALES[locale];
          return (
            <option key={locale} value={path} lang={htmlLang}>
              {name} ({path})
            </option>
          );
        })}
      </select>
    </div>
  );
}
