// `npm run bench:backup`: what the owner's backup costs for a site of 50 photos, each as /admin
// stores it (a 2560 px JPEG of a fabric-like photo, its 480, 960 and 1600 px WebP copies), with a
// second version of 10 of them kept as history. On an in-memory stand-in with the real functions:
// the rows through site-backup, every image from the public bucket, the zip written to a file by
// the same code /admin's worker runs (src/lib/backup/write-backup-zip.ts); then the restore into
// a second, empty stand-in. Prints and writes bench/backup.json: bytes, times, and the largest
// memory the process held (it must stay far below the backup's size: nothing holds every image).
// Not part of npm test; see docs/decisions/backup-assembled-in-the-browser.md.
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { createClient } from '@supabase/supabase-js';
import sharp from 'sharp';
import type { BackupSnapshot } from '../supabase/functions/_shared/portable/backup-format.ts';
import { startLocalSupabase, type LocalSupabase } from '../supabase/local/server.ts';
import { writeBackupZip } from '../src/lib/write-backup-zip.ts';
import { fabricPhotoJpeg } from '../tests/e2e/support/test-images.ts';
import { openVerifiedBackup } from './backup/read-backup-zip.ts';
import { restoreIntoProject } from './backup/restore-into-project.ts';
import { PROJECT_ROOT } from './support/local-stand-in.ts';

const PHOTOS = 50;
const WITH_HISTORY = 10;
const COPY_WIDTHS = [480, 960, 1600];
const RESULTS_FILE = path.join(PROJECT_ROOT, 'bench', 'backup.json');
/** Phone links the decision record reasons with: megabits per second. */
const LINKS = { '4G (20 Mbit/s)': 20, 'Wi-Fi (50 Mbit/s)': 50 };

const slots = [
  'servico-sofas',
  'servico-colchoes',
  'servico-tapetes',
  'servico-automoveis',
  'home.hero.desktop',
  'home.hero.mobile',
  'trust.review_1',
  'trust.review_2',
  'trust.review_3',
  'process.step_1',
  ...Array.from({ length: 20 }, (_, i) => [
    `gallery.before_after.${i + 1}.before`,
    `gallery.before_after.${i + 1}.after`,
  ]).flat(),
].slice(0, PHOTOS);

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function photoFiles(
  seed: number,
): Promise<{ main: Buffer; copies: Array<{ width: number; bytes: Buffer }> }> {
  // one fabric photo, tinted per slot so no two files are alike
  const source = await fabricPhotoJpeg(2560, 1920);
  const tinted = sharp(source).modulate({ hue: (seed * 37) % 360 });
  const main = await tinted.clone().jpeg({ quality: 82 }).toBuffer();
  const copies = await Promise.all(
    COPY_WIDTHS.map(async (width) => ({
      width,
      bytes: await tinted.clone().resize(width).webp({ quality: 80 }).toBuffer(),
    })),
  );
  return { main, copies };
}

async function publishPhotos(local: LocalSupabase): Promise<number> {
  const service = createClient(local.url, local.secretKey, { auth: { persistSession: false } });
  const bucket = service.storage.from('media');
  let stored = 0;
  const publish = async (slot: string, seed: number) => {
    const { main, copies } = await photoFiles(seed);
    const base = `slots/${slot}/bench-${seed}`;
    for (const [objectPath, bytes, type] of [
      [`${base}.jpg`, main, 'image/jpeg'],
      ...copies.map((copy) => [`${base}-w${copy.width}.webp`, copy.bytes, 'image/webp'] as const),
    ] as const) {
      const { error } = await bucket.upload(objectPath, bytes, {
        contentType: type,
        cacheControl: '31536000',
      });
      if (error) throw new Error(`${objectPath}: ${error.message}`);
      stored += bytes.length;
    }
    const { error } = await service.rpc('publish_media_version', {
      p_slot_name: slot,
      p_file_url: bucket.getPublicUrl(`${base}.jpg`).data.publicUrl,
      p_storage_path: `${base}.jpg`,
      p_file_name: `${slot}.jpg`,
      p_mime_type: 'image/jpeg',
      p_file_size: main.length,
      p_width: 2560,
      p_height: 1920,
      p_variants: copies.map((copy) => ({
        width: copy.width,
        height: Math.round((1920 * copy.width) / 2560),
        path: `${base}-w${copy.width}.webp`,
        url: bucket.getPublicUrl(`${base}-w${copy.width}.webp`).data.publicUrl,
      })),
    });
    if (error) throw new Error(`publish ${slot}: ${error.message}`);
  };
  for (const [index, slot] of slots.entries()) await publish(slot, index);
  for (const [index, slot] of slots.slice(0, WITH_HISTORY).entries()) await publish(slot, PHOTOS + index);
  return stored;
}

