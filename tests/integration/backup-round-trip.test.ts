// The owner's backup, end to end on two stand-ins: a site published through the real functions is
// backed up as /admin backs it up, restored with `npm run backup:restore` into a second, empty
// project, and the second project then holds the same rows (the owner's documents in each
// language, their history and the published languages among them), the same bytes, and renders
// the same public page (with its own address). Backups made before the counts had a language, and
// before the owner's documents were one kind of thing, still restore, each into a project of its
// own.
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startLocalSupabase, type LocalSupabase } from '#local/server.ts';
import type { RenderedHome, RenderedSite } from '#src/lib/home-state-contract.ts';
import {
  backupProjects,
  projectRows,
  SAMPLE_ENGLISH_FAQ_ANSWER,
  SAMPLE_FAQ_ANSWER,
  SAMPLE_SERVICE_BULLET,
  runRestore,
  secretClient,
  signIn,
  storedObjects,
  takeBackup,
} from '#tests/support/backup-fixture.ts';
import { callFunction } from '#tests/support/edge-functions.ts';
import type { CommandResult } from '#tests/support/processes.ts';
import type { PageTexts } from '#portable/page-texts/page-texts-catalogue.ts';
import type { BackupSnapshot } from '#portable/backup-format.ts';
import { openVerifiedBackup } from '#scripts/backup/read-backup-zip.ts';

let file: string;
const projects = backupProjects('backup-round-trip', async ({ dir }) => {
  file = path.join(dir, 'copia.zip');
});

/** The project's address replaced by a placeholder, so two projects' data compare. */
function normalised(value: unknown, local: LocalSupabase): unknown {
  return JSON.parse(JSON.stringify(value).replaceAll(local.url, 'https://project.example'));
}

/** The site as the build renders it from `local`: a page per published language (the build's renderer, its settings pointed there). */
async function renderSiteFrom(local: LocalSupabase): Promise<RenderedSite> {
  vi.stubEnv('VITE_SUPABASE_URL', local.url);
  vi.stubEnv('VITE_SUPABASE_PUBLISHABLE_KEY', local.publishableKey);
  vi.resetModules();
  try {
    // the node tsconfig has no JSX: the build's renderer is imported by its path, as vitest runs it
    const entryServer = '../../src/entry-server.tsx';
    const { renderSite } = (await import(/* @vite-ignore */ entryServer)) as {
      renderSite(): Promise<RenderedSite>;
    };
    return await renderSite();
  } finally {
    vi.unstubAllEnvs();
  }
}

