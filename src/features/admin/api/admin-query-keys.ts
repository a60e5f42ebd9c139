// Every admin read lives under one root, so signing out drops them all at once.
export const adminQueryKeys = {
  all: ['admin'] as const,
  media: () => [...adminQueryKeys.all, 'media'] as const,
  videos: () => [...adminQueryKeys.all, 'videos'] as const,
  businessFacts: () => [...adminQueryKeys.all, 'business-facts'] as const,
  contactStats: () => [...adminQueryKeys.all, 'contact-stats'] as const,
};
