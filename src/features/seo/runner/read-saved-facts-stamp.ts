import { getSupabase } from '../../../lib/supabase-lazy.ts';
import type { SavedFactsStamp } from '../audit/prerender-freshness.ts';

/** The version and date of the business facts saved in /admin: null when none, undefined when unreadable. */
export async function readSavedFactsStamp(): Promise<SavedFactsStamp | null | undefined> {
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.rest
      .from('business_facts')
      .select('version, updated_at')
      .maybeSingle();
    if (error) return undefined;
    return data && { version: data.version, updatedAt: data.updated_at };
  } catch {
    return undefined;
  }
}
