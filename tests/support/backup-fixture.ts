// A site with the owner's data on a stand-in (photos with their smaller copies and history, a
// before/after pair, business facts, the page's texts in Portuguese and in English, the English
// page published, a video, contact counts), published through the real functions; a backup of it taken as /admin takes one; and the restore command run against
// another stand-in, as a maintainer runs it.
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import sharp from 'sharp';
import { afterAll, beforeAll, expect } from 'vitest';
import type { BackupSnapshot } from '#portable/backup-format.ts';
import { tablesForSql } from '#portable/backup-tables.ts';
import { startLocalSupabase, type LocalSupabase } from '#local/server.ts';
import { BUILT_IN_PAGE_TEXTS } from '#src/content/built-in-page-texts.ts';
import type { PageTexts } from '#portable/page-texts/page-texts-catalogue.ts';
import type { SiteLocale } from '#portable/site-locales.ts';
import { UnreadableObjectError, writeBackupZip, type WrittenBackup } from '#src/lib/write-backup-zip.ts';
import { callFunction, DEFAULT_ADMIN, uniqueClientAddress } from './edge-functions.ts';
import { makeJpeg, makePng } from './test-images.ts';
import { type CommandResult, runProjectScript } from './processes.ts';

export function secretClient(local: LocalSupabase): SupabaseClient {
  return createClient(local.url, local.secretKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
}

export async function signIn(local: LocalSupabase): Promise<string> {
  const answer = await callFunction('admin-auth', {
    baseUrl: local.url,
    json: DEFAULT_ADMIN,
    client: uniqueClientAddress(),
  });
  if (typeof answer.body.sessionToken !== 'string') throw new Error(`login: ${JSON.stringify(answer.body)}`);
  return answer.body.sessionToken;
}

async function webp(width: number, height: number, shade: number): Promise<Uint8Array> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: shade, g: 120, b: 200 } } });
  return new Uint8Array(await image.webp({ quality: 80 }).toBuffer());
}

async function upload(
  local: LocalSupabase,
  session: string,
  slotName: string,
  main: { bytes: Uint8Array; type: string; name: string },
  variants: Array<{ width: number; bytes: Uint8Array }>,
  altText: string,
): Promise<void> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(main.bytes)], { type: main.type }), main.name);
  form.append('slotName', slotName);
  form.append('altText', altText);
  for (const variant of variants) {
    form.append(
      `variant-${variant.width}`,
      new Blob([new Uint8Array(variant.bytes)], { type: 'image/webp' }),
      'v.webp',
    );
  }
  const answer = await callFunction('media-upload', { baseUrl: local.url, session, body: form });
  if (answer.status !== 201)
    throw new Error(`upload ${slotName}: ${answer.status} ${JSON.stringify(answer.body)}`);
}

const SAMPLE_FACTS = {
  name: 'Estofos da Ana',
  whatsapp: '912 345 678',
  phone: '+351 213 456 789',
  email: 'geral@estofos-ana.pt',
  streetAddress: 'Rua das Flores, 10',
  postalCode: '1200-195',
  locality: 'Lisboa',
  openingHours: {
    Mo: { opens: '09:00', closes: '19:00' },
    Tu: { opens: '09:00', closes: '19:00' },
    We: { opens: '09:00', closes: '19:00' },
    Th: { opens: '09:00', closes: '19:00' },
    Fr: { opens: '09:00', closes: '19:00' },
    Sa: null,
    Su: null,
  },
  social: { instagram: 'https://instagram.com/estofosdaana', facebook: '', youtube: '', tiktok: '' },
  mapsUrl: 'https://maps.app.goo.gl/AbCdEf123',
  rating: 4.8,
  reviewCount: 31,
  reviews: [{ author: 'Rita', place: 'Almada', text: 'Sofá como novo.', rating: 5, date: '2026-10-02' }],
};

/** The owner's words in the sample: an FAQ answer and a service bullet of their own. */
export const SAMPLE_FAQ_ANSWER = 'Um sofá de três lugares fica pronto no mesmo dia, na sua casa.';
export const SAMPLE_SERVICE_BULLET = 'Sofás de pele, tecido e veludo';
/** The English page's own FAQ answer. */
export const SAMPLE_ENGLISH_FAQ_ANSWER = 'A three-seater sofa is ready the same day, in your home.';

/**
 * Publishes the owner's data: two versions of a service photo (the first kept as history), the
 * hero poster, a before/after pair with their smaller copies, two saves of the business facts,
 * two saves of the page's texts (an FAQ answer, then a service bullet), the English texts (with
 * an FAQ answer of their own) and the English page published, the main video, and a few days of
 * contact counts (a day of them on the English page too).
 */
