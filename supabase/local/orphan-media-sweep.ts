// The orphan sweep: stored files of the media bucket that no version points to (left when an
// upload was stopped between storing its files and publishing them) are found by the database
// function orphan_media_objects and removed through the Storage API, which deletes the file as
// well as its row. Used by `npm run sweep-orphan-media` against any project, and by the local
// stand-in when it starts. Needs the secret (or legacy service_role) key.
import type { SupabaseClient } from '@supabase/supabase-js';

const BUCKET = 'media';
/** Names per Storage remove call: well under its limit of 1000, and a short URL-free JSON body. */
const REMOVE_BATCH = 100;

interface OrphanObject {
  /** The object's path in the media bucket, e.g. slots/global.logo/<id>-<hash>.png */
  name: string;
  createdAt: string;
}

export interface SweepResult {
  found: OrphanObject[];
  /** What Storage confirmed removing; empty in a dry run. */
  removed: string[];
}

/**
 * Finds the orphans older than `minAgeMs` (by the database's clock) and, unless `dryRun`,
 * removes them. The age must leave out every upload that may still be publishing: minutes (the
 * command's minimum is 10), or the time since the start of a process nothing else writes through.
 */
export async function sweepOrphanMedia(
  client: SupabaseClient,
  minAgeMs: number,
  options: { dryRun?: boolean } = {},
): Promise<SweepResult> {
  const found = await findOrphanMedia(client, minAgeMs);
  if (options.dryRun || found.length === 0) return { found, removed: [] };
  const removed: string[] = [];
  const names = found.map((orphan) => orphan.name);
  for (let start = 0; start < names.length; start += REMOVE_BATCH) {
    const { data, error } = await client.storage
      .from(BUCKET)
      .remove(names.slice(start, start + REMOVE_BATCH));
    if (error) throw new Error(`Storage remove: ${error.message}`);
    removed.push(...data.map((object) => object.name));
  }
  return { found, removed };
}

async function findOrphanMedia(client: SupabaseClient, minAgeMs: number): Promise<OrphanObject[]> {
  if (!(minAgeMs >= 0)) throw new Error('invalid minimum age');
  const { data, error } = await client.rpc('orphan_media_objects', {
    p_min_age: `${(minAgeMs / 1000).toFixed(3)} seconds`,
  });
  if (error) throw new Error(`orphan_media_objects: ${error.message}`);
  return (data as Array<{ name: string; created_at: string }>).map((row) => ({
    name: row.name,
    createdAt: row.created_at,
  }));
}
