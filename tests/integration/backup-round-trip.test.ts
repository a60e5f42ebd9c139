// The owner's backup, end to end on two stand-ins: a site published through the real functions is
// backed up as /admin backs it up, restored with `npm run backup:restore` into a second, empty
// project, and the second project then holds the same rows (the owner's texts and their history
// among them), the same bytes, and renders the same public page (with its own address). A backup
// made before the counts had a language still restores, into a third project.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startLocalSupabase, type LocalSupabase } from '../../supabase/local/server.ts';
import type { RenderedHome } from '../../src/lib/home-state-contract.ts';
import {
  projectRows,
  publishSampleSite,
  SAMPLE_FAQ_ANSWER,
  SAMPLE_SERVICE_BULLET,
  runRestore,
  secretClient,
  signIn,
  storedObjects,
  takeBackup,
} from '../support/backup-fixture.ts';
import { callFunction } from '../support/edge-functions.ts';
import type { PageTexts } from '../../supabase/functions/_shared/portable/page-texts/page-texts-catalogue.ts';
import type { BackupSnapshot } from '../../supabase/functions/_shared/portable/backup-format.ts';
import { openVerifiedBackup } from '../../scripts/backup/read-backup-zip.ts';

let source: LocalSupabase;
let target: LocalSupabase;
let dir: string;
let file: string;

beforeAll(async () => {
  [source, target] = await Promise.all([
    startLocalSupabase({ port: 0 }),
    startLocalSupabase({ port: 0, functions: false }),
  ]);
  dir = await mkdtemp(path.join(tmpdir(), 'backup-round-trip-'));
  file = path.join(dir, 'copia.zip');
  await publishSampleSite(source);
}, 180_000);

