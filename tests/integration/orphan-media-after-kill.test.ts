// A stand-in killed in the middle of a burst of uploads can leave stored files that no version
// points to: objects stored by an upload that never got to publish, and files on disk whose
// storage row never committed. The next start removes them, says which, and keeps every file a
// version points to. The stand-in runs as `npm run local-supabase` does, in a child process.
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { findFreePort } from '#local/free-port.ts';
import { LOCAL_SECRET_KEY } from '#local/keys.ts';
import { callFunction, DEFAULT_ADMIN } from '#tests/support/edge-functions.ts';
import { denoChildren, isRunning } from '#tests/support/processes.ts';
import { runStandInProcess, type StandInProcess } from '#tests/support/stand-in-process.ts';
import { makePng } from '#tests/support/test-images.ts';

const SLOTS = ['trust.review_1', 'trust.review_2', 'trust.review_3', 'trust.review_4'];
const STARTED = 'Supabase local: ';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function start(dataDir: string): Promise<{ process: StandInProcess; url: string }> {
  const port = await findFreePort();
  const standIn = runStandInProcess(dataDir, port);
  cleanups.push(async () => {
    if (standIn.child.exitCode === null && standIn.child.signalCode === null) {
      standIn.child.kill('SIGTERM');
      await standIn.exited;
    }
  });
  const url = `http://127.0.0.1:${port}`;
  await standIn.waitFor(`${STARTED}${url}`, 150_000);
  return { process: standIn, url };
}

function upload(baseUrl: string, session: string, slotName: string, file: Uint8Array, variant?: Uint8Array) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), 'foto.png');
  form.append('slotName', slotName);
  if (variant) form.append('variant-480', new Blob([new Uint8Array(variant)]), 'v.webp');
  return callFunction('media-upload', { baseUrl, session, body: form });
}

/** Every object under slots/<slot>/ of the seeded slots this test uses. */
async function storedPaths(service: SupabaseClient): Promise<string[]> {
  const paths: string[] = [];
  for (const slot of SLOTS) {
    const { data, error } = await service.storage.from('media').list(`slots/${slot}`, { limit: 1000 });
    expect(error).toBeNull();
    paths.push(...(data ?? []).map((object) => `slots/${slot}/${object.name}`));
  }
  return paths.sort();
}

/** Every path a version points to: its file and its variants. */
async function referencedPaths(service: SupabaseClient): Promise<string[]> {
  const { data, error } = await service.from('media_versions').select('storage_path, variants');
  expect(error).toBeNull();
  return (data ?? [])
    .flatMap((version) => [
      version.storage_path as string,
      ...(version.variants as Array<{ path: string }>).map((variant) => variant.path),
    ])
    .sort();
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
}

describe('a stand-in killed in the middle of uploads', () => {
  it('removes, when it starts again, every stored file no version points to, names them, and keeps the rest', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'local-supabase-orphans-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));

    const first = await start(dataDir);
    const service = createClient(first.url, LOCAL_SECRET_KEY, { auth: { persistSession: false } });
    const login = await callFunction('admin-auth', { baseUrl: first.url, json: DEFAULT_ADMIN });
    expect(login.status).toBe(200);
    const session = login.body.sessionToken as string;

    // a published upload with a variant: its two files must survive everything below
    const variant = new Uint8Array(
      await sharp({ create: { width: 480, height: 360, channels: 3, background: 'navy' } })
        .webp()
        .toBuffer(),
    );
    const published = await upload(first.url, session, 'trust.review_1', makePng(800, 600), variant);
    expect(published.status).toBe(201);

    // what media-upload leaves when it is killed right after storing: an object, no version
    const orphan = `slots/trust.review_2/${randomUUID()}-0123456789abcdef.png`;
    const stored = await service.storage
      .from('media')
      .upload(orphan, makePng(3, 3), { contentType: 'image/png' });
    expect(stored.error).toBeNull();

    // what the stand-in leaves when it is killed while storing: files with no committed row
    const bucketDir = path.join(dataDir, 'storage', 'media');
    const strayFiles = [
      `slots/trust.review_2/.partial-${randomUUID()}`,
      `slots/trust.review_4/${randomUUID()}-fedcba9876543210.png`,
    ];
    for (const file of strayFiles) {
      await mkdir(path.dirname(path.join(bucketDir, file)), { recursive: true });
      await writeFile(path.join(bucketDir, file), makePng(2, 2));
    }

    // a burst of uploads, and the stand-in is killed as soon as the first one is answered
    const functionProcesses = denoChildren(first.process.child.pid ?? -1);
    const burst = [1, 2, 3, 4, 5, 6, 7, 8].map((n) =>
      upload(first.url, session, 'trust.review_3', makePng(100 + n, 100)).catch(() => null),
    );
    await Promise.race(burst);
    first.process.child.kill('SIGKILL');
    await first.process.exited;
    await Promise.all(burst);
    // its Deno function processes end with it (exit-with-parent.js)
    for (let waited = 0; functionProcesses.some(isRunning) && waited < 10_000; waited += 100)
      await delay(100);
    expect(functionProcesses.filter(isRunning)).toEqual([]);

    const second = await start(dataDir);
    const log = second.process.output();
    expect(log).toMatch(/stored object\(s\) no media version points to/);
    expect(log).toContain(`  media/${orphan}\n`);
    expect(log).toMatch(/stray file\(s\) with no storage object/);
    for (const file of strayFiles) expect(log).toContain(`  media/${file}\n`);

    const after = createClient(second.url, LOCAL_SECRET_KEY, { auth: { persistSession: false } });
    const referenced = await referencedPaths(after);
    // every stored file has a version, every version has its files, and the orphan is gone
    expect(await storedPaths(after)).toEqual(referenced);
    expect(referenced).not.toContain(orphan);
    expect((await after.storage.from('media').download(orphan)).error).not.toBeNull();
    for (const kept of referenced) {
      const { error } = await after.storage.from('media').download(kept);
      expect(error, kept).toBeNull();
    }
    const version = published.body.version as { storage_path: string; variants: Array<{ path: string }> };
    expect(referenced).toEqual(expect.arrayContaining([version.storage_path, version.variants[0]?.path]));
    // and on disk: exactly the files of the stored objects
    expect((await filesUnder(bucketDir)).sort()).toEqual(referenced);
  }, 420_000);
});