describe('backup and restore', () => {
  it('backs up every image, version and copy with the rows and a manifest of SHA-256s, and records it', async () => {
    const written = await takeBackup(projects.source, file);
    const sourceObjects = await storedObjects(projects.source);
    // the sofa twice (with 2 and 1 copies), the poster and the pair (1 copy each)
    expect(written.files).toBe(sourceObjects.size);
    expect(written.files).toBe(11);
    expect(written.manifest.entries.map((entry) => entry.name)).toEqual([
      'data.json',
      ...[...sourceObjects.keys()].map((name) => `media/${name}`),
    ]);
    expect(written.manifest.schemaVersion).toMatch(/^\d{14}$/);
    expect(written.manifest.project).toBe(projects.source.url);

    const session = await signIn(projects.source);
    const recorded = await callFunction('site-backup', {
      baseUrl: projects.source.url,
      session,
      json: {
        action: 'completed',
        schemaVersion: written.manifest.schemaVersion,
        files: written.files,
        bytes: written.bytes,
      },
    });
    expect(recorded.status).toBe(201);
    const status = await callFunction('site-backup', {
      baseUrl: projects.source.url,
      session,
      method: 'GET',
    });
    expect(status.body.lastBackup).toMatchObject({
      files: 11,
      bytes: written.bytes,
      takenAt: expect.any(String),
    });
  }, 120_000);

  it('restores into an empty project: the same rows, the same bytes, the same page', async () => {
    const restored = await runRestore(projects.target, [file]);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain('Imagens: 11 guardada(s), 0 já estavam no projeto.');
    expect(restored.stdout).toContain('media_versions: 5 linhas');
    // facts 2, Portuguese texts 2, English texts 1; and the current one of each
    expect(restored.stdout).toContain('owner_document_versions: 5 linhas');
    expect(restored.stdout).toContain('owner_documents: 3 linhas');
    expect(restored.stdout).toContain('published_locales: 1 linha\n');
    expect(restored.stdout).toContain(`Restaurado em ${projects.target.url}.`);

    expect(normalised(await projectRows(projects.target), projects.target)).toEqual(
      normalised(await projectRows(projects.source), projects.source),
    );
    const sourceObjects = await storedObjects(projects.source);
    const targetObjects = await storedObjects(projects.target);
    expect([...targetObjects.keys()]).toEqual([...sourceObjects.keys()]);
    for (const [name, bytes] of sourceObjects)
      expect(targetObjects.get(name)?.equals(bytes), name).toBe(true);

    const [fromSource, fromTarget] = [
      await renderSiteFrom(projects.source),
      await renderSiteFrom(projects.target),
    ];
    expect(fromSource.failures).toEqual([]);
    expect(fromTarget.failures).toEqual([]);
    // the English page is published in both: a page each
    expect(fromTarget.pages.map((page) => page.state.locale)).toEqual(['pt-PT', 'en-GB']);
    expect(fromSource.pages.map((page) => page.state.locale)).toEqual(['pt-PT', 'en-GB']);
    expect(fromTarget.pages[0]!.markup).toContain(
      `${projects.target.url}/storage/v1/object/public/media/slots/servico-sofas/`,
    );
    // the data each read gave, not when it was read
    const readAt = (key: string, value: unknown) =>
      key === 'dataUpdatedAt' || key === 'dehydratedAt' ? undefined : value;
    const stateOf = (home: RenderedHome, local: LocalSupabase) =>
      normalised(JSON.parse(JSON.stringify(home.state.queries, readAt)), local);
    fromSource.pages.forEach((sourcePage, index) => {
      const targetPage = fromTarget.pages[index]!;
      expect(targetPage.markup.replaceAll(projects.target.url, 'https://project.example')).toBe(
        sourcePage.markup.replaceAll(projects.source.url, 'https://project.example'),
      );
      expect(stateOf(targetPage, projects.target)).toEqual(stateOf(sourcePage, projects.source));
    });
    // the restore is a change of what `/` shows: the new project's page is due for a build
    const revision = await secretClient(projects.target).from('site_revision').select('revision').single();
    expect(revision.data?.revision).toBeGreaterThan(0);
  }, 120_000);

  it("brings back the owner's texts in each language, their versions, the English page published, and the page showing them", async () => {
    const service = secretClient(projects.target);
    const history = await service
      .from('owner_document_versions')
      .select('locale, version, content')
      .eq('document', 'page-texts')
      .order('locale')
      .order('version');
    expect(history.error).toBeNull();
    expect(history.data?.map(({ locale, version }) => `${locale} ${version}`)).toEqual([
      'en-GB 1',
      'pt-PT 1',
      'pt-PT 2',
    ]);
    const [english, first, second] = (history.data as Array<{ content: PageTexts }>).map(
      (row) => row.content,
    );
    expect(english!.faq.items[0]!.answer).toBe(SAMPLE_ENGLISH_FAQ_ANSWER);
    expect(first!.faq.items[0]!.answer).toBe(SAMPLE_FAQ_ANSWER);
    expect(first!.services.services[0]!.features[0]).not.toBe(SAMPLE_SERVICE_BULLET);
    expect(second!.services.services[0]!.features[0]).toBe(SAMPLE_SERVICE_BULLET);
    // what the public page reads, with the publishable key: both languages, since English is published
    const anon = createClient(projects.target.url, projects.target.publishableKey, {
      auth: { persistSession: false },
    });
    const current = await anon
      .from('owner_documents')
      .select('locale, version, content')
      .eq('document', 'page-texts')
      .order('locale');
    expect(current.error).toBeNull();
    expect(current.data).toEqual([
      { locale: 'en-GB', version: 1, content: english },
      { locale: 'pt-PT', version: 2, content: second },
    ]);
    expect((await anon.from('published_locales').select('locale')).data).toEqual([{ locale: 'en-GB' }]);
    const [portuguesePage, englishPage] = (await renderSiteFrom(projects.target)).pages;
    expect(portuguesePage!.markup).toContain(SAMPLE_FAQ_ANSWER);
    expect(portuguesePage!.markup).toContain(SAMPLE_SERVICE_BULLET);
    expect(englishPage!.markup).toContain(SAMPLE_ENGLISH_FAQ_ANSWER);
    expect(englishPage!.markup).not.toContain(SAMPLE_FAQ_ANSWER);
  }, 120_000);

  it('changes nothing when run again', async () => {
    const again = await expectRestoreChangesNothing(projects.target, file);
    expect(again.stdout).toContain('Imagens: 0 guardada(s), 11 já estavam no projeto.');
  }, 120_000);
});

