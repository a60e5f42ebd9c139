// What the owner writes in /admin is one kind of thing: a versioned document in a language
// (docs/owner-documents.md). Each document is declared here by name, with the field its content
// travels under in its function's answers and the languages it has; its fields, validator and
// draft live with it (business-facts/, page-texts/). The tables, the SQL save and restore, the
// function handler, the admin's reads and writes and its form hook are the same for all.
import { BASE_LOCALE, SITE_LOCALE_IDS, type SiteLocale } from '../site-locales.ts';

export const OWNER_DOCUMENTS = {
  /** Contacts, hours, links, rating and reviews: no words to translate, so the site's language only. */
  'business-facts': { contentKey: 'facts', locales: [BASE_LOCALE] },
  /** Every word of the public page, in each language of the site. */
  'page-texts': { contentKey: 'texts', locales: SITE_LOCALE_IDS },
} as const satisfies Record<string, { contentKey: string; locales: readonly SiteLocale[] }>;

export type OwnerDocumentName = keyof typeof OWNER_DOCUMENTS;
export type ContentKey<D extends OwnerDocumentName> = (typeof OWNER_DOCUMENTS)[D]['contentKey'];

/** A document's current version, as its function answers it and the public page reads it. */
export type SavedDocument<Key extends string, Content> = {
  locale: SiteLocale;
  version: number;
  /** When it was saved (ISO 8601). */
  updatedAt: string;
} & { [K in Key]: Content };

/** One saved version, current or earlier; restoring saves it again as a new version. */
export type DocumentVersion<Key extends string, Content> = {
  version: number;
  createdAt: string;
} & { [K in Key]: Content };

/** A document's function's GET: the current version (null until the first save) and the history. */
export interface DocumentHistory<Key extends string, Content> {
  current: SavedDocument<Key, Content> | null;
  /** Newest first, at most DOCUMENT_VERSIONS_LISTED; the current one included. */
  versions: DocumentVersion<Key, Content>[];
}

/** How many versions a document's GET lists, newest first. */
export const DOCUMENT_VERSIONS_LISTED = 20;

/** Field path ("faq.items.2.answer", "social.instagram") → pt-PT message naming the field. */
export type FieldErrors = Record<string, string>;

/** What a document's validator answers: the content as it is stored (normalised), or why not. */
export type DocumentValidation<Content> = { ok: true; content: Content } | { ok: false; errors: FieldErrors };
