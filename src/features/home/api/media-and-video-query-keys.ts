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
