// Every public media read lives under one root key, so a media_slots change refreshes them all.
export const mediaQueryKeys = {
  all: ['media-slots'] as const,
  published: () => [...mediaQueryKeys.all, 'published'] as const,
  portfolio: () => [...mediaQueryKeys.all, 'portfolio'] as const,
};

export const videoQueryKeys = {
  all: ['videos'] as const,
  active: () => [...videoQueryKeys.all, 'active'] as const,
};

export const businessFactsQueryKeys = {
  all: ['business-facts'] as const,
  current: () => [...businessFactsQueryKeys.all, 'current'] as const,
  contacts: () => [...businessFactsQueryKeys.all, 'contacts'] as const,
};

export const pageTextsQueryKeys = {
  all: ['page-texts'] as const,
  current: (locale: string) => [...pageTextsQueryKeys.all, locale, 'current'] as const,
  portfolio: (locale: string) => [...pageTextsQueryKeys.all, locale, 'portfolio'] as const,
};
