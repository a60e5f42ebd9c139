// What the business-facts function answers (supabase/functions/business-facts): the facts the
// site shows now, when and as which version they were saved, and the earlier versions.
import type { BusinessFacts, SavedBusinessFacts } from '@portable/business-facts/shape.ts';

/** One saved set, current or earlier; restoring saves it again as a new version. */
export interface BusinessFactsVersion {
  version: number;
  createdAt: string;
  facts: BusinessFacts;
}

export interface BusinessFactsHistory {
  /** Null until the first save: the page then shows the build's configuration. */
  current: SavedBusinessFacts | null;
  /** Newest first, at most 20; the current one included. */
  versions: BusinessFactsVersion[];
}
