// What each of the owner's documents holds, as the admin reads and writes it through the
// document's function (supabase/functions/_shared/owner-document-function.ts).
import type { BusinessFacts } from '#portable/business-facts/shape.ts';
import type {
  ContentKey,
  DocumentHistory,
  DocumentVersion,
  OwnerDocumentName,
  SavedDocument,
} from '#portable/owner-documents/owner-document.ts';
import type { PageTexts } from '#portable/page-texts/page-texts-catalogue.ts';

export interface DocumentContents {
  'business-facts': BusinessFacts;
  /** Every field the owner saved: one added to the page since a version was saved is missing from it. */
  'page-texts': Partial<PageTexts>;
}

export type SavedContent<D extends OwnerDocumentName> = SavedDocument<ContentKey<D>, DocumentContents[D]>;
export type ContentVersion<D extends OwnerDocumentName> = DocumentVersion<ContentKey<D>, DocumentContents[D]>;

export type ContentHistory<D extends OwnerDocumentName> = DocumentHistory<
  ContentKey<D>,
  DocumentContents[D]
> & {
  /** The page-texts function's: whether the language's page is published. */
  published?: boolean;
};
