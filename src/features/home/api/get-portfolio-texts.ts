import { queryOptions, useQuery } from '@tanstack/react-query';
import { BUILT_IN_PAGE_TEXTS } from '#src/content/built-in-page-texts.ts';
import { usePageLocale } from '#src/lib/page-language.ts';
import { perLocale } from '#src/lib/per-locale.ts';
import type { PageTexts, SavedPageTexts } from '#portable/page-texts/page-texts-catalogue.ts';
import type { SiteLocale } from '#portable/site-locales.ts';
import { getSavedPageTexts, shownPageTexts } from './get-page-texts.ts';
import { pageTextsQueryKeys } from './document-query-keys.ts';

export type PortfolioTexts = PageTexts['portfolio'];

/** Saved page texts cut down to the portfolio's: what its cache entry holds, and the page carries. */
export type PortfolioPart = Pick<SavedPageTexts, 'version' | 'texts'>;

export function portfolioPartOf(saved: SavedPageTexts | null): PortfolioPart | null {
  return saved && { version: saved.version, texts: { portfolio: saved.texts.portfolio } };
}

/**
 * The portfolio's words of the saved page texts, and nothing else of them: a cache entry of its
 * own so that the portfolio, which hydrates, starts from the few words the page carries for it,
 * not from every text of the page (as the WhatsApp buttons read the contact numbers, not the
 * facts). Null when nothing was ever saved.
 */
export function portfolioTextsQueryOptions(locale: SiteLocale) {
  return queryOptions({
    queryKey: pageTextsQueryKeys.portfolio(locale),
    queryFn: async ({ signal }) => portfolioPartOf(await getSavedPageTexts(locale, signal)),
  });
}

// one function per language, so TanStack Query resolves the texts once per read, not once per component
const showPortfolioTexts = perLocale(
  (locale) => (saved: PortfolioPart | null) => shownPageTexts(locale, saved).portfolio,
);

/** The portfolio's words in the page's language: the owner's where they saved one, the built-in text elsewhere. */
export function usePortfolioTexts(): PortfolioTexts {
  const locale = usePageLocale();
  const { data } = useQuery({ ...portfolioTextsQueryOptions(locale), select: showPortfolioTexts(locale) });
  return data ?? BUILT_IN_PAGE_TEXTS[locale].portfolio;
}
