// Every admin read lives under one root, so signing out drops them all at once.
export const adminQueryKeys = {
  all: ['admin'] as const,
  media: () => [...adminQueryKeys.all, 'media'] as const,
  videos: () => [...adminQueryKeys.all, 'videos'] as const,
  businessFacts: () => [...adminQueryKeys.all, 'business-facts'] as const,
  pageTexts: () => [...adminQueryKeys.all, 'page-texts'] as const,
  /** Whether the public page carries the latest changes: the build requests and the served page. */
  publicPage: () => [...adminQueryKeys.all, 'public-page'] as const,
  contactStats: () => [...adminQueryKeys.all, 'contact-stats'] as const,
  /** When the last backup was completed (site-backup GET). */
  backup: () => [...adminQueryKeys.all, 'backup'] as const,
};
