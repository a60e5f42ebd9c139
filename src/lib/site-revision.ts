import { rowOf } from './read-error.ts';
import { getSupabase } from './supabase-lazy.ts';

/** The site revision (site_revision): it goes up with every change of what `/` shows. */
export interface SiteRevision {
  revision: number;
  /** When it last went up (ISO 8601). */
  changedAt: string;
}

/**
 * Reads the site revision with the public key (null before the migration that adds it). The
 * build reads it before the data; an open page, /admin and the SEO page compare it with the
 * revision the served page was built from.
 */
export async function readSiteRevision(signal?: AbortSignal): Promise<SiteRevision | null> {
  const supabase = await getSupabase();
  let query = supabase.rest.from('site_revision').select('revision, changed_at').eq('id', 1);
  if (signal) query = query.abortSignal(signal);
  const answer = await query.maybeSingle();
  const data = rowOf('site_revision', answer, (row) => typeof row.revision === 'number');
  return data && { revision: data.revision, changedAt: data.changed_at };
}
