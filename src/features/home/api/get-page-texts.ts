import { queryOptions, useQuery } from '@tanstack/react-query';
import { BUILT_IN_PAGE_TEXTS } from '#src/content/built-in-page-texts.ts';
import { usePageLocale } from '#src/lib/page-language.ts';
import { perLocale } from '#src/lib/per-locale.ts';
import type { PageTexts, SavedPageTexts } from '#portable/page-texts/page-texts-catalogue.ts';
import { resolvePageTexts } from '#portable/page-texts/resolve-page-texts.ts';
import type { SiteLocale } from '#portable/site-locales.ts';
import { getSavedDocument } from './get-owner-document.ts';
import { pageTextsQueryKeys } from './document-query-keys.ts';

/** The page's texts the owner saved in `locale` in /admin ("Textos"), or null before the first save. */
export function getSavedPageTexts(locale: SiteLocale, signal?: AbortSignal): Promise<SavedPageTexts | null> {
  return getSavedDocument<'page-texts', Partial<PageTexts>>(
    'page-texts',
    locale,
    'Erro ao carregar os textos da página:',
    signal,
  );
}

export function pageTextsQueryOptions(locale: SiteLocale) {
  return queryOptions({
    queryKey: pageTextsQueryKeys.current(locale),
    queryFn: ({ signal }) => getSavedPageTexts(locale, signal),
  });
}

/** The texts a page in `locale` shows: the owner's where they saved one, the built-in text elsewhere. */
export function shownPageTexts(
  locale: SiteLocale,
  saved: Pick<SavedPageTexts, 'texts'> | null | undefined,
): PageTexts {
  return resolvePageTexts(BUILT_IN_PAGE_TEXTS[locale], saved?.texts);
}

// one function per language, so TanStack Query resolves the texts once per read, not once per component
const showTexts = perLocale((locale) => (saved: SavedPageTexts | null) => shownPageTexts(locale, saved));

/** Every text of the page, in its language. */
export function usePageTexts(): PageTexts {
  const locale = usePageLocale();
  const { data } = useQuery({ ...pageTextsQueryOptions(locale), select: showTexts(locale) });
  return data ?? BUILT_IN_PAGE_TEXTS[locale];
}
