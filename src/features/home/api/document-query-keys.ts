// The public reads of the owner's documents, one root key per document, so a change of one
// refreshes every read of it. The language comes last: an island declares the reads it renders
// from in any language (`…InAnyLanguage`), and a page's reads are those of its own.
import type { SiteLocale } from '#portable/site-locales.ts';

export const businessFactsQueryKeys = {
  all: ['business-facts'] as const,
  current: () => [...businessFactsQueryKeys.all, 'current'] as const,
  contacts: () => [...businessFactsQueryKeys.all, 'contacts'] as const,
};

export const pageTextsQueryKeys = {
  all: ['page-texts'] as const,
  currentInAnyLanguage: () => [...pageTextsQueryKeys.all, 'current'] as const,
  current: (locale: SiteLocale) => [...pageTextsQueryKeys.currentInAnyLanguage(), locale] as const,
  portfolioInAnyLanguage: () => [...pageTextsQueryKeys.all, 'portfolio'] as const,
  portfolio: (locale: SiteLocale) => [...pageTextsQueryKeys.portfolioInAnyLanguage(), locale] as const,
};