async function signIn(local: LocalSupabase): Promise<string> {
  const response = await fetch(`${local.url}/functions/v1/admin-auth`, {
    method: 'POST',
    headers: { apikey: local.publishableKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'mudar-esta-senha' }),
  });
  const body = (await response.json()) as { sessionToken?: string };
  if (!body.sessionToken) throw new Error(`admin-auth: ${response.status}`);
  return body.sessionToken;
}

function peakMemory(): { stop(): number } {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 25);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, process.memoryUsage().rss);
    },
  };
}

const dir = await mkdtemp(path.join(tmpdir(), 'bench-backup-'));
const [source, target] = await Promise.all([
  startLocalSupabase({ port: 0 }),
  startLocalSupabase({ port: 0, functions: false }),
]);
try {
  console.log(
    `Publishing ${PHOTOS} photos (${WITH_HISTORY} with a second version), each with ${COPY_WIDTHS.length} copies…`,
  );
  const storedBytes = await publishPhotos(source);
  const session = await signIn(source);
  const file = path.join(dir, 'copia.zip');

  const baseline = process.memoryUsage().rss;
  const memory = peakMemory();
  const started = performance.now();
  const response = await fetch(`${source.url}/functions/v1/site-backup`, {
    method: 'POST',
    headers: {
      apikey: source.publishableKey,
      'x-session-token': session,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ action: 'snapshot' }),
  });
  const answer = (await response.json()) as {
    snapshot: BackupSnapshot;
    objects: Array<{ path: string; contentType: string }>;
    project: string;
  };
  const snapshotMs = performance.now() - started;
  const written = await writeBackupZip(
    {
      ...answer,
      readObject: async (objectPath) =>
        new Uint8Array(
          await (await fetch(`${source.url}/storage/v1/object/public/media/${objectPath}`)).arrayBuffer(),
        ),
    },
    Writable.toWeb(createWriteStream(file)) as WritableStream<Uint8Array>,
  );
  const backupMs = performance.now() - started;
  const backupPeak = memory.stop();
  const zipBytes = (await stat(file)).size;

  const restoreMemory = peakMemory();
  const restoreStarted = performance.now();
  const backup = await openVerifiedBackup(file);
  const verifyMs = performance.now() - restoreStarted;
  const report = await restoreIntoProject(
    createClient(target.url, target.secretKey, { auth: { persistSession: false } }),
    backup,
    {
      replace: false,
    },
  );
  await backup.close();
  const restoreMs = performance.now() - restoreStarted;
  const restorePeak = restoreMemory.stop();

  const results = {
    measuredAt: new Date().toISOString(),
    machine: { cpus: cpus().length, loadAverage: loadavg().map((load) => Number(load.toFixed(2))) },
    site: { photos: PHOTOS, versions: PHOTOS + WITH_HISTORY, files: written.files, storedBytes },
    backup: {
      zipBytes,
      snapshotMs: Math.round(snapshotMs),
      totalMs: Math.round(backupMs),
      dataJsonBytes: written.manifest.entries[0]!.size,
      peakRssAboveStartBytes: backupPeak - baseline,
    },
    restore: {
      verifyMs: Math.round(verifyMs),
      totalMs: Math.round(restoreMs),
      objectsStored: report.objects.stored,
      peakRssAboveStartBytes: restorePeak - baseline,
    },
    downloadOnAPhone: Object.fromEntries(
      Object.entries(LINKS).map(([link, mbit]) => [link, `${Math.round((zipBytes * 8) / (mbit * 1e6))} s`]),
    ),
  };
  console.table({
    'site (stored)': { value: `${written.files} files, ${mb(storedBytes)}` },
    zip: { value: mb(zipBytes) },
    'rows (site-backup)': {
      value: `${results.backup.snapshotMs} ms, data.json ${(results.backup.dataJsonBytes / 1024).toFixed(0)} KB`,
    },
    'backup, whole': { value: `${results.backup.totalMs} ms` },
    'backup, peak memory above start': { value: mb(results.backup.peakRssAboveStartBytes) },
    'restore: check every hash': { value: `${results.restore.verifyMs} ms` },
    'restore, whole': { value: `${results.restore.totalMs} ms` },
    'restore, peak memory above start': { value: mb(results.restore.peakRssAboveStartBytes) },
    ...Object.fromEntries(
      Object.entries(results.downloadOnAPhone).map(([link, time]) => [
        `images over ${link}`,
        { value: time },
      ]),
    ),
  });
  await writeFile(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`Written to ${path.relative(PROJECT_ROOT, RESULTS_FILE)}.`);
} finally {
  await Promise.all([source.close(), target.close()]);
  await rm(dir, { recursive: true, force: true });
}
