// Every admin read lives under one root, so signing out drops them all at once.
import type { OwnerDocumentName } from '#portable/owner-documents/owner-document.ts';
import type { SiteLocale } from '#portable/site-locales.ts';

export const adminQueryKeys = {
  all: ['admin'] as const,
  media: () => [...adminQueryKeys.all, 'media'] as const,
  videos: () => [...adminQueryKeys.all, 'videos'] as const,
  /** Every owner's document, in every language: one table, one live channel. */
  documents: () => [...adminQueryKeys.all, 'documents'] as const,
  /** One document in one language, with its versions. */
  document: (document: OwnerDocumentName, locale: SiteLocale) =>
    [...adminQueryKeys.documents(), document, locale] as const,
  /** Whether the public page carries the latest changes: the build requests and the served page. */
  publicPage: () => [...adminQueryKeys.all, 'public-page'] as const,
  contactStats: () => [...adminQueryKeys.all, 'contact-stats'] as const,
  /** When the last backup was completed (site-backup GET). */
  backup: () => [...adminQueryKeys.all, 'backup'] as const,
};
