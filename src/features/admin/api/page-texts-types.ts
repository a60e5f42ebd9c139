// What the page-texts function answers (supabase/functions/page-texts): the texts the page shows
// now, when and as which version they were saved, and the earlier versions.
import type { PageTexts } from '@portable/page-texts/page-texts-catalogue.ts';

/**
 * Texts as stored: every field the owner saved. A field added to the page since a version was
 * saved is missing from it, and the page shows its built-in text there.
 */
export type StoredPageTexts = Partial<PageTexts>;

export interface SavedPageTexts {
  locale: string;
  version: number;
  texts: StoredPageTexts;
  updatedAt: string;
}

/** One saved set, current or earlier; restoring saves it again as a new version. */
export interface PageTextsVersion {
  version: number;
  createdAt: string;
  texts: StoredPageTexts;
}

export interface PageTextsHistory {
  /** Null until the first save: the page then shows its built-in texts. */
  current: SavedPageTexts | null;
  /** Newest first, at most 20; the current one included. */
  versions: PageTextsVersion[];
}