async function publishSampleSite(local: LocalSupabase): Promise<void> {
  const session = await signIn(local);
  await upload(
    local,
    session,
    'servico-sofas',
    { bytes: makePng(1200, 900), type: 'image/png', name: 'sofa.png' },
    [
      { width: 480, bytes: await webp(480, 360, 10) },
      { width: 960, bytes: await webp(960, 720, 10) },
    ],
    'Sofá antes da limpeza',
  );
  await upload(
    local,
    session,
    'servico-sofas',
    { bytes: makeJpeg(1000, 750), type: 'image/jpeg', name: 'sofa-2.jpg' },
    [{ width: 480, bytes: await webp(480, 360, 90) }],
    'Sofá limpo',
  );
  await upload(
    local,
    session,
    'home.hero.mobile',
    { bytes: makeJpeg(800, 1200), type: 'image/jpeg', name: 'capa.jpg' },
    [{ width: 480, bytes: await webp(480, 720, 50) }],
    'Capa do vídeo',
  );
  for (const side of ['before', 'after'] as const) {
    await upload(
      local,
      session,
      `gallery.before_after.1.${side}`,
      {
        bytes: makePng(1000, 750, side === 'before' ? [90, 60, 30] : [220, 220, 210]),
        type: 'image/png',
        name: `${side}.png`,
      },
      [{ width: 480, bytes: await webp(480, 360, side === 'before' ? 140 : 200) }],
      side === 'before' ? 'Antes' : 'Depois',
    );
  }
  for (const facts of [{ ...SAMPLE_FACTS, rating: 4.7 }, SAMPLE_FACTS]) {
    const saved = await callFunction('business-facts', { baseUrl: local.url, session, json: { facts } });
    if (saved.status !== 200) throw new Error(`facts: ${saved.status} ${JSON.stringify(saved.body)}`);
  }
  const texts = structuredClone(BUILT_IN_PAGE_TEXTS['pt-PT']);
  texts.faq.items[0]!.answer = SAMPLE_FAQ_ANSWER;
  await saveTexts(local, session, texts);
  texts.services.services[0]!.features[0] = SAMPLE_SERVICE_BULLET;
  await saveTexts(local, session, texts);
  const english = structuredClone(BUILT_IN_PAGE_TEXTS['en-GB']);
  english.faq.items[0]!.answer = SAMPLE_ENGLISH_FAQ_ANSWER;
  await saveTexts(local, session, english, 'en-GB');
  const published = await callFunction('page-texts', {
    baseUrl: local.url,
    session,
    json: { action: 'publish', locale: 'en-GB', published: true },
  });
  if (published.status !== 200)
    throw new Error(`publish: ${published.status} ${JSON.stringify(published.body)}`);
  const video = await callFunction('video-manager', {
    baseUrl: local.url,
    session,
    json: { videoKey: 'hero-main', youtubeUrl: 'https://youtu.be/aqz-KE-bpKQ' },
  });
  if (video.status !== 200) throw new Error(`video: ${video.status} ${JSON.stringify(video.body)}`);
  const service = secretClient(local);
  const visits = await service.from('contact_daily_visits').insert([
    { day: '2026-11-26', locale: 'pt-PT', visits: 40, visitors: 31, visitors_who_tapped: 4 },
    { day: '2026-11-27', locale: 'pt-PT', visits: 52, visitors: 44, visitors_who_tapped: 6 },
    { day: '2026-11-27', locale: 'en-GB', visits: 7, visitors: 5, visitors_who_tapped: 1 },
  ]);
  const taps = await service.from('contact_daily_taps').insert([
    { day: '2026-11-26', locale: 'pt-PT', section: 'hero', channel: 'whatsapp', taps: 3 },
    { day: '2026-11-27', locale: 'pt-PT', section: 'footer', channel: 'call', taps: 2 },
    { day: '2026-11-27', locale: 'en-GB', section: 'footer', channel: 'call', taps: 1 },
  ]);
  if (visits.error || taps.error) throw new Error(`counts: ${(visits.error ?? taps.error)!.message}`);
}

async function saveTexts(
  local: LocalSupabase,
  session: string,
  texts: PageTexts,
  locale: SiteLocale = 'pt-PT',
): Promise<void> {
  const saved = await callFunction('page-texts', { baseUrl: local.url, session, json: { texts, locale } });
  if (saved.status !== 200) throw new Error(`texts: ${saved.status} ${JSON.stringify(saved.body)}`);
}

interface SnapshotAnswer {
  snapshot: BackupSnapshot;
  objects: Array<{ path: string; contentType: string }>;
  project: string;
}

