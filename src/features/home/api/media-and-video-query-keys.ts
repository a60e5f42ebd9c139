// Every public media read lives under one root key, so a media_slots change refreshes them all.
// The portfolio's pairs are read per language (they travel in the page as data, and a page
// carries only its own language's alt texts); an island declares them in any language.
import type { SiteLocale } from '#portable/site-locales.ts';

export const mediaQueryKeys = {
  all: ['media-slots'] as const,
  published: () => [...mediaQueryKeys.all, 'published'] as const,
  portfolioInAnyLanguage: () => [...mediaQueryKeys.all, 'portfolio'] as const,
  portfolio: (locale: SiteLocale) => [...mediaQueryKeys.portfolioInAnyLanguage(), locale] as const,
};

export const videoQueryKeys = {
  all: ['videos'] as const,
  active: () => [...videoQueryKeys.all, 'active'] as const,
};
