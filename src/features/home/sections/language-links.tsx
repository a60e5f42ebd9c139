import { SITE_LOCALES } from '#portable/site-locales.ts';
import { usePageLanguage } from '#src/lib/page-language.ts';

/**
 * A link to the same page in each other language the site is published in ("English" on `/`,
 * "Português" on `/en/`), each named in its own language. Plain links in the HTML: they work
 * without scripts, and nothing chooses a language for the visitor or remembers one.
 */
export function LanguageLinks({ place }: { place: 'bar' | 'menu' }) {
  const { locale, published } = usePageLanguage();
  const others = published.filter((other) => other !== locale);
  if (others.length === 0) return null;
  return others.map((other) => {
    const { path, hreflang, htmlLang, name } = SITE_LOCALES[other];
    return (
      <a
        key={other}
        href={path}
        hrefLang={hreflang}
        lang={htmlLang}
        className={place === 'bar' ? 'nav-link' : 'menu-link'}
      >
        {name}
      </a>
    );
  });
}
