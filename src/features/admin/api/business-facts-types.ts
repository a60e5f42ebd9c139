// What the business-facts function answers (supabase/functions/business-facts): the facts the
// site shows now, when and as which version they were saved, and the earlier versions.
import type {
  BusinessFacts,
  SavedBusinessFacts,
} from '../../../../supabase/functions/_shared/portable/business-facts-shape.ts';

/** The saved facts the public page shows (the business_facts row). */
export type StoredBusinessFacts = SavedBusinessFacts;

/** One saved set, current or earlier; restoring saves it again as a new version. */
export interface BusinessFactsVersion {
  version: number;
  createdAt: string;
  facts: BusinessFacts;
}

export interface AdminBusinessFacts {
  /** Null until the first save: the page then shows the build's configuration. */
  current: StoredBusinessFacts | null;
  /** Newest first, at most 20; the current one included. */
  versions: BusinessFactsVersion[];
}
