// A persisted stand-in that was killed in the middle of uploads can leave stored files behind.
// When it starts again it tidies them, and says what it removed:
// - before serving: files on disk that no storage.objects row describes (removeStrayObjectFiles);
// - once serving: objects no media version points to, by the same sweep as
//   `npm run sweep-orphan-media`, limited to objects older than this start (the process that
//   wrote them is gone, so none of them is an upload still on its way to being published).
import { createClient } from '@supabase/supabase-js';
import { sweepOrphanMedia } from './orphan-media-sweep.ts';
import type { LocalDatabase } from './database.ts';
import { LOCAL_SECRET_KEY } from './keys.ts';
import { removeStrayObjectFiles } from '#local/storage/stray-files.ts';

const LOG_PREFIX = '[local-supabase]';

export async function removeStrayFilesAtStart(db: LocalDatabase, dataDir: string): Promise<void> {
  try {
    const removed = await removeStrayObjectFiles(db, dataDir);
    logRemoved(removed, 'stray file(s) with no storage object, left by an upload interrupted while storing');
  } catch (error) {
    console.error(`${LOG_PREFIX} could not look for stray storage files:`, error);
  }
}

export async function sweepOrphanMediaAtStart(url: string, startedAt: Date): Promise<void> {
  try {
    const noSession = { auth: { persistSession: false, autoRefreshToken: false } };
    const client = createClient(url, LOCAL_SECRET_KEY, noSession);
    const { removed } = await sweepOrphanMedia(client, Date.now() - startedAt.getTime());
    logRemoved(
      removed.map((name) => `media/${name}`),
      'stored object(s) no media version points to, left by an upload interrupted before publishing',
    );
  } catch (error) {
    console.error(`${LOG_PREFIX} could not sweep the stored objects no version points to:`, error);
  }
}

function logRemoved(paths: string[], what: string): void {
  if (paths.length === 0) return;
  console.log(`${LOG_PREFIX} removed ${paths.length} ${what}:\n${paths.map((p) => `  ${p}`).join('\n')}`);
}
