// The public bucket with the public key: its images download, and anon can neither upload, list
// nor delete. The delete is tried on a real published file when there is one (a missing path
// would prove nothing: Storage answers an allowed and a refused delete alike, with the list of
// what it removed), after downloading it, so it can be put back if it goes.
import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { fetchWithTimeout } from './http.ts';
import { fail, pass, skip, writeAccepted, type CheckRun, type Verdict } from './results.ts';
import { readFailed } from './table-reads.ts';

const BUCKET = 'media';
/** The newest published versions tried, until one downloads. */
const DOWNLOAD_CANDIDATES = 5;
const SECTION = `Storage: bucket ${BUCKET}`;
/** A 1×1 PNG: a type and size the bucket accepts, so only the policies can refuse it. */
const PROBE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

interface PublishedFile {
  path: string;
  bytes: Uint8Array<ArrayBuffer>;
  contentType: string;
}

export async function checkStorage(run: CheckRun, anon: SupabaseClient): Promise<void> {
  const bucket = anon.storage.from(BUCKET);
  const probePath = `check-deploy/probe-${randomUUID()}.png`;
  let published: PublishedFile | undefined;

  await run.check(SECTION, 'a published image downloads from its public URL', async () => {
    const { data, error } = await anon
      .from('media_versions')
      .select('storage_path')
      .order('created_at', { ascending: false })
      .limit(DOWNLOAD_CANDIDATES);
    if (error) return readFailed('media_versions', error);
    if (data.length === 0) return skip('no image is published yet');
    const missed: string[] = [];
    for (const { storage_path: storagePath } of data as { storage_path: string }[]) {
      const response = await fetchWithTimeout(bucket.getPublicUrl(storagePath).data.publicUrl);
      if (!response.ok) {
        await response.body?.cancel();
        missed.push(`${storagePath}: ${response.status}`);
        continue;
      }
      const bytes = new Uint8Array(await response.arrayBuffer());
      const contentType = response.headers.get('content-type') ?? 'application/octet-stream';
      published = { path: storagePath, bytes, contentType };
      const note = missed.length > 0 ? ` (newer ones did not: ${missed.join(', ')})` : '';
      return pass(`${storagePath}: ${response.status}, ${bytes.length} bytes, ${contentType}${note}`);
    }
    return fail(`none of the newest published images downloads: ${missed.join(', ')}`);
  });

  await run.check(SECTION, 'anon upload refused', async () => {
    const { error } = await bucket.upload(probePath, new Blob([PROBE_PNG], { type: 'image/png' }), {
      contentType: 'image/png',
      upsert: false,
    });
    if (error) {
      const code = error.statusCode ?? String(error.status ?? '');
      return code === '401' || code === '403'
        ? pass(`refused: ${code} ${error.message}`)
        : fail(`refused for another reason than the policies (${code} ${error.message})`);
    }
    const removed = await bucket.remove([probePath]);
    const undone =
      removed.data && removed.data.length > 0
        ? 'removed again'
        : `NOT removed (${removed.error?.message ?? 'anon cannot delete it'}): delete ${BUCKET}/${probePath} by hand`;
    return writeAccepted(`anon stored ${BUCKET}/${probePath}; ${undone}`);
  });

  await run.check(SECTION, 'anon cannot list the bucket', async () => {
    const { data, error } = await bucket.list('', { limit: 10 });
    if (error) return pass(`refused: ${error.message}`);
    if (data.length === 0) return pass('lists nothing');
    return fail(`anon lists ${data.map((entry) => entry.name).join(', ')}`);
  });

  await run.check(SECTION, 'anon delete refused', () => tryDelete(anon, published, probePath));
}

async function tryDelete(
  anon: SupabaseClient,
  published: PublishedFile | undefined,
  probePath: string,
): Promise<Verdict> {
  const bucket = anon.storage.from(BUCKET);
  const target = published?.path ?? probePath;
  const { data, error } = await bucket.remove([target]);
  if (error) return pass(`refused: ${error.message}`);
  if (data.length === 0) {
    return published
      ? pass(`nothing removed (tried ${target})`)
      : pass('nothing removed (no published image to try it on: tried a path that does not exist)');
  }
  if (!published) return writeAccepted(`anon removed ${BUCKET}/${target}`);
  const restored = await bucket.upload(target, new Blob([published.bytes], { type: published.contentType }), {
    contentType: published.contentType,
    upsert: false,
  });
  if (!restored.error)
    return writeAccepted(`anon deleted ${BUCKET}/${target}; uploaded again from the copy taken before`);
  const copy = path.join(tmpdir(), `check-deploy-${path.basename(target)}`);
  await writeFile(copy, published.bytes);
  return writeAccepted(
    `anon deleted ${BUCKET}/${target} and it could not be put back (${restored.error.message}): ` +
      `upload ${copy} to ${BUCKET}/${target}`,
  );
}
