// The chosen page answered 404: a language the owner has not published (yet). Said plainly
// instead of auditing the 404 page.
import { localeOfPath, SITE_LOCALES } from '#portable/site-locales.ts';

const LANGUAGE_NAMES = new Intl.DisplayNames('pt-PT', { type: 'language', fallback: 'none' });

/** "inglês" for en-GB: the language alone, in pt-PT; the language's own name if unknown. */
function languageName(pathname: string): string | null {
  const locale = localeOfPath(pathname);
  if (!locale) return null;
  return LANGUAGE_NAMES.of(locale.split('-')[0] ?? locale) ?? SITE_LOCALES[locale].name;
}

export class PageNotPublishedError extends Error {
  constructor(url: string) {
    const language = languageName(new URL(url).pathname);
    super(
      language
        ? `A página em ${language} não está publicada: ${url} responde 404 (não encontrada). Quando for publicada, execute a auditoria de novo.`
        : `A página ${url} não existe: responde 404 (não encontrada).`,
    );
    this.name = 'PageNotPublishedError';
  }
}
