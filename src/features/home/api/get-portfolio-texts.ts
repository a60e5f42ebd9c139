import { queryOptions, useQuery } from '@tanstack/react-query';
import { BUILT_IN_PAGE_TEXTS } from '@/content/built-in-page-texts.ts';
import { PAGE_TEXTS_LOCALE, type PageTexts } from '@portable/page-texts/page-texts-catalogue.ts';
import { resolvePageTexts } from '@portable/page-texts/resolve-page-texts.ts';
import { getSavedPageTexts, type SavedPageTexts } from './get-page-texts.ts';
import { pageTextsQueryKeys } from './media-query-keys.ts';

export type PortfolioTexts = PageTexts['portfolio'];

/** Saved page texts cut down to the portfolio's: what its cache entry holds. */
export function portfolioPartOf(saved: SavedPageTexts | null): SavedPageTexts | null {
  return saved && { version: saved.version, texts: { portfolio: saved.texts.portfolio } };
}

/**
 * The portfolio's words of the saved page texts, and nothing else of them: a cache entry of its
 * own so that the portfolio, which hydrates, starts from the few words the page carries for it,
 * not from every text of the page (as the WhatsApp buttons read the contact numbers, not the
 * facts). Null when nothing was ever saved.
 */
export function portfolioTextsQueryOptions(locale: string = PAGE_TEXTS_LOCALE) {
  return queryOptions({
    queryKey: pageTextsQueryKeys.portfolio(locale),
    queryFn: async ({ signal }) => portfolioPartOf(await getSavedPageTexts(locale, signal)),
  });
}

const showPortfolioTexts = (saved: SavedPageTexts | null): PortfolioTexts =>
  resolvePageTexts(BUILT_IN_PAGE_TEXTS, saved?.texts).portfolio;

/** The portfolio's words: the owner's where they saved one, the built-in text elsewhere. */
export function usePortfolioTexts(): PortfolioTexts {
  const { data } = useQuery({ ...portfolioTextsQueryOptions(), select: showPortfolioTexts });
  return data ?? BUILT_IN_PAGE_TEXTS.portfolio;
}