/** Restores `file` into `project` again: it must succeed, change nothing and say so. */
async function expectRestoreChangesNothing(project: LocalSupabase, file: string): Promise<CommandResult> {
  const rows = await projectRows(project);
  const again = await runRestore(project, [file]);
  expect(again.code, again.stderr).toBe(0);
  expect(again.stdout).toContain(`Nada mudou: ${project.url} já tinha tudo o que a cópia tem.`);
  expect(await projectRows(project)).toEqual(rows);
  return again;
}

/**
 * Registers, in the calling describe, hooks for a backup of the source as `transform` makes it,
 * written as `name`, and an empty project of its own to restore it into.
 */
function olderBackup(name: string, transform: (snapshot: BackupSnapshot) => BackupSnapshot) {
  const older = {} as { project: LocalSupabase; file: string };
  beforeAll(async () => {
    older.project = await startLocalSupabase({ port: 0, functions: false });
    older.file = path.join(projects.dir, name);
    await takeBackup(projects.source, older.file, transform);
  }, 120_000);
  afterAll(async () => {
    await older.project?.close();
  });
  return older;
}

/** The older backup read back and verified, as its site wrote it: of the schema `schemaVersion`. */
async function readOlder({ file }: { file: string }, schemaVersion: string) {
  const opened = await openVerifiedBackup(file);
  await opened.close();
  expect(opened.manifest.schemaVersion).toBe(schemaVersion);
  return opened;
}

/** Restores the older backup into its empty project: it must succeed, saying nothing on stderr. */
async function restoreOlder({ project, file }: { project: LocalSupabase; file: string }) {
  const restored = await runRestore(project, [file]);
  expect(restored.stderr).toBe('');
  expect(restored.code).toBe(0);
  return restored;
}

/** The last migration before the counts had a language, and the tables that gained it. */
const BEFORE_LANGUAGES = '20261129090000';
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
  const older = olderBackup('copia-anterior.zip', asBeforeLanguages);

  it('restores into an empty project, its counts becoming the Portuguese page’s', async () => {
    // the file is as an older site wrote it: its counts name no language
    const file = await readOlder(older, BEFORE_LANGUAGES);
    const counts = COUNTS.flatMap((name) => file.snapshot.tables[name] ?? []);
    expect(counts).toHaveLength(4);
    for (const row of counts) expect(row).not.toHaveProperty('locale');

    const restored = await restoreOlder(older);
    expect(restored.stdout).toContain('contact_daily_visits: 2 linhas');

    const sourceRows = normalised(await projectRows(projects.source), projects.source) as Record<
      string,
      unknown[]
    >;
    const expected = { ...sourceRows };
    for (const name of COUNTS)
      expected[name] = sourceRows[name]!.filter((row) => (row as { locale: string }).locale === 'pt-PT');
    expect(normalised(await projectRows(older.project), older.project)).toEqual(expected);
    const visits = await secretClient(older.project)
      .from('contact_daily_visits')
      .select('day, locale')
      .order('day');
    expect(visits.data).toEqual([
      { day: '2026-11-26', locale: 'pt-PT' },
      { day: '2026-11-27', locale: 'pt-PT' },
    ]);
  }, 120_000);

  it('changes nothing when run again', async () => {
    await expectRestoreChangesNothing(older.project, older.file);
  }, 120_000);
});

/** The last migration before the owner's documents were one kind of thing. */
const BEFORE_DOCUMENTS = '20261128130000';
/** The service area as an older site kept it: among the business facts. */
const OLD_SERVICE_AREA = 'Lisboa, Almada e Seixal';

type Row = Record<string, unknown>;

/** The Portuguese rows of one document. */
const portugueseRows = (rows: readonly Row[], document: string) =>
  rows.filter((row) => row.document === document && row.locale === 'pt-PT');

/** Facts as an older site saved them: the service area among them. */
const oldFacts = (content: unknown): Row => ({ ...(content as Row), serviceArea: OLD_SERVICE_AREA });

