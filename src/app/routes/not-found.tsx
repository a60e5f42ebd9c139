import { House } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import {
  BASE_LOCALE,
  isSiteLocale,
  SITE_LOCALE_IDS,
  SITE_LOCALES,
  type SiteLocale,
} from '#portable/site-locales.ts';
import { CONFIGURED_FACTS } from '#src/content/business.ts';
import { notFoundTitle, PUBLISHED_LANGUAGES_ATTRIBUTE } from '#src/content/not-found-metadata.ts';
import { buttonClasses } from '#src/lib/ui/button-styles.ts';

/** What the page says in each language, and its way home, named in that language. */
const NOT_FOUND_COPY: Record<SiteLocale, { missing: string; home: string }> = {
  'pt-PT': {
    missing: 'A página que procura não existe ou mudou de endereço.',
    home: 'Voltar à página inicial',
  },
  'en-GB': {
    missing: 'The page you are looking for does not exist or has moved.',
    home: 'Back to the home page',
  },
};

/**
 * The languages whose home page exists, as dist/404.html lists them on #root (the build writes
 * it with the pages); only the site's own when nothing says (an in-app link to a missing path).
 */
function publishedLanguages(): SiteLocale[] {
  const listed =
    document.getElementById('root')?.getAttribute(PUBLISHED_LANGUAGES_ATTRIBUTE)?.split(' ') ?? [];
  const known = listed.filter(isSiteLocale);
  return known.includes(BASE_LOCALE) ? known : [BASE_LOCALE, ...known];
}

/** The page of a path nothing serves: one page for every language, as a host answers them all with it. */
export function NotFoundPage() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  // The title of dist/404.html (React 19 hoists it into <head>), so an in-app link to a missing
  // path gets it too. Its robots <meta> is left to the HTML: React would add a second one.
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-b from-brand-50 to-white px-4 text-center">
      <title>{notFoundTitle(CONFIGURED_FACTS.name)}</title>
      <h1 className="text-7xl font-extrabold tracking-tight text-brand-900 sm:text-8xl">404</h1>
      <p className="mt-4 text-xl font-semibold text-slate-700" lang="en">
        Oops! Page not found
      </p>
      {SITE_LOCALE_IDS.map((locale) => (
        <p key={locale} className="mt-2 max-w-md text-slate-600" lang={SITE_LOCALES[locale].htmlLang}>
          {NOT_FOUND_COPY[locale].missing}
        </p>
      ))}
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        {publishedLanguages().map((locale) => {
          const { path, htmlLang, hreflang } = SITE_LOCALES[locale];
          return (
            <Link
              key={locale}
              to={path}
              lang={htmlLang}
              hrefLang={hreflang}
              reloadDocument={locale !== BASE_LOCALE}
              className={buttonClasses(locale === BASE_LOCALE ? 'primary' : 'outline', 'lg')}
            >
              <House size={20} aria-hidden="true" />
              {NOT_FOUND_COPY[locale].home}
            </Link>
          );
        })}
      </div>
    </main>
  );
}