afterAll(async () => {
  await Promise.all([source?.close(), target?.close()]);
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** The project's address replaced by a placeholder, so two projects' data compare. */
function normalised(value: unknown, local: LocalSupabase): unknown {
  return JSON.parse(JSON.stringify(value).replaceAll(local.url, 'https://project.example'));
}

/** `/` as the build renders it from `local` (the build's renderer, its settings pointed there). */
async function renderHomeFrom(local: LocalSupabase): Promise<RenderedHome> {
  vi.stubEnv('VITE_SUPABASE_URL', local.url);
  vi.stubEnv('VITE_SUPABASE_PUBLISHABLE_KEY', local.publishableKey);
  vi.resetModules();
  try {
    // the node tsconfig has no JSX: the build's renderer is imported by its path, as vitest runs it
    const entryServer = '../../src/entry-server.tsx';
    const { renderHome } = (await import(/* @vite-ignore */ entryServer)) as {
      renderHome(): Promise<RenderedHome>;
    };
    return await renderHome();
  } finally {
    vi.unstubAllEnvs();
  }
}

describe('backup and restore', () => {
  it('backs up every image, version and copy with the rows and a manifest of SHA-256s, and records it', async () => {
    const written = await takeBackup(source, file);
    const sourceObjects = await storedObjects(source);
    // the sofa twice (with 2 and 1 copies), the poster and the pair (1 copy each)
    expect(written.files).toBe(sourceObjects.size);
    expect(written.files).toBe(11);
    expect(written.manifest.entries.map((entry) => entry.name)).toEqual([
      'data.json',
      ...[...sourceObjects.keys()].map((name) => `media/${name}`),
    ]);
    expect(written.manifest.schemaVersion).toMatch(/^\d{14}$/);
    expect(written.manifest.project).toBe(source.url);

    const session = await signIn(source);
    const recorded = await callFunction('site-backup', {
      baseUrl: source.url,
      session,
      json: {
        action: 'completed',
        schemaVersion: written.manifest.schemaVersion,
        files: written.files,
        bytes: written.bytes,
      },
    });
    expect(recorded.status).toBe(201);
    const status = await callFunction('site-backup', { baseUrl: source.url, session, method: 'GET' });
    expect(status.body.lastBackup).toMatchObject({
      files: 11,
      bytes: written.bytes,
      takenAt: expect.any(String),
    });
  }, 120_000);

  it('restores into an empty project: the same rows, the same bytes, the same page', async () => {
    const restored = await runRestore(target, [file]);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain('Imagens: 11 guardada(s), 0 já estavam no projeto.');
    expect(restored.stdout).toContain('media_versions: 5 linhas');
    expect(restored.stdout).toContain('page_text_versions: 2 linhas');
    expect(restored.stdout).toContain('page_texts: 1 linha\n');
    expect(restored.stdout).toContain(`Restaurado em ${target.url}.`);

    expect(normalised(await projectRows(target), target)).toEqual(
      normalised(await projectRows(source), source),
    );
    const sourceObjects = await storedObjects(source);
    const targetObjects = await storedObjects(target);
    expect([...targetObjects.keys()]).toEqual([...sourceObjects.keys()]);
    for (const [name, bytes] of sourceObjects)
      expect(targetObjects.get(name)?.equals(bytes), name).toBe(true);

    const [fromSource, fromTarget] = [await renderHomeFrom(source), await renderHomeFrom(target)];
    expect(fromSource.failures).toEqual([]);
    expect(fromTarget.failures).toEqual([]);
    expect(fromTarget.markup).toContain(`${target.url}/storage/v1/object/public/media/slots/servico-sofas/`);
    expect(fromTarget.markup.replaceAll(target.url, 'https://project.example')).toBe(
      fromSource.markup.replaceAll(source.url, 'https://project.example'),
    );
    // the data each read gave, not when it was read
    const readAt = (key: string, value: unknown) =>
      key === 'dataUpdatedAt' || key === 'dehydratedAt' ? undefined : value;
    const stateOf = (home: RenderedHome, local: LocalSupabase) =>
      normalised(JSON.parse(JSON.stringify(home.state.queries, readAt)), local);
    expect(stateOf(fromTarget, target)).toEqual(stateOf(fromSource, source));
    // the restore is a change of what `/` shows: the new project's page is due for a build
    const revision = await secretClient(target).from('site_revision').select('revision').single();
    expect(revision.data?.revision).toBeGreaterThan(0);
  }, 120_000);

  it("brings back the owner's texts: the current ones, both saved versions, and the page showing them", async () => {
    const service = secretClient(target);
    const history = await service
      .from('page_text_versions')
      .select('locale, version, texts')
      .order('version');
    expect(history.error).toBeNull();
    expect(history.data?.map(({ locale, version }) => `${locale} ${version}`)).toEqual([
      'pt-PT 1',
      'pt-PT 2',
    ]);
    const [first, second] = history.data as Array<{ texts: PageTexts }>;
    expect(first!.texts.faq.items[0]!.answer).toBe(SAMPLE_FAQ_ANSWER);
    expect(first!.texts.services.services[0]!.features[0]).not.toBe(SAMPLE_SERVICE_BULLET);
    expect(second!.texts.services.services[0]!.features[0]).toBe(SAMPLE_SERVICE_BULLET);
    // what the public page reads, with the publishable key
    const anon = createClient(target.url, target.publishableKey, { auth: { persistSession: false } });
    const current = await anon.from('page_texts').select('locale, version, texts').single();
    expect(current.error).toBeNull();
    expect(current.data).toEqual({ locale: 'pt-PT', version: 2, texts: second!.texts });
    const page = await renderHomeFrom(target);
    expect(page.markup).toContain(SAMPLE_FAQ_ANSWER);
    expect(page.markup).toContain(SAMPLE_SERVICE_BULLET);
  }, 120_000);

  it('changes nothing when run again', async () => {
    const rows = await projectRows(target);
    const again = await runRestore(target, [file]);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('Imagens: 0 guardada(s), 11 já estavam no projeto.');
    expect(again.stdout).toContain(`Nada mudou: ${target.url} já tinha tudo o que a cópia tem.`);
    expect(await projectRows(target)).toEqual(rows);
  }, 120_000);
});

/** The last migration before the counts had a language, and the tables that gained it. */
const BEFORE_LANGUAGES = '20261128130000';
const COUNTS = ['contact_daily_visits', 'contact_daily_taps'];

/**
 * The snapshot as a site of before the counts had a language backed it up: its schema version,
 * and its counts without a `locale` (only the Portuguese page's, the only one there was).
 */
function asBeforeLanguages(snapshot: BackupSnapshot): BackupSnapshot {
  const tables = { ...snapshot.tables };
  for (const name of COUNTS)
    tables[name] = (tables[name] ?? [])
      .filter((row) => row.locale === 'pt-PT')
      .map(({ locale: _locale, ...row }) => row);
  return { ...snapshot, schemaVersion: BEFORE_LANGUAGES, tables };
}

describe('a backup made before the counts had a language', () => {
  let older: LocalSupabase;
  let olderFile: string;

  beforeAll(async () => {
    older = await startLocalSupabase({ port: 0, functions: false });
    olderFile = path.join(dir, 'copia-anterior.zip');
    await takeBackup(source, olderFile, asBeforeLanguages);
  }, 120_000);

  afterAll(async () => {
    await older?.close();
  });

  it('restores into an empty project, its counts becoming the Portuguese page’s', async () => {
    // the file is as an older site wrote it: its counts name no language
    const file = await openVerifiedBackup(olderFile);
    await file.close();
    expect(file.manifest.schemaVersion).toBe(BEFORE_LANGUAGES);
    const counts = COUNTS.flatMap((name) => file.snapshot.tables[name] ?? []);
    expect(counts).toHaveLength(4);
    for (const row of counts) expect(row).not.toHaveProperty('locale');

    const restored = await runRestore(older, [olderFile]);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain('contact_daily_visits: 2 linhas');

    const sourceRows = normalised(await projectRows(source), source) as Record<string, unknown[]>;
    const expected = { ...sourceRows };
    for (const name of COUNTS)
      expected[name] = sourceRows[name]!.filter((row) => (row as { locale: string }).locale === 'pt-PT');
    expect(normalised(await projectRows(older), older)).toEqual(expected);
    const visits = await secretClient(older).from('contact_daily_visits').select('day, locale').order('day');
    expect(visits.data).toEqual([
      { day: '2026-11-26', locale: 'pt-PT' },
      { day: '2026-11-27', locale: 'pt-PT' },
    ]);
  }, 120_000);

  it('changes nothing when run again', async () => {
    const rows = await projectRows(older);
    const again = await runRestore(older, [olderFile]);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain(`Nada mudou: ${older.url} já tinha tudo o que a cópia tem.`);
    expect(await projectRows(older)).toEqual(rows);
  }, 120_000);
});
