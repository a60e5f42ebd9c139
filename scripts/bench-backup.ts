// `npm run bench:backup`: what the owner's backup costs for a site of 500 photos, each as /admin
// stores it (a 2560 px JPEG of a fabric-like photo, its 480, 960 and 1600 px WebP copies), spread
// as versions over 50 slots. On an in-memory stand-in with the real functions: the rows through
// site-backup, every image from the public bucket, the zip written to a file by the same code
// /admin's worker runs (src/lib/write-backup-zip.ts); then `npm run backup:restore` into a second,
// empty stand-in, in a process of its own so its memory is its own (the stand-ins live in this
// one). Prints and writes bench/backup.json: bytes, times, and the largest memory each side held
// (it must stay far below the backup's size: nothing holds every image).
// Not part of npm test; see docs/decisions/backup-assembled-in-the-browser.md.
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { createClient } from '@supabase/supabase-js';
import sharp from 'sharp';
import type { BackupSnapshot } from '#portable/backup-format.ts';
import { startLocalSupabase, type LocalSupabase } from '#local/server.ts';
import { writeBackupZip } from '#src/lib/write-backup-zip.ts';
import { fabricPhotoJpeg } from '#tests/e2e/support/test-images.ts';
import { runRestore } from '#tests/support/backup-fixture.ts';
import { PROJECT_ROOT } from '#scripts/support/local-stand-in.ts';

const PHOTOS = Number(process.env.BENCH_BACKUP_PHOTOS ?? 500);
const SLOTS = 50;
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
].slice(0, SLOTS);

/**
 * Prints the process' peak resident memory (kB) as it exits: Linux's VmHWM, which starts afresh
 * with the program (getrusage's maxRSS keeps the parent's from before the exec); maxRSS elsewhere.
 */
const REPORT_PEAK_MEMORY = `data:text/javascript,${encodeURIComponent(
  "import { readFileSync } from 'node:fs';" +
    "process.on('exit', () => { let kb = process.resourceUsage().maxRSS;" +
    " try { kb = Number(/VmHWM:\\s+(\\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))[1]); } catch {}" +
    " process.stderr.write('maxrss ' + kb + '\\n'); });",
)}`;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

let fabric: Promise<Buffer> | undefined;

async function photoFiles(
  seed: number,
): Promise<{ main: Buffer; copies: Array<{ width: number; bytes: Buffer }> }> {
  // one fabric photo, tinted and lightened per photo so no two files are alike
  fabric ??= fabricPhotoJpeg(2560, 1920);
  const tinted = sharp(await fabric).modulate({
    hue: (seed * 37) % 360,
    brightness: 0.8 + (seed % 40) / 100,
  });
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
  for (let seed = 0; seed < PHOTOS; seed++) await publish(slots[seed % slots.length]!, seed);
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
    `Publishing ${PHOTOS} photos over ${slots.length} slots, each with ${COPY_WIDTHS.length} copies…`,
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

  // the restore command as a maintainer runs it, reporting its own peak memory (maxRSS, kB) as
  // it exits; its resting size is that of a run refused at once (no file), after the same imports
  const restoreRun = async (args: string[]) => {
    const started = performance.now();
    const run = await runRestore(target, args, { NODE_OPTIONS: `--import=${REPORT_PEAK_MEMORY}` });
    const peak = /maxrss (\d+)/.exec(run.stderr);
    if (!peak) throw new Error(`backup:restore: ${run.stderr}`);
    return { ...run, ms: performance.now() - started, peakBytes: Number(peak[1]) * 1024 };
  };
  const resting = await restoreRun([path.join(dir, 'nenhuma.zip')]);
  const restored = await restoreRun([file]);
  if (restored.code !== 0) throw new Error(`backup:restore: ${restored.stderr}`);
  const objectsStored = Number(/Imagens: (\d+) guardada/.exec(restored.stdout)?.[1] ?? Number.NaN);
  const largestImage = Math.max(...written.manifest.entries.slice(1).map((entry) => entry.size));

  const results = {
    measuredAt: new Date().toISOString(),
    machine: { cpus: cpus().length, loadAverage: loadavg().map((load) => Number(load.toFixed(2))) },
    site: { photos: PHOTOS, slots: slots.length, files: written.files, storedBytes },
    backup: {
      zipBytes,
      snapshotMs: Math.round(snapshotMs),
      totalMs: Math.round(backupMs),
      dataJsonBytes: written.manifest.entries[0]!.size,
      peakRssAboveStartBytes: backupPeak - baseline,
    },
    restore: {
      totalMs: Math.round(restored.ms),
      objectsStored,
      peakRssBytes: restored.peakBytes,
      restingRssBytes: resting.peakBytes,
      peakRssAboveRestingBytes: restored.peakBytes - resting.peakBytes,
      largestImageBytes: largestImage,
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
    'restore, whole (npm run backup:restore)': { value: `${results.restore.totalMs} ms` },
    'restore, peak memory': {
      value: `${mb(results.restore.peakRssBytes)} (${mb(results.restore.restingRssBytes)} at rest, largest image ${mb(largestImage)})`,
    },
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