/** Texts as an older site saved them: the footer without a service area, which was a fact. */
function oldTexts(content: unknown): Row {
  const { footer, ...texts } = content as Row;
  const { serviceArea: _area, ...rest } = (footer ?? {}) as Row;
  return { ...texts, footer: rest };
}

/**
 * The snapshot as a site of before the owner's documents backed it up: the facts and the texts
 * in tables of their own, the service area among the facts, no English texts and no published
 * language (that site had neither), and its counts without a language.
 */
function asBeforeDocuments(snapshot: BackupSnapshot): BackupSnapshot {
  const {
    owner_document_versions: versions = [],
    owner_documents: current = [],
    published_locales: _published,
    ...tables
  } = asBeforeLanguages(snapshot).tables;
  return {
    ...snapshot,
    schemaVersion: BEFORE_DOCUMENTS,
    tables: {
      ...tables,
      business_facts_versions: portugueseRows(versions, 'business-facts').map((row) => ({
        version: row.version,
        facts: oldFacts(row.content),
        created_at: row.created_at,
      })),
      business_facts: portugueseRows(current, 'business-facts').map((row) => ({
        id: 1,
        version: row.version,
        facts: oldFacts(row.content),
        updated_at: row.updated_at,
      })),
      page_text_versions: portugueseRows(versions, 'page-texts').map((row) => ({
        locale: row.locale,
        version: row.version,
        texts: oldTexts(row.content),
        created_at: row.created_at,
      })),
      page_texts: portugueseRows(current, 'page-texts').map((row) => ({
        locale: row.locale,
        version: row.version,
        texts: oldTexts(row.content),
        updated_at: row.updated_at,
      })),
    },
  };
}

describe("a backup made before the owner's documents were one kind of thing", () => {
  const older = olderBackup('copia-antes-dos-documentos.zip', asBeforeDocuments);

  it('restores into an empty project: the same versions as documents, the service area moved into the texts', async () => {
    await readOlder(older, BEFORE_DOCUMENTS);

    const restored = await restoreOlder(older);
    // facts 2, texts 2 and the one the service area moved into; the current facts and texts
    expect(restored.stdout).toContain('owner_document_versions: 5 linhas');
    expect(restored.stdout).toContain('owner_documents: 2 linhas');

    const sourceRows = normalised(await projectRows(projects.source), projects.source) as Record<
      string,
      Row[]
    >;
    const { owner_document_versions: sourceVersions, owner_documents: sourceCurrent, ...others } = sourceRows;
    const texts = portugueseRows(sourceCurrent!, 'page-texts')[0]!;
    const moved = {
      ...(texts.content as Row),
      footer: { ...((texts.content as Row).footer as Row), serviceArea: OLD_SERVICE_AREA },
    };
    const expected: Record<string, Row[]> = { ...others, published_locales: [] };
    for (const name of COUNTS) expected[name] = others[name]!.filter((row) => row.locale === 'pt-PT');
    expected.owner_document_versions = [
      ...portugueseRows(sourceVersions!, 'business-facts').map((row) => ({
        ...row,
        content: oldFacts(row.content),
      })),
      ...portugueseRows(sourceVersions!, 'page-texts').map((row) => ({
        ...row,
        content: oldTexts(row.content),
      })),
      // a new version, dated when the texts were last saved
      { document: 'page-texts', locale: 'pt-PT', version: 3, content: moved, created_at: texts.updated_at },
    ];
    expected.owner_documents = [
      ...portugueseRows(sourceCurrent!, 'business-facts').map((row) => ({
        ...row,
        content: oldFacts(row.content),
      })),
      { ...texts, version: 3, content: moved },
    ];
    expect(normalised(await projectRows(older.project), older.project)).toEqual(expected);

    const site = await renderSiteFrom(older.project);
    expect(site.failures).toEqual([]);
    expect(site.pages.map((page) => page.state.locale)).toEqual(['pt-PT']);
    expect(site.pages[0]!.markup).toContain(OLD_SERVICE_AREA);
    expect(site.pages[0]!.markup).toContain(SAMPLE_FAQ_ANSWER);
  }, 120_000);

  it('changes nothing when run again', async () => {
    await expectRestoreChangesNothing(older.project, older.file);
  }, 120_000);
});