/**
 * What /admin does: the rows through the admin session, the images from the public bucket, into
 * `file`. `reshape` changes the snapshot before it is written (a backup as an older site made it).
 * `options.unreadablePaths` are read as a missing object is ("não existe no armazenamento
 * (404)"): left out of the file and listed in the manifest's `missing`, as /admin does.
 */
export interface BackupProjects {
  /** A stand-in with the sample site published (publishSampleSite). */
  source: LocalSupabase;
  /** An empty stand-in, without functions, to restore into. */
  target: LocalSupabase;
  /** A temp dir for the files of the test, removed after it. */
  dir: string;
}

/**
 * Registers a backup test file's hooks: the two stand-ins and the temp dir (named after `name`)
 * before its tests, the sample site published on the source, then `prepare`; both closed and the
 * dir removed after them. The object returned holds them once the hooks have run.
 */
export function backupProjects(
  name: string,
  prepare: (projects: BackupProjects) => Promise<void> = async () => {},
): BackupProjects {
  const projects = {} as BackupProjects;
  beforeAll(async () => {
    [projects.source, projects.target] = await Promise.all([
      startLocalSupabase({ port: 0 }),
      startLocalSupabase({ port: 0, functions: false }),
    ]);
    projects.dir = await mkdtemp(path.join(tmpdir(), `${name}-`));
    await publishSampleSite(projects.source);
    await prepare(projects);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([projects.source?.close(), projects.target?.close()]);
    if (projects.dir) await rm(projects.dir, { recursive: true, force: true });
  });
  return projects;
}

export async function takeBackup(
  local: LocalSupabase,
  file: string,
  reshape: (snapshot: BackupSnapshot) => BackupSnapshot = (snapshot) => snapshot,
  options: { unreadablePaths?: readonly string[] } = {},
): Promise<WrittenBackup> {
  const session = await signIn(local);
  const answer = await callFunction('site-backup', {
    baseUrl: local.url,
    session,
    json: { action: 'snapshot' },
  });
  if (answer.status !== 200) throw new Error(`snapshot: ${answer.status} ${JSON.stringify(answer.body)}`);
  const { snapshot, objects, project } = answer.body as unknown as SnapshotAnswer;
  const sink = Writable.toWeb(createWriteStream(file)) as WritableStream<Uint8Array>;
  return writeBackupZip(
    {
      snapshot: reshape(snapshot),
      project,
      objects,
      async readObject(objectPath) {
        if (options.unreadablePaths?.includes(objectPath)) {
          throw new UnreadableObjectError(objectPath, 'não existe no armazenamento (404)');
        }
        const response = await fetch(`${local.url}/storage/v1/object/public/media/${objectPath}`);
        if (!response.ok) throw new Error(`GET ${objectPath}: ${response.status}`);
        return new Uint8Array(await response.arrayBuffer());
      },
    },
    sink,
  );
}

/** `npm run backup:restore -- …args` against `target`. */
export function runRestore(
  target: LocalSupabase,
  args: string[],
  env: Record<string, string | undefined> = {},
): Promise<CommandResult> {
  return runProjectScript('scripts/backup-restore.ts', args, target, {
    SITE_BUILD_HOOK_URL: undefined,
    ...env,
  });
}

/** Runs the restore into `target`: it must be refused (`code`, `message` on stderr), `target` left exactly as it was. */
export async function expectRestoreRefused(
  target: LocalSupabase,
  args: string[],
  message: string | RegExp,
  env: Record<string, string | undefined> = {},
  code = 1,
): Promise<void> {
  const rows = await projectRows(target);
  const objects = await storedObjects(target);
  const result = await runRestore(target, args, env);
  expect(result.code, result.stdout + result.stderr).toBe(code);
  expect(result.stderr).toMatch(message);
  expect(await projectRows(target)).toEqual(rows);
  expect(await storedObjects(target)).toEqual(objects);
}

/** Every row of the backed-up tables, as backup_snapshot reads them. */
export async function projectRows(local: LocalSupabase): Promise<Record<string, unknown[]>> {
  const { data, error } = await secretClient(local).rpc('backup_snapshot', { p_tables: tablesForSql() });
  if (error) throw new Error(`backup_snapshot: ${error.message}`);
  return (data as BackupSnapshot).tables;
}

/** Every stored object of the media bucket by path, with its bytes. */
export async function storedObjects(local: LocalSupabase): Promise<Map<string, Buffer>> {
  const result = await local.db.pg.query<{ name: string }>(
    "select name from storage.objects where bucket_id = 'media' order by name",
  );
  const objects = new Map<string, Buffer>();
  for (const { name } of result.rows) {
    const response = await fetch(`${local.url}/storage/v1/object/public/media/${name}`);
    objects.set(name, Buffer.from(await response.arrayBuffer()));
  }
  return objects;
}
