import { readdir, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import type { LocalDatabase } from '#local/database.ts';
import { PLATFORM_READER } from './buckets.ts';

/**
 * Deletes the files under `<dataDir>/storage` that no storage.objects row describes: a stand-in
 * killed while storing an upload leaves its half-written `.partial-…` file, or the whole file of
 * a row that was never committed. Only safe before the stand-in serves anything, since an upload
 * in progress writes its file before its row commits. Returns `<bucket>/<key>` of each.
 */
export async function removeStrayObjectFiles(db: LocalDatabase, dataDir: string): Promise<string[]> {
  const root = path.join(dataDir, 'storage');
  const buckets = await readdir(root, { withFileTypes: true }).catch(() => []);
  const removed: string[] = [];
  for (const bucket of buckets) {
    if (!bucket.isDirectory()) continue;
    const bucketDir = path.join(root, bucket.name);
    const { rows } = await db.withClaims(PLATFORM_READER, (tx) =>
      tx.query<{ name: string }>('select name from storage.objects where bucket_id = $1', [bucket.name]),
    );
    const described = new Set(rows.map((row) => row.name));
    for (const entry of await readdir(bucketDir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const key = path.relative(bucketDir, file).split(path.sep).join('/');
      if (described.has(key)) continue;
      await rm(file, { force: true });
      removed.push(`${bucket.name}/${key}`);
    }
    await removeEmptyFolders(bucketDir);
  }
  return removed;
}

/** Deepest first, so a folder emptied by its sub-folders' removal goes too; the bucket's stays. */
async function removeEmptyFolders(bucketDir: string): Promise<void> {
  const folders = (await readdir(bucketDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort((a, b) => b.length - a.length);
  for (const folder of folders) await rmdir(folder).catch(() => undefined); // not empty: kept
}
